import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type SavingsAccountRow = Selectable<TenantDB['m_savings_account']>;
export type SavingsAccountValues = Insertable<TenantDB['m_savings_account']>;
export type SavingsAccountChanges = Updateable<TenantDB['m_savings_account']>;

const sqlNow = sql<Date>`current_timestamp`;

/** The client or group that holds an account, as the account's rules read it. */
export interface AccountHolder {
  readonly kind: 'client' | 'group';
  readonly id: number;
  readonly officeId: number;
  readonly officeName: string | null;
  readonly status: number;
  readonly activationDate: string | null;
  readonly officeJoiningDate: string | null;
  readonly staffId: number | null;
}

/** The account row with the ids and dates of its holder (one statement); locked when `forUpdate`. */
export interface LockedSavingsAccount {
  readonly row: SavingsAccountRow;
  readonly holder: AccountHolder;
}

/** Reads and locks the account row (SELECT … FOR UPDATE of the account only) with its holder's facts. */
export async function findSavingsAccountForUpdate(untyped: Kysely<object>, id: number): Promise<LockedSavingsAccount | undefined> {
  const found = await tenantTables(untyped)
    .selectFrom('m_savings_account as sa')
    .leftJoin('m_client as c', 'c.id', 'sa.client_id')
    .leftJoin('m_group as g', 'g.id', 'sa.group_id')
    .leftJoin('m_office as o', (join) => join.on(sql`o.id`, '=', sql`coalesce(c.office_id, g.office_id)`))
    .selectAll('sa')
    .select([
      'c.status_enum as client_status', 'c.activation_date as client_activation_date', 'c.office_joining_date as client_office_joining_date', 'c.office_id as client_office_id',
      'g.status_enum as group_status', 'g.activation_date as group_activation_date', 'g.office_id as group_office_id', 'o.name as office_name',
    ])
    .where('sa.id', '=', id)
    .forUpdate('sa')
    .executeTakeFirst();
  if (found === undefined) {
    return undefined;
  }
  const { client_status, client_activation_date, client_office_joining_date, client_office_id, group_status, group_activation_date, group_office_id, office_name, ...row } = found;
  const isClient = row.client_id !== null;
  return {
    row,
    holder: {
      kind: isClient ? 'client' : 'group',
      id: (isClient ? row.client_id : row.group_id) ?? 0,
      officeId: (isClient ? client_office_id : group_office_id) ?? 0,
      officeName: office_name,
      status: (isClient ? client_status : group_status) ?? 0,
      activationDate: isClient ? client_activation_date : group_activation_date,
      officeJoiningDate: isClient ? client_office_joining_date : null,
      staffId: row.field_officer_id,
    },
  };
}

export async function findSavingsAccountIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_savings_account').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** The next id of m_savings_account (the account number format may need it before the insert). */
export async function nextSavingsAccountId(untyped: Kysely<object>): Promise<number> {
  const result = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('m_savings_account', 'id')) as id`.execute(untyped);
  return Number(result.rows[0]?.id ?? 0);
}

export async function insertSavingsAccount(untyped: Kysely<object>, values: Omit<SavingsAccountValues, 'created_on_utc' | 'last_modified_on_utc'>): Promise<void> {
  await tenantTables(untyped).insertInto('m_savings_account').values({ ...values, created_on_utc: sqlNow, last_modified_on_utc: sqlNow }).execute();
}

export async function updateSavingsAccount(untyped: Kysely<object>, id: number, userId: number, changes: SavingsAccountChanges): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account')
    .set({ ...changes, last_modified_by: userId, last_modified_on_utc: sqlNow, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Removes a submitted account with its charges, officer history and notes. */
export async function deleteSavingsAccount(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_note').where('savings_account_id', '=', id).execute();
  await db.deleteFrom('m_savings_account_charge').where('savings_account_id', '=', id).execute();
  await db.deleteFrom('m_savings_officer_assignment_history').where('account_id', '=', id).execute();
  await db.deleteFrom('m_savings_account').where('id', '=', id).execute();
}

/** Opens the officer's assignment from `startDate` (Fineract's SavingsOfficerAssignmentHistory). */
export async function insertOfficerAssignment(untyped: Kysely<object>, accountId: number, staffId: number, startDate: string, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_savings_officer_assignment_history')
    .values({ account_id: accountId, savings_officer_id: staffId, start_date: startDate, created_by: userId, last_modified_by: userId, created_date: sqlNow, lastmodified_date: sqlNow })
    .execute();
}

/** The open assignment (no end date) and the latest ended one of the account. */
export async function findOfficerAssignments(untyped: Kysely<object>, accountId: number) {
  return tenantTables(untyped)
    .selectFrom('m_savings_officer_assignment_history')
    .select(['id', 'savings_officer_id', 'start_date', 'end_date'])
    .where('account_id', '=', accountId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateOfficerAssignment(untyped: Kysely<object>, id: number, userId: number, changes: { start_date?: string; end_date?: string; savings_officer_id?: number }): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_officer_assignment_history')
    .set({ ...changes, last_modified_by: userId, lastmodified_date: sqlNow })
    .where('id', '=', id)
    .execute();
}

/** Replaces a submitted account's officer history with one assignment (or none). */
export async function resetOfficerAssignment(untyped: Kysely<object>, accountId: number, staffId: number | null, startDate: string, userId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_savings_officer_assignment_history').where('account_id', '=', accountId).execute();
  if (staffId !== null) {
    await insertOfficerAssignment(untyped, accountId, staffId, startDate, userId);
  }
}

/** Keeps a note on the account (Fineract's note type 500). */
export async function insertSavingsNote(untyped: Kysely<object>, accountId: number, note: string | undefined, userId: number): Promise<void> {
  if (note !== undefined) {
    await tenantTables(untyped).insertInto('m_note').values({ savings_account_id: accountId, note, note_type_enum: 500, created_by: userId, last_modified_by: userId }).execute();
  }
}

/** Whether the holder has a savings account that is not closed (status below 600 and not rejected or withdrawn). */
export async function holderHasOpenSavings(untyped: Kysely<object>, column: 'client_id' | 'group_id', id: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_savings_account')
    .select('id')
    .where(column, '=', id)
    .where('status_enum', 'in', [100, 200, 300, 303, 304])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a staff member is the field officer of an account that is not closed. */
export async function staffHasOpenSavings(untyped: Kysely<object>, staffId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_savings_account')
    .select('id')
    .where('field_officer_id', '=', staffId)
    .where('status_enum', 'in', [100, 200, 300, 303, 304])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
