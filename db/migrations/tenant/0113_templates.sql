-- User-generated-document templates (Fineract's /templates): m_template, m_templatemappers and the join table
-- m_template_m_templatemappers with Fineract's column names (tenant part 0001, changesets 186 to 188).
-- `entity` and `type` hold the enums' ordinals as Fineract stores them: entity 0 client, 1 loan; type 0
-- Document, 1 SMS (the SMS type's wire id is 2). Hooks name a template in m_hook.ugd_template_id.
create table m_template (
  id bigserial primary key,
  name varchar(255) not null,
  text text not null,
  entity integer,
  type integer,
  constraint unq_template_name unique (name)
);

create table m_templatemappers (
  id bigserial primary key,
  mapperkey varchar(255),
  mapperorder integer,
  mappervalue varchar(255)
);

create table m_template_m_templatemappers (
  m_template_id bigint not null references m_template (id),
  mappers_id bigint not null references m_templatemappers (id),
  constraint unq_template_mappers_id unique (mappers_id)
);
create index m_template_id_idx on m_template_m_templatemappers (m_template_id);

alter table m_hook add constraint fk_ugd_template_id foreign key (ugd_template_id) references m_template (id) on delete set null;
