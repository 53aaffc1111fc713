-- External asset owners (Fineract's investor module): loans sold to, and bought back from, external owners.
--
-- m_external_asset_owner: an owner, known only by its unique external id; created by the first sale to it.
--
-- m_external_asset_owner_transfer: the history of a loan's ownership as rows that are never deleted. A
-- change of state closes the current row (effective_date_to set to the day it stopped applying) and adds a
-- new one with the same external_id: PENDING (a sale waiting for its settlement date), ACTIVE (the owner
-- holds the loan), BUYBACK (a buy-back waiting for its settlement date), CANCELLED and DECLINED (closed
-- outcomes, with sub_status BALANCE_ZERO, BALANCE_NEGATIVE, SAMEDAY_TRANSFERS, USER_REQUESTED or UNSOLD).
-- An open row has effective_date_to 9999-12-31. purchase_price_ratio is kept as the text the caller sent.
--
-- m_external_asset_owner_transfer_loan_mapping: the ACTIVE transfer of a loan (at most one a loan).
-- m_external_asset_owner_transfer_details: the loan's outstanding amounts when a sale or a buy-back was executed.
-- m_external_asset_owner_transfer_journal_entry_mapping: the journal entries an executed transfer posted.
-- m_external_asset_owner_journal_entry_mapping: the entries of those that concern the owner's side.
create table m_external_asset_owner (
  id bigserial primary key,
  external_id varchar(100) not null constraint "UQ_external_asset_owner_external_id" unique,
  created_by bigint constraint "FK_external_asset_owner_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_external_asset_owner_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);

create table m_external_asset_owner_transfer (
  id bigserial primary key,
  owner_id bigint not null constraint "FK_external_asset_owner_transfer_owner_id" references m_external_asset_owner (id),
  external_id varchar(100) not null,
  status varchar(50) not null,
  sub_status varchar(50),
  purchase_price_ratio varchar(50) not null,
  settlement_date date not null,
  effective_date_from date not null,
  effective_date_to date not null,
  loan_id bigint not null constraint "FK_external_asset_owner_transfer_loan_id" references m_loan (id),
  external_loan_id varchar(100),
  created_by bigint constraint "FK_external_asset_owner_transfer_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_external_asset_owner_transfer_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp,
  constraint external_transfer_status_external_id unique (status, external_id)
);
create index external_asset_owner_transfer_external_id on m_external_asset_owner_transfer (external_id);
create index external_asset_owner_transfer_status on m_external_asset_owner_transfer (status);
create index external_asset_owner_transfer_sub_status on m_external_asset_owner_transfer (sub_status);
create index external_asset_owner_transfer_settlement_date on m_external_asset_owner_transfer (settlement_date);
create index external_asset_owner_transfer_effective_date_from on m_external_asset_owner_transfer (effective_date_from);
create index external_asset_owner_transfer_effective_date_to on m_external_asset_owner_transfer (effective_date_to);
create index external_asset_owner_transfer_loan_id on m_external_asset_owner_transfer (loan_id);
create index external_asset_owner_transfer_external_loan_id on m_external_asset_owner_transfer (external_loan_id);

create table m_external_asset_owner_transfer_loan_mapping (
  id bigserial primary key,
  loan_id bigint not null constraint "FK_external_asset_owner_transfer_loan_mapping_loan_id" references m_loan (id),
  owner_transfer_id bigint not null
    constraint "FK_external_asset_owner_transfer_loan_mapping_owner_transfer_id" references m_external_asset_owner_transfer (id),
  created_by bigint constraint "FK_external_asset_owner_transfer_loan_mapping_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_external_asset_owner_transfer_loan_mapping_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);
create index "IND_m_ext_asset_owner_transfer_loan_mapping_loan_id" on m_external_asset_owner_transfer_loan_mapping (loan_id);

create table m_external_asset_owner_transfer_details (
  id bigserial primary key,
  asset_owner_transfer_id bigint not null constraint "UQ_external_asset_owner_transfer_id" unique
    constraint "FK_external_asset_owner_transfer_details_transfer_id" references m_external_asset_owner_transfer (id),
  total_outstanding_derived decimal(19, 6) not null,
  principal_outstanding_derived decimal(19, 6) not null,
  interest_outstanding_derived decimal(19, 6) not null,
  fee_charges_outstanding_derived decimal(19, 6) not null,
  penalty_charges_outstanding_derived decimal(19, 6) not null,
  total_overpaid_derived decimal(19, 6) not null,
  created_by bigint constraint "FK_external_asset_owner_transfer_details_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_external_asset_owner_transfer_details_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);

create table m_external_asset_owner_transfer_journal_entry_mapping (
  id bigserial primary key,
  journal_entry_id bigint not null constraint "FK_ext_asset_owner_transfer_je_mapping_journal_entry_id" references acc_gl_journal_entry (id),
  owner_transfer_id bigint not null
    constraint "FK_ext_asset_owner_transfer_je_mapping_owner_transfer_id" references m_external_asset_owner_transfer (id),
  created_by bigint constraint "FK_ext_asset_owner_transfer_je_mapping_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_ext_asset_owner_transfer_je_mapping_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);
create index idx_ext_asset_owner_transfer_je_mapping_transfer on m_external_asset_owner_transfer_journal_entry_mapping (owner_transfer_id);

create table m_external_asset_owner_journal_entry_mapping (
  id bigserial primary key,
  journal_entry_id bigint not null constraint "FK_ext_asset_owner_je_mapping_journal_entry_id" references acc_gl_journal_entry (id),
  owner_id bigint not null constraint "FK_ext_asset_owner_je_mapping_owner_id" references m_external_asset_owner (id),
  created_by bigint constraint "FK_ext_asset_owner_je_mapping_created_by" references m_appuser (id),
  created_on_utc timestamp with time zone not null default current_timestamp,
  last_modified_by bigint constraint "FK_ext_asset_owner_je_mapping_modified_by" references m_appuser (id),
  last_modified_on_utc timestamp with time zone not null default current_timestamp
);
create index idx_ext_asset_owner_je_mapping_owner on m_external_asset_owner_journal_entry_mapping (owner_id);

-- The cancel command's permission. Fineract's commands are LOAN/SALE, LOAN/BUYBACK (seeded: SALE_LOAN,
-- BUYBACK_LOAN) and ASSET_OWNER_TRANSACTION/CANCEL, whose code it never seeds, so that only ALL_FUNCTIONS
-- could cancel; seeding it lets a role be given the right.
insert into m_permission ("grouping", code, entity_name, action_name, can_maker_checker) values
  ('transaction_loan', 'CANCEL_ASSET_OWNER_TRANSACTION', 'ASSET_OWNER_TRANSACTION', 'CANCEL', false)
on conflict (code) do nothing;

-- The job that executes due transfers (Fineract runs it as the close-of-business step EXTERNAL_ASSET_OWNER_TRANSFER).
insert into job (name, display_name, cron_expression, is_active, short_name, node_id)
select 'Execute External Asset Owner Transfers', 'Execute External Asset Owner Transfers', '0 0 0 1/1 * ? *', false, 'LA_EAOT', 1
where not exists (select 1 from job where short_name = 'LA_EAOT');
