import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProductGl, type LoanProductGl, loanProductGlMappings } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => (((body as { errors?: Item[] }).errors) ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type Period = { period?: number; dueDate: number[]; principalDue?: number; interestDue?: number; totalDueForPeriod?: number; principalDisbursed?: number; principalLoanBalanceOutstanding: number };

/** Later tranches of multi-disbursement loans and the undo of the last one. */
describe('loan tranches', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const application = (tranches: { expectedDisbursementDate: string; principal: number }[]) => ({
    clientId, productId: product, loanType: 'individual', principal: tranches.reduce((sum, x) => sum + x.principal, 0), loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: tranches[0]?.expectedDisbursementDate, submittedOnDate: '10 January 2024',
    disbursementData: tranches, maxOutstandingLoanBalance: 10000, ...DATES,
  });
  const approvedLoan = async (tranches: { expectedDisbursementDate: string; principal: number }[]): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', { body: application(tranches) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    return loanId;
  };
  const scheduleOf = async (loanId: number): Promise<Period[]> =>
    ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as { periods: Period[] }).periods;
  const facts = (periods: Period[]) => periods.map((p) => [p.dueDate.join('-'), p.principalDisbursed ?? p.principalDue, p.interestDue ?? 0, p.principalLoanBalanceOutstanding]);
  const transactionsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_type_enum', 'amount', 'principal_portion_derived', 'outstanding_loan_balance_derived', 'is_reversed', 'transaction_date'])
      .where('loan_id', '=', loanId).orderBy('id').execute();
  const entriesOf = (loanId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount', 'loan_transaction_id', 'entry_date']).where('entity_id', '=', loanId).where('entity_type_enum', '=', 1).orderBy('id').execute();
  const tranchesOf = (loanId: number) =>
    db().selectFrom('m_loan_disbursement_detail').select(['expected_disburse_date', 'disbursedon_date', 'principal', 'is_reversed']).where('loan_id', '=', loanId).orderBy('id').execute();

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Tia', lastname: 'Tranche', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    product = await createLoanProduct(t, {
      name: 'Tranche Cash', shortName: 'TRC', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
  });
  after(async () => t.close());

  it('disburses the second tranche on an active loan: the schedule as planned with both tranches, the repayment replayed, the postings', async () => {
    const loanId = await approvedLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 300, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));

    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 35, body: { actualDisbursementDate: '20 February 2024', note: 'second', ...DATES } });
    assert.equal(((res.json.changes as Record<string, unknown>).status as { code: string }).code, 'loanStatusType.active');
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal((loan.status as { id: number }).id, 300);
    assert.equal(loan.principal, 10000);
    const summary = loan.summary as Record<string, number>;
    assert.equal(summary.principalDisbursed, 10000);

    // The same terms applied for with the tranches on the actual dates give the same plan.
    const fresh = await t.call('POST', '/api/v1/loans', { body: application([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '20 February 2024', principal: 4000 }]) });
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    const planned = await scheduleOf(fresh.json.loanId as number);
    const after2 = await scheduleOf(loanId);
    assert.deepEqual(facts(after2), facts(planned));
    const first = after2.find((p) => p.period === 1) as Period & { totalPaidForPeriod?: number };
    assert.equal(first.totalPaidForPeriod, 300, 'the repayment replayed onto the new plan');
    assert.equal(summary.principalOutstanding, 10000 - (summary.principalPaid ?? 0));

    const txs = await transactionsOf(loanId);
    const second = txs.find((x) => x.transaction_type_enum === 1 && x.transaction_date === '2024-02-20');
    assert.ok(second !== undefined);
    const principalRepaid = txs.filter((x) => x.transaction_type_enum === 2 && !x.is_reversed).reduce((sum, x) => sum + Number(x.principal_portion_derived), 0);
    assert.deepEqual([Number(second.amount), Number(second.principal_portion_derived), Number(second.outstanding_loan_balance_derived), second.is_reversed], [4000, 4000, 10000 - principalRepaid, false]);
    assert.deepEqual((await tranchesOf(loanId)).map((r) => [r.disbursedon_date, Number(r.principal)]), [['2024-01-15', 6000], ['2024-02-20', 4000]]);
    const entries = (await entriesOf(loanId)).filter((e) => e.loan_transaction_id === second.id);
    assert.deepEqual(entries.map((e) => [e.account_id, e.type_enum, Number(e.amount), e.entry_date]), [[gl.portfolio, 2, 4000, '2024-02-20'], [gl.fund, 1, 4000, '2024-02-20']]);
  });

  it('counts only the disbursed principal in the summary after a repayment on the first tranche (Fineract LoanSummary.updateSummary); the second tranche adds its own', async () => {
    const loanId = await approvedLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    type Figures = Record<'principalDisbursed' | 'principalPaid' | 'principalOutstanding' | 'interestCharged' | 'interestPaid' | 'interestOutstanding' | 'totalExpectedRepayment' | 'totalOutstanding' | 'totalExpectedCostOfLoan', number>;
    const summaryOf = async () => (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Figures;
    const disbursed = await summaryOf();
    assert.deepEqual([disbursed.principalDisbursed, disbursed.principalOutstanding], [6000, 6000]);

    const repaid = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { max: 9, body: { transactionDate: '15 February 2024', transactionAmount: 300, ...DATES } });
    const repayment = (await transactionsOf(loanId)).find((x) => x.id === repaid.json.resourceId);
    assert.ok(repayment !== undefined);
    const principalPaid = Number(repayment.principal_portion_derived);
    const interestPaid = 300 - principalPaid;
    const s = await summaryOf();
    assert.deepEqual(
      [s.principalDisbursed, s.principalPaid, s.principalOutstanding, s.interestCharged, s.interestPaid, s.interestOutstanding],
      [6000, principalPaid, 6000 - principalPaid, disbursed.interestCharged, interestPaid, Number((disbursed.interestCharged - interestPaid).toFixed(2))],
    );
    assert.equal(s.totalExpectedRepayment, Number((6000 + s.interestCharged).toFixed(2)));
    assert.equal(s.totalOutstanding, Number((s.principalOutstanding + s.interestOutstanding).toFixed(2)));
    assert.equal(s.totalExpectedCostOfLoan, s.interestCharged);
    assert.equal(Number(repayment.outstanding_loan_balance_derived), 6000 - principalPaid, 'the balance after it counts only the first tranche');
    // Fineract's LoanScheduleData: one disbursement period per tranche, the expected one too, before the installment it falls in.
    const res = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`, { max: 5 });
    const schedule = res.json.repaymentSchedule as { totalPrincipalDisbursed: number; periods: Period[] };
    const rows = schedule.periods.slice(0, 4).map((p) => [p.period ?? null, p.dueDate.join('-'), p.principalDisbursed ?? null, p.principalLoanBalanceOutstanding]);
    const firstInstallment = schedule.periods[2] as Period;
    assert.deepEqual(rows.slice(0, 3), [[null, '2024-1-15', 6000, 6000], [null, '2024-2-15', 4000, 4000], [1, '2024-2-15', null, 10000 - (firstInstallment.principalDue ?? 0)]]);
    assert.equal(schedule.periods.filter((p) => p.period === undefined).length, 2);
    assert.equal(schedule.totalPrincipalDisbursed, 10000);
    assert.equal((schedule.periods.at(-1) as Period).principalLoanBalanceOutstanding, 0);
    const entries = (await entriesOf(loanId)).filter((e) => e.loan_transaction_id === repayment.id);
    assert.deepEqual(entries.map((e) => [e.account_id, e.type_enum, Number(e.amount)]).sort(), [
      [gl.fund, 2, 300], [gl.interestIncome, 1, interestPaid], [gl.portfolio, 1, principalPaid],
    ].filter((e) => e[2] !== 0).sort(), 'the journal moves the repayment only');

    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '20 February 2024', ...DATES })).status, 200);
    const both = await summaryOf();
    // The repayment replayed onto the new plan splits anew; its 300 still all counted.
    assert.equal(Number((both.principalPaid + both.interestPaid).toFixed(2)), 300);
    assert.deepEqual([both.principalDisbursed, both.principalOutstanding], [10000, 10000 - both.principalPaid]);
    assert.equal(both.totalExpectedRepayment, Number((10000 + both.interestCharged).toFixed(2)));
    assert.equal(both.totalOutstanding, Number((both.principalOutstanding + both.interestOutstanding).toFixed(2)));
  });

  it('Fineract Loan.feature (dates moved a half-year): a second tranche inside the period joins the one installment, 370.55 + 18 interest-free', async () => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        ...application([{ expectedDisbursementDate: '08 January 2024', principal: 370.55 }, { expectedDisbursementDate: '25 January 2024', principal: 18 }]),
        submittedOnDate: '02 January 2024', loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '02 January 2024', ...DATES })).status, 200);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '08 January 2024', ...DATES })).status, 200);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '25 January 2024', ...DATES })).status, 200);
    const installments = (await scheduleOf(loanId)).filter((p) => p.period !== undefined);
    assert.deepEqual(installments.map((p) => [p.dueDate.join('-'), p.principalDue, p.interestDue, p.totalDueForPeriod]), [['2024-2-7', 388.55, 0, 388.55]]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.deepEqual([loan.principal, (loan.summary as Record<string, number>).principalDisbursed, (loan.summary as Record<string, number>).totalOutstanding], [388.55, 388.55, 388.55]);
  });

  it('refuses a later tranche as Fineract does: above the approved principal, before the first disbursal, tranches sent with it, none left', async () => {
    const loanId = await approvedLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    const before = await transactionsOf(loanId);
    const above = await command(loanId, 'disburse', { actualDisbursementDate: '15 February 2024', transactionAmount: 4500, ...DATES });
    assert.deepEqual([above.status, ...codesOf(above.body)], [403, 'error.msg.loan.disburse.amount.must.be.less.than.approved.principal']);
    const early = await command(loanId, 'disburse', { actualDisbursementDate: '14 January 2024', ...DATES });
    assert.deepEqual([early.status, ...codesOf(early.body)], [403, 'error.msg.loan.transaction.cannot.be.before.disbursement.date']);
    const future = await command(loanId, 'disburse', { actualDisbursementDate: '04 March 2024', ...DATES });
    assert.deepEqual([future.status, ...codesOf(future.body)], [403, 'error.msg.loan.disbursal.cannot.be.a.future.date']);
    // Fineract's disburse takes no disbursementData (LoanTransactionValidator's supported parameters): tranches are added or changed on /loans/{id}/disbursements.
    const added = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, {
      max: 2, status: 400, body: { actualDisbursementDate: '15 February 2024', disbursementData: [{ expectedDisbursementDate: '20 February 2024', principal: 1000 }], ...DATES },
    });
    assert.deepEqual(codesOf(added.body), ['error.msg.parameter.unsupported']);
    assert.deepEqual(await transactionsOf(loanId), before, 'nothing written by a refusal');
    assert.equal((await tranchesOf(loanId)).length, 2);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 February 2024', ...DATES })).status, 200);
    const none = await command(loanId, 'disburse', { actualDisbursementDate: '16 February 2024', ...DATES });
    assert.deepEqual([none.status, ...codesOf(none.body)], [400, 'error.msg.loan.disbursal.account.is.not.approve.not.disbursed.state']);
  });

  it('undoes the last disbursal: its transactions and postings reversed, the tranche reversed, the schedule back to the first tranche', async () => {
    const loanId = await approvedLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 300, ...DATES } })).status, 200);
    const single = await t.call('POST', '/api/v1/loans', { body: application([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }]) });
    assert.equal(single.status, 200, JSON.stringify(single.body));
    const plannedOne = facts(await scheduleOf(single.json.loanId as number));
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '20 February 2024', ...DATES })).status, 200);
    const entriesBefore = (await entriesOf(loanId)).length;

    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 27, body: { note: 'back' } });
    assert.deepEqual(res.json.changes, { undolastdisbursal: 'true', disbursedAmount: 6000, note: 'back' });
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal((loan.status as { id: number }).id, 300);
    assert.equal(loan.principal, 6000);
    assert.equal((loan.summary as Record<string, number>).principalDisbursed, 6000);
    const schedule = await scheduleOf(loanId);
    assert.deepEqual(facts(schedule), plannedOne, 'the plan of the first tranche alone');
    assert.equal((schedule.find((p) => p.period === 1) as Period & { totalPaidForPeriod?: number }).totalPaidForPeriod, 300);
    const txs = await transactionsOf(loanId);
    assert.deepEqual(txs.filter((x) => x.transaction_date === '2024-02-20').map((x) => [x.transaction_type_enum, x.is_reversed]), [[1, true]]);
    assert.ok(txs.filter((x) => x.transaction_date < '2024-02-20').every((x) => !x.is_reversed || x.transaction_type_enum === 2), 'the first disbursal stays');
    assert.deepEqual((await tranchesOf(loanId)).map((r) => [r.disbursedon_date, r.is_reversed]), [['2024-01-15', false], [null, true]]);
    const reversal = (await entriesOf(loanId)).slice(entriesBefore).filter((e) => e.entry_date === '2024-02-20');
    assert.deepEqual(reversal.map((e) => [e.account_id, e.type_enum, Number(e.amount)]), [[gl.portfolio, 1, 4000], [gl.fund, 2, 4000]]);
    const again = await command(loanId, 'undolastdisbursal', {});
    assert.deepEqual([again.status, ...codesOf(again.body)], [403, 'error.msg.tranches.should.be.disbursed.more.than.one.to.undo.last.disbursal']);
  });

  it('refuses the undo of the last disbursal with a repayment after it', async () => {
    const loanId = await approvedLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '01 February 2024', ...DATES })).status, 200);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 300, ...DATES } });
    assert.equal(repaid.status, 200);
    const before = await transactionsOf(loanId);
    const refused = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 8, status: 403, body: {} });
    assert.deepEqual(codesOf(refused.body), ['error.msg.cannot.undo.last.disbursal.after.repayments or waivers']);
    assert.deepEqual(await transactionsOf(loanId), before);
  });
});
