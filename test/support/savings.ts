import assert from 'node:assert/strict';
import type { TestApp } from './test-app.ts';

/** The date members every dated request of the savings tests sends. */
export const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' } as const;

type Item = { userMessageGlobalisationCode: string };
/** The error codes of a refusal's `errors`, or its top-level code when it has none. */
export function codesOf(body: unknown): string[] {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  const items = (b.errors ?? []).map((e) => e.userMessageGlobalisationCode);
  return items.length > 0 ? items : [b.userMessageGlobalisationCode ?? ''];
}

export async function setBusinessDate(t: TestApp, date: string): Promise<void> {
  assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
  const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

/** An active client of the head office, activated on 1 January 2024. */
export async function activeClient(t: TestApp, lastname: string): Promise<number> {
  const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname, active: true, activationDate: '01 January 2024', ...DATES } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.clientId as number;
}

let productSeq = 0;
/** A USD savings product (5 %, daily compounding, monthly posting, daily balance, 365 days, no accounting unless overridden). */
export async function createSavingsProduct(t: TestApp, overrides: Record<string, unknown> = {}): Promise<number> {
  productSeq += 1;
  const body = {
    name: `Passbook ${productSeq}`, shortName: `P${productSeq}`, currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 0, nominalAnnualInterestRate: 5,
    interestCompoundingPeriodType: 1, interestPostingPeriodType: 4, interestCalculationType: 1, interestCalculationDaysInYearType: 365, accountingRule: 1,
    locale: 'en', ...overrides,
  };
  const res = await t.call('POST', '/api/v1/savingsproducts', { body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}

/** Submits an application for the client; answers the account id. */
export async function submitSavings(t: TestApp, clientId: number, productId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId, submittedOnDate: '02 January 2024', ...DATES, ...overrides } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.savingsId as number;
}

export async function savingsCommand(t: TestApp, accountId: number, command: string, body: Record<string, unknown>) {
  return t.call('POST', `/api/v1/savingsaccounts/${accountId}?command=${command}`, { body });
}

/** Submits, approves and activates an account (on 2, 3 and 4 January 2024). */
export async function activeSavings(t: TestApp, clientId: number, productId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await submitSavings(t, clientId, productId, overrides);
  assert.equal((await savingsCommand(t, id, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 200);
  const res = await savingsCommand(t, id, 'activate', { activatedOnDate: '04 January 2024', ...DATES });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return id;
}

/** Posts a deposit or withdrawal; answers the response. */
export async function savingsTransaction(t: TestApp, accountId: number, command: 'deposit' | 'withdrawal', date: string, amount: number | string, extra: Record<string, unknown> = {}) {
  return t.call('POST', `/api/v1/savingsaccounts/${accountId}/transactions?command=${command}`, {
    body: { transactionDate: date, transactionAmount: amount, paymentTypeId: 1, ...DATES, ...extra },
  });
}
