-- Loan loss provisioning (Fineract's changelog part 0001, tables m_provision_category … m_loanproduct_provisioning_entry,
-- and the category rows of part 0002): categories of loan quality, criteria mapping days overdue to a category with
-- a percentage and the two GL accounts to post to, the loan products each criteria covers (a product at most one
-- criteria), and the provisioning entries (m_provisioning_history) with their rows per office, product, currency,
-- category and days overdue. Column names as Fineract's, including `reseve_amount`.
create table m_provision_category (
  id bigserial primary key,
  category_name varchar(100) not null constraint m_provision_category_name_key unique,
  description varchar(300)
);
insert into m_provision_category (id, category_name, description) values
  (1, 'STANDARD', 'Punctual Payment without any dues'),
  (2, 'SUB-STANDARD', 'Principal and/or Interest overdue by x days'),
  (3, 'DOUBTFUL', 'Principal and/or Interest overdue by x days and less than y'),
  (4, 'LOSS', 'Principal and/or Interest overdue by y days');
select setval(pg_get_serial_sequence('m_provision_category', 'id'), 4);

create table m_provisioning_criteria (
  id bigserial primary key,
  criteria_name varchar(200) not null constraint m_provisioning_criteria_name_key unique,
  createdby_id bigint constraint fk_provisioning_criteria_createdby references m_appuser (id),
  created_date timestamp,
  lastmodifiedby_id bigint constraint provisioning_criteria_lastmodifiedby_id references m_appuser (id),
  lastmodified_date timestamp
);

create table m_provisioning_criteria_definition (
  id bigserial primary key,
  criteria_id bigint not null constraint m_provisioning_criteria_definition_ibfk_1 references m_provisioning_criteria (id) on delete cascade,
  category_id bigint not null constraint fk_provisioning_criteria_definition_category references m_provision_category (id),
  min_age bigint not null,
  max_age bigint not null,
  provision_percentage decimal(5, 2) not null,
  liability_account bigint constraint provisioning_criteria_definition_liability_account references acc_gl_account (id),
  expense_account bigint constraint fk_provisioning_criteria_definition_expense_account references acc_gl_account (id)
);
create index fk_loanproduct_criteria_definition_criteria on m_provisioning_criteria_definition (criteria_id);

create table m_loanproduct_provisioning_mapping (
  id bigserial primary key,
  product_id bigint not null constraint m_loanproduct_provisioning_mapping_product_key unique constraint m_loanproduct_provisioning_mapping_ibfk_1 references m_product_loan (id),
  criteria_id bigint not null constraint m_loanproduct_provisioning_mapping_ibfk_2 references m_provisioning_criteria (id) on delete cascade
);
create index fk_loanproduct_provisioning_mapping_criteria on m_loanproduct_provisioning_mapping (criteria_id);

create table m_provisioning_history (
  id bigserial primary key,
  journal_entry_created boolean not null default false,
  createdby_id bigint constraint fk_provisioning_history_createdby references m_appuser (id),
  created_date date,
  lastmodifiedby_id bigint constraint provisioning_history_lastmodifiedby_id references m_appuser (id),
  lastmodified_date date
);
create index ind_m_provisioning_history_created_date on m_provisioning_history (created_date);

create table m_loanproduct_provisioning_entry (
  id bigserial primary key,
  history_id bigint not null constraint m_loanproduct_provisioning_entry_ibfk_1 references m_provisioning_history (id) on delete cascade,
  criteria_id bigint not null constraint m_loanproduct_provisioning_entry_ibfk_2 references m_provisioning_criteria (id),
  currency_code varchar(3) not null,
  office_id bigint not null constraint m_loanproduct_provisioning_entry_ibfk_3 references m_office (id),
  product_id bigint not null constraint m_loanproduct_provisioning_entry_ibfk_4 references m_product_loan (id),
  category_id bigint not null default 0 constraint m_loanproduct_provisioning_entry_ibfk_5 references m_provision_category (id),
  overdue_in_days bigint default 0,
  reseve_amount decimal(20, 6) default 0.000000,
  liability_account bigint constraint m_loanproduct_provisioning_entry_ibfk_6 references acc_gl_account (id),
  expense_account bigint constraint m_loanproduct_provisioning_entry_ibfk_7 references acc_gl_account (id)
);
create index ind_m_loanproduct_provisioning_entry_history on m_loanproduct_provisioning_entry (history_id);
create index fk_loanproduct_provisioning_entry_criteria on m_loanproduct_provisioning_entry (criteria_id);
