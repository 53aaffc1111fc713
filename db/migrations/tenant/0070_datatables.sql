-- Datatables (Fineract's user-defined tables): each is a real table in the tenant's database, registered in
-- x_registered_table (created by 0046) with its own permissions. A Dropdown column keeps a code value id;
-- x_table_column_code_mappings records which code a column draws from ("<datatable>_<column>" → code).
create table x_table_column_code_mappings (
  column_alias_name varchar(200) primary key,
  code_id integer not null constraint fk_x_code_id references m_code (id)
);

create index x_registered_table_application_table_name on x_registered_table (application_table_name);
