import type { Kysely } from 'kysely';
import {
  deleteProductAccountMappings,
  enabledDetailGlAccounts,
  GlAccountType,
  PortfolioProductType,
  productAccountMappings,
  requireGlAccount,
  saveProductAccountMappings,
  type GlAccountTypeId,
} from '../../accounting/index.ts';
import { paymentTypeExists } from '../../organisation/index.ts';
import { ROLE_PARAMETERS, SavingsAccountRole as Role, type SavingsProductAccountingInput } from './domain/savings-product-accounting.ts';
import { AccountingRule } from './domain/savings-product-enums.ts';
import { chargeNotFound, invalidAccountType, paymentTypeNotFound } from './savings-products.errors.ts';
import { findChargesForCheck } from './savings-products.repository.ts';

/** The GL type each role's account must have (Fineract's SavingsProductToGLAccountMappingHelper). */
const ROLE_ACCOUNT_TYPE: Readonly<Record<number, GlAccountTypeId>> = {
  [Role.SAVINGS_REFERENCE]: GlAccountType.ASSET,
  [Role.OVERDRAFT_PORTFOLIO_CONTROL]: GlAccountType.ASSET,
  [Role.FEES_RECEIVABLE]: GlAccountType.ASSET,
  [Role.PENALTIES_RECEIVABLE]: GlAccountType.ASSET,
  [Role.INCOME_FROM_FEES]: GlAccountType.INCOME,
  [Role.INCOME_FROM_PENALTIES]: GlAccountType.INCOME,
  [Role.INCOME_FROM_INTEREST]: GlAccountType.INCOME,
  [Role.INTEREST_ON_SAVINGS]: GlAccountType.EXPENSE,
  [Role.LOSSES_WRITTEN_OFF]: GlAccountType.EXPENSE,
  [Role.SAVINGS_CONTROL]: GlAccountType.LIABILITY,
  [Role.TRANSFERS_SUSPENSE]: GlAccountType.LIABILITY,
  [Role.ESCHEAT_LIABILITY]: GlAccountType.LIABILITY,
  [Role.INTEREST_PAYABLE]: GlAccountType.LIABILITY,
};
const TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ASSET', 2: 'LIABILITY', 3: 'EQUITY', 4: 'INCOME', 5: 'EXPENSE' };
const ALL_TYPES: GlAccountTypeId[] = [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.INCOME, GlAccountType.EXPENSE];
const SAVING = PortfolioProductType.SAVING;

interface CheckedAccount {
  readonly param: string;
  readonly glAccountId: number;
  readonly expected: GlAccountTypeId;
}

/** Each account exists (404) and has its role's type (403); one statement for enabled detail accounts, one more per other account. */
async function checkAccounts(db: Kysely<object>, accounts: readonly CheckedAccount[]): Promise<void> {
  if (accounts.length === 0) {
    return;
  }
  const known = new Map<number, { type: number; name: string }>();
  for (const [type, list] of await enabledDetailGlAccounts(db, ALL_TYPES)) {
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
    if (found.type !== a.expected) {
      throw invalidAccountType(a.param, a.glAccountId, found.name, TYPE_NAMES[found.type] ?? '', TYPE_NAMES[a.expected] ?? '');
    }
  }
}

async function checkReferences(db: Kysely<object>, accounting: SavingsProductAccountingInput): Promise<void> {
  const checked: CheckedAccount[] = [];
  for (const { role, glAccountId } of accounting.accounts) {
    const param = ROLE_PARAMETERS.find(([, r]) => r === role)?.[0] ?? '';
    checked.push({ param, glAccountId, expected: ROLE_ACCOUNT_TYPE[role] ?? GlAccountType.ASSET });
  }
  for (const m of accounting.paymentChannelToFundSourceMappings ?? []) {
    checked.push({ param: 'fundSourceAccountId', glAccountId: m.fundSourceAccountId, expected: GlAccountType.ASSET });
    if (!(await paymentTypeExists(db, m.paymentTypeId))) {
      throw paymentTypeNotFound(m.paymentTypeId);
    }
  }
  const chargeMappings = [...(accounting.feeToIncomeAccountMappings ?? []), ...(accounting.penaltyToIncomeAccountMappings ?? [])];
  for (const m of chargeMappings) {
    checked.push({ param: 'incomeAccountId', glAccountId: m.incomeAccountId, expected: GlAccountType.INCOME });
  }
  const charges = new Set((await findChargesForCheck(db, chargeMappings.map((m) => m.chargeId))).map((c) => c.id));
  const missing = chargeMappings.find((m) => !charges.has(m.chargeId));
  if (missing !== undefined) {
    throw chargeNotFound(missing.chargeId);
  }
  await checkAccounts(db, checked);
}

/** The stored mappings as request input, to merge an update into. */
async function storedAccounting(db: Kysely<object>, productId: number): Promise<Required<SavingsProductAccountingInput>> {
  const rows = await productAccountMappings(db, SAVING, productId);
  return {
    accounts: rows.filter((r) => r.paymentType === undefined && r.charge === undefined).map((r) => ({ role: r.role, glAccountId: r.glAccount.id })),
    paymentChannelToFundSourceMappings: rows.flatMap((r) => (r.paymentType === undefined ? [] : [{ paymentTypeId: r.paymentType.id, fundSourceAccountId: r.glAccount.id }])),
    feeToIncomeAccountMappings: rows.flatMap((r) => (r.charge === undefined || r.charge.penalty ? [] : [{ chargeId: r.charge.id, incomeAccountId: r.glAccount.id }])),
    penaltyToIncomeAccountMappings: rows.flatMap((r) => (r.charge?.penalty === true ? [{ chargeId: r.charge.id, incomeAccountId: r.glAccount.id }] : [])),
  };
}

/** The request's mappings laid over the stored ones, and the members that changed (Fineract's `changes`). */
function merge(stored: Required<SavingsProductAccountingInput>, given: SavingsProductAccountingInput): { merged: SavingsProductAccountingInput; changes: Record<string, unknown> } {
  const changes: Record<string, unknown> = {};
  const accounts = new Map(stored.accounts.map((a) => [a.role, a.glAccountId]));
  for (const { role, glAccountId } of given.accounts) {
    if (accounts.get(role) !== glAccountId) {
      changes[ROLE_PARAMETERS.find(([, r]) => r === role)?.[0] ?? String(role)] = glAccountId;
      accounts.set(role, glAccountId);
    }
  }
  const lists = ['paymentChannelToFundSourceMappings', 'feeToIncomeAccountMappings', 'penaltyToIncomeAccountMappings'] as const;
  for (const list of lists) {
    if (given[list] !== undefined && JSON.stringify(given[list]) !== JSON.stringify(stored[list])) {
      changes[list] = given[list];
    }
  }
  return {
    merged: {
      accounts: [...accounts].map(([role, glAccountId]) => ({ role, glAccountId })),
      paymentChannelToFundSourceMappings: given.paymentChannelToFundSourceMappings ?? stored.paymentChannelToFundSourceMappings,
      feeToIncomeAccountMappings: given.feeToIncomeAccountMappings ?? stored.feeToIncomeAccountMappings,
      penaltyToIncomeAccountMappings: given.penaltyToIncomeAccountMappings ?? stored.penaltyToIncomeAccountMappings,
    },
    changes,
  };
}

async function save(db: Kysely<object>, productId: number, accounting: SavingsProductAccountingInput): Promise<void> {
  await saveProductAccountMappings(db, {
    productType: SAVING,
    productId,
    accounts: accounting.accounts,
    paymentChannelToFundSource: accounting.paymentChannelToFundSourceMappings,
    feeToIncome: accounting.feeToIncomeAccountMappings?.map((m) => ({ chargeId: m.chargeId, incomeAccountId: m.incomeAccountId })),
    penaltyToIncome: accounting.penaltyToIncomeAccountMappings?.map((m) => ({ chargeId: m.chargeId, incomeAccountId: m.incomeAccountId })),
  });
}

/** How the mappings of a write relate to the stored ones. */
export type MappingWrite = 'new-product' | 'new-rule' | 'same-rule';

/**
 * Writes the product's GL mappings for its accounting rule: none keeps no mapping; a new product or a new
 * rule takes the request's mappings as they are; otherwise the request's mappings replace the stored ones
 * they name. Returns the changed members.
 */
export async function saveSavingsProductMappings(
  db: Kysely<object>,
  productId: number,
  rule: number,
  accounting: SavingsProductAccountingInput,
  write: MappingWrite,
): Promise<Record<string, unknown>> {
  const replaceAll = write !== 'same-rule';
  if (rule === AccountingRule.NONE) {
    if (write === 'new-rule') {
      await deleteProductAccountMappings(db, SAVING, productId);
    }
    return {};
  }
  const nothingGiven = accounting.accounts.length === 0 && accounting.paymentChannelToFundSourceMappings === undefined
    && accounting.feeToIncomeAccountMappings === undefined && accounting.penaltyToIncomeAccountMappings === undefined;
  if (!replaceAll && nothingGiven) {
    return {};
  }
  await checkReferences(db, accounting);
  if (replaceAll) {
    await save(db, productId, accounting);
    return {};
  }
  const { merged, changes } = merge(await storedAccounting(db, productId), accounting);
  if (Object.keys(changes).length > 0) {
    await save(db, productId, merged);
  }
  return changes;
}

export async function removeSavingsProductMappings(db: Kysely<object>, productId: number): Promise<void> {
  await deleteProductAccountMappings(db, SAVING, productId);
}
