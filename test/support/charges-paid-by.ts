import assert from 'node:assert/strict';
import { createGlAccount } from './accounting.ts';
import { createLoanProduct } from './loans.ts';
import { DATES } from './savings.ts';
import type { TestApp } from './test-app.ts';

/** What the charges-paid-by tests share: a client, the ledger accounts and a product with two fees. */
export interface PaidByFixture {
  readonly gl: Record<string, number>;
  readonly clientId: number;
  readonly productId: number;
  /** The installment fee (10 on each installment, credited to the product's fee income). */
  readonly perInstallment: number;
  /** The specified-due-date fee (20) whose charge has its own income account (`gl.ownIncome`). */
  readonly documentation: number;
}

/**
 * Business date on (1 January 2022), an active client, cash-accounting ledger accounts and a product of 750 over
 * three months without interest carrying both fees, the documentation fee mapped to its own income account.
 */
export async function paidByFixture(t: TestApp, names: { firstname: string; lastname: string; product: string; shortName: string }): Promise<PaidByFixture> {
  assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
  assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '01 January 2022', ...DATES } })).status, 200);
  const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: names.firstname, lastname: names.lastname, active: true, activationDate: '01 January 2021', ...DATES } });
  assert.equal(client.status, 200, JSON.stringify(client.body));
  const gl = {
    fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
    feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
    writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
    ownIncome: await createGlAccount(t, 4, 'Documentation fee income'),
  };
  const charge = async (name: string, chargeTimeType: number, amount: number) => {
    const res = await t.call('POST', '/api/v1/charges', { body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const perInstallment = await charge('Installment fee', 8, 10);
  const documentation = await charge('Documentation fee', 2, 20);
  const productId = await createLoanProduct(t, {
    name: names.product, shortName: names.shortName, principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, accountingRule: 2, fundSourceAccountId: gl.fund,
    loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome,
    incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment,
    charges: [{ id: perInstallment }, { id: documentation }], feeToIncomeAccountMappings: [{ chargeId: documentation, incomeAccountId: gl.ownIncome }],
  });
  return { gl, clientId: client.json.clientId as number, productId, perInstallment, documentation };
}
