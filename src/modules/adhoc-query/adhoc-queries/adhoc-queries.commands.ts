import type { Kysely, RawBuilder } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { adhocNotFound, sqlValidationError } from './adhoc-queries.errors.ts';
import {
  deleteAdhoc,
  findAdhocById,
  findTableColumns,
  insertAdhoc,
  insertStatement,
  planError,
  statementText,
  updateAdhoc,
  type AdhocRow,
  type AdhocValues,
} from './adhoc-queries.repository.ts';
import { CUSTOM } from './domain/report-run-frequency.ts';
import { destinationOf, insertRefusal, parseSql, queryRefusal } from './domain/sql-policy.ts';

const PARAMETERS = ['name', 'query', 'tableName', 'tableFields', 'email', 'isActive', 'reportRunFrequency', 'reportRunEvery'];

/** Mandatory text members and their maximum lengths (tableFields: the column's 1000 on update too). */
const TEXT_MEMBERS: readonly (readonly [string, number])[] = [
  ['name', 100],
  ['query', 2000],
  ['tableName', 100],
  ['tableFields', 1000],
];
const EMAIL_MAX_LENGTH = 500;

/** What the job runs: the stored query and where its rows go. */
export interface AdhocSql {
  readonly query: string;
  readonly tableName: string;
  readonly tableFields: string;
}

interface AdhocInput {
  readonly name: string | undefined;
  readonly query: string | undefined;
  readonly tableName: string | undefined;
  readonly tableFields: string | undefined;
  readonly email: string | undefined;
  readonly reportRunFrequency: number | undefined;
  readonly reportRunEvery: number | undefined;
}

/** Reads and checks the body (`isActive` is accepted and ignored); `creating` makes the text members mandatory. */
function readAdhoc(json: JsonCommand, creating: boolean): AdhocInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('adhoc');
  for (const [name, maxLength] of TEXT_MEMBERS) {
    if (creating || json.has(name)) {
      v.parameter(name, json.string(name)).notBlank().notExceedingLengthOf(maxLength);
    }
  }
  v.parameter('email', json.string('email')).notExceedingLengthOf(EMAIL_MAX_LENGTH);
  const reportRunFrequency = json.long('reportRunFrequency', v);
  v.parameter('reportRunFrequency', reportRunFrequency).inMinMaxRange(1, CUSTOM);
  const reportRunEvery = json.long('reportRunEvery', v);
  v.parameter('reportRunEvery', reportRunEvery).positive();
  v.throwIfErrors();
  return {
    name: json.trimmedString('name'),
    query: json.trimmedString('query'),
    tableName: json.trimmedString('tableName'),
    tableFields: json.trimmedString('tableFields'),
    email: json.trimmedString('email'),
    reportRunFrequency,
    reportRunEvery,
  };
}

/** A Custom frequency needs `reportRunEvery` (checked on the values the row will have). */
function requireRunEveryForCustom(frequency: number | null, runEvery: number | null): void {
  if (frequency === CUSTOM && runEvery === null) {
    const v = new DataValidator('adhoc');
    v.parameter('reportRunEvery', runEvery).notBlank();
    v.throwIfErrors();
  }
}

/**
 * Checks a query and its destination for running (decision B3) and returns the INSERT the job executes:
 * the query is one allowed SELECT; the table and each field are plain identifiers of an existing table of
 * the tenant and its columns; and the INSERT built from them parses as exactly that INSERT … SELECT.
 * Refusals are 403 `error.msg.sql.validation`.
 */
export async function checkedInsert(db: Kysely<object>, input: AdhocSql): Promise<RawBuilder<unknown>> {
  const refusal = await queryRefusal(input.query);
  if (refusal !== undefined) {
    throw sqlValidationError(refusal);
  }
  const destination = destinationOf(input.tableName, input.tableFields);
  if (typeof destination === 'string') {
    throw sqlValidationError(destination);
  }
  const columns = await findTableColumns(db, destination.table);
  if (columns === undefined) {
    throw sqlValidationError(`the table ${destination.table} does not exist`);
  }
  const unknown = destination.fields.find((field) => !columns.includes(field));
  if (unknown !== undefined) {
    throw sqlValidationError(`the table ${destination.table} has no column ${unknown}`);
  }
  const statement = insertStatement(destination, input.query);
  const parsed = await parseSql(statementText(db, statement));
  const insertProblem = 'refusal' in parsed ? parsed.refusal : insertRefusal(parsed.tree, destination.table, destination.fields);
  if (insertProblem !== undefined) {
    throw sqlValidationError(insertProblem);
  }
  return statement;
}

/** On create and update: the checks of `checkedInsert`, and the INSERT must plan (tables, columns and types fit). */
async function checkSql(db: Kysely<object>, input: AdhocSql): Promise<void> {
  const statement = await checkedInsert(db, input);
  const error = await planError(db, statement);
  if (error !== undefined) {
    throw sqlValidationError(`the query cannot run: ${error}`);
  }
}

async function createAdhoc(ctx: CommandContext): Promise<CommandResult> {
  const input = readAdhoc(ctx.json, true);
  const values: AdhocValues = {
    name: input.name ?? null,
    query: input.query ?? null,
    table_name: input.tableName ?? null,
    table_fields: input.tableFields ?? null,
    email: input.email ?? null,
    report_run_frequency_code: input.reportRunFrequency ?? null,
    report_run_every: input.reportRunEvery ?? null,
  };
  requireRunEveryForCustom(values.report_run_frequency_code, values.report_run_every);
  await checkSql(ctx.db, { query: input.query ?? '', tableName: input.tableName ?? '', tableFields: input.tableFields ?? '' });
  return { resourceId: await insertAdhoc(ctx.db, values, ctx.user.id) };
}

function changesOf(ctx: CommandContext, row: AdhocRow, input: AdhocInput): ChangeSet<AdhocValues> {
  return new ChangeSet<AdhocValues>(row)
    .track('name', 'name', input.name)
    .track('query', 'query', input.query)
    .track('tableName', 'table_name', input.tableName)
    .track('tableFields', 'table_fields', input.tableFields)
    .track('email', 'email', ctx.json.has('email') ? (input.email ?? null) : undefined)
    .track('reportRunFrequency', 'report_run_frequency_code', input.reportRunFrequency)
    .track('reportRunEvery', 'report_run_every', input.reportRunEvery);
}

async function updateAdhocCommand(ctx: CommandContext): Promise<CommandResult> {
  const adHocId = ctx.entityId ?? 0;
  const input = readAdhoc(ctx.json, false);
  const row = await findAdhocById(ctx.db, adHocId);
  if (row === undefined) {
    throw adhocNotFound(adHocId);
  }
  const set = changesOf(ctx, row, input);
  const after = { ...row, ...set.values };
  requireRunEveryForCustom(after.report_run_frequency_code, after.report_run_every);
  if (input.query !== undefined || input.tableName !== undefined || input.tableFields !== undefined) {
    await checkSql(ctx.db, { query: after.query ?? '', tableName: after.table_name ?? '', tableFields: after.table_fields ?? '' });
  }
  if (!set.isEmpty) {
    await updateAdhoc(ctx.db, adHocId, set.values, ctx.user.id);
  }
  return { resourceId: adHocId, changes: set.isEmpty ? undefined : set.changes };
}

/** Removes the saved query only; the destination table and its rows stay. */
async function deleteAdhocCommand(ctx: CommandContext): Promise<CommandResult> {
  const adHocId = ctx.entityId ?? 0;
  if ((await findAdhocById(ctx.db, adHocId)) === undefined) {
    throw adhocNotFound(adHocId);
  }
  await deleteAdhoc(ctx.db, adHocId);
  return { resourceId: adHocId };
}

export const adhocCommandHandlers = [
  commandHandler('ADHOC', 'CREATE', createAdhoc),
  commandHandler('ADHOC', 'UPDATE', updateAdhocCommand),
  commandHandler('ADHOC', 'DELETE', deleteAdhocCommand),
];
