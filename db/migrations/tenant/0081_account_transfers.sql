-- Account transfers (Fineract's m_account_transfer_details and m_account_transfer_transaction) and standing
-- instructions (m_account_transfer_standing_instructions and its run history), with Fineract's columns.
--
-- m_account_transfer_details: who and what moves money; transfer_type is Fineract's AccountTransferType
-- (1 account transfer, 2 loan repayment, 3 charge payment, 4 interest transfer, 5 loan down payment). One
-- details row per transfer made through /accounttransfers; a standing instruction keeps one for all its runs.
-- m_account_transfer_transaction: one row per executed transfer, naming the withdrawal and deposit (or loan)
-- transactions it produced.
-- m_account_transfer_standing_instructions: status 1 active, 2 disabled, 3 deleted; instruction_type
-- 1 fixed, 2 dues; recurrence_type 1 periodic, 2 as per dues; recurrence_frequency Fineract's
-- PeriodFrequencyType (0 days, 1 weeks, 2 months, 3 years); priority 1 urgent, 2 high, 3 medium, 4 low.
-- The history status is 'success' or 'failed' (error_log keeps why).
create table m_account_transfer_details (
  id bigserial primary key,
  from_office_id bigint not null constraint "FK_m_account_transfer_details_from_office" references m_office (id),
  to_office_id bigint not null constraint "FK_m_account_transfer_details_to_office" references m_office (id),
  from_client_id bigint constraint "FK_m_account_transfer_details_from_client" references m_client (id),
  to_client_id bigint constraint "FK_m_account_transfer_details_to_client" references m_client (id),
  from_savings_account_id bigint constraint "FK_m_account_transfer_details_from_savings_account" references m_savings_account (id),
  to_savings_account_id bigint constraint "FK_m_account_transfer_details_to_savings_account" references m_savings_account (id),
  from_loan_account_id bigint constraint "FK_m_account_transfer_details_from_loan_account" references m_loan (id),
  to_loan_account_id bigint constraint "FK_m_account_transfer_details_to_loan_account" references m_loan (id),
  transfer_type smallint
);
create index "FK_m_account_transfer_details_from_savings_account" on m_account_transfer_details (from_savings_account_id);
create index "FK_m_account_transfer_details_to_savings_account" on m_account_transfer_details (to_savings_account_id);
create index "FK_m_account_transfer_details_from_loan_account" on m_account_transfer_details (from_loan_account_id);
create index "FK_m_account_transfer_details_to_loan_account" on m_account_transfer_details (to_loan_account_id);

create table m_account_transfer_transaction (
  id bigserial primary key,
  account_transfer_details_id bigint not null constraint "FK_m_account_transfer_transaction_account_detail" references m_account_transfer_details (id),
  from_savings_transaction_id bigint constraint "FK_m_account_transfer_transaction_from_m_savings_transaction" references m_savings_account_transaction (id),
  from_loan_transaction_id bigint constraint "FK_m_account_transfer_transaction_from_m_loan_transaction" references m_loan_transaction (id),
  to_savings_transaction_id bigint constraint "FK_m_account_transfer_transaction_to_m_savings_transaction" references m_savings_account_transaction (id),
  to_loan_transaction_id bigint constraint "FK_m_account_transfer_transaction_to_m_loan_transaction" references m_loan_transaction (id),
  is_reversed boolean not null,
  transaction_date date not null,
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  amount numeric(19, 6) not null,
  description varchar(200) not null
);
create index "FK_m_account_transfer_transaction_account_detail" on m_account_transfer_transaction (account_transfer_details_id);

create table m_account_transfer_standing_instructions (
  id bigserial primary key,
  name varchar(250) not null constraint name unique,
  account_transfer_details_id bigint not null constraint "FK_m_account_transfer_standing_instructions" references m_account_transfer_details (id),
  priority smallint not null,
  status smallint not null,
  instruction_type smallint not null,
  amount numeric(19, 6),
  valid_from date not null,
  valid_till date,
  recurrence_type smallint not null,
  recurrence_frequency smallint,
  recurrence_interval smallint,
  recurrence_on_day smallint,
  recurrence_on_month smallint,
  last_run_date date
);
create index "FK_m_account_transfer_standing_instructions" on m_account_transfer_standing_instructions (account_transfer_details_id);

create table m_account_transfer_standing_instructions_history (
  id bigserial primary key,
  standing_instruction_id bigint not null constraint "FK_m_account_transfer_standing_instructions_history" references m_account_transfer_standing_instructions (id),
  status varchar(20) not null,
  execution_time timestamp(6) not null,
  amount numeric(19, 6) not null,
  error_log varchar(500)
);
create index "FK_m_account_transfer_standing_instructions_history" on m_account_transfer_standing_instructions_history (standing_instruction_id);
