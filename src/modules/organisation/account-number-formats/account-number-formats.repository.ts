import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AccountNumberFormatRow = Selectable<TenantDB['c_account_number_format']>;
export type AccountNumberFormatValues = Omit<AccountNumberFormatRow, 'id'>;

export async function findAccountNumberFormatById(untyped: Kysely<object>, id: number): Promise<AccountNumberFormatRow | undefined> {
  return tenantTables(untyped).selectFrom('c_account_number_format').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountNumberFormatByAccountType(untyped: Kysely<object>, accountType: number): Promise<AccountNumberFormatRow | undefined> {
  return tenantTables(untyped).selectFrom('c_account_number_format').selectAll().where('account_type_enum', '=', accountType).executeTakeFirst();
}

export async function listAccountNumberFormats(untyped: Kysely<object>): Promise<AccountNumberFormatRow[]> {
  return tenantTables(untyped).selectFrom('c_account_number_format').selectAll().orderBy('id').execute();
}

export async function insertAccountNumberFormat(untyped: Kysely<object>, values: AccountNumberFormatValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('c_account_number_format').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccountNumberFormat(untyped: Kysely<object>, id: number, values: Partial<AccountNumberFormatValues>): Promise<void> {
  await tenantTables(untyped).updateTable('c_account_number_format').set(values).where('id', '=', id).execute();
}

export async function deleteAccountNumberFormat(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('c_account_number_format').where('id', '=', id).execute();
}
