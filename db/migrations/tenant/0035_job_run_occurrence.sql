-- Scheduled runs delivered by a shared queue (pg-boss on PostgreSQL) carry an occurrence id. It is
-- recorded in the run's own transaction, so a run delivered again after a crash is not repeated.
create table job_run_occurrence (
  occurrence_id varchar(64) primary key,
  job_id bigint not null references job (id),
  created_on_utc timestamptz not null default now()
);
create index job_run_occurrence_job_id on job_run_occurrence (job_id, created_on_utc);
