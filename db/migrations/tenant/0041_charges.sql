-- Charge definitions (Fineract's m_charge). A delete is a soft delete (is_deleted, name prefixed with the
-- id). income_or_liability_account_id stays without a foreign key until the accounting tables exist.
create table m_charge (
  id bigserial primary key,
  name varchar(100) constraint m_charge_name_key unique,
  currency_code varchar(3) not null,
  charge_applies_to_enum smallint not null,
  charge_time_enum smallint not null,
  charge_calculation_enum smallint not null,
  charge_payment_mode_enum smallint,
  amount numeric(19, 6) not null,
  fee_on_day smallint,
  fee_interval smallint,
  fee_on_month smallint,
  is_penalty boolean not null default false,
  is_active boolean not null,
  is_deleted boolean not null default false,
  min_cap numeric(19, 6),
  max_cap numeric(19, 6),
  fee_frequency smallint,
  is_free_withdrawal boolean not null default false,
  free_withdrawal_charge_frequency integer default 0,
  restart_frequency integer default 0,
  restart_frequency_enum integer default 0,
  is_payment_type boolean default false,
  payment_type_id integer references m_payment_type (id),
  income_or_liability_account_id bigint,
  tax_group_id bigint references m_tax_group (id)
);
create index m_charge_tax_group_id on m_charge (tax_group_id);
create index m_charge_payment_type_id on m_charge (payment_type_id);
create index m_charge_currency_code on m_charge (currency_code);
