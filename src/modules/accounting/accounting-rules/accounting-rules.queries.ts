import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { retrieveOfficeOptions } from '../../organisation/index.ts';
import type { CodeValueView } from '../../system/index.ts';
import { TAG_CODE_OF_TYPE } from '../gl-accounts/domain/gl-account-enums.ts';
import { retrieveAllGlAccounts } from '../gl-accounts/gl-accounts.queries.ts';
import { accountingRuleNotFound } from './accounting-rules.errors.ts';
import {
  presentAccountingRule,
  presentNewAccountingRule,
  withTemplateOptions,
  type AccountingRuleReadRow,
  type AccountingRuleView,
  type RuleTagReadRow,
  type TaggedAccountReadRow,
} from './accounting-rules.presenter.ts';

function rulesWithOfficeAndAccounts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('acc_accounting_rule as r')
    .innerJoin('m_office as o', 'o.id', 'r.office_id')
    .leftJoin('acc_gl_account as d', 'd.id', 'r.debit_account_id')
    .leftJoin('acc_gl_account as c', 'c.id', 'r.credit_account_id')
    .select([
      'r.id',
      'r.name',
      'r.office_id',
      'o.name as office_name',
      'r.description',
      'r.system_defined',
      'r.allow_multiple_debits',
      'r.allow_multiple_credits',
      'r.debit_account_id',
      'd.name as debit_account_name',
      'd.gl_code as debit_account_gl_code',
      'r.credit_account_id',
      'c.name as credit_account_name',
      'c.gl_code as credit_account_gl_code',
    ]);
}

async function tagsOfRules(untyped: Kysely<object>, ruleIds: readonly number[]): Promise<RuleTagReadRow[]> {
  if (ruleIds.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('acc_rule_tags as t')
    .innerJoin('m_code_value as cv', 'cv.id', 't.tag_id')
    .select(['t.id', 't.acc_rule_id', 't.tag_id', 't.acc_type_enum', 'cv.code_value as tag_name'])
    .where('t.acc_rule_id', 'in', [...ruleIds])
    .orderBy('t.id')
    .execute();
}

/** The accounts that carry one of each rule's tags, per side. */
async function accountsTaggedForRules(untyped: Kysely<object>, ruleIds: readonly number[]): Promise<TaggedAccountReadRow[]> {
  if (ruleIds.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('acc_rule_tags as t')
    .innerJoin('acc_gl_account as a', 'a.tag_id', 't.tag_id')
    .select(['t.acc_rule_id', 't.acc_type_enum', 'a.id', 'a.name', 'a.gl_code'])
    .where('t.acc_rule_id', 'in', [...ruleIds])
    .orderBy('a.gl_code')
    .orderBy('a.id')
    .execute();
}

/**
 * GET /accountingrules: the rules (not system-defined) of the offices at or below the user's, by id.
 * `associations=all` lists, for a side with tags, the accounts carrying them instead of the tags.
 */
export async function retrieveAllAccountingRules(untyped: Kysely<object>, userHierarchy: string, associations: string | undefined): Promise<AccountingRuleView[]> {
  const rows: AccountingRuleReadRow[] = await rulesWithOfficeAndAccounts(untyped)
    .where('r.system_defined', '=', false)
    .where('o.hierarchy', 'like', `${userHierarchy}%`)
    .orderBy('r.id')
    .execute();
  const ruleIds = rows.filter((r) => r.debit_account_id === null || r.credit_account_id === null).map((r) => r.id);
  const withAccounts = (associations ?? '').split(',').some((a) => a.trim() === 'all');
  const associated = withAccounts ? { tags: [], taggedAccounts: await accountsTaggedForRules(untyped, ruleIds) } : { tags: await tagsOfRules(untyped, ruleIds) };
  return rows.map((row) => presentAccountingRule(row, associated));
}

/** GET /accountingrules/{id}; `template=true` adds the option lists. */
export async function retrieveAccountingRule(untyped: Kysely<object>, ruleId: number, template: string | undefined, userHierarchy: string): Promise<AccountingRuleView> {
  const row: AccountingRuleReadRow | undefined = await rulesWithOfficeAndAccounts(untyped).where('r.id', '=', ruleId).executeTakeFirst();
  if (row === undefined) {
    throw accountingRuleNotFound(ruleId);
  }
  const usesTags = row.debit_account_id === null || row.credit_account_id === null;
  const rule = presentAccountingRule(row, { tags: usesTags ? await tagsOfRules(untyped, [ruleId]) : [] });
  if (!isTrueFlag(template)) {
    return rule;
  }
  const options = await templateOptions(untyped, userHierarchy);
  return withTemplateOptions(rule, options.offices, options.accounts, options.tags);
}

/** GET /accountingrules/template: the offices the user sees, enabled detail accounts and the account tags. */
export async function retrieveAccountingRuleTemplate(untyped: Kysely<object>, userHierarchy: string): Promise<AccountingRuleView> {
  const options = await templateOptions(untyped, userHierarchy);
  return presentNewAccountingRule(options.offices, options.accounts, options.tags);
}

async function templateOptions(untyped: Kysely<object>, userHierarchy: string) {
  const offices = await retrieveOfficeOptions(untyped, userHierarchy);
  const accounts = await retrieveAllGlAccounts(untyped, { usage: '1', disabled: 'false' });
  return { offices, accounts, tags: await accountTagOptions(untyped) };
}

/** The active values of the five account tag codes: asset tags first, then liability, equity, income, expense; by position. */
async function accountTagOptions(untyped: Kysely<object>): Promise<CodeValueView[]> {
  const codeOrder = Object.values(TAG_CODE_OF_TYPE);
  const rows = await tenantTables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .select(['c.code_name', 'cv.id', 'cv.code_value', 'cv.order_position', 'cv.code_description', 'cv.is_active', 'cv.is_mandatory'])
    .where('c.code_name', 'in', codeOrder)
    .where('cv.is_active', '=', true)
    .orderBy('cv.order_position')
    .orderBy('cv.id')
    .execute();
  const rank = (codeName: string | null): number => codeOrder.indexOf(codeName ?? '');
  return rows
    .sort((a, b) => rank(a.code_name) - rank(b.code_name))
    .map((row) => ({ id: row.id, name: row.code_value, position: row.order_position, description: row.code_description, active: row.is_active, mandatory: row.is_mandatory }));
}
