-- Entity-to-entity mappings (Fineract's m_entity_relation and m_entity_to_entity_mapping, initial schema
-- and data): which offices or roles may use which loan products, savings products and charges.
-- Entity types in from_entity_type / to_entity_type: 1 office, 2 loan product, 3 savings product,
-- 4 charge, 5 role.
create table m_entity_relation (
  id bigserial primary key,
  from_entity_type integer not null,
  to_entity_type integer not null,
  code_name varchar(50) not null,
  constraint from_entity_type_to_entity_type_code_name unique (from_entity_type, to_entity_type, code_name)
);

insert into m_entity_relation (id, from_entity_type, to_entity_type, code_name) values
  (1, 1, 2, 'office_access_to_loan_products'),
  (2, 1, 3, 'office_access_to_savings_products'),
  (3, 1, 4, 'office_access_to_fees/charges'),
  (4, 5, 2, 'role_access_to_loan_products'),
  (5, 5, 3, 'role_access_to_savings_products');
select setval(pg_get_serial_sequence('m_entity_relation', 'id'), 5);

create table m_entity_to_entity_mapping (
  id bigserial primary key,
  rel_id bigint not null default 0
    constraint "FK__rel_id_m_entity_relation_id" references m_entity_relation (id) on delete restrict on update restrict,
  from_id bigint not null default 0,
  to_id bigint not null,
  start_date date,
  end_date date,
  constraint rel_id_from_id_to_id unique (rel_id, from_id, to_id)
);
