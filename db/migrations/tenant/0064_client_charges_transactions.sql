-- Charges applied to a client (Fineract's m_client_charge), the client's transactions (m_client_transaction
-- with the audit columns of its part 0024) and which transaction paid or waived which charge
-- (m_client_charge_paid_by). Amounts are NUMERIC(19, 6) and rounded to the charge's currency.
-- charge_time_enum / charge_calculation_enum copy the charge's (Fineract's ChargeTimeType 2, specified
-- due date, and ChargeCalculationType 1, flat, for client charges). transaction_type_enum: 1 pay charge,
-- 2 waive charge (Fineract's ClientTransactionType).
create table m_client_charge (
  id bigserial primary key,
  client_id bigint not null constraint "FK_m_client_charge_m_client" references m_client (id),
  charge_id bigint not null constraint "FK_m_client_charge_m_charge" references m_charge (id),
  is_penalty boolean not null default false,
  charge_time_enum smallint not null,
  charge_due_date date,
  charge_calculation_enum smallint not null,
  amount numeric(19, 6) not null,
  amount_paid_derived numeric(19, 6),
  amount_waived_derived numeric(19, 6),
  amount_writtenoff_derived numeric(19, 6),
  amount_outstanding_derived numeric(19, 6) not null,
  is_paid_derived boolean not null default false,
  waived boolean not null default false,
  is_active boolean not null default true,
  inactivated_on_date date
);
create index "FK_m_client_charge_m_client" on m_client_charge (client_id);
create index "FK_m_client_charge_m_charge" on m_client_charge (charge_id);

create table m_client_transaction (
  id bigserial primary key,
  client_id bigint not null constraint "FK_m_client_transaction_m_client" references m_client (id),
  office_id bigint not null constraint "FK_m_client_transaction_m_office" references m_office (id),
  currency_code varchar(3) not null,
  payment_detail_id bigint constraint "FK_m_client_transaction_m_payment_detail" references m_payment_detail (id),
  is_reversed boolean not null default false,
  external_id varchar(100) constraint m_client_transaction_external_id_key unique,
  transaction_date date not null,
  submitted_on_date date not null,
  transaction_type_enum smallint not null,
  amount numeric(19, 6) not null,
  created_date timestamp,
  created_by bigint not null constraint "FK_client_transaction_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_client_transaction_last_modified_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);
-- The list orders a client's transactions by transaction date, submission date and id, newest first.
create index "FK_m_client_transaction_m_client" on m_client_transaction (client_id, transaction_date, submitted_on_date, id);
create index "FK_client_transaction_submitted_on_date" on m_client_transaction (submitted_on_date);
create index "FK_m_client_transaction_m_payment_detail" on m_client_transaction (payment_detail_id);

create table m_client_charge_paid_by (
  id bigserial primary key,
  client_transaction_id bigint not null constraint "FK_m_client_charge_paid_by_m_client_transaction" references m_client_transaction (id),
  client_charge_id bigint not null constraint "FK_m_client_charge_paid_by_m_client_charge" references m_client_charge (id),
  amount numeric(19, 6) not null
);
create index "FK_m_client_charge_paid_by_m_client_transaction" on m_client_charge_paid_by (client_transaction_id);
create index "FK_m_client_charge_paid_by_m_client_charge" on m_client_charge_paid_by (client_charge_id);
