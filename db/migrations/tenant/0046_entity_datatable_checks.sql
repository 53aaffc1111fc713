-- Entity datatable checks (Fineract's m_entity_datatable_check): a registered datatable that must hold a
-- row for an entity before it may reach a status (a client before activation, a loan before approval…).
-- x_registered_table is Fineract's register of datatables; the datatables feature fills it. It is
-- created here only when no earlier migration did.
create table if not exists x_registered_table (
  registered_table_name varchar(50) primary key,
  application_table_name varchar(50) not null,
  entity_subtype varchar(50),
  category integer not null default 100
);

create table m_entity_datatable_check (
  id serial primary key,
  application_table_name varchar(200) not null,
  x_registered_table_name varchar(50) not null
    constraint m_entity_datatable_check_ibfk_1 references x_registered_table (registered_table_name) on delete restrict on update restrict,
  status_enum integer not null,
  system_defined boolean not null default false,
  product_id bigint,
  constraint unique_entity_check unique (application_table_name, x_registered_table_name, status_enum, product_id)
);

create index m_entity_datatable_check_product_id on m_entity_datatable_check (product_id);
create index m_entity_datatable_check_x_registered_table_name on m_entity_datatable_check (x_registered_table_name);
