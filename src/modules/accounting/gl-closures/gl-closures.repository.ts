import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type GlClosureRow = Selectable<TenantDB['acc_gl_closure']>;

/** The closure and the name of its office. */
export interface GlClosureWithOffice {
  readonly id: number;
  readonly office_id: number;
  readonly office_name: string;
  readonly closing_date: string;
  readonly comments: string | null;
}

export async function findGlClosureById(untyped: Kysely<object>, id: number): Promise<GlClosureRow | undefined> {
  return tenantTables(untyped).selectFrom('acc_gl_closure').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The office's closure with the latest closing date (Fineract's "latest closure of the branch"). */
export async function findLatestGlClosure(untyped: Kysely<object>, officeId: number): Promise<GlClosureWithOffice | undefined> {
  return tenantTables(untyped)
    .selectFrom('acc_gl_closure as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.id', 'c.office_id', 'o.name as office_name', 'c.closing_date', 'c.comments'])
    .where('c.office_id', '=', officeId)
    .where('c.is_deleted', '=', false)
    .orderBy('c.closing_date', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the office exists, and the closing date of its latest closure (null without one), in one statement. */
export async function findOfficeClosingState(untyped: Kysely<object>, officeId: number): Promise<{ readonly latestClosingDate: string | null } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_office as o')
    .select((eb) =>
      eb
        .selectFrom('acc_gl_closure as c')
        .select((inner) => inner.fn.max('c.closing_date').as('latest'))
        .whereRef('c.office_id', '=', 'o.id')
        .where('c.is_deleted', '=', false)
        .as('latest_closing_date'),
    )
    .where('o.id', '=', officeId)
    .executeTakeFirst();
  return row === undefined ? undefined : { latestClosingDate: row.latest_closing_date ?? null };
}

export interface NewGlClosure {
  readonly officeId: number;
  readonly closingDate: string;
  readonly comments: string | null;
  readonly userId: number;
}

export async function insertGlClosure(untyped: Kysely<object>, closure: NewGlClosure): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('acc_gl_closure')
    .values({
      office_id: closure.officeId,
      closing_date: closure.closingDate,
      is_deleted: false,
      comments: closure.comments,
      createdby_id: closure.userId,
      lastmodifiedby_id: closure.userId,
      created_date: sql<Date>`current_timestamp`,
      lastmodified_date: sql<Date>`current_timestamp`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGlClosureComments(untyped: Kysely<object>, id: number, comments: string | null, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('acc_gl_closure')
    .set({ comments, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

export async function deleteGlClosure(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('acc_gl_closure').where('id', '=', id).execute();
}
