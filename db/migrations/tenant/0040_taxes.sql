-- Tax components and tax groups (Fineract's m_tax_component, m_tax_component_history, m_tax_group and
-- m_tax_group_mappings). The debit/credit GL account columns stay without a foreign key until the
-- accounting tables exist; the API refuses GL accounts until then.
create table m_tax_component (
  id bigserial primary key,
  name varchar(50) not null,
  percentage numeric(19, 6) not null,
  debit_account_type_enum smallint,
  debit_account_id bigint,
  credit_account_type_enum smallint,
  credit_account_id bigint,
  start_date date not null,
  createdby_id bigint not null references m_appuser (id),
  created_date timestamp not null default current_timestamp,
  lastmodifiedby_id bigint not null references m_appuser (id),
  lastmodified_date timestamp not null default current_timestamp
);

create table m_tax_component_history (
  id bigserial primary key,
  tax_component_id bigint not null references m_tax_component (id),
  percentage numeric(19, 6) not null,
  start_date date not null,
  end_date date not null,
  createdby_id bigint not null references m_appuser (id),
  created_date timestamp not null default current_timestamp,
  lastmodifiedby_id bigint not null references m_appuser (id),
  lastmodified_date timestamp not null default current_timestamp
);
create index m_tax_component_history_tax_component_id on m_tax_component_history (tax_component_id);

create table m_tax_group (
  id bigserial primary key,
  name varchar(50) not null,
  createdby_id bigint not null references m_appuser (id),
  created_date timestamp not null default current_timestamp,
  lastmodifiedby_id bigint not null references m_appuser (id),
  lastmodified_date timestamp not null default current_timestamp
);

create table m_tax_group_mappings (
  id bigserial primary key,
  tax_group_id bigint not null references m_tax_group (id),
  tax_component_id bigint not null references m_tax_component (id),
  start_date date not null,
  end_date date,
  createdby_id bigint not null references m_appuser (id),
  created_date timestamp not null default current_timestamp,
  lastmodifiedby_id bigint not null references m_appuser (id),
  lastmodified_date timestamp not null default current_timestamp
);
create index m_tax_group_mappings_tax_group_id on m_tax_group_mappings (tax_group_id);
create index m_tax_group_mappings_tax_component_id on m_tax_group_mappings (tax_component_id);
