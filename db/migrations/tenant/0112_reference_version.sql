-- Reference version: one counter that every change to the reference data a write reads on each request
-- raises (statement triggers, so no write path can forget it): global configuration, business dates,
-- working days, holidays, offices, loan products, accounting mappings and closures. Server processes keep
-- those reads between requests and compare this number, read with the security version on each request:
-- a change made by any process is seen by all on the next request.

create table m_reference_version (
  id smallint primary key check (id = 1),
  version bigint not null
);

insert into m_reference_version (id, version) values (1, 1);

create function m_reference_version_bump() returns trigger language plpgsql as $$
begin
  update m_reference_version set version = version + 1 where id = 1;
  return null;
end;
$$;

create trigger c_configuration_reference_version after insert or update or delete or truncate on c_configuration
  for each statement execute function m_reference_version_bump();
create trigger m_business_date_reference_version after insert or update or delete or truncate on m_business_date
  for each statement execute function m_reference_version_bump();
create trigger m_working_days_reference_version after insert or update or delete or truncate on m_working_days
  for each statement execute function m_reference_version_bump();
create trigger m_holiday_reference_version after insert or update or delete or truncate on m_holiday
  for each statement execute function m_reference_version_bump();
create trigger m_holiday_office_reference_version after insert or update or delete or truncate on m_holiday_office
  for each statement execute function m_reference_version_bump();
create trigger m_office_reference_version after insert or update or delete or truncate on m_office
  for each statement execute function m_reference_version_bump();
create trigger m_product_loan_reference_version after insert or update or delete or truncate on m_product_loan
  for each statement execute function m_reference_version_bump();
create trigger acc_product_mapping_reference_version after insert or update or delete or truncate on acc_product_mapping
  for each statement execute function m_reference_version_bump();
create trigger acc_gl_closure_reference_version after insert or update or delete or truncate on acc_gl_closure
  for each statement execute function m_reference_version_bump();
