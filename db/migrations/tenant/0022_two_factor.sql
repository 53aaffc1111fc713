-- Two-factor sign-in. twofactor_configuration and twofactor_access_token are Fineract's tables (its
-- seeded rows and ids); the access token column holds a SHA-256 digest of the token, never the token.
create table twofactor_configuration (
  id bigserial primary key,
  name varchar(40) not null unique,
  value varchar(1024)
);

insert into twofactor_configuration (id, name, value) values
  (1, 'otp-delivery-email-enable', 'true'),
  (2, 'otp-delivery-email-subject', 'Fineract Two-Factor Authentication Token'),
  (3, 'otp-delivery-email-body', E'Hello {{username}}.\nYour OTP login token is {{token}}.'),
  (4, 'otp-delivery-sms-enable', 'false'),
  (5, 'otp-delivery-sms-provider', '1'),
  (6, 'otp-delivery-sms-text', 'Your authentication token for Fineract is {{token}}.'),
  (7, 'otp-token-live-time', '300'),
  (8, 'otp-token-length', '5'),
  (9, 'access-token-live-time', '86400'),
  (10, 'access-token-live-time-extended', '604800');

select setval('twofactor_configuration_id_seq', (select max(id) from twofactor_configuration));

create table twofactor_access_token (
  id bigserial primary key,
  token varchar(64) not null,
  appuser_id bigint not null references m_appuser (id),
  valid_from timestamptz not null,
  valid_to timestamptz not null,
  enabled boolean not null,
  constraint token_appuser_unique unique (token, appuser_id)
);

create index twofactor_access_token_user on twofactor_access_token (appuser_id);

-- The code a user asked for and has not used yet (Fineract keeps it in memory; here every server
-- process sees it). One per user; a new request replaces it. Only a digest of the code is kept; wrong
-- attempts are counted (too many discard the request and lock the user as wrong passwords do).
create table twofactor_otp_request (
  appuser_id bigint primary key references m_appuser (id),
  token_hash varchar(64) not null,
  delivery_method varchar(20) not null,
  target varchar(150),
  extended_token boolean not null,
  request_time timestamptz not null,
  valid_to timestamptz not null,
  failed_attempts integer not null default 0
);

-- An authenticator app (TOTP, RFC 6238) of a user: the shared secret, whether the user proved it with a
-- first code, and the last time step used (a code is accepted once).
create table twofactor_totp_secret (
  appuser_id bigint primary key references m_appuser (id),
  secret varchar(64) not null,
  confirmed boolean not null default false,
  last_used_step bigint,
  created_on_utc timestamptz not null default now()
);
