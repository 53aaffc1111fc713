import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's c_account_number_format. */
export type AccountNumberFormatTables = {
  c_account_number_format: {
    id: Generated<number>;
    account_type_enum: number;
    prefix_type_enum: number | null;
    prefix_character: string | null;
  };
};

export type AccountNumberFormatRow = Selectable<AccountNumberFormatTables['c_account_number_format']>;
export type AccountNumberFormatValues = Omit<AccountNumberFormatRow, 'id'>;

function tables(untyped: Kysely<object>): Kysely<AccountNumberFormatTables> {
  return untyped.withTables<AccountNumberFormatTables>();
}

export async function findAccountNumberFormatById(untyped: Kysely<object>, id: number): Promise<AccountNumberFormatRow | undefined> {
  return tables(untyped).selectFrom('c_account_number_format').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountNumberFormatByAccountType(untyped: Kysely<object>, accountType: number): Promise<AccountNumberFormatRow | undefined> {
  return tables(untyped).selectFrom('c_account_number_format').selectAll().where('account_type_enum', '=', accountType).executeTakeFirst();
}

export async function listAccountNumberFormats(untyped: Kysely<object>): Promise<AccountNumberFormatRow[]> {
  return tables(untyped).selectFrom('c_account_number_format').selectAll().orderBy('id').execute();
}

export async function insertAccountNumberFormat(untyped: Kysely<object>, values: AccountNumberFormatValues): Promise<number> {
  const row = await tables(untyped).insertInto('c_account_number_format').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccountNumberFormat(untyped: Kysely<object>, id: number, values: Partial<AccountNumberFormatValues>): Promise<void> {
  await tables(untyped).updateTable('c_account_number_format').set(values).where('id', '=', id).execute();
}

export async function deleteAccountNumberFormat(untyped: Kysely<object>, id: number): Promise<void> {
  await tables(untyped).deleteFrom('c_account_number_format').where('id', '=', id).execute();
}
