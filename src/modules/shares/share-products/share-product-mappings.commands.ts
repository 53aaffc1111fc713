import type { Kysely } from 'kysely';
import { deleteProductAccountMappings, enabledDetailGlAccounts, GlAccountType, PortfolioProductType, productAccountMappings, requireGlAccount, saveProductAccountMappings } from '../../accounting/index.ts';
import type { ShareRoleAccount } from './domain/share-product-accounting.ts';
import { SHARE_ROLE_PARAMETERS } from './domain/share-product-accounting.ts';
import { ShareAccountingRule } from './domain/share-product-enums.ts';
import { invalidAccountType } from './share-products.errors.ts';

const SHARES = PortfolioProductType.SHARES;
const TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ASSET', 2: 'LIABILITY', 3: 'EQUITY', 4: 'INCOME', 5: 'EXPENSE' };

/**
 * Each account exists (404) and has its role's GL type (403): one statement for the enabled detail accounts,
 * one more for each other account named.
 */
async function checkAccounts(db: Kysely<object>, accounts: readonly ShareRoleAccount[]): Promise<void> {
  if (accounts.length === 0) {
    return;
  }
  const known = new Map<number, { type: number; name: string }>();
  for (const [type, list] of await enabledDetailGlAccounts(db, [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.EQUITY, GlAccountType.INCOME])) {
    for (const account of list) {
      known.set(account.id ?? 0, { type, name: account.name ?? '' });
    }
  }
  for (const a of accounts) {
    let found = known.get(a.glAccountId);
    if (found === undefined) {
      const ref = await requireGlAccount(db, a.glAccountId);
      found = { type: ref.type, name: ref.name };
    }
    if (found.type !== a.glAccountType) {
      throw invalidAccountType(a.parameter, a.glAccountId, found.name, TYPE_NAMES[found.type] ?? '', TYPE_NAMES[a.glAccountType] ?? '');
    }
  }
}

async function save(db: Kysely<object>, productId: number, accounts: ReadonlyMap<number, number>): Promise<void> {
  await saveProductAccountMappings(db, { productType: SHARES, productId, accounts: [...accounts].map(([role, glAccountId]) => ({ role, glAccountId })) });
}

/** How the mappings of a write relate to the stored ones. */
export type MappingWrite = 'new-product' | 'new-rule' | 'same-rule';

/**
 * Writes the product's GL mappings for its accounting rule (acc_product_mapping, product type 4): without cash
 * accounting it keeps none; a new product or a new rule takes the request's accounts; otherwise the accounts
 * the request names replace the stored ones of their roles. Returns the changed members.
 */
export async function saveShareProductMappings(
  db: Kysely<object>,
  productId: number,
  rule: number,
  accounts: readonly ShareRoleAccount[],
  write: MappingWrite,
): Promise<Record<string, unknown>> {
  if (rule !== ShareAccountingRule.CASH) {
    if (write === 'new-rule') {
      await deleteProductAccountMappings(db, SHARES, productId);
    }
    return {};
  }
  if (write === 'same-rule' && accounts.length === 0) {
    return {};
  }
  await checkAccounts(db, accounts);
  if (write !== 'same-rule') {
    await save(db, productId, new Map(accounts.map((a) => [a.role, a.glAccountId])));
    return {};
  }
  const stored = new Map((await productAccountMappings(db, SHARES, productId)).filter((m) => m.charge === undefined && m.paymentType === undefined).map((m) => [m.role, m.glAccount.id]));
  const changes: Record<string, unknown> = {};
  for (const a of accounts) {
    if (stored.get(a.role) !== a.glAccountId) {
      changes[a.parameter] = a.glAccountId;
      stored.set(a.role, a.glAccountId);
    }
  }
  if (Object.keys(changes).length > 0) {
    await save(db, productId, stored);
  }
  return changes;
}

/** The wire names of the product's mappings (`accountingMappings`: shareReferenceId … as {id, name, glCode}). */
export function accountingMappingsOf(mappings: ReadonlyArray<{ role: number; glAccount: { id: number; name: string; glCode: string } }>): Record<string, unknown> {
  const byRole = new Map(mappings.map((m) => [m.role, m.glAccount]));
  const result: Record<string, unknown> = {};
  for (const [parameter, role] of SHARE_ROLE_PARAMETERS) {
    const account = byRole.get(role);
    if (account !== undefined) {
      result[parameter] = account;
    }
  }
  return result;
}
