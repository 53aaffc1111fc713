import assert from 'node:assert/strict';
import { MODULES } from '../../../src/app.ts';
import { externalAssetOwnersModule } from '../../../src/modules/external-asset-owners/index.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, mapFinancialActivity } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

export const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
export const ISO = { dateFormat: 'yyyy-MM-dd', locale: 'en' };

/** The application's modules with external asset owners among them. */
export const WITH_ASSET_OWNERS: readonly ModuleDefinition[] = MODULES.some((m) => m.name === externalAssetOwnersModule.name) ? MODULES : [...MODULES, externalAssetOwnersModule];

/** The job that executes due transfers, as a tenant's job table lists it. */
export const JOB_SHORT_NAME = 'LA_EAOT';

export interface TransferWorld {
  readonly t: TestApp;
  readonly clientId: number;
  /** An upfront-accrual product with every account the ownership postings use. */
  readonly accrualProduct: number;
  /** A product without accounting (its loans cannot be posted for). */
  readonly plainProduct: number;
  readonly gl: Readonly<Record<'portfolio' | 'interestReceivable' | 'feeReceivable' | 'penaltyReceivable' | 'overpayment' | 'assetTransfer', number>>;
}

export type Body = Record<string, unknown>;

export async function ok(t: TestApp, method: 'POST' | 'PUT' | 'GET', url: string, body?: Body): Promise<Body> {
  const res = await t.call(method, url, body === undefined ? {} : { body });
  assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
  return res.json;
}

export async function setBusinessDate(t: TestApp, date: string): Promise<void> {
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date, ...ISO });
}

/** A test application on business date 2024-03-01 with a client, GL accounts, both products and the asset-transfer mapping. */
export async function transferWorld(): Promise<TransferWorld> {
  const t = await createTestApp({ modules: WITH_ASSET_OWNERS });
  await ok(t, 'PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
  await setBusinessDate(t, '2024-03-01');
  const clientId = (await ok(t, 'POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Sold', active: true, activationDate: '01 January 2024', ...DATES })).clientId as number;
  const gl = {
    fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interestIncome: await createGlAccount(t, 4, 'Interest'),
    feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
    writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpayment: await createGlAccount(t, 2, 'Overpaid'),
    interestReceivable: await createGlAccount(t, 1, 'Interest receivable'), feeReceivable: await createGlAccount(t, 1, 'Fee receivable'),
    penaltyReceivable: await createGlAccount(t, 1, 'Penalty receivable'), assetTransfer: await createGlAccount(t, 1, 'Asset transfer'),
  };
  const accrualProduct = await createLoanProduct(t, {
    name: 'Sellable Loan', shortName: 'SEL', accountingRule: 4, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
    interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome,
    incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment,
    receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
  });
  const plainProduct = await createLoanProduct(t, {});
  await mapFinancialActivity(t, 100, gl.assetTransfer);
  // The job row, unless the tenant's job list already has it.
  const jobs = tenantTables(t.tenant.database.db);
  if ((await jobs.selectFrom('job').select('id').where('short_name', '=', JOB_SHORT_NAME).executeTakeFirst()) === undefined) {
    await jobs
      .insertInto('job')
      .values({ id: 1000, name: 'Execute External Asset Owner Transfers', display_name: 'Execute External Asset Owner Transfers', short_name: JOB_SHORT_NAME, cron_expression: '0 0 0 1/1 * ? *', is_active: false, job_key: null, node_id: 1 })
      .execute();
  }
  return { t, clientId, accrualProduct, plainProduct, gl };
}

/** A loan of the product, submitted on 10 January 2024; approved and disbursed (10,000 on 15 January) unless `submittedOnly`. */
export async function loanOf(world: TransferWorld, options: { productId?: number; externalId?: string; submittedOnly?: boolean } = {}): Promise<number> {
  const { t } = world;
  const loanId = (await ok(t, 'POST', '/api/v1/loans', {
    clientId: world.clientId, productId: options.productId ?? world.accrualProduct, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2,
    numberOfRepayments: 12, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
    ...(options.externalId === undefined ? {} : { externalId: options.externalId }),
  })).loanId as number;
  if (options.submittedOnly !== true) {
    await ok(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES });
    await ok(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 January 2024', transactionAmount: 10000, ...DATES });
  }
  return loanId;
}

/** A sale body settling on the ISO date. */
export function saleBody(settlementDate: string, extra: Body = {}): Body {
  return { settlementDate, ownerExternalId: 'OWNER-1', purchasePriceRatio: '1.05', ...ISO, ...extra };
}

/** Runs the execution job as a user would (202), answering its last run's status and error log. */
export async function runTransferJob(t: TestApp): Promise<{ status: string; errorLog?: string }> {
  const res = await t.call('POST', `/api/v1/jobs/short-name/${JOB_SHORT_NAME}?command=executeJob`);
  assert.equal(res.status, 202, JSON.stringify(res.body));
  const job = (await ok(t, 'GET', `/api/v1/jobs/short-name/${JOB_SHORT_NAME}`)) as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
  const run = job.lastRunHistory;
  assert.ok(run !== undefined);
  return run.jobRunErrorLog === undefined ? { status: run.status } : { status: run.status, errorLog: run.jobRunErrorLog };
}

/** The transfer rows of a loan as [status, subStatus, effectiveFrom, effectiveTo], oldest first. */
export async function historyOf(t: TestApp, loanId: number): Promise<string[][]> {
  type Row = { status: string; subStatus?: string; effectiveFrom: string; effectiveTo: string };
  const page = (await ok(t, 'GET', `/api/v1/external-asset-owners/transfers?loanId=${loanId}`)) as { content: Row[] };
  return page.content.map((row) => [row.status, row.subStatus ?? '-', row.effectiveFrom, row.effectiveTo]);
}
