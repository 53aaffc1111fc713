-- Charges of a share account (Fineract's m_share_account_charge): a copy of a share charge (time 13 activation,
-- 14 share purchase, 15 share redeem; calculation 1 flat, 2 percent of amount) with the amount or percentage
-- given at application, and what of it is due, paid and outstanding. m_share_account_charge_paid_by records
-- which share transaction (purchase, redemption or charge payment) paid how much of which account charge.
create table m_share_account_charge (
  id bigserial primary key,
  account_id bigint not null constraint m_share_account_charge_ibfk_1 references m_share_account (id),
  charge_id bigint not null constraint m_share_account_charge_ibfk_2 references m_charge (id),
  charge_time_enum smallint not null,
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
  is_active boolean not null default true
);
create index m_share_account_charge_ibfk_1 on m_share_account_charge (account_id);
create index fk_share_account_charge_charge on m_share_account_charge (charge_id);

create table m_share_account_charge_paid_by (
  id bigserial primary key,
  share_transaction_id bigint constraint m_share_account_charge_paid_by_ibfk_1 references m_share_account_transactions (id),
  charge_transaction_id bigint constraint m_share_account_charge_paid_by_ibfk_2 references m_share_account_charge (id),
  amount numeric(20, 2) not null
);
create index m_share_account_charge_paid_by_ibfk_1 on m_share_account_charge_paid_by (share_transaction_id);
create index m_share_account_charge_paid_by_ibfk_2 on m_share_account_charge_paid_by (charge_transaction_id);
