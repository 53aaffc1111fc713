-- Accounting (Fineract's acc_* tables): the chart of accounts, journal entries, product-to-account
-- mappings, financial activity mappings, closures and accounting rules. All are created here so that
-- journal entries, mappings, closures and the posting service build on one schema.
--
-- acc_gl_account: `classification_enum` is the account type (1 asset, 2 liability, 3 equity, 4 income,
-- 5 expense), `account_usage` 1 detail / 2 header, `hierarchy` the path of ids from the root as for
-- offices (".", ".1.", ".1.7."), `tag_id` a code value of the code named for the account type
-- (AssetAccountTags, ...). The GL code is unique (constraint `acc_gl_code`, as Fineract names it).
create table acc_gl_account (
  id bigserial primary key,
  name varchar(200) not null,
  parent_id bigint constraint "FK_ACC_0000000001" references acc_gl_account (id),
  hierarchy varchar(50),
  gl_code varchar(45) not null constraint acc_gl_code unique,
  disabled boolean not null default false,
  manual_journal_entries_allowed boolean not null default true,
  account_usage smallint not null default 2,
  classification_enum smallint not null,
  tag_id integer constraint "FKGLACC000000002" references m_code_value (id),
  description varchar(500)
);
create index "FK_ACC_0000000001" on acc_gl_account (parent_id);
create index "FKGLACC000000002" on acc_gl_account (tag_id);
create index acc_gl_account_classification_idx on acc_gl_account (classification_enum, account_usage);

-- acc_gl_journal_entry: one line of a posting. `type_enum` 1 credit / 2 debit; `entity_type_enum` the
-- portfolio entity (Fineract's PortfolioProductType: 1 loan, 2 savings, 3 provisioning, 4 shares, 5 client); `transaction_id` Fineract's
-- prefixed id (L…, S…, C…, SH…, manual entries a generated id). The links to loan, savings and share
-- transactions get their foreign keys when those tables exist. Audit columns after Fineract's
-- renaming (created_by, last_modified_by, created_on_utc, last_modified_on_utc).
create table acc_gl_journal_entry (
  id bigserial primary key,
  account_id bigint not null constraint "FK_acc_gl_journal_entry_acc_gl_account" references acc_gl_account (id),
  office_id bigint not null constraint "FK_acc_gl_journal_entry_m_office" references m_office (id),
  reversal_id bigint constraint "FK_acc_gl_journal_entry_acc_gl_journal_entry" references acc_gl_journal_entry (id),
  currency_code varchar(3) not null,
  transaction_id varchar(50) not null,
  loan_transaction_id bigint,
  savings_transaction_id bigint,
  client_transaction_id bigint constraint "FK_acc_gl_journal_entry_m_client_transaction" references m_client_transaction (id),
  share_transaction_id bigint,
  reversed boolean not null default false,
  ref_num varchar(100),
  manual_entry boolean not null default false,
  entry_date date not null,
  type_enum smallint not null,
  amount numeric(19, 6) not null,
  description varchar(500),
  entity_type_enum smallint,
  entity_id bigint,
  created_by bigint constraint "FK_acc_gl_journal_entry_m_appuser" references m_appuser (id),
  last_modified_by bigint constraint "FK_acc_gl_journal_entry_m_appuser_2" references m_appuser (id),
  created_date timestamp,
  lastmodified_date timestamp,
  created_on_utc timestamptz not null,
  last_modified_on_utc timestamptz not null,
  is_running_balance_calculated boolean not null default false,
  office_running_balance numeric(19, 6) not null default 0,
  organization_running_balance numeric(19, 6) not null default 0,
  payment_details_id bigint constraint "FK_acc_gl_journal_entry_m_payment_detail" references m_payment_detail (id),
  transaction_date date,
  submitted_on_date date
);
create index "FK_acc_gl_journal_entry_acc_gl_account" on acc_gl_journal_entry (account_id);
create index "FK_acc_gl_journal_entry_m_office" on acc_gl_journal_entry (office_id);
create index "FK_acc_gl_journal_entry_acc_gl_journal_entry" on acc_gl_journal_entry (reversal_id);
create index "FK_acc_gl_journal_entry_m_client_transaction" on acc_gl_journal_entry (client_transaction_id);
create index "FK_acc_gl_journal_entry_m_loan_transaction" on acc_gl_journal_entry (loan_transaction_id);
create index "FK_acc_gl_journal_entry_m_savings_account_transaction" on acc_gl_journal_entry (savings_transaction_id);
create index "FK_acc_gl_journal_entry_m_share_account_transaction" on acc_gl_journal_entry (share_transaction_id);
create index "FK_acc_gl_journal_entry_m_payment_detail" on acc_gl_journal_entry (payment_details_id);
create index "FK_acc_gl_journal_entry_m_appuser" on acc_gl_journal_entry (created_by);
create index "FK_acc_gl_journal_entry_m_appuser_2" on acc_gl_journal_entry (last_modified_by);
create index transaction_date_index on acc_gl_journal_entry (transaction_date);
create index "FK_acc_gl_journal_entry_submitted_on_date" on acc_gl_journal_entry (submitted_on_date);
create index acc_gl_journal_entry_transaction_id_idx on acc_gl_journal_entry (transaction_id);
create index acc_gl_journal_entry_account_office_date_idx on acc_gl_journal_entry (account_id, office_id, entry_date, id);

-- acc_product_mapping: product type (1 loan, 2 savings, 3 provisioning, 4 shares, 5 client), product,
-- the account role (`financial_account_type`) and its GL account; `payment_type` and `charge_id` rows are
-- the fund-source and income overrides.
create table acc_product_mapping (
  id bigserial primary key,
  gl_account_id bigint constraint acc_product_mapping_gl_account_fk references acc_gl_account (id),
  product_id bigint,
  product_type smallint,
  payment_type integer constraint "FK_acc_product_mapping_m_payment_type" references m_payment_type (id),
  charge_id bigint constraint "FK_acc_product_mapping_m_charge" references m_charge (id),
  financial_account_type smallint
);
create index acc_product_mapping_gl_account_idx on acc_product_mapping (gl_account_id);
create index acc_product_mapping_product_idx on acc_product_mapping (product_type, product_id, financial_account_type);
create index "FK_acc_product_mapping_m_payment_type" on acc_product_mapping (payment_type);
create index "FK_acc_product_mapping_m_charge" on acc_product_mapping (charge_id);

-- acc_gl_financial_activity_account: at most one GL account per financial activity (100 asset transfer,
-- 101 cash at main vault, 102 cash at teller, 103 asset fund source, 200 liability transfer, 201 payable
-- dividends, 300 opening balances transfer contra).
create table acc_gl_financial_activity_account (
  id bigserial primary key,
  gl_account_id bigint not null constraint "FK_office_mapping_acc_gl_account" references acc_gl_account (id),
  financial_activity_type smallint not null constraint financial_activity_type unique
);
create index "FK_office_mapping_acc_gl_account" on acc_gl_financial_activity_account (gl_account_id);

-- acc_gl_closure: books closed for an office up to and including `closing_date`.
create table acc_gl_closure (
  id bigserial primary key,
  office_id bigint not null constraint "FK_acc_gl_closure_m_office" references m_office (id),
  closing_date date not null,
  is_deleted boolean not null default false,
  createdby_id bigint constraint "FK_acc_gl_closure_m_appuser" references m_appuser (id),
  lastmodifiedby_id bigint constraint "FK_acc_gl_closure_m_appuser_2" references m_appuser (id),
  created_date timestamp,
  lastmodified_date timestamp,
  comments varchar(500),
  constraint office_id_closing_date unique (office_id, closing_date)
);
create index "FK_acc_gl_closure_m_appuser" on acc_gl_closure (createdby_id);
create index "FK_acc_gl_closure_m_appuser_2" on acc_gl_closure (lastmodifiedby_id);

-- acc_accounting_rule: a named debit/credit pair (or tags) a manual journal entry may use instead of
-- explicit lines; acc_rule_tags: the tags a rule allows per side (`acc_type_enum` 1 credit / 2 debit).
create table acc_accounting_rule (
  id bigserial primary key,
  name varchar(100) constraint accounting_rule_name_unique unique,
  office_id bigint constraint "FK_acc_accounting_rule_m_office" references m_office (id),
  debit_account_id bigint constraint "FK_acc_accounting_rule_acc_gl_account_debit" references acc_gl_account (id),
  allow_multiple_debits boolean not null default false,
  credit_account_id bigint constraint "FK_acc_accounting_rule_acc_gl_account_credit" references acc_gl_account (id),
  allow_multiple_credits boolean not null default false,
  description varchar(500),
  system_defined boolean not null default false
);
create index "FK_acc_accounting_rule_m_office" on acc_accounting_rule (office_id);
create index "FK_acc_accounting_rule_acc_gl_account_debit" on acc_accounting_rule (debit_account_id);
create index "FK_acc_accounting_rule_acc_gl_account_credit" on acc_accounting_rule (credit_account_id);

create table acc_rule_tags (
  id bigserial primary key,
  acc_rule_id bigint not null constraint "FK_acc_accounting_rule_id" references acc_accounting_rule (id),
  tag_id integer not null constraint "FK_m_code_value_id" references m_code_value (id),
  acc_type_enum smallint not null,
  constraint "UNIQUE_ACCOUNT_RULE_TAGS" unique (acc_rule_id, tag_id, acc_type_enum)
);
create index "FK_m_code_value_id" on acc_rule_tags (tag_id);
