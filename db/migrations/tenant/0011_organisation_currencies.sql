-- Currencies (Fineract's m_currency and m_organisation_currency). m_currency's rows come from
-- db/seed/currencies.tsv (step 0012); Fineract's initial data selects US Dollar for the organisation.
create table m_currency (
  id bigserial primary key,
  code varchar(3) not null constraint m_currency_code_key unique,
  decimal_places smallint not null,
  currency_multiplesof smallint,
  display_symbol varchar(10),
  name varchar(50) not null,
  internationalized_name_code varchar(50) not null
);

create table m_organisation_currency (
  id bigserial primary key,
  code varchar(3) not null,
  decimal_places smallint not null,
  currency_multiplesof smallint,
  name varchar(50) not null,
  display_symbol varchar(10),
  internationalized_name_code varchar(50) not null
);

insert into m_organisation_currency (id, code, decimal_places, currency_multiplesof, name, display_symbol, internationalized_name_code) values
  (21, 'USD', 2, null, 'US Dollar', '$', 'currency.USD');
select setval(pg_get_serial_sequence('m_organisation_currency', 'id'), 21);
