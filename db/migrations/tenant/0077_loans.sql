-- Loan accounts (Fineract's m_loan and the tables that hang off it), with Fineract's current columns.
--
-- m_loan: one loan (individual: client_id; group: group_id; JLG: both). loan_status_id is Fineract's
-- LoanStatus (100 submitted, 200 approved, 300 active, 400 withdrawn, 500 rejected, 600 closed, 601 written
-- off, 602 rescheduled, 700 overpaid); loan_type_enum its AccountType (1 individual, 2 group, 3 JLG, 4 GLIM).
-- The terms are copied from the product at application time and may then be changed on the loan. The
-- *_derived columns are the summary the transactions keep current. Audit columns after Fineract's renaming
-- (created_by, last_modified_by, created_on_utc, last_modified_on_utc); `version` is the optimistic lock.
-- glim_id stays a plain column until GLIM accounts exist.
create table m_loan (
  id bigserial primary key,
  account_no varchar(20) not null constraint loan_account_no_unique unique,
  external_id varchar(100) constraint loan_externalid_unique unique,
  client_id bigint constraint "FKB6F935D87179A0CB" references m_client (id),
  group_id bigint constraint m_loan_ibfk_1 references m_group (id),
  glim_id bigint,
  product_id bigint constraint "FKB6F935D8C8D4B434" references m_product_loan (id),
  fund_id bigint constraint "FK7C885877240145" references m_fund (id),
  loan_officer_id bigint constraint "FK_m_loan_m_staff" references m_staff (id),
  loanpurpose_cv_id integer constraint "FK_m_loanpurpose_codevalue" references m_code_value (id),
  loan_status_id smallint not null,
  loan_sub_status_id smallint,
  loan_type_enum smallint not null,
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  principal_amount_proposed numeric(19, 6) not null,
  principal_amount numeric(19, 6) not null,
  approved_principal numeric(19, 6) not null,
  net_disbursal_amount numeric(19, 6) not null,
  arrearstolerance_amount numeric(19, 6),
  is_floating_interest_rate boolean default false,
  interest_rate_differential numeric(19, 6) default 0,
  nominal_interest_rate_per_period numeric(19, 6),
  interest_period_frequency_enum smallint,
  annual_nominal_interest_rate numeric(19, 6),
  interest_method_enum smallint not null,
  interest_calculated_in_period_enum smallint not null default 1,
  allow_partial_period_interest_calcualtion boolean not null default false,
  term_frequency smallint not null default 0,
  term_period_frequency_enum smallint not null default 2,
  repay_every smallint not null,
  repayment_period_frequency_enum smallint not null,
  number_of_repayments smallint not null,
  grace_on_principal_periods smallint,
  recurring_moratorium_principal_periods smallint,
  grace_on_interest_periods smallint,
  grace_interest_free_periods smallint,
  amortization_method_enum smallint not null,
  submittedon_date date,
  approvedon_date date,
  approvedon_userid bigint constraint "FK_approvedon_userid" references m_appuser (id),
  expected_disbursedon_date date,
  expected_firstrepaymenton_date date,
  interest_calculated_from_date date,
  disbursedon_date date,
  disbursedon_userid bigint constraint "FK_disbursedon_userid" references m_appuser (id),
  expected_maturedon_date date,
  maturedon_date date,
  closedon_date date,
  closedon_userid bigint constraint "FK_closedon_userid" references m_appuser (id),
  total_charges_due_at_disbursement_derived numeric(19, 6),
  principal_disbursed_derived numeric(19, 6) not null default 0,
  principal_repaid_derived numeric(19, 6) not null default 0,
  principal_writtenoff_derived numeric(19, 6) not null default 0,
  principal_outstanding_derived numeric(19, 6) not null default 0,
  principal_adjustments_derived numeric(19, 6) not null default 0,
  interest_charged_derived numeric(19, 6) not null default 0,
  interest_repaid_derived numeric(19, 6) not null default 0,
  interest_waived_derived numeric(19, 6) not null default 0,
  interest_writtenoff_derived numeric(19, 6) not null default 0,
  interest_outstanding_derived numeric(19, 6) not null default 0,
  fee_charges_charged_derived numeric(19, 6) not null default 0,
  fee_charges_repaid_derived numeric(19, 6) not null default 0,
  fee_charges_waived_derived numeric(19, 6) not null default 0,
  fee_charges_writtenoff_derived numeric(19, 6) not null default 0,
  fee_charges_outstanding_derived numeric(19, 6) not null default 0,
  fee_adjustments_derived numeric(19, 6) not null default 0,
  penalty_charges_charged_derived numeric(19, 6) not null default 0,
  penalty_charges_repaid_derived numeric(19, 6) not null default 0,
  penalty_charges_waived_derived numeric(19, 6) not null default 0,
  penalty_charges_writtenoff_derived numeric(19, 6) not null default 0,
  penalty_charges_outstanding_derived numeric(19, 6) not null default 0,
  penalty_adjustments_derived numeric(19, 6) not null default 0,
  total_expected_repayment_derived numeric(19, 6) not null default 0,
  total_repayment_derived numeric(19, 6) not null default 0,
  total_expected_costofloan_derived numeric(19, 6) not null default 0,
  total_costofloan_derived numeric(19, 6) not null default 0,
  total_waived_derived numeric(19, 6) not null default 0,
  total_writtenoff_derived numeric(19, 6) not null default 0,
  total_outstanding_derived numeric(19, 6) not null default 0,
  total_overpaid_derived numeric(19, 6),
  total_recovered_derived numeric(19, 6),
  guarantee_amount_derived numeric(19, 6),
  rejectedon_date date,
  rejectedon_userid bigint constraint "FK_rejectedon_userid" references m_appuser (id),
  rescheduledon_date date,
  rescheduledon_userid bigint,
  withdrawnon_date date,
  withdrawnon_userid bigint constraint "FK_withdrawnon_userid" references m_appuser (id),
  writtenoffon_date date,
  writeoff_reason_cv_id integer constraint "FK_writeoffreason_m_loan_m_code_value" references m_code_value (id),
  loan_transaction_strategy_code varchar(100) not null default '-',
  loan_transaction_strategy_name varchar(100) not null default '-',
  sync_disbursement_with_meeting boolean,
  loan_counter smallint,
  loan_product_counter smallint,
  fixed_emi_amount numeric(19, 6),
  max_outstanding_loan_balance numeric(19, 6),
  grace_on_arrears_ageing smallint,
  is_npa boolean not null default false,
  accrued_till date,
  interest_recalcualated_on date,
  days_in_month_enum smallint not null default 1,
  days_in_year_enum smallint not null default 1,
  interest_recalculation_enabled boolean not null default false,
  create_standing_instruction_at_disbursement boolean,
  version integer not null default 1,
  is_topup boolean not null default false,
  is_equal_amortization boolean not null default false,
  fixed_principal_percentage_per_installment numeric(5, 2),
  is_fraud boolean not null default false,
  last_closed_business_date date,
  overpaidon_date date,
  is_charged_off boolean not null default false,
  charged_off_on_date date,
  charge_off_reason_cv_id bigint,
  charged_off_by_userid bigint,
  enable_down_payment boolean not null default false,
  disbursed_amount_percentage_for_down_payment numeric(9, 6),
  enable_auto_repayment_for_down_payment boolean not null default false,
  enable_installment_level_delinquency boolean not null default false,
  enable_accrual_activity_posting boolean not null default false,
  loan_schedule_type varchar(20) not null default 'CUMULATIVE',
  loan_schedule_processing_type varchar(20) not null default 'HORIZONTAL',
  fixed_length smallint,
  supported_interest_refund_types text,
  created_by bigint not null constraint "FK_loan_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_loan_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index "FKB6F935D87179A0CB" on m_loan (client_id);
create index "group_id" on m_loan (group_id);
create index "fk_m_group_client_001_idx" on m_loan (group_id, client_id);
create index "FKB6F935D8C8D4B434" on m_loan (product_id);
create index "FK7C885877240145" on m_loan (fund_id);
create index "FK_m_loan_m_staff" on m_loan (loan_officer_id);
create index "FK_m_loanpurpose_codevalue" on m_loan (loanpurpose_cv_id);
create index "FK_loan_status_id" on m_loan (loan_status_id);
create index "FK_loan_expected_maturedon_date" on m_loan (expected_maturedon_date);
create index "FK_loan_last_closed_business_date" on m_loan (last_closed_business_date);
create index "FK_loan_overpaidon_date" on m_loan (overpaidon_date);

-- m_loan_repayment_schedule: one row per installment (1-based `installment`), written in one batch when the
-- schedule is generated. The *_derived columns are what transactions have paid, waived or written off.
create table m_loan_repayment_schedule (
  id bigserial primary key,
  loan_id bigint not null constraint "FK488B92AA40BE0710" references m_loan (id),
  fromdate date,
  duedate date not null,
  installment smallint not null,
  principal_amount numeric(19, 6),
  principal_completed_derived numeric(19, 6),
  principal_writtenoff_derived numeric(19, 6),
  interest_amount numeric(19, 6),
  interest_completed_derived numeric(19, 6),
  interest_writtenoff_derived numeric(19, 6),
  interest_waived_derived numeric(19, 6),
  accrual_interest_derived numeric(19, 6),
  reschedule_interest_portion numeric(19, 6),
  fee_charges_amount numeric(19, 6),
  fee_charges_completed_derived numeric(19, 6),
  fee_charges_writtenoff_derived numeric(19, 6),
  fee_charges_waived_derived numeric(19, 6),
  accrual_fee_charges_derived numeric(19, 6),
  penalty_charges_amount numeric(19, 6),
  penalty_charges_completed_derived numeric(19, 6),
  penalty_charges_writtenoff_derived numeric(19, 6),
  penalty_charges_waived_derived numeric(19, 6),
  accrual_penalty_charges_derived numeric(19, 6),
  total_paid_in_advance_derived numeric(19, 6),
  total_paid_late_derived numeric(19, 6),
  completed_derived boolean not null,
  obligations_met_on_date date,
  created_date timestamp,
  lastmodified_date timestamp,
  recalculated_interest_component boolean not null default false,
  is_additional boolean not null default false,
  credits_amount numeric(19, 6),
  is_down_payment boolean not null default false,
  credited_fee numeric(19, 6),
  credited_penalty numeric(19, 6),
  is_re_aged boolean not null default false,
  created_by bigint not null constraint "FK_loan_repayment_schedule_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_loan_repayment_schedule_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index "FK488B92AA40BE0710" on m_loan_repayment_schedule (loan_id);

-- m_loan_charge: a charge applied to a loan (copied from m_charge with the loan's amount).
create table m_loan_charge (
  id bigserial primary key,
  loan_id bigint not null constraint m_loan_charge_ibfk_2 references m_loan (id),
  charge_id bigint not null constraint m_loan_charge_ibfk_1 references m_charge (id),
  is_penalty boolean not null default false,
  charge_time_enum smallint not null,
  due_for_collection_as_of_date date,
  charge_calculation_enum smallint not null,
  charge_payment_mode_enum smallint not null default 0,
  calculation_percentage numeric(19, 6),
  calculation_on_amount numeric(19, 6),
  charge_amount_or_percentage numeric(19, 6),
  amount numeric(19, 6) not null,
  amount_paid_derived numeric(19, 6),
  amount_waived_derived numeric(19, 6),
  amount_writtenoff_derived numeric(19, 6),
  amount_outstanding_derived numeric(19, 6) not null default 0,
  is_paid_derived boolean not null default false,
  waived boolean not null default false,
  min_cap numeric(19, 6),
  max_cap numeric(19, 6),
  is_active boolean not null default true,
  external_id varchar(100) constraint loan_charge_external_id_unique unique,
  submitted_on_date date,
  created_by bigint not null constraint "FK_loan_charge_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_loan_charge_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index m_loan_charge_ibfk_2 on m_loan_charge (loan_id);
create index charge_id on m_loan_charge (charge_id);

-- m_loan_installment_charge: an installment fee's share of one installment.
create table m_loan_installment_charge (
  id bigserial primary key,
  loan_charge_id bigint not null constraint "FK_loan_charge_id_charge_schedule" references m_loan_charge (id),
  loan_schedule_id bigint not null constraint "FK_loan_schedule_id_charge_schedule" references m_loan_repayment_schedule (id),
  due_date date,
  amount numeric(19, 6) not null,
  amount_paid_derived numeric(19, 6),
  amount_waived_derived numeric(19, 6),
  amount_writtenoff_derived numeric(19, 6),
  amount_outstanding_derived numeric(19, 6) not null default 0,
  is_paid_derived boolean not null default false,
  waived boolean not null default false,
  amount_through_charge_payment numeric(19, 6)
);
create index "FK_loan_charge_id_charge_schedule" on m_loan_installment_charge (loan_charge_id);
create index "FK_loan_schedule_id_charge_schedule" on m_loan_installment_charge (loan_schedule_id);

-- m_loan_transaction: disbursements, repayments, waivers, accruals … (transaction_type_enum is Fineract's
-- LoanTransactionType). Reversal keeps the row (is_reversed, reversed_on_date, reversal_external_id).
create table m_loan_transaction (
  id bigserial primary key,
  loan_id bigint not null constraint "FKCFCEA42640BE0710" references m_loan (id),
  office_id bigint not null constraint "FK_m_loan_transaction_m_office" references m_office (id),
  payment_detail_id bigint constraint "FK_m_loan_transaction_m_payment_detail" references m_payment_detail (id),
  is_reversed boolean not null,
  external_id varchar(100) constraint external_id_unique unique,
  transaction_type_enum smallint not null,
  transaction_date date not null,
  amount numeric(19, 6) not null,
  principal_portion_derived numeric(19, 6),
  interest_portion_derived numeric(19, 6),
  fee_charges_portion_derived numeric(19, 6),
  penalty_charges_portion_derived numeric(19, 6),
  overpayment_portion_derived numeric(19, 6),
  unrecognized_income_portion numeric(19, 6),
  outstanding_loan_balance_derived numeric(19, 6),
  submitted_on_date date not null,
  manually_adjusted_or_reversed boolean default false,
  created_date timestamp,
  charge_refund_charge_type varchar(1),
  reversal_external_id varchar(100) constraint "UNIQUE_REVERSAL_EXTERNAL_ID_LOAN_TRANSACTION" unique,
  reversed_on_date date,
  created_by bigint not null constraint "FK_loan_transaction_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_loan_transaction_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index "FKCFCEA42640BE0710" on m_loan_transaction (loan_id);
create index "FK_m_loan_transaction_m_office" on m_loan_transaction (office_id);
create index "FK_m_loan_transaction_m_payment_detail" on m_loan_transaction (payment_detail_id);

-- The journal entry lines of loan transactions (the column exists since the accounting migration).
alter table acc_gl_journal_entry
  add constraint "FK_acc_gl_journal_entry_m_loan_transaction" foreign key (loan_transaction_id) references m_loan_transaction (id);

-- Notes on loans and loan transactions (the columns exist since the notes migration).
alter table m_note add constraint "FK7C9708940BE0710" foreign key (loan_id) references m_loan (id);
alter table m_note add constraint "FK7C9708924D26803" foreign key (loan_transaction_id) references m_loan_transaction (id);

-- m_loan_transaction_repayment_schedule_mapping and m_loan_charge_paid_by: how a transaction's amount was
-- spread over installments and charges.
create table m_loan_transaction_repayment_schedule_mapping (
  id bigserial primary key,
  loan_transaction_id bigint not null constraint "FK_mappings_m_loan_transaction" references m_loan_transaction (id),
  loan_repayment_schedule_id bigint not null constraint "FK_mappings_m_loan_repayment_schedule" references m_loan_repayment_schedule (id),
  amount numeric(19, 6) not null,
  principal_portion_derived numeric(19, 6),
  interest_portion_derived numeric(19, 6),
  fee_charges_portion_derived numeric(19, 6),
  penalty_charges_portion_derived numeric(19, 6)
);
create index "FK_mappings_m_loan_transaction" on m_loan_transaction_repayment_schedule_mapping (loan_transaction_id);
create index "FK_mappings_m_loan_repayment_schedule" on m_loan_transaction_repayment_schedule_mapping (loan_repayment_schedule_id);

create table m_loan_charge_paid_by (
  id bigserial primary key,
  loan_transaction_id bigint not null constraint "FK__m_loan_transaction" references m_loan_transaction (id),
  loan_charge_id bigint not null constraint "FK__m_loan_charge" references m_loan_charge (id),
  amount numeric(19, 6) not null,
  installment_number smallint
);
create index "FK__m_loan_transaction" on m_loan_charge_paid_by (loan_transaction_id);
create index "FK__m_loan_charge" on m_loan_charge_paid_by (loan_charge_id);

-- m_loan_disbursement_detail: the tranches of a multi-disbursement loan (expected and actual dates).
create table m_loan_disbursement_detail (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_loan_disbursement_detail_loan_id" references m_loan (id),
  expected_disburse_date date not null,
  disbursedon_date date,
  principal numeric(19, 6) not null,
  net_disbursal_amount numeric(19, 6),
  is_reversed boolean not null default false
);
create index "FK_loan_disbursement_detail_loan_id" on m_loan_disbursement_detail (loan_id);

create table m_loan_tranche_disbursement_charge (
  id bigserial primary key,
  loan_charge_id bigint not null constraint "FK_m_loan_tranche_disbursement_charge_m_loan_charge" references m_loan_charge (id),
  disbursement_detail_id bigint constraint "FK_m_loan_tranche_disbursement_charge_m_loan_disbursement_detail" references m_loan_disbursement_detail (id)
);
create index "FK_m_loan_tranche_disbursement_charge_m_loan_charge" on m_loan_tranche_disbursement_charge (loan_charge_id);
create index "FK_m_loan_tranche_disbursement_charge_m_loan_disbursement_detail" on m_loan_tranche_disbursement_charge (disbursement_detail_id);

-- m_loan_officer_assignment_history: who was the loan's officer from when to when (end_date null = current).
create table m_loan_officer_assignment_history (
  id bigserial primary key,
  loan_id bigint not null constraint fk_m_loan_officer_assignment_history_0001 references m_loan (id),
  loan_officer_id bigint constraint fk_m_loan_officer_assignment_history_0002 references m_staff (id),
  start_date date not null,
  end_date date,
  createdby_id bigint,
  created_date timestamp,
  lastmodified_date timestamp,
  lastmodifiedby_id bigint
);
create index fk_m_loan_officer_assignment_history_0001 on m_loan_officer_assignment_history (loan_id);
create index fk_m_loan_officer_assignment_history_0002 on m_loan_officer_assignment_history (loan_officer_id);

-- m_loan_term_variations: changes to the loan's terms (due dates, EMI amounts, tranches, interest rates)
-- with the date they apply from; term_type is Fineract's LoanTermVariationType.
create table m_loan_term_variations (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_loan_id_m_loan_id" references m_loan (id),
  term_type smallint not null,
  applicable_date date not null,
  decimal_value numeric(19, 6),
  date_value date,
  is_specific_to_installment boolean not null default false,
  applied_on_loan_status smallint not null,
  is_active boolean not null default true,
  parent_id bigint
);
create index "FK_loan_id_m_loan_id" on m_loan_term_variations (loan_id);

-- m_loan_collateral_management: the quantity of a client's collateral pledged to a loan (spec C.3).
create table m_loan_collateral_management (
  id bigserial primary key,
  quantity numeric(20, 5) not null,
  loan_id bigint constraint "fkLoan" references m_loan (id) on delete cascade,
  client_collateral_id bigint constraint "fkClientCollateral" references m_client_collateral_management (id) on delete cascade,
  is_released boolean default false,
  transaction_id bigint constraint "fkTransaction" references m_loan_transaction (id) on delete cascade
);
create index "fkLoan" on m_loan_collateral_management (loan_id);
create index "fkClientCollateral" on m_loan_collateral_management (client_collateral_id);
create index "fkTransaction" on m_loan_collateral_management (transaction_id);
