import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { RawReply } from '../../../platform/http/index.ts';
import { hasPermission, type Principal } from '../../../platform/security/index.ts';
import { RUNNABLE_REPORT_TYPES } from '../report-definitions/domain/report-types.ts';
import { requestedParameters, type PlaceholderSql } from './domain/placeholders.ts';
import { invalidOutputType, notAuthorisedToRun, reportNameNotFound, reportParameterMissing, reportRunError, reportServiceMissing } from './run-reports.errors.ts';
import { CONTENT_TYPES, reportFileWriter, reportJsonWriter, type ReportFileFormat, type ReportFileWriter } from './run-reports.exports.ts';
import { boundStatement, countReportRows, findParameterByName, findReportByName, runReportStatement } from './run-reports.repository.ts';
import { checkReportSql } from './run-reports.sql.ts';

/** Rows fetched from the cursor at a time. */
export const REPORT_BATCH_SIZE = 500;

/** Placeholders the server fills from the caller; a request's R_ parameters never override them. */
export const SPECIAL_PLACEHOLDERS: ReadonlySet<string> = new Set(['currentUserHierarchy', 'currentUserId', 'isSelfServiceUser', 'currentDate']);

/** Who runs a report, and where its special placeholders come from. */
export interface ReportCaller {
  readonly user: Principal;
  /** The tenant's business date (yyyy-mm-dd), asked for only when the report uses ${currentDate}. */
  readonly businessDate: () => Promise<string>;
}

/** A report or parameter list ready to run: its SQL split at its placeholders, and the values, in order. */
export interface PreparedReport {
  readonly split: PlaceholderSql;
  readonly values: readonly string[];
}

const isTrue = (value: string | undefined): boolean => value?.toLowerCase() === 'true';

/** Fineract's rule: a report needs READ_<report name>, REPORTING_SUPER_USER, ALL_FUNCTIONS or ALL_FUNCTIONS_READ; parameter lists need none. */
export function requireRunPermission(user: Principal, reportName: string): void {
  if (!hasPermission(user, `READ_${reportName}`) && !hasPermission(user, 'REPORTING_SUPER_USER')) {
    throw notAuthorisedToRun(reportName);
  }
}

/**
 * Finds the report (or, with `parameterType`, the parameter list) by name, checks its SQL and gathers the
 * values of its placeholders: `R_<name>` from the request, the special ones from the caller.
 */
export async function prepareReport(
  db: Kysely<object>,
  name: string,
  options: { readonly parameterType: boolean; readonly selfService: boolean; readonly parameters: Readonly<Record<string, string | undefined>> },
  caller: ReportCaller,
): Promise<PreparedReport> {
  const stored = options.parameterType ? await findParameterByName(db, name) : await findReportByName(db, name, options.selfService);
  if (stored === undefined) {
    throw reportNameNotFound(name);
  }
  if (!RUNNABLE_REPORT_TYPES.includes(stored.type)) {
    throw reportServiceMissing(stored.type);
  }
  if (stored.sql === null || stored.sql.trim() === '') {
    throw reportNameNotFound(name);
  }
  const split = await checkReportSql(db, stored.sql, false);
  const missing = requestedParameters(split, SPECIAL_PLACEHOLDERS).find((placeholder) => options.parameters[placeholder] === undefined);
  if (missing !== undefined) {
    throw reportParameterMissing(missing);
  }
  const businessDate = split.names.includes('currentDate') ? await caller.businessDate() : '';
  const special: Readonly<Record<string, string>> = {
    currentUserHierarchy: caller.user.officeHierarchy,
    currentUserId: String(caller.user.id),
    isSelfServiceUser: String(options.selfService),
    currentDate: businessDate,
  };
  const values = split.names.map((placeholder) => (SPECIAL_PLACEHOLDERS.has(placeholder) ? (special[placeholder] ?? '') : (options.parameters[placeholder] ?? '')));
  return { split, values };
}

/** Runs a prepared report through a file writer (batch by batch). */
export async function writeReport(db: Kysely<object>, prepared: PreparedReport, writer: ReportFileWriter, onRows?: (count: number) => void): Promise<void> {
  try {
    await runReportStatement(
      db,
      boundStatement(prepared.split, prepared.values),
      REPORT_BATCH_SIZE,
      (columns) => writer.columns(columns),
      async (rows) => {
        await writer.rows(rows);
        onRows?.(rows.length);
      },
    );
  } catch (error) {
    throw reportRunError(error);
  }
  await writer.finish();
}

/** How many rows a prepared report has (the CLI's progress bar). */
export async function countReport(db: Kysely<object>, prepared: PreparedReport): Promise<number> {
  try {
    return await countReportRows(db, boundStatement(prepared.split, prepared.values));
  } catch (error) {
    throw reportRunError(error);
  }
}

/**
 * Starts a run whose output is the returned stream, and answers once the report's columns are known: a
 * refusal until then (an invalid parameter value, a failing statement) is still an error answer; a failure
 * after that ends the stream with the error. Rows are fetched from the cursor only as fast as the stream is
 * read, so the result is never held whole.
 */
async function streamReport(db: Kysely<object>, prepared: PreparedReport, writerFor: (out: Writable) => ReportFileWriter | Promise<ReportFileWriter>): Promise<Readable> {
  const out = new PassThrough();
  const writer = await writerFor(out);
  let begun = false;
  let columnsKnown = (): void => undefined;
  const begins = new Promise<undefined>((resolve) => {
    columnsKnown = () => resolve(undefined);
  });
  const run = writeReport(db, prepared, {
    async columns(columns) {
      begun = true;
      columnsKnown();
      await writer.columns(columns);
    },
    rows: (rows) => writer.rows(rows),
    finish: () => writer.finish(),
  });
  const failure = run.then(
    () => undefined,
    (error: unknown) => {
      if (begun) {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
      return { error };
    },
  );
  const first = await Promise.race([begins, failure]);
  if (first !== undefined) {
    throw first.error;
  }
  return out;
}

/** The file format a request asks for (`exportCSV`, `exportPDF`, `output-type`), or undefined for JSON. */
export function requestedFormat(query: Readonly<Record<string, string | undefined>>): ReportFileFormat | undefined {
  if (isTrue(query.exportCSV)) {
    return 'csv';
  }
  if (isTrue(query.exportPDF)) {
    return 'pdf';
  }
  const outputType = query['output-type'];
  if (outputType === undefined || outputType === '' || outputType.toUpperCase() === 'JSON') {
    return undefined;
  }
  const format = ({ CSV: 'csv', XLS: 'xlsx', XLSX: 'xlsx', PDF: 'pdf' } as const)[outputType.toUpperCase()];
  if (format === undefined) {
    throw invalidOutputType(outputType);
  }
  return format;
}

/** The request's report parameters: `R_officeId=1` gives officeId = "1". */
export function reportParameters(query: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (key.startsWith('R_') && key.length > 2 ? [[key.slice(2), value]] : [])));
}

/** The export targets of the runner for Table, Chart and SMS reports (Fineract's names; S3 is not offered). */
const EXPORT_TARGETS = [
  { key: 'CSV', queryParameter: 'exportCSV' },
  { key: 'PDF', queryParameter: 'exportPDF' },
  { key: 'JSON', queryParameter: 'exportJSON' },
] as const;

/** GET /runreports/availableExports/{reportName}: what the report can be exported as (404 unknown, 503 no service). */
export async function availableExports(
  db: Kysely<object>,
  name: string,
  query: Readonly<Record<string, string | undefined>>,
): Promise<readonly { readonly key: string; readonly queryParameter: string }[]> {
  const stored = isTrue(query.parameterType) ? await findParameterByName(db, name) : await findReportByName(db, name, isTrue(query.isSelfServiceUserReport));
  if (stored === undefined) {
    throw reportNameNotFound(name);
  }
  if (!RUNNABLE_REPORT_TYPES.includes(stored.type)) {
    throw reportServiceMissing(stored.type);
  }
  return EXPORT_TARGETS;
}

/** GET /runreports/{reportName}: JSON (generic result set or objects), or a CSV, XLSX or PDF file. */
export async function runReport(db: Kysely<object>, name: string, query: Readonly<Record<string, string | undefined>>, caller: ReportCaller): Promise<unknown> {
  const parameterType = isTrue(query.parameterType);
  if (!parameterType) {
    requireRunPermission(caller.user, name);
  }
  const format = requestedFormat(query);
  const prepared = await prepareReport(db, name, { parameterType, selfService: isTrue(query.isSelfServiceUserReport), parameters: reportParameters(query) }, caller);
  if (format !== undefined) {
    const fileName = `${name.replace(/[^A-Za-z0-9 _().-]/g, '_')}.${format}`;
    const file = await streamReport(db, prepared, (out) => reportFileWriter(format, out, name));
    return new RawReply(file, CONTENT_TYPES[format], { 'Content-Disposition': `attachment; filename="${fileName}"` });
  }
  const shape = isTrue(query.genericResultSet) || query.genericResultSet === undefined ? 'generic' : 'objects';
  return new RawReply(await streamReport(db, prepared, (out) => reportJsonWriter(out, shape)), 'application/json; charset=utf-8');
}
