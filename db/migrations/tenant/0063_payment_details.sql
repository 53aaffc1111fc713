-- Payment details of a transaction (Fineract's m_payment_detail): the payment type and the optional
-- account, cheque, routing, receipt and bank numbers sent with it. Client charge payments are the first
-- transactions to keep them; loan and savings transactions refer to the same table.
create table m_payment_detail (
  id bigserial primary key,
  payment_type_id integer constraint "FK_m_payment_detail_m_payment_type" references m_payment_type (id),
  account_number varchar(100),
  check_number varchar(100),
  receipt_number varchar(100),
  bank_number varchar(100),
  routing_code varchar(100)
);
create index "FK_m_payment_detail_m_payment_type" on m_payment_detail (payment_type_id);
