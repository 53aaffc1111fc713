-- User administration: password validation policies (Fineract's table), previous passwords, and the
-- sign-in failure counters behind the temporary lockout (our columns; Fineract has none).

create table m_password_validation_policy (
  id bigserial primary key,
  regex text not null,
  description text not null,
  active boolean not null default false,
  key varchar(255) not null unique
);

insert into m_password_validation_policy (id, regex, description, active, key) values
  (1, '^.{1,50}$', 'Password most be at least 1 character and not more that 50 characters long', true, 'simple'),
  (2, '^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?!.*\s).{6,50}$',
   'Password must be at least 6 characters, no more than 50 characters long, must include at least one upper case letter, one lower case letter, one numeric digit and no space',
   false, 'secure'),
  (3, '^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])(?!.*\s).{12,50}$',
   'Password must be 12 to 50 characters long and include an upper case letter, a lower case letter, a digit and a special character, with no space',
   false, 'strong');

select setval(pg_get_serial_sequence('m_password_validation_policy', 'id'), 3);

create table m_appuser_previous_password (
  id bigserial primary key,
  user_id bigint not null references m_appuser (id),
  password varchar(255) not null,
  removal_date date not null
);

create index idx_appuser_previous_password_user on m_appuser_previous_password (user_id);

alter table m_appuser add column failed_login_attempts integer not null default 0;
alter table m_appuser add column locked_until timestamptz;
