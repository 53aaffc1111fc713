import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type OriginatorRow = Pick<Selectable<TenantDB['m_loan_originator']>, 'id' | 'external_id' | 'name' | 'status' | 'originator_type_cv_id' | 'channel_type_cv_id'>;
export type OriginatorValues = Omit<OriginatorRow, 'id'>;

const COLUMNS = ['id', 'external_id', 'name', 'status', 'originator_type_cv_id', 'channel_type_cv_id'] as const;

function selectOriginators(untyped: Kysely<object>) {
  return tenantTables(untyped).selectFrom('m_loan_originator').select(COLUMNS);
}

export async function findOriginator(untyped: Kysely<object>, id: number): Promise<OriginatorRow | undefined> {
  return selectOriginators(untyped).where('id', '=', id).executeTakeFirst();
}

export async function findOriginatorByExternalId(untyped: Kysely<object>, externalId: string): Promise<OriginatorRow | undefined> {
  return selectOriginators(untyped).where('external_id', '=', externalId).executeTakeFirst();
}

/** Every originator, by id. */
export async function listOriginators(untyped: Kysely<object>): Promise<OriginatorRow[]> {
  return selectOriginators(untyped).orderBy('id').execute();
}

/** The originators attached to a loan, in the order they were attached. */
export async function listOriginatorsOfLoan(untyped: Kysely<object>, loanId: number): Promise<OriginatorRow[]> {
  return tenantTables(untyped)
    .selectFrom('m_loan_originator_mapping as m')
    .innerJoin('m_loan_originator as o', 'o.id', 'm.originator_id')
    .select(['o.id', 'o.external_id', 'o.name', 'o.status', 'o.originator_type_cv_id', 'o.channel_type_cv_id'])
    .where('m.loan_id', '=', loanId)
    .orderBy('m.id')
    .execute();
}

export async function insertOriginator(untyped: Kysely<object>, values: OriginatorValues, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_loan_originator')
    .values({ ...values, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOriginator(untyped: Kysely<object>, id: number, values: Partial<OriginatorValues>, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_originator')
    .set({ ...values, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

export async function deleteOriginator(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loan_originator').where('id', '=', id).execute();
}

/** Whether the originator is attached to any loan. */
export async function isOriginatorMapped(untyped: Kysely<object>, originatorId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan_originator_mapping').select('id').where('originator_id', '=', originatorId).limit(1).executeTakeFirst();
  return row !== undefined;
}
