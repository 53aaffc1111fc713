import { sql, type Kysely } from 'kysely';
import { isTrueFlag, nonNegativeInteger } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { retrieveOfficeOptions } from '../../organisation/index.ts';
import { glClosureNotFound } from './gl-closures.errors.ts';
import { presentGlClosure, type GlClosureReadRow, type GlClosureView } from './gl-closures.presenter.ts';

function closuresWithNames(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('acc_gl_closure as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .leftJoin('m_appuser as cu', 'cu.id', 'c.createdby_id')
    .leftJoin('m_appuser as uu', 'uu.id', 'c.lastmodifiedby_id')
    .select([
      'c.id',
      'c.office_id',
      'o.name as office_name',
      'c.closing_date',
      'c.is_deleted',
      sql<string | null>`cast(c.created_date as date)`.as('created_on'),
      sql<string | null>`cast(c.lastmodified_date as date)`.as('updated_on'),
      'c.createdby_id',
      'cu.username as created_by_username',
      'c.lastmodifiedby_id',
      'uu.username as updated_by_username',
      'c.comments',
    ]);
}

/** GET /glclosures[?officeId=]: the closures (of one office when `officeId` is given and not 0), latest first. */
export async function retrieveAllGlClosures(untyped: Kysely<object>, query: { readonly officeId?: string }): Promise<GlClosureView[]> {
  const officeId = nonNegativeInteger('officeId', query.officeId);
  let select = closuresWithNames(untyped).where('c.is_deleted', '=', false);
  if (officeId !== undefined && officeId !== 0) {
    select = select.where('c.office_id', '=', officeId);
  }
  const rows: GlClosureReadRow[] = await select.orderBy('c.closing_date', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map((row) => presentGlClosure(row));
}

/** GET /glclosures/{id}; `template=true` fills `allowedOffices` with the offices the user sees. */
export async function retrieveGlClosure(
  untyped: Kysely<object>,
  glClosureId: number,
  query: { readonly template?: string },
  userHierarchy: string,
): Promise<GlClosureView> {
  const row: GlClosureReadRow | undefined = await closuresWithNames(untyped).where('c.id', '=', glClosureId).executeTakeFirst();
  if (row === undefined) {
    throw glClosureNotFound(glClosureId);
  }
  return presentGlClosure(row, isTrueFlag(query.template) ? await retrieveOfficeOptions(untyped, userHierarchy) : []);
}
