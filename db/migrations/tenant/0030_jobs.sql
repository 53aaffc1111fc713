-- The job scheduler's tables with Fineract's final columns: `job` (part 0001, short_name from parts
-- 0145/0146), `job_run_history` and `scheduler_detail` (one row: whether the scheduler is suspended).
-- Times are instants (timestamptz); Fineract keeps them as datetime(6).
create table job (
  id bigserial primary key,
  name varchar(100) not null,
  display_name varchar(100) not null,
  cron_expression varchar(20) not null,
  create_time timestamptz not null default now(),
  task_priority smallint not null default 5,
  group_name varchar(50),
  previous_run_start_time timestamptz,
  next_run_time timestamptz,
  job_key varchar(500),
  initializing_errorlog text,
  is_active boolean not null default true,
  currently_running boolean not null default false,
  updates_allowed boolean not null default true,
  scheduler_group smallint not null default 0,
  is_misfired boolean not null default false,
  node_id integer,
  is_mismatched_job boolean default true,
  short_name varchar(8) not null constraint job_short_name_key unique
);

create table job_run_history (
  id bigserial primary key,
  job_id bigint not null constraint "scheduledjobsFK" references job (id),
  version bigint not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  status varchar(10) not null,
  error_message text,
  trigger_type varchar(25) not null,
  error_log text
);
create index job_run_history_job_id on job_run_history (job_id, version);

create table scheduler_detail (
  id smallserial primary key,
  is_suspended boolean not null default false,
  execute_misfired_jobs boolean not null default true,
  reset_scheduler_on_bootup boolean not null default true
);
insert into scheduler_detail (id, is_suspended, execute_misfired_jobs, reset_scheduler_on_bootup) values (1, false, true, true);
