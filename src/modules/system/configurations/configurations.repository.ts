import type { Kysely, Selectable } from 'kysely';
import type { SettingsTables } from '../../../platform/settings/index.ts';

export type ConfigurationRow = Selectable<SettingsTables['c_configuration']>;

export async function findConfigurationById(untyped: Kysely<object>, id: number): Promise<ConfigurationRow | undefined> {
  return untyped.withTables<SettingsTables>().selectFrom('c_configuration').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateConfiguration(
  untyped: Kysely<object>,
  id: number,
  values: Partial<Pick<ConfigurationRow, 'enabled' | 'value' | 'date_value' | 'string_value'>>,
): Promise<void> {
  await untyped.withTables<SettingsTables>().updateTable('c_configuration').set(values).where('id', '=', id).execute();
}
