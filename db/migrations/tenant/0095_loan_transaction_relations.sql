-- m_loan_transaction_relation: links between loan transactions (Fineract's LoanTransactionRelation). A
-- transaction re-created by a reverse-replay points at the one it replaced with relation type 3 (REPLAYED);
-- chargebacks (1) and charge adjustments (4) use the same table.
create table m_loan_transaction_relation (
  id bigserial primary key,
  from_loan_transaction_id bigint not null constraint "FK_m_loan_transaction_relation_from" references m_loan_transaction (id),
  to_loan_transaction_id bigint constraint "FK_m_loan_transaction_relation_to" references m_loan_transaction (id),
  to_loan_charge_id bigint constraint "FK_m_loan_transaction_relation_charge" references m_loan_charge (id),
  relation_type_enum integer not null,
  version bigint not null default 1,
  created_by bigint not null constraint "FK_loan_transaction_relation_created_by" references m_appuser (id),
  last_modified_by bigint not null constraint "FK_loan_transaction_relation_last_modified_by" references m_appuser (id),
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index "FK_m_loan_transaction_relation_from" on m_loan_transaction_relation (from_loan_transaction_id);
create index "FK_m_loan_transaction_relation_to" on m_loan_transaction_relation (to_loan_transaction_id);
