import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Json = Record<string, unknown>;
/** Fineract's e2e delinquency ranges (DelinquencyGlobalInitializerStep): RANGE_1 1–3 days, RANGE_3 4–30, RANGE_30 31–60 … */
const RANGES: readonly (readonly [string, number, number | undefined])[] = [['RANGE_1', 1, 3], ['RANGE_3', 4, 30], ['RANGE_30', 31, 60], ['RANGE_60', 61, undefined]];

/**
 * Scenarios of Fineract's e2e COB.feature and InlineCOB.feature on its classic product LP1: the "default loan" of
 * 1,000 without interest in one repayment 30 days after the disbursement, three days of grace on arrears ageing,
 * cash accounting here (the journal lines the features check are the repayment's, the same under both rules) with
 * the liability "Suspense/Clearing account" as fund source, as in Fineract's e2e set-up; the "one-day loan" is the
 * default loan with a term and repayment of one day.
 */
describe('close of business of COB.feature and InlineCOB.feature on classic loans', () => {
  let t: TestApp;
  let clientId: number;
  let lp1: number;
  let noBypass: Credentials;
  let gl: { fund: number; portfolio: number };
  let externalIds = 0;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Json, auth?: Credentials): Promise<Json> => {
    const res = await t.call('POST', url, { body: { ...DATES, ...body }, ...(auth === undefined ? {} : { auth }) });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const defaultLoan = async (on: string, days = 30): Promise<{ id: number; externalId: string }> => {
    externalIds += 1;
    const externalId = `cob-feature-${externalIds}`;
    const created = await post('/api/v1/loans', {
      clientId, productId: lp1, loanType: 'individual', principal: 1000, loanTermFrequency: days, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: days,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, graceOnArrearsAgeing: 3,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, externalId,
    });
    const id = created.loanId as number;
    await post(`/api/v1/loans/${id}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: on });
    return { id, externalId };
  };
  const inlineCob = async (loanId: number) => assert.equal((await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [loanId] } })).status, 200);
  const runCobJob = async () => {
    assert.equal((await t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob')).status, 202);
    const job = (await t.call('GET', '/api/v1/jobs/short-name/LA_ECOB')).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, 'success', job.lastRunHistory?.jobRunErrorLog);
  };
  const loanOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
  const lastClosed = async (loanId: number) => ((await loanOf(loanId)).lastClosedBusinessDate as number[] | undefined)?.join('-') ?? null;
  const statusOf = async (loanId: number) => ((await loanOf(loanId)).status as { code: string }).code.replace('loanStatusType.', '');
  /** Range and delinquent date, as Fineract's "delinquency range is … and has delinquentDate …". */
  const delinquencyOf = async (loanId: number) => {
    const loan = await loanOf(loanId);
    return [(loan.delinquencyRange as Json | undefined)?.classification ?? 'NO_DELINQUENCY', ((loan.delinquent as Json | undefined)?.delinquentDate as number[] | undefined)?.join('-') ?? ''];
  };
  /** Delinquency history: range, added on, lifted on (null while it stands). */
  const historyOf = async (loanId: number) =>
    ((await t.call('GET', `/api/v1/loans/${loanId}/delinquencytags`)).json as unknown as Json[])
      .map((h) => [(h.delinquencyRange as Json).classification, (h.addedOnDate as number[]).join('-'), (h.liftedOnDate as number[] | undefined)?.join('-') ?? null]);
  /**
   * The feature's history check (LoanDelinquencyStepDef): each row the loan has is compared with the table's row at
   * its position, and rows of the table beyond the loan's are not looked at. `ours` are the loan's rows in full.
   */
  const assertHistory = async (loanId: number, table: readonly (readonly [string, string, string | null])[], ours: number) => {
    const rows = await historyOf(loanId);
    assert.deepEqual(rows, table.slice(0, ours));
  };
  /** The journal lines of the loan's repayments: account, D or C, amount. */
  const repaymentLinesOf = async (loanId: number) =>
    (await db().selectFrom('acc_gl_journal_entry as e').innerJoin('m_loan_transaction as tx', 'tx.id', 'e.loan_transaction_id').select(['e.account_id', 'e.type_enum', 'e.amount'])
      .where('tx.loan_id', '=', loanId).where('tx.transaction_type_enum', '=', 2).orderBy('e.id').execute())
      .map((r) => [r.account_id === gl.portfolio ? 'ASSET portfolio' : r.account_id === gl.fund ? 'LIABILITY fund' : r.account_id, r.type_enum === DEBIT ? 'D' : 'C', Number(r.amount)]);

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2022-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Cob', lastname: 'Audited', active: true, activationDate: '01 January 2021' })).clientId as number;
    const ranges: number[] = [];
    for (const [classification, minimumAgeDays, maximumAgeDays] of RANGES) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification, minimumAgeDays, ...(maximumAgeDays === undefined ? {} : { maximumAgeDays }), locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ranges.push(res.json.resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Fineract e2e bucket', ranges } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    gl = { fund: await createGlAccount(t, 2, 'Suspense/Clearing account'), portfolio: await createGlAccount(t, 1, 'Loans Receivable') };
    lp1 = await createLoanProduct(t, {
      name: 'LP1', shortName: 'LP1', principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId, accountingRule: 2, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio,
      interestOnLoanAccountId: await createGlAccount(t, 4, 'Interest'), incomeFromFeeAccountId: await createGlAccount(t, 4, 'Fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Penalties'),
      incomeFromRecoveryAccountId: await createGlAccount(t, 4, 'Recoveries'), writeOffAccountId: await createGlAccount(t, 5, 'Written off'), overpaymentLiabilityAccountId: await createGlAccount(t, 2, 'Overpayment'),
      transfersInSuspenseAccountId: await createGlAccount(t, 1, 'Transfers in suspense'),
    });
    noBypass = await createUserWithPermissions(t.tenant.database.db, 'no_bypass_autotest', ['REPAYMENT_LOAN']);
  });
  after(async () => t.close());

  it('takes a liability account as a loan product\'s fund source, as Fineract (asset or liability); another type is refused', async () => {
    const expense = await createGlAccount(t, 5, 'Not a fund');
    const name = (await t.call('GET', `/api/v1/glaccounts/${expense}`)).json.name as string;
    const res = await t.call('PUT', `/api/v1/loanproducts/${lp1}`, { body: { fundSourceAccountId: expense, locale: 'en' } });
    assert.equal(res.status, 403, JSON.stringify(res.body));
    const error = (res.json.errors as Json[])[0];
    assert.deepEqual([error?.userMessageGlobalisationCode, error?.defaultUserMessage], [
      'error.msg.fundSourceAccountId.invalid.account.type',
      `Passed in GLAccount fundSourceAccountId with Id ${expense} maps to the account ${name} of type EXPENSE, the expected account type was one among accountType.asset or accountType.liability`,
    ]);
    const mapping = ((await t.call('GET', `/api/v1/loanproducts/${lp1}`)).json.accountingMappings as Record<string, Json>).fundSourceAccount;
    assert.equal(mapping?.id, gl.fund);
    // A payment channel's fund source may be a liability account too.
    const channel = await t.call('PUT', `/api/v1/loanproducts/${lp1}`, { body: { paymentChannelToFundSourceMappings: [{ paymentTypeId: 1, fundSourceAccountId: gl.fund }], locale: 'en' } });
    assert.equal(channel.status, 200, JSON.stringify(channel.body));
  });

  it('InlineCOB.feature line 16: inline COB catches the loan up to the day before the business date', async () => {
    await setBusinessDate(t, '2022-01-01');
    const { id } = await defaultLoan('01 January 2022');
    assert.equal(await lastClosed(id), null);
    await setBusinessDate(t, '2022-01-02');
    await inlineCob(id);
    assert.equal(await lastClosed(id), '2022-1-1');
    await setBusinessDate(t, '2022-01-05');
    await inlineCob(id);
    assert.equal(await lastClosed(id), '2022-1-4');
  });

  it('InlineCOB.feature line 31: a repayment by a user without the bypass first closes the loan up to the day before', async () => {
    await setBusinessDate(t, '2022-01-01');
    const { id } = await defaultLoan('01 January 2022');
    await setBusinessDate(t, '2022-01-02');
    await inlineCob(id);
    await setBusinessDate(t, '2022-01-05');
    await post(`/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '05 January 2022', transactionAmount: 100 }, noBypass);
    assert.equal(await lastClosed(id), '2022-1-4');
  });

  for (const [line, byExternalId, ranBefore] of [[48, false, false], [71, true, false], [94, false, true], [120, true, true]] as const) {
    it(`InlineCOB.feature line ${line}: ${byExternalId ? 'an external-id' : 'a loan-id'} repayment closes first only a loan COB ran on before`, async () => {
      await setBusinessDate(t, '2023-01-01');
      const loan = await defaultLoan('01 January 2023', 1);
      if (ranBefore) {
        await setBusinessDate(t, '2023-01-02');
        await inlineCob(loan.id);
        assert.equal(await lastClosed(loan.id), '2023-1-1');
      }
      await setBusinessDate(t, '2023-01-07');
      const path = byExternalId ? `/api/v1/loans/external-id/${loan.externalId}` : `/api/v1/loans/${loan.id}`;
      await post(`${path}/transactions?command=repayment`, { transactionDate: '07 January 2023', transactionAmount: 1000 }, noBypass);
      assert.equal(await statusOf(loan.id), 'closed.obligations.met');
      assert.equal(((await loanOf(loan.id)).summary as Json).totalOutstanding, 0);
      assert.deepEqual((await repaymentLinesOf(loan.id)).sort(), [['ASSET portfolio', 'C', 1000], ['LIABILITY fund', 'D', 1000]]);
      // Without an earlier COB the repayment is the first classification, on a loan no longer delinquent: no row.
      await assertHistory(loan.id, [['RANGE_1', '2023-1-6', '2023-1-7']], ranBefore ? 1 : 0);
      assert.equal(await lastClosed(loan.id), ranBefore ? '2023-1-6' : null);
    });
  }

  it('COB.feature line 53: the job leaves a loan whose last closed business date is behind the COB date alone', async () => {
    await setBusinessDate(t, '2023-07-01');
    const { id } = await defaultLoan('01 July 2023');
    assert.deepEqual([await statusOf(id), await lastClosed(id)], ['active', null]);
    await setBusinessDate(t, '2023-08-09');
    await inlineCob(id);
    assert.equal(await lastClosed(id), '2023-8-8');
    assert.deepEqual(await delinquencyOf(id), ['RANGE_3', '2023-8-3']);
    // The loan's one run classified it once, on 09 August: one row.
    const history = [['RANGE_3', '2023-8-9', null], ['RANGE_1', '2023-8-4', '2023-8-9']] as const;
    await assertHistory(id, history, 1);
    await setBusinessDate(t, '2023-08-12');
    await runCobJob();
    assert.equal(await lastClosed(id), '2023-8-8');
    await assertHistory(id, history, 1);
  });

  for (const [line, amount, status] of [[78, 1000, 'closed.obligations.met'], [110, 1200, 'overpaid']] as const) {
    it(`COB.feature line ${line}: the job leaves a loan ${status === 'overpaid' ? 'OVERPAID' : 'CLOSED'} by a repayment alone`, async () => {
      await setBusinessDate(t, '2023-07-01');
      const { id } = await defaultLoan('01 July 2023');
      await setBusinessDate(t, '2023-08-10');
      await inlineCob(id);
      assert.equal(await lastClosed(id), '2023-8-9');
      assert.deepEqual(await delinquencyOf(id), ['RANGE_3', '2023-8-3']);
      await assertHistory(id, [['RANGE_3', '2023-8-10', null], ['RANGE_1', '2023-8-4', '2023-8-9']], 1);
      await post(`/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '10 August 2023', transactionAmount: amount });
      assert.equal(await statusOf(id), status);
      assert.deepEqual(await delinquencyOf(id), ['NO_DELINQUENCY', '']);
      const history = [['RANGE_3', '2023-8-10', '2023-8-10'], ['RANGE_1', '2023-8-4', '2023-8-9']] as const;
      await assertHistory(id, history, 1);
      await setBusinessDate(t, '2023-08-11');
      await runCobJob();
      assert.equal(await lastClosed(id), '2023-8-9');
      await assertHistory(id, history, 1);
    });
  }

  it('COB.feature line 165: after the job no loan lock is left behind', async () => {
    await setBusinessDate(t, '2023-07-01');
    const { id } = await defaultLoan('01 July 2023');
    await setBusinessDate(t, '2023-07-02');
    await runCobJob();
    assert.deepEqual((await t.call('GET', '/api/v1/loans/locked')).json.content, []);
    assert.equal(await db().selectFrom('m_loan_account_locks').select('loan_id').where('loan_id', '=', id).executeTakeFirst(), undefined);
    assert.equal(await lastClosed(id), '2023-7-1');
  });
});
