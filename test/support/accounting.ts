import assert from 'node:assert/strict';
import type { TestApp } from './test-app.ts';

/** Fineract's JournalEntryType ids, as `type.id` of a journal entry line. */
export const CREDIT = 1;
export const DEBIT = 2;

let seq = 0;

/** A new enabled detail GL account that allows manual entries; answers its id. */
export async function createGlAccount(t: TestApp, type: 1 | 2 | 3 | 4 | 5, name = 'Account'): Promise<number> {
  seq += 1;
  const res = await t.call('POST', '/api/v1/glaccounts', {
    body: { name: `${name} ${seq}`, glCode: `S${process.pid}-${seq}`, type, usage: 1, manualEntriesAllowed: true },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}

/** Maps a financial activity (101 main vault, 102 teller, 103 fund source, …) to a GL account. */
export async function mapFinancialActivity(t: TestApp, financialActivityId: number, glAccountId: number): Promise<void> {
  const res = await t.call('POST', '/api/v1/financialactivityaccounts', { body: { financialActivityId, glAccountId } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

/** The "cash at main vault" and "cash at teller" accounts a cashier's cash movements post to. */
export async function mapCashierAccounts(t: TestApp): Promise<{ vault: number; till: number }> {
  const vault = await createGlAccount(t, 1, 'Main vault');
  const till = await createGlAccount(t, 1, 'Teller cash');
  await mapFinancialActivity(t, 101, vault);
  await mapFinancialActivity(t, 102, till);
  return { vault, till };
}

/** The GL accounts of a loan product with accounting (the nine a cash or periodic accrual product maps first). */
export interface LoanProductGl {
  readonly fund: number;
  readonly portfolio: number;
  readonly interestIncome: number;
  readonly feeIncome: number;
  readonly penaltyIncome: number;
  readonly recovery: number;
  readonly writeOff: number;
  readonly suspense: number;
  readonly overpayment: number;
}

/** New GL accounts for a loan product's accounting: fund source, portfolio, incomes, write-off, suspense, overpayment. */
export async function createLoanProductGl(t: TestApp): Promise<LoanProductGl> {
  return {
    fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
    feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
    writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
  };
}

/** The loan product members that map those accounts (the cash rule's set). */
export function loanProductGlMappings(gl: LoanProductGl): Record<string, number> {
  return {
    fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
    incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense,
    overpaymentLiabilityAccountId: gl.overpayment,
  };
}
