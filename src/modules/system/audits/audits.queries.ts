import { sql, type Kysely } from 'kysely';
import { auditJson, isCheckerSuperUser, ProcessingResult } from '../../../platform/commands/index.ts';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { parseLocalDate } from '../../../shared/time/index.ts';
import { auditNotFound } from './audits.errors.ts';
import { PROCESSING_RESULT_LABELS, presentAudit, type AuditView } from './audits.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Fineract caps an unpaged audit list at 200 entries, newest first. */
const UNPAGED_LIMIT = 200;

const ORDER_BY_COLUMNS = {
  id: 'aud.id',
  actionName: 'aud.action_name',
  entityName: 'aud.entity_name',
  resourceId: 'aud.resource_id',
  madeOnDate: 'aud.made_on_date_utc',
  processingResult: 'aud.processing_result_enum',
} as const;

const ID_FILTERS = {
  resourceId: 'aud.resource_id',
  makerId: 'aud.maker_id',
  checkerId: 'aud.checker_id',
  processingResult: 'aud.processing_result_enum',
  officeId: 'aud.office_id',
  groupId: 'aud.group_id',
  clientId: 'aud.client_id',
  loanid: 'aud.loan_id',
  savingsAccountId: 'aud.savings_account_id',
} as const;

const TIME_FILTERS = {
  makerDateTimeFrom: ['aud.made_on_date_utc', '>='],
  makerDateTimeTo: ['aud.made_on_date_utc', '<='],
  checkerDateTimeFrom: ['aud.checked_on_date_utc', '>='],
  checkerDateTimeTo: ['aud.checked_on_date_utc', '<='],
} as const;

function baseQuery(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_portfolio_command_source as aud')
    .leftJoin('m_appuser as mk', 'mk.id', 'aud.maker_id')
    .leftJoin('m_appuser as ck', 'ck.id', 'aud.checker_id')
    .leftJoin('m_office as o', 'o.id', 'aud.office_id');
}

type AuditQuery = ReturnType<typeof baseQuery>;

/** "yyyy-MM-dd HH:mm:ss" (UTC), as Fineract's audit search takes it → an SQL timestamptz value. */
function parseInstant(name: string, text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (match === null || parseLocalDate(`${match[1]}-${match[2]}-${match[3]}`, 'yyyy-MM-dd') === undefined || Number(match[4] ?? 0) > 23 || Number(match[5] ?? 0) > 59 || Number(match[6] ?? 0) > 59) {
    throw new ValidationError([parameterError('validation.msg.invalid.dateFormat.format', `The parameter \`${name}\` must be a date-time as yyyy-MM-dd HH:mm:ss.`, name, [text], text)]);
  }
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4] ?? '00'}:${match[5] ?? '00'}:${match[6] ?? '00'}Z`;
  return sql<Date>`cast(${iso} as timestamptz)`;
}

function applyFilters(query: AuditQuery, params: Query): AuditQuery {
  let filtered = query;
  for (const name of ['actionName', 'entityName'] as const) {
    const value = params[name]?.trim();
    if (value !== undefined && value !== '') {
      filtered = filtered.where(name === 'actionName' ? 'aud.action_name' : 'aud.entity_name', '=', value);
    }
  }
  for (const [name, column] of Object.entries(ID_FILTERS)) {
    const value = params[name]?.trim();
    if (value !== undefined && value !== '') {
      if (!/^\d{1,15}$/.test(value)) {
        throw new ValidationError([parameterError('validation.msg.invalid.integer.format', `The parameter \`${name}\` must be a whole number.`, name, [value], value)]);
      }
      filtered = filtered.where(column, '=', Number(value));
    }
  }
  for (const [name, [column, operator]] of Object.entries(TIME_FILTERS)) {
    const value = params[name];
    if (value !== undefined && value.trim() !== '') {
      filtered = filtered.where(column, operator, parseInstant(name, value));
    }
  }
  return filtered;
}

function selectColumns<Q extends AuditQuery>(query: Q, withJson: boolean) {
  const selected = query.select([
    'aud.id', 'aud.action_name', 'aud.entity_name', 'aud.resource_id', 'aud.subresource_id', 'mk.username as maker',
    'aud.made_on_date_utc', 'ck.username as checker', 'aud.checked_on_date_utc', 'aud.processing_result_enum',
    'o.name as office_name', 'aud.client_id', 'aud.loan_id', 'aud.api_get_url',
  ]);
  return withJson ? selected.select('aud.command_as_json') : selected;
}

/** GET /audits: Fineract's filters; `paged=true` answers a page, otherwise the newest 200. */
export async function retrieveAudits(db: Kysely<object>, params: Query): Promise<AuditView[] | Page<AuditView>> {
  const paging = parsePaging(params, ORDER_BY_COLUMNS);
  const filtered = applyFilters(baseQuery(db), params);
  const orderBy = sql.ref(paging.orderBy ?? 'aud.id');
  const direction = paging.orderBy === undefined || paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  const rows = selectColumns(filtered, false).orderBy(orderBy, direction).orderBy('aud.id', 'desc');
  if (params.paged?.trim().toLowerCase() !== 'true') {
    return (await rows.limit(UNPAGED_LIMIT).execute()).map(presentAudit);
  }
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const paged = rows.offset(paging.offset);
  const items = await (paging.limit === undefined ? paged : paged.limit(paging.limit)).execute();
  return page(Number(total.count), items.map(presentAudit));
}

export async function retrieveAudit(db: Kysely<object>, auditId: number): Promise<AuditView> {
  const row = await selectColumns(baseQuery(db).where('aud.id', '=', auditId), true).executeTakeFirst();
  if (row === undefined) {
    throw auditNotFound(auditId);
  }
  return presentAudit(row);
}

/** GET /audits/searchtemplate: users, action and entity names of the permission catalogue, results. */
export async function retrieveAuditSearchTemplate(untyped: Kysely<object>) {
  const db = tenantTables(untyped);
  const appUsers = await db.selectFrom('m_appuser').select(['id', 'username']).where('is_deleted', '=', false).orderBy('username').execute();
  const actions = await db
    .selectFrom('m_permission')
    .select('action_name')
    .distinct()
    .where('action_name', 'is not', null)
    .where('action_name', '<>', 'READ')
    .orderBy('action_name')
    .execute();
  const entities = await db
    .selectFrom('m_permission')
    .select('entity_name')
    .distinct()
    .where('action_name', 'is not', null)
    .where('action_name', '<>', 'READ')
    .where('entity_name', 'is not', null)
    .orderBy('entity_name')
    .execute();
  return {
    appUsers,
    actionNames: actions.map((a) => a.action_name),
    entityNames: entities.map((e) => e.entity_name),
    processingResults: Object.entries(PROCESSING_RESULT_LABELS).map(([id, processingResult]) => ({ id: Number(id), processingResult })),
  };
}

/** Codes the user may check (`X_CHECKER` → `X`); undefined: any (checker super user). */
function checkablePermissions(user: Principal): string[] | undefined {
  if (isCheckerSuperUser(user)) {
    return undefined;
  }
  return [...user.permissions].filter((code) => code.endsWith('_CHECKER')).map((code) => code.slice(0, -'_CHECKER'.length));
}

/** GET /makercheckers: commands awaiting approval that the user may check, oldest first. */
export async function retrievePendingCommands(db: Kysely<object>, params: Query, user: Principal): Promise<AuditView[]> {
  let query = applyFilters(baseQuery(db), params).where('aud.processing_result_enum', '=', ProcessingResult.AWAITING_APPROVAL);
  const checkable = checkablePermissions(user);
  if (checkable !== undefined) {
    if (checkable.length === 0) {
      return [];
    }
    query = query.where(sql<string>`aud.action_name || '_' || aud.entity_name`, 'in', checkable);
  }
  const rows = await selectColumns(query, false).select('aud.command_as_json').orderBy('aud.id').execute();
  return rows.map((row) => presentAudit({ ...row, command_as_json: auditJson(JSON.parse(row.command_as_json) as Record<string, unknown>) }));
}

/** GET /makercheckers/searchtemplate: like the audit template, limited to what the user may check. */
export async function retrieveMakerCheckerSearchTemplate(db: Kysely<object>, user: Principal) {
  const template = await retrieveAuditSearchTemplate(db);
  const checkable = checkablePermissions(user);
  if (checkable === undefined) {
    return template;
  }
  const permissions = await tenantTables(db)
    .selectFrom('m_permission')
    .select(['action_name', 'entity_name'])
    .where('code', 'in', checkable.length === 0 ? [''] : checkable)
    .execute();
  return {
    ...template,
    actionNames: template.actionNames.filter((name) => permissions.some((p) => p.action_name === name)),
    entityNames: template.entityNames.filter((name) => permissions.some((p) => p.entity_name === name)),
  };
}
