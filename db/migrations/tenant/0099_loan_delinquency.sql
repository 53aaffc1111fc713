-- Loan delinquency (Fineract's changelog parts 0029, 0066 and loan module parts 1008, 1009, 1011): the history
-- of a loan's delinquency classification (one open row, liftedon_date null, per delinquent loan), the pause and
-- resume actions on a loan, and the per-installment classification of loans with installment-level delinquency.
-- Rows go with their loan when it is deleted.
create table m_loan_delinquency_tag_history (
  id bigserial primary key,
  delinquency_range_id bigint not null
    constraint "FK_m_delinquency_tags_range" references m_delinquency_range (id),
  loan_id bigint not null constraint "FK_m_delinquency_tags_loan" references m_loan (id) on delete cascade,
  addedon_date date not null,
  liftedon_date date,
  created_by bigint not null,
  created_on_utc timestamptz not null default now(),
  version bigint not null default 0,
  last_modified_by bigint not null,
  last_modified_on_utc timestamptz not null default now()
);
create index ind_m_loan_delinquency_tag_history_loan_id on m_loan_delinquency_tag_history (loan_id);
create index ind_m_loan_delinquency_tag_history_liftedon_date on m_loan_delinquency_tag_history (liftedon_date);
create index "FK_m_delinquency_tags_range" on m_loan_delinquency_tag_history (delinquency_range_id);

create table m_loan_delinquency_action (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_m_loan_delinquency_action_loan" references m_loan (id) on delete cascade,
  action varchar(128) not null,
  start_date date not null,
  end_date date,
  created_by bigint not null,
  last_modified_by bigint not null,
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index m_loan_delinquency_action_loan_id_index on m_loan_delinquency_action (loan_id);

create table m_loan_installment_delinquency_tag (
  id bigserial primary key,
  delinquency_range_id bigint not null
    constraint "FK_m_delinquency_installment_tags_range" references m_delinquency_range (id),
  loan_id bigint not null constraint "FK_m_delinquency_installment_tags_loan" references m_loan (id) on delete cascade,
  installment_id bigint not null,
  addedon_date date not null,
  first_overdue_date date not null,
  outstanding_amount numeric(19, 6) not null,
  created_by bigint not null,
  version bigint not null default 0,
  last_modified_by bigint not null,
  created_on_utc timestamptz not null default now(),
  last_modified_on_utc timestamptz not null default now()
);
create index "FK_m_delinquency_installment_tags_loan" on m_loan_installment_delinquency_tag (loan_id);
