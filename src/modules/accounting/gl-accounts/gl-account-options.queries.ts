import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { GlAccountUsage, type GlAccountTypeId } from './domain/gl-account-enums.ts';
import { presentGlAccount, type GlAccountReadRow, type GlAccountView } from './gl-accounts.presenter.ts';
import { selectGlAccountsWithTags } from './gl-accounts.queries.ts';

// The wire shape of the option lists below, for the response schemas of the modules that answer them.
export { GlAccount as GlAccountOptionSchema } from './gl-accounts.schemas.ts';

/** An account of those option lists (Fineract's GLAccountData, as GET /glaccounts answers it). */
export type GlAccountOption = GlAccountView;

/** The short form other records show of the account they name (Fineract's GLAccountData with id, name, glCode). */
export interface GlAccountSummary {
  readonly id: number;
  readonly name: string;
  readonly glCode: string;
}

/** The id, name and GL code of those of `glAccountIds` that exist, in one statement (none without ids). */
export async function glAccountSummaries(untyped: Kysely<object>, glAccountIds: readonly (number | null)[]): Promise<ReadonlyMap<number, GlAccountSummary>> {
  const ids = [...new Set(glAccountIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped).selectFrom('acc_gl_account').select(['id', 'name', 'gl_code']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, glCode: row.gl_code }]));
}

/**
 * The enabled detail accounts of each of `types`, ordered by GL code, in one statement: what a mapping may
 * name (Fineract's enabled detail account lists of its templates). A type without accounts has an empty list.
 */
export async function enabledDetailGlAccounts(untyped: Kysely<object>, types: readonly GlAccountTypeId[]): Promise<ReadonlyMap<number, GlAccountOption[]>> {
  const byType = new Map<number, GlAccountOption[]>(types.map((type) => [type, []]));
  if (types.length === 0) {
    return byType;
  }
  const rows: GlAccountReadRow[] = await selectGlAccountsWithTags(untyped)
    .where('gl.classification_enum', 'in', [...types])
    .where('gl.account_usage', '=', GlAccountUsage.DETAIL)
    .where('gl.disabled', '=', false)
    .orderBy('gl.gl_code')
    .orderBy('gl.id')
    .execute();
  for (const row of rows) {
    byType.get(row.classification_enum)?.push(presentGlAccount(row, false));
  }
  return byType;
}
