-- Groups and centers (Fineract's m_group with the levels of m_group_level), their client members
-- (m_group_client), the roles of members (m_group_roles, values of code GROUPROLE) and the staff history of
-- centers (m_staff_assignment_history). Fineract's table and column names; index names that Fineract keeps
-- generic (external_id, name, staff_id, client_id) carry the table's name, as other tables use them too.
-- Levels (m_group_level, seeded with Fineract's ids): 1 Center (top level, no clients), 2 Group (under a
-- center or alone, holds clients). Status (status_enum, Fineract's GroupingTypeStatus): 100 pending,
-- 300 active, 600 closed.
create table m_group_level (
  id integer primary key,
  parent_id integer constraint "Parent_levelId_reference" references m_group_level (id),
  super_parent boolean not null,
  level_name varchar(100) not null,
  recursable boolean not null,
  can_have_clients boolean not null
);

insert into m_group_level (id, parent_id, super_parent, level_name, recursable, can_have_clients) values
  (1, null, true, 'Center', true, false),
  (2, 1, false, 'Group', false, true);

create table m_group (
  id bigserial primary key,
  external_id varchar(100) constraint m_group_external_id unique,
  status_enum integer not null default 300,
  activation_date date,
  office_id bigint not null constraint m_group_ibfk_1 references m_office (id),
  staff_id bigint constraint "FK_m_group_m_staff" references m_staff (id),
  parent_id bigint constraint "Parent_Id_reference" references m_group (id),
  level_id integer not null constraint "FK_m_group_level" references m_group_level (id),
  display_name varchar(100) not null,
  hierarchy varchar(100),
  closure_reason_cv_id integer constraint "FK_m_group_m_code" references m_code_value (id),
  closedon_date date,
  activatedon_userid bigint references m_appuser (id),
  submittedon_date date,
  submittedon_userid bigint references m_appuser (id),
  closedon_userid bigint references m_appuser (id),
  account_no varchar(20) not null,
  constraint m_group_name unique (display_name, level_id),
  constraint uk_m_group_external_id unique (external_id, level_id)
);

-- Lists filter by level and office and order by id or name; portfolios look groups up by staff, centers
-- their groups by parent.
create index group_office_id on m_group (office_id);
create index m_group_staff_id on m_group (staff_id);
create index "Parent_Id_reference" on m_group (parent_id);
create index m_group_level_office on m_group (level_id, office_id, id);

-- A client's memberships go with the client when a (pending) client is deleted, as Fineract's mapping does.
create table m_group_client (
  group_id bigint not null constraint m_group_client_ibfk_1 references m_group (id),
  client_id bigint not null constraint m_group_client_ibfk_2 references m_client (id) on delete cascade,
  primary key (group_id, client_id)
);
create index m_group_client_client_id on m_group_client (client_id);

create table m_group_roles (
  id bigserial primary key,
  client_id bigint constraint "FKGroupRoleClientId" references m_client (id) on delete cascade,
  group_id bigint constraint "FKGroupRoleGroupId" references m_group (id),
  role_cv_id integer constraint "FK_grouprole_m_codevalue" references m_code_value (id),
  constraint "UNIQUE_GROUP_ROLES" unique (client_id, group_id, role_cv_id)
);
create index "FKGroupRoleGroupId" on m_group_roles (group_id);
create index "FK_grouprole_m_codevalue" on m_group_roles (role_cv_id);

-- Who looked after a center and when (written while the center is active).
create table m_staff_assignment_history (
  id bigserial primary key,
  centre_id bigint constraint "FK_m_staff_assignment_history_centre_id_m_group" references m_group (id),
  staff_id bigint not null constraint "FK_m_staff_assignment_history_m_staff" references m_staff (id),
  start_date date not null,
  end_date date,
  createdby_id bigint,
  created_date timestamp,
  lastmodified_date timestamp,
  lastmodifiedby_id bigint
);
create index "FK_m_staff_assignment_history_centre_id_m_group" on m_staff_assignment_history (centre_id);
