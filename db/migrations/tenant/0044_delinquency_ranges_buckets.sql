-- Delinquency ranges and buckets (Fineract's changelog part 0029): a range classifies loans by days
-- overdue; a bucket groups ranges and is chosen by loan products. The audit columns are Fineract's.
create table m_delinquency_range (
  id bigserial primary key,
  classification varchar(100) not null constraint uq_delinquency_range_classification unique,
  min_age_days bigint not null,
  max_age_days bigint,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  version bigint not null default 0,
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now()
);

create table m_delinquency_bucket (
  id bigserial primary key,
  name varchar(100) not null constraint uq_delinquency_bucket_name unique,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  version bigint not null default 0,
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now()
);

create table m_delinquency_bucket_mappings (
  id bigserial primary key,
  delinquency_range_id bigint not null
    constraint "FK_m_delinquency_range_mapping" references m_delinquency_range (id) on delete restrict on update restrict,
  delinquency_bucket_id bigint not null
    constraint "FK_m_delinquency_bucket_mapping" references m_delinquency_bucket (id) on delete restrict on update restrict,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  version bigint not null default 0,
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now(),
  constraint uq_delinquency_bucket_mapping unique (delinquency_bucket_id, delinquency_range_id)
);

create index m_delinquency_bucket_mappings_range_id on m_delinquency_bucket_mappings (delinquency_range_id);
