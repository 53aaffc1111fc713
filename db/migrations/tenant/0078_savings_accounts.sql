-- Savings accounts (Fineract's m_savings_account and the tables that hang off it), with Fineract's current
-- columns (initial schema plus the changelog parts that added reason_for_block, liens, reversal links,
-- submitted_on_date and the renamed audit columns).
--
-- m_savings_account: status_enum is Fineract's SavingsAccountStatusType (100 submitted and pending approval,
-- 200 approved, 300 active, 303 transfer in progress, 304 transfer on hold, 400 withdrawn by applicant,
-- 500 rejected, 600 closed, 700 pre-mature closure, 800 matured);
-- sub_status_enum its SavingsAccountSubStatusEnum (0 none, 100 inactive, 200 dormant, 300 escheat,
-- 400 block, 500 block credit, 600 block debit); account_type_enum its AccountType (1 individual, 2 group,
-- 3 JLG, 4 GSIM); deposit_type_enum 100 (savings deposit). Terms are copied from the product when the account
-- is submitted and may be changed on the account. The *_derived columns are the summary that transactions
-- keep current; `version` is the optimistic lock. gsim_id stays a plain column until GSIM accounts exist.
create table m_savings_account (
  id bigserial primary key,
  account_no varchar(20) not null constraint sa_account_no_unique unique,
  external_id varchar(100) constraint sa_external_id_unique unique,
  client_id bigint constraint "FKSA00000000000001" references m_client (id),
  group_id bigint constraint "FKSA00000000000002" references m_group (id),
  gsim_id bigint,
  product_id bigint constraint "FKSA00000000000003" references m_savings_product (id),
  field_officer_id bigint constraint "FKSA00000000000004" references m_staff (id),
  status_enum smallint not null default 300,
  sub_status_enum smallint not null default 0,
  account_type_enum smallint not null default 1,
  deposit_type_enum smallint not null default 100,
  submittedon_date date not null,
  submittedon_userid bigint constraint "FK_savingsaccount_submittedon_userid" references m_appuser (id),
  approvedon_date date,
  approvedon_userid bigint constraint "FK_savingsaccount_approvedon_userid" references m_appuser (id),
  rejectedon_date date,
  rejectedon_userid bigint constraint "FK_savingsaccount_rejectedon_userid" references m_appuser (id),
  withdrawnon_date date,
  withdrawnon_userid bigint constraint "FK_savingsaccount_withdrawnon_userid" references m_appuser (id),
  activatedon_date date,
  activatedon_userid bigint constraint "FK_savingsaccount_activatedon_userid" references m_appuser (id),
  closedon_date date,
  closedon_userid bigint constraint "FK_savingsaccount_closedon_userid" references m_appuser (id),
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  nominal_annual_interest_rate numeric(19, 6) not null,
  interest_compounding_period_enum smallint not null,
  interest_posting_period_enum smallint not null,
  interest_calculation_type_enum smallint not null,
  interest_calculation_days_in_year_type_enum smallint not null,
  min_required_opening_balance numeric(19, 6),
  lockin_period_frequency numeric(19, 6),
  lockin_period_frequency_enum smallint,
  withdrawal_fee_for_transfer boolean default true,
  allow_overdraft boolean not null default false,
  overdraft_limit numeric(19, 6),
  nominal_annual_interest_rate_overdraft numeric(19, 6) default 0,
  min_overdraft_for_interest_calculation numeric(19, 6) default 0,
  lockedin_until_date_derived date,
  total_deposits_derived numeric(19, 6),
  total_withdrawals_derived numeric(19, 6),
  total_withdrawal_fees_derived numeric(19, 6),
  total_fees_charge_derived numeric(19, 6),
  total_penalty_charge_derived numeric(19, 6),
  total_annual_fees_derived numeric(19, 6),
  total_interest_earned_derived numeric(19, 6),
  total_interest_posted_derived numeric(19, 6),
  total_overdraft_interest_derived numeric(19, 6) default 0,
  total_withhold_tax_derived numeric(19, 6),
  account_balance_derived numeric(19, 6) not null default 0,
  min_required_balance numeric(19, 6),
  enforce_min_required_balance boolean not null default false,
  min_balance_for_interest_calculation numeric(19, 6),
  start_interest_calculation_date date,
  on_hold_funds_derived numeric(19, 6),
  version integer not null,
  withhold_tax boolean not null default false,
  tax_group_id bigint constraint "FK_savings_account_tax_group" references m_tax_group (id),
  last_interest_calculation_date date,
  total_savings_amount_on_hold numeric(19, 6),
  interest_posted_till_date date,
  reason_for_block varchar(256),
  max_allowed_lien_limit numeric(19, 6),
  is_lien_allowed boolean not null default false,
  created_by bigint not null constraint "FK_savings_account_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_savings_account_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null,
  last_modified_on_utc timestamptz not null
);
create index "FKSA00000000000001" on m_savings_account (client_id);
create index "FKSA00000000000002" on m_savings_account (group_id);
create index "FKSA00000000000003" on m_savings_account (product_id);
create index "FKSA00000000000004" on m_savings_account (field_officer_id);
create index "FK_savings_account_tax_group" on m_savings_account (tax_group_id);

-- m_savings_account_transaction: transaction_type_enum is Fineract's SavingsAccountTransactionType
-- (1 deposit, 2 withdrawal, 3 interest posting, 4 withdrawal fee, 5 annual fee, 6 waive charges, 7 pay charge,
-- 8 dividend payout, 12 initiate transfer, 13 approve transfer, 14 withdraw transfer, 15 reject transfer,
-- 16 written off, 17 overdraft interest, 18 withhold tax, 19 escheat, 20 amount hold, 21 amount release,
-- 22 accrual). running_balance_derived is the balance after the transaction in (transaction date, id) order;
-- cumulative_balance_derived the sum of the balances over days, balance_end_date_derived and
-- balance_number_of_days_derived how long the balance held (written by interest calculation).
create table m_savings_account_transaction (
  id bigserial primary key,
  savings_account_id bigint not null constraint "FKSAT0000000001" references m_savings_account (id),
  office_id bigint not null constraint "FK_savings_account_transaction_office" references m_office (id),
  payment_detail_id bigint constraint "FK_m_savings_account_transaction_m_payment_detail" references m_payment_detail (id),
  transaction_type_enum smallint not null,
  is_reversed boolean not null default false,
  transaction_date date not null,
  amount numeric(19, 6) not null,
  overdraft_amount_derived numeric(19, 6),
  balance_end_date_derived date,
  balance_number_of_days_derived integer,
  running_balance_derived numeric(19, 6),
  cumulative_balance_derived numeric(19, 6),
  created_date timestamp,
  is_manual boolean default false,
  release_id_of_hold_amount bigint,
  is_loan_disbursement boolean default false,
  ref_no varchar(128),
  original_transaction_id bigint,
  is_reversal boolean not null default false,
  reason_for_block varchar(256),
  is_lien_transaction boolean not null default false,
  submitted_on_date date not null,
  created_by bigint not null constraint "FK_savings_account_transaction_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_savings_account_transaction_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null,
  last_modified_on_utc timestamptz not null
);
create index "FKSAT0000000001" on m_savings_account_transaction (savings_account_id);
create index "FK_savings_account_transaction_office" on m_savings_account_transaction (office_id);
create index "FK_m_savings_account_transaction_m_payment_detail" on m_savings_account_transaction (payment_detail_id);
-- The running-balance order: an account's transactions by date, then id.
create index m_savings_account_transaction_account_date on m_savings_account_transaction (savings_account_id, transaction_date, id);

-- m_savings_account_charge: a charge applied to an account (charge_time_enum, charge_calculation_enum as
-- Fineract's ChargeTimeType / ChargeCalculationType).
create table m_savings_account_charge (
  id bigserial primary key,
  savings_account_id bigint not null constraint "FK_savings_account_charge_account" references m_savings_account (id),
  charge_id bigint not null constraint "FK_savings_account_charge_charge" references m_charge (id),
  is_penalty boolean not null default false,
  charge_time_enum smallint not null,
  charge_due_date date,
  fee_on_month smallint,
  fee_on_day smallint,
  fee_interval smallint,
  free_withdrawal_count integer,
  charge_reset_date date,
  charge_calculation_enum smallint not null,
  calculation_percentage numeric(19, 6),
  calculation_on_amount numeric(19, 6),
  amount numeric(19, 6) not null,
  amount_paid_derived numeric(19, 6),
  amount_waived_derived numeric(19, 6),
  amount_writtenoff_derived numeric(19, 6),
  amount_outstanding_derived numeric(19, 6) not null default 0,
  is_paid_derived boolean not null default false,
  waived boolean not null default false,
  is_active boolean not null default true,
  inactivated_on_date date,
  created_by bigint constraint "FK_savings_account_charge_created_by" references m_appuser (id),
  last_modified_by bigint constraint "FK_savings_account_charge_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz,
  last_modified_on_utc timestamptz
);
create index "FK_savings_account_charge_account" on m_savings_account_charge (savings_account_id);
create index "FK_savings_account_charge_charge" on m_savings_account_charge (charge_id);

-- m_savings_account_charge_paid_by: which transaction paid how much of which account charge.
create table m_savings_account_charge_paid_by (
  id bigserial primary key,
  savings_account_transaction_id bigint not null constraint "FK__m_savings_account_transaction" references m_savings_account_transaction (id),
  savings_account_charge_id bigint not null constraint "FK__m_savings_account_charge" references m_savings_account_charge (id),
  amount numeric(19, 6) not null
);
create index "FK__m_savings_account_transaction" on m_savings_account_charge_paid_by (savings_account_transaction_id);
create index "FK__m_savings_account_charge" on m_savings_account_charge_paid_by (savings_account_charge_id);

-- m_savings_officer_assignment_history: the field officers of an account over time (end_date null: current).
create table m_savings_officer_assignment_history (
  id bigserial primary key,
  account_id bigint not null constraint fk_m_savings_officer_assignment_history_0001 references m_savings_account (id),
  savings_officer_id bigint constraint fk_m_savings_officer_assignment_history_0002 references m_staff (id),
  start_date date not null,
  end_date date,
  created_by bigint,
  created_date timestamp,
  lastmodified_date timestamp,
  last_modified_by bigint
);
create index fk_m_savings_officer_assignment_history_0001 on m_savings_officer_assignment_history (account_id);
create index fk_m_savings_officer_assignment_history_0002 on m_savings_officer_assignment_history (savings_officer_id);

-- m_deposit_account_on_hold_transaction: amounts put on hold on (or released from) an account, e.g. as a
-- guarantee; transaction_type_enum 1 hold, 2 release.
create table m_deposit_account_on_hold_transaction (
  id bigserial primary key,
  savings_account_id bigint not null constraint "FK_deposit_on_hold_transaction_m_savings_account" references m_savings_account (id),
  amount numeric(19, 6) not null,
  transaction_type_enum smallint not null,
  transaction_date date not null,
  is_reversed boolean not null default false,
  created_date timestamp,
  created_by bigint constraint "FK_deposit_on_hold_transaction_created_by" references m_appuser (id),
  last_modified_by bigint constraint "FK_deposit_on_hold_transaction_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz,
  last_modified_on_utc timestamptz
);
create index "FK_deposit_on_hold_transaction_m_savings_account" on m_deposit_account_on_hold_transaction (savings_account_id);

-- m_savings_account_transaction_tax_details: the withheld tax of a transaction per tax component.
create table m_savings_account_transaction_tax_details (
  id bigserial primary key,
  savings_transaction_id bigint not null constraint "FK_savings_account_transaction_tax_details_savings_transaction" references m_savings_account_transaction (id),
  tax_component_id bigint not null constraint "FK_savings_account_transaction_tax_details_tax_component" references m_tax_component (id),
  amount numeric(19, 6) not null default 0
);
create index "FK_savings_account_transaction_tax_details_savings_transaction" on m_savings_account_transaction_tax_details (savings_transaction_id);
create index "FK_savings_account_transaction_tax_details_tax_component" on m_savings_account_transaction_tax_details (tax_component_id);

-- The links other tables kept as plain columns until these tables existed.
alter table acc_gl_journal_entry
  add constraint "FK_acc_gl_journal_entry_m_savings_account_transaction" foreign key (savings_transaction_id) references m_savings_account_transaction (id);
alter table m_note add constraint "FK_m_note_m_savings_account" foreign key (savings_account_id) references m_savings_account (id);
alter table m_note add constraint "FK_m_note_m_savings_account_transaction" foreign key (savings_account_transaction_id) references m_savings_account_transaction (id);
