import type { Kysely } from 'kysely';
import { configurationIdNotFound, configurationNameNotFound } from './configurations.errors.ts';
import { presentConfiguration, type GlobalConfigurationView } from './configurations.presenter.ts';
import { findConfigurationById } from './configurations.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';

export async function retrieveGlobalConfiguration(untyped: Kysely<object>): Promise<{ globalConfiguration: GlobalConfigurationView[] }> {
  const rows = await tenantTables(untyped).selectFrom('c_configuration').selectAll().orderBy('id').execute();
  return { globalConfiguration: rows.map(presentConfiguration) };
}

export async function retrieveConfigurationById(db: Kysely<object>, configId: number): Promise<GlobalConfigurationView> {
  const row = await findConfigurationById(db, configId);
  if (row === undefined) {
    throw configurationIdNotFound(configId);
  }
  return presentConfiguration(row);
}

export async function retrieveConfigurationByName(untyped: Kysely<object>, name: string): Promise<GlobalConfigurationView> {
  const row = await tenantTables(untyped).selectFrom('c_configuration').selectAll().where('name', '=', name).executeTakeFirst();
  if (row === undefined) {
    throw configurationNameNotFound(name);
  }
  return presentConfiguration(row);
}
