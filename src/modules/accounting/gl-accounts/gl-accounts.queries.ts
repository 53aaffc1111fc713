import { sql, type Kysely } from 'kysely';
import { isTrueFlag, nonNegativeInteger } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { CodeValueView } from '../../system/index.ts';
import { isGlAccountType, isGlAccountUsage, TAG_CODE_OF_TYPE, GlAccountUsage } from './domain/gl-account-enums.ts';
import { glAccountFilterInvalid, glAccountNotFound } from './gl-accounts.errors.ts';
import { presentGlAccount, presentNewGlAccount, presentTemplateOptions, type GlAccountReadRow, type GlAccountTemplateOptions, type GlAccountView } from './gl-accounts.presenter.ts';

export interface GlAccountListQuery {
  readonly type?: string;
  readonly usage?: string;
  readonly manualEntriesAllowed?: string;
  readonly disabled?: string;
  readonly fetchRunningBalance?: string;
  readonly searchParam?: string;
}

/** A flag filter: `true`/`false` filter, anything else (or absent) does not. */
function flag(value: string | undefined): boolean | undefined {
  const text = value?.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** Every account column with the tag's name: what the presenter needs of an account. */
export function selectGlAccountsWithTags(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('acc_gl_account as gl')
    .leftJoin('m_code_value as cv', 'cv.id', 'gl.tag_id')
    .select([
      'gl.id',
      'gl.name',
      'gl.parent_id',
      'gl.hierarchy',
      'gl.gl_code',
      'gl.disabled',
      'gl.manual_journal_entries_allowed',
      'gl.account_usage',
      'gl.classification_enum',
      'gl.description',
      'gl.tag_id',
      'cv.code_value as tag_name',
    ]);
}

function accountsWithTags(untyped: Kysely<object>, withRunningBalance: boolean) {
  const base = selectGlAccountsWithTags(untyped);
  if (!withRunningBalance) {
    return base;
  }
  // The organisation running balance of the account's latest entry whose running balance is computed.
  return base.select(
    sql<string | null>`(select j.organization_running_balance from acc_gl_journal_entry j
      where j.account_id = gl.id and j.is_running_balance_calculated order by j.entry_date desc, j.id desc limit 1)`.as('organization_running_balance'),
  );
}

/** GET /glaccounts: ordered by GL code; Fineract's filters type, usage, manualEntriesAllowed, disabled, searchParam. */
export async function retrieveAllGlAccounts(untyped: Kysely<object>, query: GlAccountListQuery): Promise<GlAccountView[]> {
  const type = nonNegativeInteger('type', query.type);
  const usage = nonNegativeInteger('usage', query.usage);
  if (type !== undefined && !isGlAccountType(type)) {
    throw glAccountFilterInvalid(type);
  }
  if (usage !== undefined && !isGlAccountUsage(usage)) {
    throw glAccountFilterInvalid(usage);
  }
  const withRunningBalance = isTrueFlag(query.fetchRunningBalance);
  let select = accountsWithTags(untyped, withRunningBalance);
  if (type !== undefined) {
    select = select.where('gl.classification_enum', '=', type);
  }
  const search = query.searchParam?.trim();
  if (search !== undefined && search !== '') {
    const pattern = `%${search}%`;
    select = select.where((eb) => eb.or([eb('gl.name', 'like', pattern), eb('gl.gl_code', 'like', pattern)]));
  }
  if (usage !== undefined) {
    select = select.where('gl.account_usage', '=', usage);
  }
  const manual = flag(query.manualEntriesAllowed);
  if (manual !== undefined) {
    select = select.where('gl.manual_journal_entries_allowed', '=', manual);
  }
  const disabled = flag(query.disabled);
  if (disabled !== undefined) {
    select = select.where('gl.disabled', '=', disabled);
  }
  const rows: GlAccountReadRow[] = await select.orderBy('gl.gl_code').orderBy('gl.id').execute();
  return rows.map((row) => presentGlAccount(row, withRunningBalance));
}

/** GET /glaccounts/{id}; `template=true` adds the option lists, `fetchRunningBalance=true` the balance. */
export async function retrieveGlAccount(
  untyped: Kysely<object>,
  glAccountId: number,
  query: { readonly template?: string; readonly fetchRunningBalance?: string },
): Promise<GlAccountView & Partial<GlAccountTemplateOptions>> {
  const withRunningBalance = isTrueFlag(query.fetchRunningBalance);
  const row: GlAccountReadRow | undefined = await accountsWithTags(untyped, withRunningBalance).where('gl.id', '=', glAccountId).executeTakeFirst();
  if (row === undefined) {
    throw glAccountNotFound(glAccountId);
  }
  const view = presentGlAccount(row, withRunningBalance);
  return isTrueFlag(query.template) ? { ...view, ...(await templateOptions(untyped)) } : view;
}

/** GET /glaccounts/template[?type=]: the defaults of a new account and the option lists. */
export async function retrieveGlAccountTemplate(untyped: Kysely<object>, type: string | undefined): Promise<GlAccountView & GlAccountTemplateOptions> {
  return { ...presentNewGlAccount(/^\d{1,9}$/.test(type?.trim() ?? '') ? Number(type) : undefined), ...(await templateOptions(untyped)) };
}

async function templateOptions(untyped: Kysely<object>): Promise<GlAccountTemplateOptions> {
  const headers: GlAccountReadRow[] = await accountsWithTags(untyped, false)
    .where('gl.account_usage', '=', GlAccountUsage.HEADER)
    .where('gl.disabled', '=', false)
    .orderBy('gl.gl_code')
    .orderBy('gl.id')
    .execute();
  return presentTemplateOptions(headers, await tagOptions(untyped));
}

/** The active values of the five tag codes, by code name, in one statement. */
async function tagOptions(untyped: Kysely<object>): Promise<Map<string, CodeValueView[]>> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .select(['c.code_name', 'cv.id', 'cv.code_value', 'cv.order_position', 'cv.code_description', 'cv.is_active', 'cv.is_mandatory'])
    .where('c.code_name', 'in', Object.values(TAG_CODE_OF_TYPE))
    .where('cv.is_active', '=', true)
    .orderBy('cv.order_position')
    .orderBy('cv.id')
    .execute();
  const byCode = new Map<string, CodeValueView[]>();
  for (const row of rows) {
    const code = row.code_name ?? '';
    const list = byCode.get(code) ?? [];
    list.push({ id: row.id, name: row.code_value, position: row.order_position, description: row.code_description, active: row.is_active, mandatory: row.is_mandatory });
    byCode.set(code, list);
  }
  return byCode;
}

/** An account as other modules check it (a product's or charge's mapping, a journal entry line). */
export interface GlAccountRef {
  readonly id: number;
  readonly name: string;
  readonly glCode: string;
  readonly type: number;
  readonly usage: number;
  readonly disabled: boolean;
  readonly manualEntriesAllowed: boolean;
}

/** The account `glAccountId`, or 404 `error.msg.glaccount.id.invalid`. */
export async function requireGlAccount(untyped: Kysely<object>, glAccountId: number): Promise<GlAccountRef> {
  const row = await tenantTables(untyped).selectFrom('acc_gl_account').selectAll().where('id', '=', glAccountId).executeTakeFirst();
  if (row === undefined) {
    throw glAccountNotFound(glAccountId);
  }
  return {
    id: row.id,
    name: row.name,
    glCode: row.gl_code,
    type: row.classification_enum,
    usage: row.account_usage,
    disabled: row.disabled,
    manualEntriesAllowed: row.manual_journal_entries_allowed,
  };
}
