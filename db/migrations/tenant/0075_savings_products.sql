-- Savings products (Fineract's m_savings_product) and the charges attached to them
-- (m_savings_product_charge), with Fineract's table and column names so that report SQL written for
-- Fineract runs unchanged. deposit_type_enum 100 marks a plain savings product (fixed and recurring
-- deposit products share the table with 200 and 300).
create table m_savings_product (
  id bigserial primary key,
  name varchar(100) not null constraint sp_unq_name unique,
  short_name varchar(4) not null constraint sp_unq_short_name unique,
  description varchar(500),
  deposit_type_enum smallint not null default 100,
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  nominal_annual_interest_rate numeric(19, 6) not null,
  interest_compounding_period_enum smallint not null default 4,
  interest_posting_period_enum smallint not null,
  interest_calculation_type_enum smallint not null,
  interest_calculation_days_in_year_type_enum smallint not null,
  min_required_opening_balance numeric(19, 6),
  lockin_period_frequency numeric(19, 6),
  lockin_period_frequency_enum smallint,
  accounting_type smallint not null,
  withdrawal_fee_amount numeric(19, 6),
  withdrawal_fee_type_enum smallint,
  withdrawal_fee_for_transfer boolean default false,
  allow_overdraft boolean not null default false,
  overdraft_limit numeric(19, 6),
  nominal_annual_interest_rate_overdraft numeric(19, 6) default 0,
  min_overdraft_for_interest_calculation numeric(19, 6),
  min_required_balance numeric(19, 6),
  enforce_min_required_balance boolean not null default false,
  min_balance_for_interest_calculation numeric(19, 6),
  withhold_tax boolean not null default false,
  tax_group_id bigint constraint "FK_savings_product_tax_group" references m_tax_group (id),
  is_dormancy_tracking_active boolean,
  days_to_inactive integer,
  days_to_dormancy integer,
  days_to_escheat integer,
  max_allowed_lien_limit numeric(19, 6),
  is_lien_allowed boolean default false
);
create index "FK_savings_product_tax_group" on m_savings_product (tax_group_id);

create table m_savings_product_charge (
  savings_product_id bigint not null constraint m_savings_product_charge_ibfk_2 references m_savings_product (id),
  charge_id bigint not null constraint m_savings_product_charge_ibfk_1 references m_charge (id),
  primary key (savings_product_id, charge_id)
);
create index fk_savings_product_charge_charge on m_savings_product_charge (charge_id);
