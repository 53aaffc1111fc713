-- Loan products (Fineract's m_product_loan and the tables that hang off it), with Fineract's table and
-- column names (spellings such as `allow_variabe_installments` and `allow_partial_period_interest_calcualtion`
-- included) so that report SQL written for Fineract runs unchanged.
create table m_product_loan (
  id bigserial primary key,
  short_name varchar(4) not null constraint unq_short_name unique,
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  instalment_amount_in_multiples_of smallint,
  principal_amount numeric(19, 6),
  min_principal_amount numeric(19, 6),
  max_principal_amount numeric(19, 6),
  arrearstolerance_amount numeric(19, 6),
  name varchar(100) not null constraint unq_name unique,
  description varchar(500),
  fund_id bigint constraint "FKCBCD02E3A27D7CD8" references m_fund (id),
  is_linked_to_floating_interest_rates boolean not null default false,
  allow_variabe_installments boolean not null default false,
  nominal_interest_rate_per_period numeric(19, 6),
  min_nominal_interest_rate_per_period numeric(19, 6),
  max_nominal_interest_rate_per_period numeric(19, 6),
  interest_period_frequency_enum smallint,
  annual_nominal_interest_rate numeric(19, 6),
  interest_method_enum smallint not null,
  interest_calculated_in_period_enum smallint not null default 1,
  allow_partial_period_interest_calcualtion boolean not null default false,
  repay_every smallint not null,
  repayment_period_frequency_enum smallint not null,
  fixed_length integer,
  number_of_repayments smallint not null,
  min_number_of_repayments smallint,
  max_number_of_repayments smallint,
  grace_on_principal_periods smallint,
  recurring_moratorium_principal_periods smallint,
  grace_on_interest_periods smallint,
  grace_interest_free_periods smallint,
  amortization_method_enum smallint not null,
  accounting_type smallint not null,
  loan_transaction_strategy_code varchar(100),
  loan_transaction_strategy_name varchar(255),
  external_id varchar(100) constraint "m_product_loan_external_id_UNIQUE" unique,
  include_in_borrower_cycle boolean not null default false,
  use_borrower_cycle boolean not null default false,
  start_date date,
  close_date date,
  allow_multiple_disbursals boolean not null default false,
  max_disbursals integer,
  max_outstanding_loan_balance numeric(19, 6),
  grace_on_arrears_ageing smallint,
  overdue_days_for_npa smallint,
  days_in_month_enum smallint not null default 1,
  days_in_year_enum smallint not null default 1,
  interest_recalculation_enabled boolean not null default false,
  min_days_between_disbursal_and_first_repayment integer,
  hold_guarantee_funds boolean not null default false,
  principal_threshold_for_last_installment numeric(5, 2) not null default 50,
  account_moves_out_of_npa_only_on_arrears_completion boolean not null default false,
  can_define_fixed_emi_amount boolean not null default false,
  can_use_for_topup boolean not null default false,
  sync_expected_with_disbursement_date boolean default false,
  is_equal_amortization boolean not null default false,
  fixed_principal_percentage_per_installment numeric(5, 2),
  disallow_expected_disbursements boolean not null default false,
  allow_approved_disbursed_amounts_over_applied boolean not null default false,
  over_applied_calculation_type varchar(10),
  over_applied_number integer,
  delinquency_bucket_id bigint constraint "FK_m_delinquency_bucket_product_loan" references m_delinquency_bucket (id),
  due_days_for_repayment_event integer,
  overdue_days_for_repayment_event integer,
  enable_down_payment boolean not null default false,
  disbursed_amount_percentage_for_down_payment numeric(9, 6),
  enable_auto_repayment_for_down_payment boolean not null default false,
  repayment_start_date_type_enum integer not null default 1,
  enable_installment_level_delinquency boolean not null default false,
  loan_schedule_type varchar(255) not null default 'CUMULATIVE',
  loan_schedule_processing_type varchar(255) not null default 'HORIZONTAL',
  enable_accrual_activity_posting boolean not null default false,
  supported_interest_refund_types varchar(255),
  charge_off_behaviour varchar(255) not null default 'REGULAR'
);
create index "FKCBCD02E3A27D7CD8" on m_product_loan (fund_id);
create index "FK_m_delinquency_bucket_product_loan" on m_product_loan (delinquency_bucket_id);

create table m_product_loan_charge (
  product_loan_id bigint not null constraint "FKC7CD0BC48C3A7B6A" references m_product_loan (id),
  charge_id bigint not null constraint "FKC7CD0BC4CA2F8B08" references m_charge (id),
  primary key (product_loan_id, charge_id)
);
create index "FKC7CD0BC4CA2F8B08" on m_product_loan_charge (charge_id);

create table m_product_loan_recalculation_details (
  id bigserial primary key,
  product_id bigint not null constraint "FK_m_product_loan_m_product_loan_recalculation_details" references m_product_loan (id),
  compound_type_enum smallint not null,
  reschedule_strategy_enum smallint not null,
  rest_frequency_type_enum smallint not null,
  rest_frequency_interval smallint not null default 0,
  rest_frequency_nth_day_enum integer,
  rest_frequency_weekday_enum integer,
  rest_frequency_on_day integer,
  compounding_frequency_type_enum smallint,
  compounding_frequency_interval smallint,
  compounding_frequency_nth_day_enum integer,
  compounding_frequency_weekday_enum integer,
  compounding_frequency_on_day integer,
  arrears_based_on_original_schedule boolean not null default false,
  pre_close_interest_calculation_strategy smallint not null default 1,
  is_compounding_to_be_posted_as_transaction boolean not null default false,
  allow_compounding_on_eod boolean not null default false
);
create index "FK_m_product_loan_m_product_loan_recalculation_details" on m_product_loan_recalculation_details (product_id);

create table m_product_loan_variations_borrower_cycle (
  id bigserial primary key,
  loan_product_id bigint not null default 0 constraint borrower_cycle_loan_product_fk references m_product_loan (id),
  borrower_cycle_number integer not null default 0,
  value_condition integer not null,
  param_type integer not null,
  default_value numeric(19, 6) not null,
  max_value numeric(19, 6),
  min_value numeric(19, 6)
);
create index borrower_cycle_loan_product_fk on m_product_loan_variations_borrower_cycle (loan_product_id);

create table m_product_loan_configurable_attributes (
  id bigserial primary key,
  loan_product_id bigint not null constraint fk_m_product_loan_configurable_attributes_0001 references m_product_loan (id),
  amortization_method_enum boolean not null default true,
  interest_method_enum boolean not null default true,
  loan_transaction_strategy_code boolean not null default true,
  interest_calculated_in_period_enum boolean not null default true,
  arrearstolerance_amount boolean not null default true,
  repay_every boolean not null default true,
  moratorium boolean not null default true,
  grace_on_arrears_ageing boolean not null default true
);
create index fk_m_product_loan_configurable_attributes_0001 on m_product_loan_configurable_attributes (loan_product_id);

create table m_product_loan_guarantee_details (
  id bigserial primary key,
  loan_product_id bigint not null constraint "FK_guarantee_details_loan_product" references m_product_loan (id),
  mandatory_guarantee numeric(19, 5) not null,
  minimum_guarantee_from_own_funds numeric(19, 5),
  minimum_guarantee_from_guarantor_funds numeric(19, 5)
);
create index "FK_guarantee_details_loan_product" on m_product_loan_guarantee_details (loan_product_id);

-- The floating rate itself lives in m_floating_rates (a later feature): no foreign key yet.
create table m_product_loan_floating_rates (
  id bigserial primary key,
  loan_product_id bigint not null constraint "FK_mappings_m_product_loan_id" references m_product_loan (id),
  floating_rates_id bigint not null,
  interest_rate_differential numeric(19, 6) not null default 0,
  min_differential_lending_rate numeric(19, 6) not null default 0,
  default_differential_lending_rate numeric(19, 6) not null default 0,
  max_differential_lending_rate numeric(19, 6) not null default 0,
  is_floating_interest_rate_calculation_allowed boolean not null default true
);
create index "FK_mappings_m_product_loan_id" on m_product_loan_floating_rates (loan_product_id);

create table m_product_loan_variable_installment_config (
  id bigserial primary key,
  loan_product_id bigint not null constraint "FK_variable_product_loan" references m_product_loan (id),
  minimum_gap integer not null,
  maximum_gap integer not null
);
create index "FK_variable_product_loan" on m_product_loan_variable_installment_config (loan_product_id);

-- Advanced payment allocation: per transaction type, the ordered allocation types (comma separated).
create table m_loan_product_payment_allocation_rule (
  id bigserial primary key,
  loan_product_id bigint not null constraint "FK_loan_product_payment_allocation_rule_loan_product" references m_product_loan (id),
  transaction_type varchar(255) not null,
  allocation_types text not null,
  future_installment_allocation_rule varchar(255) not null,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now(),
  constraint uq_m_loan_product_payment_allocation_rule unique (loan_product_id, transaction_type)
);

create table m_loan_product_credit_allocation_rule (
  id bigserial primary key,
  loan_product_id bigint not null constraint "FK_loan_product_credit_allocation_rule_loan_product" references m_product_loan (id),
  transaction_type varchar(255) not null,
  allocation_types text not null,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now(),
  constraint uq_m_loan_product_credit_allocation_rule unique (loan_product_id, transaction_type)
);
