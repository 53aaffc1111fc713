-- A loan's interest recalculation settings (Fineract's m_loan_recalculation_details): copied from its product's
-- (m_product_loan_recalculation_details) when the application is submitted or modified, so that a later change of
-- the product leaves existing loans as they were. The pre-closure strategy and "arrears based on original schedule"
-- stay the product's, as in Fineract. The row goes with its loan.
create table m_loan_recalculation_details (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_m_loan_m_loan_recalculation_details" references m_loan (id) on delete cascade,
  compound_type_enum smallint not null,
  reschedule_strategy_enum smallint not null,
  rest_frequency_type_enum smallint not null,
  rest_frequency_interval smallint not null default 0,
  compounding_frequency_type_enum smallint,
  compounding_frequency_interval smallint,
  rest_frequency_nth_day_enum integer,
  rest_frequency_on_day integer,
  rest_frequency_weekday_enum integer,
  compounding_frequency_nth_day_enum integer,
  compounding_frequency_on_day integer,
  is_compounding_to_be_posted_as_transaction boolean not null default false,
  compounding_frequency_weekday_enum integer,
  allow_compounding_on_eod boolean not null default false
);
create index "FK_m_loan_m_loan_recalculation_details" on m_loan_recalculation_details (loan_id);

-- Existing loans that recalculate interest take their product's settings as they are now.
insert into m_loan_recalculation_details (
  loan_id, compound_type_enum, reschedule_strategy_enum, rest_frequency_type_enum, rest_frequency_interval,
  compounding_frequency_type_enum, compounding_frequency_interval, rest_frequency_nth_day_enum, rest_frequency_on_day,
  rest_frequency_weekday_enum, compounding_frequency_nth_day_enum, compounding_frequency_on_day,
  is_compounding_to_be_posted_as_transaction, compounding_frequency_weekday_enum, allow_compounding_on_eod
)
select l.id, p.compound_type_enum, p.reschedule_strategy_enum, p.rest_frequency_type_enum, p.rest_frequency_interval,
  p.compounding_frequency_type_enum, p.compounding_frequency_interval, p.rest_frequency_nth_day_enum, p.rest_frequency_on_day,
  p.rest_frequency_weekday_enum, p.compounding_frequency_nth_day_enum, p.compounding_frequency_on_day,
  p.is_compounding_to_be_posted_as_transaction, p.compounding_frequency_weekday_enum, p.allow_compounding_on_eod
from m_loan l
join m_product_loan_recalculation_details p on p.product_id = l.product_id
where l.interest_recalculation_enabled
order by l.id;
