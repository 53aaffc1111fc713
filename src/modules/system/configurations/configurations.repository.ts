import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { configurationChanged } from '../../../platform/settings/index.ts';

export type ConfigurationRow = Selectable<TenantDB['c_configuration']>;

export async function findConfigurationById(untyped: Kysely<object>, id: number): Promise<ConfigurationRow | undefined> {
  return tenantTables(untyped).selectFrom('c_configuration').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateConfiguration(
  untyped: Kysely<object>,
  id: number,
  values: Partial<Pick<ConfigurationRow, 'enabled' | 'value' | 'date_value' | 'string_value'>>,
): Promise<void> {
  await tenantTables(untyped).updateTable('c_configuration').set(values).where('id', '=', id).execute();
  // Later reads of this request (or transaction) see the new value, not its settings snapshot.
  configurationChanged(untyped);
}
