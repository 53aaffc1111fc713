import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { checkReportSql } from '../run-reports/run-reports.sql.ts';
import { coreReportChange, coreReportDelete, duplicateReportName, parameterIdMandatory, reportNotFound, reportParameterNotFound } from './report-definitions.errors.ts';
import {
  deleteReadPermission,
  deleteReport,
  findParameterIds,
  findReportById,
  findReportUsages,
  insertReadPermission,
  insertReport,
  renameReadPermission,
  replaceUsages,
  reportNameTaken,
  updateReport,
  type ParameterUsage,
  type ReportRow,
  type ReportValues,
} from './report-definitions.repository.ts';
import { REPORT_SUB_TYPES, REPORT_TYPES, SQL_REPORT_TYPES } from './domain/report-types.ts';

const PARAMETERS = ['reportName', 'reportType', 'reportSubType', 'reportCategory', 'description', 'reportSql', 'useReport', 'reportParameters'];

/** Text members as the request gives them: a blank string clears the member (null), absent leaves it. */
function text(json: JsonCommand, name: string, trim: boolean): string | null | undefined {
  if (!json.has(name)) {
    return undefined;
  }
  const value = json.string(name) ?? '';
  const kept = trim ? value.trim() : value;
  return kept.trim() === '' ? null : kept;
}

/** A report's members as a request gives them: absent (undefined) or a value, null clearing it. */
type ReportFields = { [K in keyof ReportValues]?: ReportValues[K] | null };

interface ReportInput {
  readonly values: ReportFields;
  /** The requested parameter usages, when `reportParameters` was sent as an array. */
  readonly usages: readonly UsageRequest[] | undefined;
}

interface UsageRequest {
  readonly id: number | undefined;
  readonly parameterId: number | undefined;
  readonly reportParameterName: string | null | undefined;
}

function readUsages(json: JsonCommand, v: DataValidator): UsageRequest[] | undefined {
  const raw = json.json.reportParameters;
  if (raw === undefined || raw === null) {
    return undefined;
  }
  if (!Array.isArray(raw)) {
    v.fail('reportParameters', 'must.be.an.array', 'The parameter `reportParameters` must be an array.');
    return undefined;
  }
  const id = (value: unknown, name: string): number | undefined => {
    if (value === undefined || value === null || value === '') {
      return undefined;
    }
    const digits = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
    if (/^\d{1,15}$/.test(digits)) {
      return Number(digits);
    }
    v.fail(`reportParameters.${name}`, 'invalid.integer.format', `The parameter \`${name}\` of a report parameter must be an integer.`, [value]);
    return undefined;
  };
  return raw.map((item: unknown) => {
    const entry = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const name = entry.reportParameterName;
    const nameText = typeof name === 'string' ? name : JSON.stringify(name);
    return {
      id: id(entry.id, 'id'),
      parameterId: id(entry.parameterId, 'parameterId'),
      reportParameterName: name === undefined ? undefined : name === null || nameText.trim() === '' ? null : nameText,
    };
  });
}

function readReport(json: JsonCommand): ReportInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('report');
  const useReport = json.boolean('useReport', v);
  const usages = readUsages(json, v);
  v.throwIfErrors();
  const values: ReportFields = {
    report_name: text(json, 'reportName', true),
    report_type: text(json, 'reportType', true),
    report_subtype: text(json, 'reportSubType', true),
    report_category: text(json, 'reportCategory', true),
    description: text(json, 'description', false),
    use_report: useReport,
    report_sql: text(json, 'reportSql', false),
  };
  return { values, usages };
}

/** Fineract's checks of a report as it will be saved (all errors at once, resource `report`). */
function validateReport(report: ReportFields): void {
  const v = new DataValidator('report');
  v.parameter('reportName', report.report_name).notBlank().notExceedingLengthOf(100);
  v.parameter('reportType', report.report_type).notBlank().isOneOf(REPORT_TYPES);
  v.parameter('reportSubType', report.report_subtype).notExceedingLengthOf(20);
  const type = report.report_type ?? '';
  if (type !== '') {
    if (type === 'Chart') {
      if (report.report_subtype === null || report.report_subtype === undefined) {
        v.fail('reportSubType', `must.be.provided.when.reportType.is.${type}`, `The parameter \`reportSubType\` must be provided when \`reportType\` is ${type}`, [null, 'reportType', type]);
      }
      v.parameter('reportSubType', report.report_subtype).isOneOf(REPORT_SUB_TYPES);
    } else if (report.report_subtype !== null && report.report_subtype !== undefined) {
      v.fail('reportSubType', `cannot.also.be.provided.when.reportType.is.${type}`, `The parameter \`reportSubType\` cannot also be provided when \`reportType\` is ${type}`, [report.report_subtype, 'reportType', type]);
    }
  }
  v.parameter('reportCategory', report.report_category).notExceedingLengthOf(45);
  if (type !== '') {
    const hasSql = report.report_sql !== null && report.report_sql !== undefined;
    if (SQL_REPORT_TYPES.includes(type) && !hasSql) {
      v.fail('reportSql', `must.be.provided.when.reportType.is.${type}`, `The parameter \`reportSql\` must be provided when \`reportType\` is ${type}`, [null, 'reportType', type]);
    } else if (!SQL_REPORT_TYPES.includes(type) && hasSql) {
      v.fail('reportSql', `cannot.also.be.provided.when.reportType.is.${type}`, `The parameter \`reportSql\` cannot also be provided when \`reportType\` is ${type}`, ['…', 'reportType', type]);
    }
  }
  v.throwIfErrors();
}

/** The usages the report will have: existing ones (by `id`) renamed, new ones (by `parameterId`) added. */
async function assembleUsages(db: Kysely<object>, reportId: number | undefined, requested: readonly UsageRequest[]): Promise<ParameterUsage[]> {
  const existing = reportId === undefined ? [] : await findReportUsages(db, reportId);
  const parameterIds = requested.flatMap((usage) => (usage.parameterId === undefined ? [] : [usage.parameterId]));
  const known = new Set(await findParameterIds(db, parameterIds));
  return requested.map((usage) => {
    if (usage.parameterId !== undefined && !known.has(usage.parameterId)) {
      throw reportParameterNotFound(usage.parameterId);
    }
    if (usage.id !== undefined) {
      const current = existing.find((row) => row.id === usage.id);
      if (current === undefined) {
        throw reportParameterNotFound(usage.id);
      }
      if (usage.parameterId !== undefined && usage.parameterId !== current.parameter_id) {
        throw reportParameterNotFound(usage.parameterId);
      }
      return { id: current.id, parameter_id: current.parameter_id, report_parameter_name: usage.reportParameterName === undefined ? current.report_parameter_name : usage.reportParameterName };
    }
    if (usage.parameterId === undefined) {
      throw parameterIdMandatory();
    }
    return { parameter_id: usage.parameterId, report_parameter_name: usage.reportParameterName ?? null };
  });
}

function sameUsages(a: readonly ParameterUsage[], b: readonly ParameterUsage[]): boolean {
  const key = (usage: ParameterUsage): string => `${usage.id ?? 'new'}:${usage.parameter_id}:${usage.report_parameter_name ?? ''}`;
  return a.length === b.length && a.map(key).sort().join('|') === b.map(key).sort().join('|');
}

/** The SQL a report keeps is checked as the runner checks it, and must plan against the tenant's tables. */
async function checkSql(db: Kysely<object>, report: ReportFields): Promise<void> {
  if (report.report_sql !== null && report.report_sql !== undefined) {
    await checkReportSql(db, report.report_sql, true);
  }
}

async function createReport(ctx: CommandContext): Promise<CommandResult> {
  const input = readReport(ctx.json);
  validateReport(input.values);
  const values: ReportValues = {
    report_name: input.values.report_name ?? '',
    report_type: input.values.report_type ?? '',
    report_subtype: input.values.report_subtype ?? null,
    report_category: input.values.report_category ?? null,
    description: input.values.description ?? null,
    use_report: input.values.use_report ?? false,
    report_sql: input.values.report_sql ?? null,
  };
  const name = values.report_name;
  if (await reportNameTaken(ctx.db, name)) {
    throw duplicateReportName(name);
  }
  await checkSql(ctx.db, values);
  const usages = input.usages === undefined ? [] : await assembleUsages(ctx.db, undefined, input.usages);
  const reportId = await insertReport(ctx.db, values);
  if (usages.length > 0) {
    await replaceUsages(ctx.db, reportId, usages);
  }
  await insertReadPermission(ctx.db, name);
  return { resourceId: reportId };
}

function changesOf(row: ReportRow, input: ReportInput): ChangeSet<ReportRow> {
  return new ChangeSet<ReportRow>(row)
    .track('reportName', 'report_name', input.values.report_name ?? undefined)
    .track('reportType', 'report_type', input.values.report_type ?? undefined)
    .track('reportSubType', 'report_subtype', input.values.report_subtype)
    .track('reportCategory', 'report_category', input.values.report_category)
    .track('description', 'description', input.values.description)
    .track('useReport', 'use_report', input.values.use_report ?? undefined)
    .track('reportSql', 'report_sql', input.values.report_sql);
}

async function updateReportCommand(ctx: CommandContext): Promise<CommandResult> {
  const reportId = ctx.entityId ?? 0;
  const input = readReport(ctx.json);
  const row = await findReportById(ctx.db, reportId);
  if (row === undefined) {
    throw reportNotFound(reportId);
  }
  const set = changesOf(row, input);
  const after = { ...row, ...set.values };
  validateReport(after);
  let usages: ParameterUsage[] | undefined;
  if (input.usages !== undefined) {
    usages = await assembleUsages(ctx.db, reportId, input.usages);
    if (sameUsages(usages, await findReportUsages(ctx.db, reportId))) {
      usages = undefined;
    } else {
      set.changes.reportParameters = ctx.json.json.reportParameters;
    }
  }
  if (row.core_report) {
    const refused = Object.keys(set.changes).find((member) => member !== 'useReport');
    if (refused !== undefined) {
      throw coreReportChange(refused);
    }
  }
  if (set.has('report_name') && (await reportNameTaken(ctx.db, after.report_name, reportId))) {
    throw duplicateReportName(after.report_name);
  }
  if (set.has('report_sql')) {
    await checkSql(ctx.db, after);
  }
  if (Object.keys(set.values).length > 0) {
    await updateReport(ctx.db, reportId, set.values);
  }
  if (usages !== undefined) {
    await replaceUsages(ctx.db, reportId, usages);
  }
  if (set.has('report_name')) {
    await renameReadPermission(ctx.db, row.report_name, after.report_name);
  }
  return { resourceId: reportId, changes: set.isEmpty ? undefined : set.changes };
}

/** Removes a non-core report, its parameter usages, its READ permission and every role's grant of it. */
async function deleteReportCommand(ctx: CommandContext): Promise<CommandResult> {
  const reportId = ctx.entityId ?? 0;
  const row = await findReportById(ctx.db, reportId);
  if (row === undefined) {
    throw reportNotFound(reportId);
  }
  if (row.core_report) {
    throw coreReportDelete();
  }
  await deleteReport(ctx.db, reportId);
  await deleteReadPermission(ctx.db, row.report_name);
  return { resourceId: reportId };
}

export const reportCommandHandlers = [
  commandHandler('REPORT', 'CREATE', createReport),
  commandHandler('REPORT', 'UPDATE', updateReportCommand),
  commandHandler('REPORT', 'DELETE', deleteReportCommand),
];
