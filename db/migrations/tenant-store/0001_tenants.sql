-- The tenant store: which tenants exist and where each one's database lives.
create table tenants (
  id bigserial primary key,
  identifier varchar(100) not null unique,
  name varchar(100) not null,
  timezone_id varchar(100) not null,
  -- null: the default location (embedded: DATA_DIR/tenants/<identifier>; server: database <store>_<identifier>)
  db_url text,
  created_at timestamptz not null default now()
);
