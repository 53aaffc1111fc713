-- Loan originators (Fineract's loan-origination module: m_loan_originator and m_loan_originator_mapping).
--
-- m_loan_originator: who brought a loan in (a merchant, broker, affiliate or platform), known by a unique
-- external id. `status` is ACTIVE, PENDING or INACTIVE; only an ACTIVE originator can be attached to a
-- loan. The type and the channel are code values of the codes LoanOriginatorType (48) and
-- LoanOriginationChannelType (49), seeded with their values by 0013.
--
-- m_loan_originator_mapping: the originators attached to a loan (at most once each). Attaching and
-- detaching are allowed only while the loan is submitted and pending approval; an originator attached to
-- any loan cannot be deleted (the foreign key restricts it too). Deleting a loan application removes its
-- attachments.
create table m_loan_originator (
  id bigserial primary key,
  external_id varchar(100) not null constraint "UQ_loan_originator_external_id" unique,
  name varchar(255),
  status varchar(20) not null,
  originator_type_cv_id integer constraint "FK_loan_originator_type_cv" references m_code_value (id) on delete restrict on update restrict,
  channel_type_cv_id integer constraint "FK_loan_originator_channel_cv" references m_code_value (id) on delete restrict on update restrict,
  created_by bigint not null constraint "FK_loan_originator_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint not null constraint "FK_loan_originator_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);

create table m_loan_originator_mapping (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_loan_originator_mapping_loan" references m_loan (id) on delete cascade,
  originator_id bigint not null constraint "FK_loan_originator_mapping_originator" references m_loan_originator (id) on delete restrict,
  created_by bigint not null constraint "FK_loan_originator_mapping_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint not null constraint "FK_loan_originator_mapping_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp,
  constraint "UQ_loan_originator_mapping" unique (loan_id, originator_id)
);
create index idx_loan_originator_mapping_originator on m_loan_originator_mapping (originator_id);

-- Fineract's permissions of the module (grouping "portfolio").
insert into m_permission ("grouping", code, entity_name, action_name, can_maker_checker) values
  ('portfolio', 'READ_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'READ', false),
  ('portfolio', 'CREATE_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'CREATE', false),
  ('portfolio', 'UPDATE_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'UPDATE', false),
  ('portfolio', 'DELETE_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'DELETE', false),
  ('portfolio', 'ATTACH_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'ATTACH', false),
  ('portfolio', 'DETACH_LOAN_ORIGINATOR', 'LOAN_ORIGINATOR', 'DETACH', false)
on conflict (code) do nothing;
