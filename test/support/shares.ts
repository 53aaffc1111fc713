import assert from 'node:assert/strict';
import type { TestApp } from './test-app.ts';

let seq = 0;

/** A share product request with Fineract's ShareProductHelper values (10000 shares of 2.0, 10/20/3000 per account). */
export function shareProductBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    name: `Shares ${process.pid}-${seq}`,
    shortName: `H${seq % 1000}`,
    description: 'Shares of the members',
    currencyCode: 'USD',
    locale: 'en',
    digitsAfterDecimal: '4',
    inMultiplesOf: '0',
    totalShares: '10000',
    sharesIssued: '10000',
    unitPrice: '2.0',
    minimumShares: '10',
    nominalShares: '20',
    maximumShares: '3000',
    allowDividendCalculationForInactiveClients: 'true',
    accountingRule: '1',
    minimumActivePeriodForDividends: '1',
    minimumactiveperiodFrequencyType: '0',
    lockinPeriodFrequency: '1',
    lockinPeriodFrequencyType: '0',
    dateFormat: 'dd MMMM yyyy',
    ...extra,
  };
}

/** Creates a share product (see shareProductBody); answers its id. */
export async function createShareProduct(t: TestApp, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/products/share', { body: shareProductBody(extra) });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}

/** Applies for a share account of the client on 5 January 2024 (dates in `dd MMMM yyyy`); answers its id. */
export async function submitShareAccount(t: TestApp, body: { clientId: number; productId: number; savingsAccountId: number } & Record<string, unknown>): Promise<number> {
  const res = await t.call('POST', '/api/v1/accounts/share', {
    body: { requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en', ...body },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}

/** Runs `?command=` on a share account; answers the response. */
export async function shareAccountCommand(t: TestApp, accountId: number, command: string, body: Record<string, unknown> = {}) {
  return t.call('POST', `/api/v1/accounts/share/${accountId}?command=${command}`, { body: { dateFormat: 'dd MMMM yyyy', locale: 'en', ...body } });
}

/** Applies for, approves (6 January 2024) and activates (7 January 2024) a share account; answers its id. */
export async function activeShareAccount(t: TestApp, body: { clientId: number; productId: number; savingsAccountId: number } & Record<string, unknown>): Promise<number> {
  const id = await submitShareAccount(t, body);
  const approve = await shareAccountCommand(t, id, 'approve', { approvedDate: '06 January 2024' });
  assert.equal(approve.status, 200, JSON.stringify(approve.body));
  const activate = await shareAccountCommand(t, id, 'activate', { activatedDate: '07 January 2024' });
  assert.equal(activate.status, 200, JSON.stringify(activate.body));
  return id;
}

/** Creates an active share charge in USD (time 13 activation, 14 purchase, 15 redeem; calculation 1 flat, 2 percent); answers its id. */
export async function createShareCharge(t: TestApp, chargeTimeType: number, amount: number, chargeCalculationType = 1, extra: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const body = { name: `Share fee ${process.pid}-${seq}`, amount, currencyCode: 'USD', chargeAppliesTo: 4, chargeTimeType, chargeCalculationType, active: true, locale: 'en', ...extra };
  const res = await t.call('POST', '/api/v1/charges', { body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}
