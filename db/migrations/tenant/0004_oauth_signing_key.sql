-- The tenant's key for signing OAuth 2.0 access and refresh tokens, made on first use
-- (unless OAUTH_SIGNING_KEY gives one for all tenants).
create table m_oauth_signing_key (
  id smallint primary key default 1 check (id = 1),
  key_base64 varchar(200) not null,
  created_on_utc timestamptz not null default now()
);
