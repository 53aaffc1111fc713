-- Share products (Fineract's m_share_product), their market price periods (m_share_product_market_price)
-- and the charges attached to them (m_share_product_charge), with Fineract's table and column names so
-- that report SQL written for Fineract runs unchanged. capital_amount is issued shares x unit price.
create table m_share_product (
  id bigserial primary key,
  name varchar(200) not null,
  short_name varchar(4) not null,
  external_id varchar(100),
  description varchar(500) not null,
  start_date date,
  end_date date,
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  total_shares bigint not null,
  issued_shares bigint,
  totalsubscribed_shares bigint,
  unit_price numeric(10, 2) not null,
  capital_amount numeric(20, 2) not null,
  minimum_client_shares bigint,
  nominal_client_shares bigint not null,
  maximum_client_shares bigint,
  minimum_active_period_frequency numeric(19, 6),
  minimum_active_period_frequency_enum smallint,
  lockin_period_frequency numeric(19, 6),
  lockin_period_frequency_enum smallint,
  allow_dividends_inactive_clients boolean default false,
  createdby_id bigint,
  created_date timestamp(6),
  lastmodifiedby_id bigint,
  lastmodified_date timestamp(6),
  accounting_type smallint not null
);

create table m_share_product_market_price (
  id bigserial primary key,
  product_id bigint not null constraint m_share_product_market_price_ibfk_1 references m_share_product (id),
  from_date date,
  share_value numeric(10, 2) not null
);
create index m_share_product_market_price_ibfk_1 on m_share_product_market_price (product_id);

create table m_share_product_charge (
  product_id bigint not null constraint m_share_product_charge_ibfk_1 references m_share_product (id),
  charge_id bigint not null constraint m_share_product_charge_ibfk_2 references m_charge (id),
  primary key (product_id, charge_id)
);
create index m_share_product_charge_ibfk_2 on m_share_product_charge (charge_id);

-- Share accounts (m_share_account) of a client, linked to one of the client's savings accounts (dividends
-- are paid into it), and their purchase and redemption transactions (m_share_account_transactions): status
-- 100 applied, 300 approved, 400 rejected; type 500 purchase, 600 redeem, 700 charge payment.
create table m_share_account (
  id bigserial primary key,
  account_no varchar(50) not null,
  product_id bigint not null constraint m_share_account_ibfk_1 references m_share_product (id),
  client_id bigint not null constraint m_share_account_ibfk_9 references m_client (id),
  external_id varchar(100),
  status_enum smallint not null default 300,
  total_approved_shares bigint,
  total_pending_shares bigint,
  submitted_date date not null,
  submitted_userid bigint constraint m_share_account_ibfk_3 references m_appuser (id),
  approved_date date,
  approved_userid bigint constraint m_share_account_ibfk_4 references m_appuser (id),
  rejected_date date,
  rejected_userid bigint constraint m_share_account_ibfk_5 references m_appuser (id),
  activated_date date,
  activated_userid bigint constraint m_share_account_ibfk_6 references m_appuser (id),
  closed_date date,
  closed_userid bigint constraint m_share_account_ibfk_7 references m_appuser (id),
  currency_code varchar(3) not null,
  currency_digits smallint not null,
  currency_multiplesof smallint,
  savings_account_id bigint not null constraint m_share_account_ibfk_2 references m_savings_account (id),
  minimum_active_period_frequency numeric(19, 6),
  minimum_active_period_frequency_enum smallint,
  lockin_period_frequency numeric(19, 6),
  lockin_period_frequency_enum smallint,
  allow_dividends_inactive_clients boolean default false,
  created_date timestamp(6),
  lastmodifiedby_id bigint constraint m_share_account_ibfk_8 references m_appuser (id),
  lastmodified_date timestamp(6)
);
create index m_share_account_ibfk_1 on m_share_account (product_id);
create index m_share_account_ibfk_2 on m_share_account (savings_account_id);
create index m_share_account_ibfk_9 on m_share_account (client_id);

create table m_share_account_transactions (
  id bigserial primary key,
  account_id bigint not null constraint m_share_account_purchased_shares_ibfk_1 references m_share_account (id),
  transaction_date date,
  total_shares bigint,
  unit_price numeric(10, 2),
  amount numeric(20, 2),
  charge_amount numeric(20, 2),
  amount_paid numeric(20, 2),
  status_enum smallint not null default 300,
  type_enum smallint,
  is_active boolean not null default true
);
create index m_share_account_purchased_shares_ibfk_1 on m_share_account_transactions (account_id);
