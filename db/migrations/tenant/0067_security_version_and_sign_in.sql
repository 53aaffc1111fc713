-- Security version: one counter that every change to users, roles, permissions, offices or staff raises
-- (statement triggers, so no write path can forget it). Server processes cache signed-in principals and
-- compare this number on each request: a change made by any process is seen by all on the next request.

create table m_security_version (
  id smallint primary key check (id = 1),
  version bigint not null
);

insert into m_security_version (id, version) values (1, 1);

create function m_security_version_bump() returns trigger language plpgsql as $$
begin
  update m_security_version set version = version + 1 where id = 1;
  return null;
end;
$$;

create trigger m_appuser_security_version after insert or update or delete or truncate on m_appuser
  for each statement execute function m_security_version_bump();
create trigger m_appuser_role_security_version after insert or update or delete or truncate on m_appuser_role
  for each statement execute function m_security_version_bump();
create trigger m_role_security_version after insert or update or delete or truncate on m_role
  for each statement execute function m_security_version_bump();
create trigger m_role_permission_security_version after insert or update or delete or truncate on m_role_permission
  for each statement execute function m_security_version_bump();
create trigger m_permission_security_version after insert or update or delete or truncate on m_permission
  for each statement execute function m_security_version_bump();
create trigger m_office_security_version after insert or update or delete or truncate on m_office
  for each statement execute function m_security_version_bump();
create trigger m_staff_security_version after insert or update or delete or truncate on m_staff
  for each statement execute function m_security_version_bump();

-- Failed sign-ins count toward the lockout only within the lock period of the previous failure.
alter table m_appuser add column last_failed_login_at timestamptz;

-- A new tenant's password policy: at least 12 characters and none of the commonly used passwords.
-- Fineract's policies stay selectable through /passwordpreferences.
alter table m_password_validation_policy add column refuse_common_passwords boolean not null default false;

insert into m_password_validation_policy (id, regex, description, active, key, refuse_common_passwords) values
  (4, '^.{12,128}$', 'Password must be 12 to 128 characters long and must not be a commonly used password', false, 'long', true);

update m_password_validation_policy set active = (id = 4);

select setval(pg_get_serial_sequence('m_password_validation_policy', 'id'), 4);
