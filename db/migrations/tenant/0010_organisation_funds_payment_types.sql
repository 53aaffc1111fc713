-- Funds and payment types (Fineract's m_fund and m_payment_type, with the columns added by its
-- changelog part 0052: code_name, is_system_defined).
create table m_fund (
  id bigserial primary key,
  name varchar(255) constraint m_fund_name_key unique,
  external_id varchar(100) constraint m_fund_external_id_key unique
);

create table m_payment_type (
  id serial primary key,
  value varchar(100),
  description varchar(500),
  is_cash_payment boolean default false,
  order_position integer not null default 0,
  code_name varchar(100),
  is_system_defined boolean not null default false
);

-- Fineract's seeded payment types (initial data and part 0052).
insert into m_payment_type (id, value, description, is_cash_payment, order_position, code_name, is_system_defined) values
  (1, 'Money Transfer', 'Money Transfer', false, 1, null, false),
  (2, 'Repayment Adjustment Chargeback', 'Repayment Adjustment Chargeback', false, 1, 'REPAYMENT_ADJUSTMENT_CHARGEBACK', true),
  (3, 'Repayment Adjustment Refund', 'Repayment Adjustment Refund', false, 1, 'REPAYMENT_ADJUSTMENT_REFUND', true);
select setval(pg_get_serial_sequence('m_payment_type', 'id'), 3);

-- Fineract keeps a staff member's display name unique.
alter table m_staff add constraint m_staff_display_name_key unique (display_name);
