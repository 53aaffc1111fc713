-- Loan close of business (Fineract's changelog parts 0022, 0039, 0047, 0048, 0067, 0086, 0089, 0092): the
-- configurable business steps of the job LOAN_CLOSE_OF_BUSINESS in their seeded order, and the locks that
-- close-of-business processing places on the loans it works on (one row per locked loan; a loan whose steps
-- failed keeps its row with the error). Locks go with their loan when it is deleted.
create table m_batch_business_steps (
  id bigserial primary key,
  job_name varchar(100) not null,
  step_name varchar(100) not null,
  step_order smallint not null
);
create index ind_m_batch_business_steps_job_name on m_batch_business_steps (job_name);

insert into m_batch_business_steps (job_name, step_name, step_order) values
  ('LOAN_CLOSE_OF_BUSINESS', 'APPLY_CHARGE_TO_OVERDUE_LOANS', 1),
  ('LOAN_CLOSE_OF_BUSINESS', 'LOAN_DELINQUENCY_CLASSIFICATION', 2),
  ('LOAN_CLOSE_OF_BUSINESS', 'CHECK_LOAN_REPAYMENT_DUE', 3),
  ('LOAN_CLOSE_OF_BUSINESS', 'CHECK_LOAN_REPAYMENT_OVERDUE', 4),
  ('LOAN_CLOSE_OF_BUSINESS', 'UPDATE_LOAN_ARREARS_AGING', 5),
  ('LOAN_CLOSE_OF_BUSINESS', 'ADD_PERIODIC_ACCRUAL_ENTRIES', 6);

create table m_loan_account_locks (
  loan_id bigint primary key constraint m_loan_account_locks_loan_fk references m_loan (id) on delete cascade,
  version bigint not null default 1,
  lock_owner varchar(50) not null,
  lock_placed_on timestamptz not null default now(),
  error varchar(500),
  stacktrace text,
  lock_placed_on_cob_business_date date
);
