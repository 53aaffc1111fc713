-- Saved ad-hoc queries: Fineract's m_adhoc (part 0001, `IsActive` renamed to is_active by part 0004).
-- Times are instants (timestamptz); Fineract keeps them as datetime(6).
-- last_run_date is our addition: the tenant's business date of the last successful run, from which the
-- "Generate AdhocClient Schedule" job decides whether a query is due (docs/adr/0015-adhoc-queries.md).
create table m_adhoc (
  id bigserial primary key,
  name varchar(100),
  query varchar(2000),
  table_name varchar(100),
  table_fields varchar(1000),
  email varchar(500),
  is_active boolean not null default false,
  created_date timestamptz default now(),
  createdby_id bigint not null constraint createdby_id references m_appuser (id),
  lastmodifiedby_id bigint not null constraint lastmodifiedby_id references m_appuser (id),
  lastmodified_date timestamptz default now(),
  report_run_frequency_code integer,
  report_run_every integer,
  last_run timestamptz,
  last_run_date date
);
create index m_adhoc_createdby_id on m_adhoc (createdby_id);
create index m_adhoc_lastmodifiedby_id on m_adhoc (lastmodifiedby_id);
