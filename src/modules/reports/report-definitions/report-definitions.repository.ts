import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ReportRow = Selectable<TenantDB['stretchy_report']>;

/** The columns a request sets. */
export type ReportValues = Pick<ReportRow, 'report_name' | 'report_type' | 'report_subtype' | 'report_category' | 'description' | 'use_report' | 'report_sql'>;

/** One report joined with one of its parameter usages (or none), as the list and the read show them. */
export interface ReportJoinRow {
  readonly id: number;
  readonly report_name: string;
  readonly report_type: string;
  readonly report_subtype: string | null;
  readonly report_category: string | null;
  readonly description: string | null;
  readonly core_report: boolean;
  readonly use_report: boolean;
  readonly report_sql: string | null;
  readonly report_parameter_id: number | null;
  readonly parameter_id: number | null;
  readonly report_parameter_name: string | null;
  readonly parameter_name: string | null;
}

/** A parameter usage as the write side keeps it. */
export interface ParameterUsage {
  readonly id?: number;
  readonly parameter_id: number;
  readonly report_parameter_name: string | null;
}

/** Reports with their parameter usages, by report id then parameter id; `reportId` for one report (with its SQL). */
export async function findReportJoins(db: Kysely<object>, reportId?: number): Promise<ReportJoinRow[]> {
  let query = tenantTables(db)
    .selectFrom('stretchy_report as r')
    .leftJoin('stretchy_report_parameter as rp', 'rp.report_id', 'r.id')
    .leftJoin('stretchy_parameter as p', 'p.id', 'rp.parameter_id')
    .select([
      'r.id',
      'r.report_name',
      'r.report_type',
      'r.report_subtype',
      'r.report_category',
      'r.description',
      'r.core_report',
      'r.use_report',
      'rp.id as report_parameter_id',
      'rp.parameter_id',
      'rp.report_parameter_name',
      'p.parameter_name',
    ])
    .select(reportId === undefined ? sql<null>`null`.as('report_sql') : 'r.report_sql');
  if (reportId !== undefined) {
    query = query.where('r.id', '=', reportId);
  }
  return query.orderBy('r.id').orderBy('rp.parameter_id').execute();
}

/** The parameters a report may use: all but the special ones (Fineract's `special = 'Y'`), by id. */
export async function findAllowedParameters(db: Kysely<object>): Promise<{ id: number; parameter_name: string }[]> {
  return tenantTables(db)
    .selectFrom('stretchy_parameter')
    .select(['id', 'parameter_name'])
    .where(sql<string>`coalesce(special, '')`, '<>', 'Y')
    .orderBy('id')
    .execute();
}

export async function findReportById(db: Kysely<object>, id: number): Promise<ReportRow | undefined> {
  return tenantTables(db).selectFrom('stretchy_report').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReportUsages(db: Kysely<object>, reportId: number): Promise<Required<ParameterUsage>[]> {
  return tenantTables(db)
    .selectFrom('stretchy_report_parameter')
    .select(['id', 'parameter_id', 'report_parameter_name'])
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
}

/** The ids among `ids` that name parameters. */
export async function findParameterIds(db: Kysely<object>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tenantTables(db).selectFrom('stretchy_parameter').select('id').where('id', 'in', [...ids]).execute();
  return rows.map((row) => row.id);
}

/** Whether another report (not `exceptId`) has this name. */
export async function reportNameTaken(db: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(db).selectFrom('stretchy_report').select('id').where('report_name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertReport(db: Kysely<object>, values: ReportValues): Promise<number> {
  const row = await tenantTables(db)
    .insertInto('stretchy_report')
    .values({ ...values, core_report: false, self_service_user_report: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReport(db: Kysely<object>, id: number, values: Partial<ReportValues>): Promise<void> {
  await tenantTables(db).updateTable('stretchy_report').set(values).where('id', '=', id).execute();
}

/** Makes the report's usages exactly `usages`: kept ones renamed, missing ones removed, new ones added. */
export async function replaceUsages(db: Kysely<object>, reportId: number, usages: readonly ParameterUsage[]): Promise<void> {
  const kept = usages.flatMap((usage) => (usage.id === undefined ? [] : [usage.id]));
  let removal = tenantTables(db).deleteFrom('stretchy_report_parameter').where('report_id', '=', reportId);
  if (kept.length > 0) {
    removal = removal.where('id', 'not in', kept);
  }
  await removal.execute();
  for (const usage of usages) {
    if (usage.id !== undefined) {
      await tenantTables(db)
        .updateTable('stretchy_report_parameter')
        .set({ report_parameter_name: usage.report_parameter_name })
        .where('id', '=', usage.id)
        .execute();
    }
  }
  const added = usages.filter((usage) => usage.id === undefined);
  if (added.length > 0) {
    await tenantTables(db)
      .insertInto('stretchy_report_parameter')
      .values(added.map((usage) => ({ report_id: reportId, parameter_id: usage.parameter_id, report_parameter_name: usage.report_parameter_name })))
      .execute();
  }
}

export async function deleteReport(db: Kysely<object>, id: number): Promise<void> {
  await tenantTables(db).deleteFrom('stretchy_report_parameter').where('report_id', '=', id).execute();
  await tenantTables(db).deleteFrom('stretchy_report').where('id', '=', id).execute();
}

const readCode = (reportName: string): string => `READ_${reportName}`;

/** The report's READ_<report name> permission (grouping `report`, as Fineract's). */
export async function insertReadPermission(db: Kysely<object>, reportName: string): Promise<void> {
  await tenantTables(db)
    .insertInto('m_permission')
    .values({ grouping: 'report', code: readCode(reportName), entity_name: reportName, action_name: 'READ', can_maker_checker: false })
    .execute();
}

/** Renames the READ permission with its report, so that roles granted it keep running it. */
export async function renameReadPermission(db: Kysely<object>, from: string, to: string): Promise<void> {
  await tenantTables(db)
    .updateTable('m_permission')
    .set({ code: readCode(to), entity_name: to })
    .where(sql<string>`upper(code)`, '=', readCode(from).toUpperCase())
    .execute();
}

/** Removes the READ permission and every role's grant of it; false when there was no such permission. */
export async function deleteReadPermission(db: Kysely<object>, reportName: string): Promise<boolean> {
  const ids = tenantTables(db).selectFrom('m_permission').select('id').where(sql<string>`upper(code)`, '=', readCode(reportName).toUpperCase());
  await tenantTables(db).deleteFrom('m_role_permission').where('permission_id', 'in', ids).execute();
  const deleted = await tenantTables(db).deleteFrom('m_permission').where(sql<string>`upper(code)`, '=', readCode(reportName).toUpperCase()).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Plans a statement without running it, under a savepoint: the database's error message, or undefined. */
export async function planError(db: Kysely<object>, text: string): Promise<string | undefined> {
  await sql`savepoint report_plan`.execute(db);
  try {
    await sql`explain ${sql.raw(text)}`.execute(db);
    await sql`release savepoint report_plan`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint report_plan`.execute(db);
    return error instanceof Error ? error.message : String(error);
  }
}
