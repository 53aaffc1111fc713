-- Tellers, cashiers and cashier transactions (Fineract's m_tellers, m_cashiers, m_cashier_transactions,
-- changelog part 0001, with the created_date precision of part 0117).
-- debit_account_id and credit_account_id name GL accounts in Fineract; they get their foreign keys when the
-- accounting tables exist. Fineract's API never sets them.
create table m_tellers (
  id bigserial primary key,
  office_id bigint not null constraint fk_m_tellers_m_office references m_office (id),
  debit_account_id bigint,
  credit_account_id bigint,
  name varchar(50) not null constraint m_tellers_name_unq unique,
  description varchar(100),
  valid_from date,
  valid_to date,
  state smallint
);
create index ik_m_tellers_m_office on m_tellers (office_id);

create table m_cashiers (
  id bigserial primary key,
  staff_id bigint constraint fk_m_cashiers_m_staff references m_staff (id),
  teller_id bigint constraint fk_m_cashiers_m_teller references m_tellers (id),
  description varchar(100),
  start_date date,
  end_date date,
  start_time varchar(10),
  end_time varchar(10),
  full_day boolean
);
create index ik_m_cashiers_m_staff on m_cashiers (staff_id);
create index ik_m_cashiers_m_teller on m_cashiers (teller_id);

-- txn_type: Fineract's CashierTxnType ids (101 allocate, 102 settle, 103 cash in, 104 cash out).
-- created_date is an instant (timestamptz); Fineract keeps a datetime(6).
create table m_cashier_transactions (
  id bigserial primary key,
  cashier_id bigint not null constraint fk_m_teller_transactions_m_cashiers references m_cashiers (id),
  txn_type smallint not null,
  txn_amount numeric(19, 6) not null,
  txn_date date not null,
  created_date timestamptz not null default now(),
  entity_type varchar(50),
  entity_id bigint,
  txn_note varchar(200),
  currency_code varchar(3)
);
create index ik_m_teller_transactions_m_cashier on m_cashier_transactions (cashier_id);
