import type { Generated } from 'kysely';

/** Global configuration and business dates (Fineract's c_configuration and m_business_date). */
export type SettingsTables = {
  c_configuration: {
    id: Generated<number>;
    name: string;
    value: number | null;
    date_value: string | null;
    string_value: string | null;
    enabled: boolean;
    description: string | null;
    is_trap_door: boolean;
  };
  m_business_date: {
    id: Generated<number>;
    type: string;
    date: string;
    version: Generated<number>;
    created_by: number | null;
    created_on_utc: Generated<Date>;
    last_modified_by: number | null;
    last_modified_on_utc: Generated<Date>;
  };
};
