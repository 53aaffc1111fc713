-- Platform tables, with Apache Fineract's table and column names so that its report SQL and clients work.

create table m_office (
  id bigserial primary key,
  parent_id bigint references m_office (id),
  hierarchy varchar(100),
  external_id varchar(100) unique,
  name varchar(50) not null unique,
  opening_date date not null
);

create table m_staff (
  id bigserial primary key,
  is_loan_officer boolean not null default false,
  office_id bigint references m_office (id),
  firstname varchar(50),
  lastname varchar(50),
  display_name varchar(102) not null,
  mobile_no varchar(50),
  external_id varchar(100) unique,
  email_address varchar(150),
  organisational_role_enum smallint,
  organisational_role_parent_staff_id bigint references m_staff (id),
  is_active boolean not null default true,
  joining_date date,
  image_id bigint
);

create table m_appuser (
  id bigserial primary key,
  is_deleted boolean not null default false,
  office_id bigint references m_office (id),
  staff_id bigint references m_staff (id),
  username varchar(100) not null unique,
  firstname varchar(100) not null,
  lastname varchar(100) not null,
  password varchar(255) not null,
  email varchar(100) not null,
  firsttime_login_remaining boolean not null default false,
  nonexpired boolean not null default true,
  nonlocked boolean not null default true,
  nonexpired_credentials boolean not null default true,
  enabled boolean not null default true,
  last_time_password_updated date,
  password_never_expires boolean not null default false,
  is_self_service_user boolean not null default false,
  cannot_change_password boolean
);

create table m_role (
  id bigserial primary key,
  name varchar(100) not null unique,
  description varchar(500) not null,
  is_disabled boolean not null default false
);

create table m_permission (
  id bigserial primary key,
  "grouping" varchar(45),
  code varchar(100) not null unique,
  entity_name varchar(100),
  action_name varchar(100),
  can_maker_checker boolean not null default false
);

create table m_role_permission (
  role_id bigint not null references m_role (id),
  permission_id bigint not null references m_permission (id),
  primary key (role_id, permission_id)
);

create table m_appuser_role (
  appuser_id bigint not null references m_appuser (id),
  role_id bigint not null references m_role (id),
  primary key (appuser_id, role_id)
);

create table c_configuration (
  id bigserial primary key,
  name varchar(100) not null unique,
  value bigint,
  date_value date,
  string_value varchar(100),
  enabled boolean not null default false,
  description varchar(300),
  is_trap_door boolean not null default false
);

create table m_business_date (
  id bigserial primary key,
  type varchar(100) not null unique,
  date date not null,
  version integer not null default 0,
  created_by bigint,
  created_on_utc timestamptz not null default now(),
  last_modified_by bigint,
  last_modified_on_utc timestamptz not null default now()
);

-- Every command (write) and its outcome: the audit trail, maker-checker queue and idempotency store.
create table m_portfolio_command_source (
  id bigserial primary key,
  action_name varchar(50) not null,
  entity_name varchar(50) not null,
  office_id bigint,
  group_id bigint,
  client_id bigint,
  loan_id bigint,
  savings_account_id bigint,
  api_get_url varchar(100) not null,
  resource_id bigint,
  subresource_id bigint,
  command_as_json text not null,
  maker_id bigint not null references m_appuser (id),
  made_on_date timestamp,
  made_on_date_utc timestamptz not null,
  checker_id bigint references m_appuser (id),
  checked_on_date timestamp,
  checked_on_date_utc timestamptz,
  processing_result_enum smallint not null,
  product_id bigint,
  transaction_id varchar(100),
  creditbureau_id bigint,
  organisation_creditbureau_id bigint,
  job_name varchar(100),
  idempotency_key varchar(50) not null,
  resource_external_id varchar(100),
  subresource_external_id varchar(100),
  result text,
  result_status_code integer
);

create index idx_command_source_action_entity on m_portfolio_command_source (action_name, entity_name);
create unique index uk_command_source_idempotency on m_portfolio_command_source (action_name, entity_name, idempotency_key);
create index idx_command_source_maker on m_portfolio_command_source (maker_id);
