-- A client's family members (Fineract's m_family_members). Relationship, marital status, gender and
-- profession are values of the codes RELATIONSHIP (31), MARITAL STATUS (30), Gender (4) and PROFESSION (32).
-- Family members go with their client when a (pending) client is deleted.
create table m_family_members (
  id bigserial primary key,
  client_id bigint not null constraint "FK_m_family_members_client_id_m_client" references m_client (id) on delete cascade,
  firstname varchar(50) not null,
  middlename varchar(50),
  lastname varchar(50),
  qualification varchar(50),
  relationship_cv_id integer not null constraint "FK_m_family_members_relationship_m_code_value" references m_code_value (id),
  marital_status_cv_id integer constraint "FK_m_family_members_marital_status_m_code_value" references m_code_value (id),
  gender_cv_id integer constraint "FK_m_family_members_gender_m_code_value" references m_code_value (id),
  date_of_birth date,
  age integer,
  profession_cv_id integer constraint "FK_m_family_members_profession_m_code_value" references m_code_value (id),
  mobile_number varchar(50),
  is_dependent boolean
);
create index "FK_m_family_members_client_id_m_client" on m_family_members (client_id);
