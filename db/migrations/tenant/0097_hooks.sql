-- Hooks (webhooks): Fineract's m_hook_templates and m_hook_schema with the four seeded templates and their
-- fields (tenant part 0002, changesets 18 and 19), the hooks themselves (m_hook), their configuration values
-- (m_hook_configuration) and the entity:action events they listen to (m_hook_registered_events), with
-- Fineract's column names and sizes (part 0001). `m_hook.ugd_template_id` names a user-generated-document
-- template, which this service does not have; it stays null (docs/hooks.md).
create table m_hook_templates (
  id smallint primary key,
  name varchar(45) not null
);

create table m_hook_schema (
  id smallint primary key,
  hook_template_id smallint not null references m_hook_templates (id),
  field_type varchar(45) not null,
  field_name varchar(100) not null,
  placeholder varchar(100),
  optional boolean not null default false
);
create index fk_hook_template_id_idx on m_hook_schema (hook_template_id);

insert into m_hook_templates (id, name) values (1, 'Web'), (2, 'SMS Bridge'), (3, 'Elastic Search'), (4, 'Message Gateway');

insert into m_hook_schema (id, hook_template_id, field_type, field_name, placeholder, optional) values
  (1, 1, 'string', 'Payload URL', null, false),
  (2, 1, 'string', 'Content Type', 'json / form', false),
  (3, 2, 'string', 'Payload URL', null, false),
  (4, 2, 'string', 'SMS Provider', null, false),
  (5, 2, 'string', 'Phone Number', null, false),
  (6, 2, 'string', 'SMS Provider Token', null, false),
  (7, 2, 'string', 'SMS Provider Account Id', null, false),
  (8, 3, 'string', 'Payload URL', 'http://<host>/<index name>/<type name>', false),
  (9, 3, 'string', 'Content Type', 'json', false),
  (10, 3, 'string', 'Index Name', null, true),
  (11, 4, 'string', 'SMS Provider Id', null, false);

create table m_hook (
  id bigserial primary key,
  template_id smallint not null references m_hook_templates (id),
  is_active boolean not null default true,
  name varchar(45) not null,
  createdby_id bigint,
  created_date timestamp,
  lastmodifiedby_id bigint,
  lastmodified_date timestamp,
  ugd_template_id bigint
);
create index fk_template_id on m_hook (template_id);

create table m_hook_configuration (
  id bigserial primary key,
  hook_id bigint references m_hook (id),
  field_type varchar(45) not null,
  field_name varchar(100) not null,
  field_value varchar(100) not null
);
create index fk_hook_configuration_hook on m_hook_configuration (hook_id);

create table m_hook_registered_events (
  id bigserial primary key,
  hook_id bigint not null references m_hook (id),
  entity_name varchar(45) not null,
  action_name varchar(45) not null
);
create index fk_hook_id_idx on m_hook_registered_events (hook_id);
-- Which hooks listen to an event: read once per process and kept (docs/hooks.md, "Delivery").
create index m_hook_registered_events_event_idx on m_hook_registered_events (entity_name, action_name);

-- Ours: one row per hook and committed command it receives, written in the command's transaction (an outbox),
-- sent after the commit with retries; the log of GET /hooks/{hookId}/deliveries. Status PENDING (waiting for
-- its next attempt at next_attempt_at), SENDING (claimed by a sender; due again at
-- next_attempt_at if the sender died), DELIVERED (the
-- receiver answered 2xx), FAILED (attempts used up or the target refused), NOT_SENT (a template this service
-- does not deliver). Deleting a hook deletes its log.
create table m_hook_delivery (
  id bigserial primary key,
  hook_id bigint not null references m_hook (id) on delete cascade,
  delivery_id varchar(36) not null unique,
  command_id bigint,
  entity_name varchar(100) not null,
  action_name varchar(100) not null,
  payload text not null,
  status varchar(20) not null,
  attempts integer not null default 0,
  created_at timestamptz(6) not null default now(),
  next_attempt_at timestamptz(6) not null default now(),
  last_attempt_at timestamptz(6),
  last_status_code integer,
  last_error varchar(500),
  delivered_at timestamptz(6)
);
create index m_hook_delivery_hook_idx on m_hook_delivery (hook_id, id);
-- The sender reads the waiting and claimed rows by due time; this index holds only those.
create index m_hook_delivery_due_idx on m_hook_delivery (next_attempt_at) where status in ('PENDING', 'SENDING');
