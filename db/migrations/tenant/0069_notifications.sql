-- In-app notifications (Fineract's notification_generator and notification_mapper): one generated
-- notification about an object (its type, id and the action taken on it, by whom), delivered to each
-- of its users through a mapper row that keeps that user's read flag.
create table notification_generator (
  id bigserial primary key,
  object_type varchar(100) not null,
  object_identifier bigint not null,
  action varchar(100) not null,
  actor bigint,
  is_system_generated boolean not null default false,
  notification_content varchar(500) not null,
  created_at timestamp with time zone not null default current_timestamp
);

create table notification_mapper (
  id bigserial primary key,
  notification_id bigint not null constraint notification_mapper_notification references notification_generator (id) on delete cascade,
  user_id bigint not null constraint notification_mapper_user references m_appuser (id) on delete cascade,
  is_read boolean not null default false,
  created_at timestamp with time zone not null default current_timestamp
);

create index notification_mapper_user_read on notification_mapper (user_id, is_read);
create index notification_mapper_notification on notification_mapper (notification_id);
