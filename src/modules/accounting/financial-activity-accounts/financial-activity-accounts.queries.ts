import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { retrieveAllGlAccounts } from '../gl-accounts/gl-accounts.queries.ts';
import { financialActivityAccountNotFound, financialActivityNotMapped } from './financial-activity-accounts.errors.ts';
import {
  presentFinancialActivityAccount,
  presentTemplateOptions,
  type FinancialActivityAccountReadRow,
  type FinancialActivityAccountTemplateOptions,
  type FinancialActivityAccountView,
} from './financial-activity-accounts.presenter.ts';
import { findMappedGlAccountId, findMappedGlAccountIds } from './financial-activity-accounts.repository.ts';

function mappingsWithAccounts(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('acc_gl_financial_activity_account as faa')
    .innerJoin('acc_gl_account as gl', 'gl.id', 'faa.gl_account_id')
    .select(['faa.id', 'faa.financial_activity_type', 'faa.gl_account_id', 'gl.name as gl_account_name', 'gl.gl_code']);
}

/** GET /financialactivityaccounts: every mapping, by id. */
export async function retrieveAllFinancialActivityAccounts(untyped: Kysely<object>): Promise<FinancialActivityAccountView[]> {
  const rows: FinancialActivityAccountReadRow[] = await mappingsWithAccounts(untyped).orderBy('faa.id').execute();
  return rows.map(presentFinancialActivityAccount);
}

/** GET /financialactivityaccounts/{id}; `template=true` adds the option lists. */
export async function retrieveFinancialActivityAccount(
  untyped: Kysely<object>,
  mappingId: number,
  template: string | undefined,
): Promise<FinancialActivityAccountView & Partial<FinancialActivityAccountTemplateOptions>> {
  const row: FinancialActivityAccountReadRow | undefined = await mappingsWithAccounts(untyped).where('faa.id', '=', mappingId).executeTakeFirst();
  if (row === undefined) {
    throw financialActivityAccountNotFound(mappingId);
  }
  const view = presentFinancialActivityAccount(row);
  return isTrueFlag(template) ? { ...view, ...(await retrieveFinancialActivityAccountTemplate(untyped)) } : view;
}

/** GET /financialactivityaccounts/template: the enabled detail accounts by type and the activities. */
export async function retrieveFinancialActivityAccountTemplate(untyped: Kysely<object>): Promise<FinancialActivityAccountTemplateOptions> {
  return presentTemplateOptions(await retrieveAllGlAccounts(untyped, { usage: '1', disabled: 'false' }));
}

/**
 * The GL account mapped to a financial activity (see `FinancialActivity`), or undefined when none is.
 * Other modules call it inside their own transaction when they post to the activity's account.
 */
export async function financialActivityAccount(untyped: Kysely<object>, financialActivityId: number): Promise<number | undefined> {
  return findMappedGlAccountId(untyped, financialActivityId);
}

/** The GL account mapped to the activity, or 404 `error.msg.financialActivityAccount.not.found` when none is. */
export async function requireFinancialActivityAccount(untyped: Kysely<object>, financialActivityId: number): Promise<number> {
  const glAccountId = await findMappedGlAccountId(untyped, financialActivityId);
  if (glAccountId === undefined) {
    throw financialActivityNotMapped(financialActivityId);
  }
  return glAccountId;
}

/**
 * The GL accounts mapped to several activities, in the order asked, with one statement; the first activity
 * without a mapping answers 404 `error.msg.financialActivityAccount.not.found`.
 */
export async function requireFinancialActivityAccounts<const Ids extends readonly number[]>(
  untyped: Kysely<object>,
  financialActivityIds: Ids,
): Promise<{ readonly [K in keyof Ids]: number }> {
  const mapped = await findMappedGlAccountIds(untyped, financialActivityIds);
  const accounts = financialActivityIds.map((activityId) => {
    const glAccountId = mapped.get(activityId);
    if (glAccountId === undefined) {
      throw financialActivityNotMapped(activityId);
    }
    return glAccountId;
  });
  return accounts as unknown as { readonly [K in keyof Ids]: number };
}
