-- Holidays and working days (Fineract's m_holiday, m_holiday_office and m_working_days; dates as DATE,
-- as after Fineract's changelog part 0023).
create table m_holiday (
  id bigserial primary key,
  name varchar(100) not null,
  from_date date not null,
  to_date date not null,
  repayments_rescheduled_to date,
  status_enum integer not null default 100,
  processed boolean not null default false,
  description varchar(100),
  rescheduling_type integer not null default 2,
  constraint holiday_name unique (name, from_date)
);

create table m_holiday_office (
  holiday_id bigint not null constraint m_holiday_id_ibfk_1 references m_holiday (id),
  office_id bigint not null constraint m_office_id_ibfk_2 references m_office (id),
  primary key (holiday_id, office_id)
);
create index m_office_id_ibfk_2 on m_holiday_office (office_id);

create table m_working_days (
  id bigserial primary key,
  recurrence varchar(100),
  repayment_rescheduling_enum smallint,
  extend_term_daily_repayments boolean default false,
  extend_term_holiday_repayment boolean not null default false
);
