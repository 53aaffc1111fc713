-- Share product dividends with Fineract's table and column names: a declared payout of a product for a
-- period (m_share_product_dividend_pay_out; status 100 initiated, 300 approved) and its allocation to each
-- share account (m_share_account_dividend_details; status 100 initiated, 300 posted to the linked savings
-- account by the "Post Dividends For Shares" job, which fills savings_transaction_id).
create table m_share_product_dividend_pay_out (
  id bigserial primary key,
  product_id bigint not null constraint m_share_product_dividend_pay_out_ibfk_1 references m_share_product (id),
  amount numeric(19, 6) not null,
  dividend_period_start_date date not null,
  dividend_period_end_date date not null,
  status smallint not null,
  createdby_id bigint,
  created_date timestamp(6),
  lastmodifiedby_id bigint,
  lastmodified_date timestamp(6)
);

create index fk_m_share_product_dividend_pay_out_product_id on m_share_product_dividend_pay_out (product_id);

create table m_share_account_dividend_details (
  id bigserial primary key,
  dividend_pay_out_id bigint not null constraint m_share_account_dividend_details_ibfk_1 references m_share_product_dividend_pay_out (id),
  account_id bigint not null constraint m_share_account_dividend_details_ibfk_2 references m_share_account (id),
  amount numeric(19, 6) not null,
  status smallint not null,
  savings_transaction_id bigint
);

create index fk_m_share_account_dividend_details_dividend_pay_out_id on m_share_account_dividend_details (dividend_pay_out_id);
create index fk_m_share_account_dividend_details_account_id on m_share_account_dividend_details (account_id);
