import type { Generated } from 'kysely';

/** The tables authentication and authorization read (Fineract's names). */
export type SecurityTables = {
  m_appuser: {
    id: Generated<number>;
    is_deleted: Generated<boolean>;
    office_id: number | null;
    staff_id: number | null;
    username: string;
    firstname: string;
    lastname: string;
    password: string;
    email: string;
    firsttime_login_remaining: Generated<boolean>;
    nonexpired: Generated<boolean>;
    nonlocked: Generated<boolean>;
    nonexpired_credentials: Generated<boolean>;
    enabled: Generated<boolean>;
    last_time_password_updated: string | null;
    password_never_expires: Generated<boolean>;
    is_self_service_user: Generated<boolean>;
    cannot_change_password: boolean | null;
    failed_login_attempts: Generated<number>;
    locked_until: Date | null;
  };
  m_role: { id: Generated<number>; name: string; description: string; is_disabled: Generated<boolean> };
  m_permission: {
    id: Generated<number>;
    grouping: string | null;
    code: string;
    entity_name: string | null;
    action_name: string | null;
    can_maker_checker: Generated<boolean>;
  };
  m_appuser_role: { appuser_id: number; role_id: number };
  m_role_permission: { role_id: number; permission_id: number };
  m_office: { id: Generated<number>; parent_id: number | null; hierarchy: string | null; external_id: string | null; name: string; opening_date: string };
  m_staff: { id: Generated<number>; display_name: string; office_id: number | null };
};
