import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { assertListIndependentOfRows, assertStatementBound, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: unknown): string[] => (((body as { errors?: Item[] }).errors) ?? []).map((e) => e.userMessageGlobalisationCode);
type Period = Record<string, unknown>;

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** An individual application for the plain product: 10 000 over 12 monthly repayments at 1 % a month. */
function applicationBody(clientId: number, productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    ...DATES, ...overrides,
  };
}

async function activeClient(t: TestApp, lastname: string): Promise<number> {
  const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname, active: true, activationDate: '01 January 2024', ...DATES } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.clientId as number;
}

async function setBusinessDate(t: TestApp, date: string): Promise<void> {
  assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
  const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

const rowsOf = (periods: Period[]) => periods.filter((p) => p.period !== undefined).map((p) => [p.period, p.dueDate, p.principalDue, p.interestDue, p.principalLoanBalanceOutstanding]);

/** Loan applications: create, read, schedule (spec issue 15, Fineract's LoansApiResource). */
describe('loan accounts', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Borrower');
    productId = await createLoanProduct(t, { minPrincipal: 1000, maxPrincipal: 20000, minNumberOfRepayments: 6, maxNumberOfRepayments: 24 });
  });
  after(async () => t.close());

  it('submits an individual loan with Fineract’s ids and stores the 12-period schedule in one insert', async () => {
    const m = await measureStatements(t, 'POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { externalId: 'LN-1' }) });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    const loanId = m.response.json.loanId as number;
    assert.deepEqual(m.response.body, { officeId: 1, clientId, loanId, resourceId: loanId });
    const scheduleInserts = m.statements.filter((s) => /^insert into "m_loan_repayment_schedule"/i.test(s.sql.trim()));
    assert.equal(scheduleInserts.length, 1, 'the schedule is written with one statement');
    // One statement more than the inserts: the entity datatable checks of status CREATE; one more: the in-app notification.
    assertStatementBound(m, 17, 'POST /loans');

    const loan = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`, { max: 2 });
    const body = loan.json;
    assert.deepEqual(body.status, {
      id: 100, code: 'loanStatusType.submitted.and.pending.approval', value: 'Submitted and pending approval', pendingApproval: true,
      waitingForDisbursal: false, active: false, closedObligationsMet: false, closedWrittenOff: false, closedRescheduled: false, closed: false, overpaid: false,
    });
    assert.equal(body.externalId, 'LN-1');
    assert.equal(body.clientId, clientId);
    assert.equal(body.principal, 10000);
    assert.deepEqual(body.loanType, { id: 1, code: 'accountType.individual', value: 'Individual' });
    assert.deepEqual(body.termPeriodFrequencyType, { id: 2, code: 'termFrequency.periodFrequencyType.months', value: 'Months' });
    assert.equal(body.summary, undefined, 'no summary before disbursement');
    assert.deepEqual((body.timeline as Record<string, unknown>).submittedOnDate, [2024, 1, 10]);
    assert.deepEqual((body.timeline as Record<string, unknown>).expectedMaturityDate, [2025, 1, 15]);
    const schedule = body.repaymentSchedule as { periods: Period[]; totalInterestCharged: number; totalRepaymentExpected: number };
    // Declining balance, equal installments: EMI 888.49, each period's interest 1 % of the balance, the last period takes the rest.
    assert.deepEqual(rowsOf(schedule.periods), [
      [1, [2024, 2, 15], 788.49, 100, 9211.51], [2, [2024, 3, 15], 796.37, 92.12, 8415.14], [3, [2024, 4, 15], 804.34, 84.15, 7610.8],
      [4, [2024, 5, 15], 812.38, 76.11, 6798.42], [5, [2024, 6, 15], 820.51, 67.98, 5977.91], [6, [2024, 7, 15], 828.71, 59.78, 5149.2],
      [7, [2024, 8, 15], 837, 51.49, 4312.2], [8, [2024, 9, 15], 845.37, 43.12, 3466.83], [9, [2024, 10, 15], 853.82, 34.67, 2613.01],
      [10, [2024, 11, 15], 862.36, 26.13, 1750.65], [11, [2024, 12, 15], 870.98, 17.51, 879.67], [12, [2025, 1, 15], 879.67, 8.8, 0],
    ]);
    assert.equal(schedule.totalInterestCharged, 661.86);
    assert.equal(schedule.totalRepaymentExpected, 10661.86);
    assert.deepEqual(schedule.periods[0], {
      dueDate: [2024, 1, 15], principalDisbursed: 10000, principalLoanBalanceOutstanding: 10000, feeChargesDue: 0, feeChargesOutstanding: 0,
      totalOriginalDueForPeriod: 0, totalDueForPeriod: 0, totalOutstandingForPeriod: 0, totalActualCostOfLoanForPeriod: 0,
    });
    // One statement per association, the linked savings account included.
    const all = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=all&exclude=guarantors`, { max: 7 });
    assert.deepEqual([all.json.transactions, all.json.charges, all.json.collateral, all.json.disbursementDetails, all.json.guarantors], [[], [], [], [], undefined]);
    assert.ok(all.json.repaymentSchedule !== undefined && all.json.originalSchedule !== undefined);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}?associations=everything`)).status, 400);
    const trimmed = await t.call('GET', `/api/v1/loans/${loanId}?fields=id,accountNo`);
    assert.deepEqual(Object.keys(trimmed.json).sort(), ['accountNo', 'id']);
    const byExternalId = await t.call('GET', '/api/v1/loans/external-id/LN-1');
    assert.equal(byExternalId.status, 200);
    assert.equal(byExternalId.json.id, loanId);
    assert.equal(byExternalId.json.repaymentSchedule, undefined, 'no association unless asked for');
  });

  it('schedules a weekly loan', async () => {
    const weekly = await createLoanProduct(t, { name: 'Weekly Loan', shortName: 'WKL', principal: 1000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 52, interestRateFrequencyType: 3 });
    const res = await t.call('POST', '/api/v1/loans', {
      body: applicationBody(clientId, weekly, {
        principal: 1000, loanTermFrequency: 4, loanTermFrequencyType: 1, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 52,
        expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024',
      }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loan = await t.call('GET', `/api/v1/loans/${res.json.loanId as number}?associations=repaymentSchedule`);
    const schedule = loan.json.repaymentSchedule as { periods: Period[] };
    // 52 % a year is 1 % a week: PMT 256.28.
    assert.deepEqual(rowsOf(schedule.periods), [
      [1, [2024, 1, 8], 246.28, 10, 753.72], [2, [2024, 1, 15], 248.74, 7.54, 504.98], [3, [2024, 1, 22], 251.23, 5.05, 253.75], [4, [2024, 1, 29], 253.75, 2.54, 0],
    ]);
  });

  it('refuses bad applications with Fineract’s codes and statuses', async () => {
    const pending = (await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Pat', lastname: 'Pending' } })).json.clientId as number;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ productId: undefined }, 400, 'validation.msg.loans.productId.cannot.be.blank'],
      [{ productId: 99999 }, 404, 'error.msg.loanproduct.id.invalid'],
      [{ clientId: 99999 }, 404, 'error.msg.client.id.invalid'],
      [{ clientId: pending }, 403, 'error.msg.client.not.active.exception'],
      [{ loanType: undefined }, 400, 'validation.msg.loan.loanType.cannot.be.blank'],
      [{ loanType: 'glim' }, 400, 'validation.msg.loan.loanType.glim.not.supported'],
      [{ loanType: 'personal' }, 400, 'validation.msg.loan.loanType.is.not.within.expected.range'],
      [{ principal: 50000 }, 400, 'validation.msg.loan.principal.amount.is.not.within.min.max.range'],
      [{ principal: -5 }, 400, 'validation.msg.loan.principal.not.greater.than.zero'],
      [{ numberOfRepayments: 30, loanTermFrequency: 30 }, 400, 'validation.msg.loan.numberOfRepayments.amount.is.not.within.min.max.range'],
      [{ loanTermFrequency: 11 }, 400, 'validation.msg.loan.loanTermFrequency.less.than.repayment.structure.suggests'],
      [{ loanTermFrequency: 13 }, 400, 'validation.msg.loan.loanTermFrequency.greater.than.repayment.structure.suggests'],
      [{ loanTermFrequencyType: 1 }, 400, 'validation.msg.loan.loanTermFrequencyType.not.the.same.as.repaymentFrequencyType'],
      [{ interestType: 5 }, 400, 'validation.msg.loan.interestType.is.not.within.expected.range'],
      [{ expectedDisbursementDate: undefined }, 400, 'validation.msg.loan.expectedDisbursementDate.cannot.be.blank'],
      [{ submittedOnDate: '31 Febtober 2024' }, 400, 'validation.msg.invalid.dateFormat.format'],
      [{ groupId: 1 }, 404, 'error.msg.group.id.invalid'],
      [{ unknownMember: 1 }, 400, 'error.msg.parameter.unsupported'],
      [{ submittedOnDate: '05 March 2024', expectedDisbursementDate: '10 March 2024' }, 403, 'error.msg.loan.submittal.cannot.be.a.future.date'],
      [{ submittedOnDate: '20 December 2023' }, 403, 'error.msg.loan.submittal.cannot.be.before.client.activation.date'],
      [{ submittedOnDate: '20 January 2024' }, 403, 'error.msg.loan.submittal.cannot.be.after.expected.disbursement.date'],
      [{ externalId: 'LN-1' }, 403, 'error.msg.loan.with.externalId.already.used'],
      [{ transactionProcessingStrategyCode: 'no-such-strategy' }, 403, 'error.msg.loan.transaction.strategy.code.unsupported'],
      [{ fundId: 9999 }, 404, 'error.msg.fund.id.invalid'],
      [{ charges: [{ chargeId: 9999 }] }, 404, 'error.msg.charge.id.invalid'],
    ];
    for (const [overrides, status, code] of cases) {
      const body = Object.fromEntries(Object.entries(applicationBody(clientId, productId, overrides)).filter(([, v]) => v !== undefined));
      const res = await t.call('POST', '/api/v1/loans', { body });
      assert.equal(res.status, status, `${JSON.stringify(overrides)}: ${JSON.stringify(res.body)}`);
      const codes = [...codesOf(res.body), res.json.userMessageGlobalisationCode as string];
      assert.ok(codes.includes(code), `${JSON.stringify(overrides)}: ${JSON.stringify(res.body)}`);
    }
    const many = await t.call('POST', '/api/v1/loans', { body: { productId, clientId, loanType: 'individual', ...DATES } });
    assert.equal(many.status, 400);
    assert.ok(codesOf(many.body).length >= 8, 'every missing member is reported at once');
    assert.equal((await t.call('POST', '/api/v1/loans', { body: '{not json' as unknown as object, headers: { 'content-type': 'application/json' } })).status, 400);
  });

  it('refuses a product restricted by the product mix with 403 before the 400s (spec A.6)', async () => {
    const restricted = await createLoanProduct(t, { name: 'Restricted Loan', shortName: 'RSL' });
    assert.equal((await t.call('POST', `/api/v1/loanproducts/${restricted}/productmix`, { body: { restrictedProducts: [productId] } })).status, 200);
    const borrower = await activeClient(t, 'Mixed');
    const first = await t.call('POST', '/api/v1/loans', { body: applicationBody(borrower, productId) });
    const loanId = first.json.loanId as number;
    // The loan becomes active the way disbursement will make it.
    await t.tenant.database.db.updateTable('m_loan' as never).set({ loan_status_id: 300 } as never).where('id' as never, '=', loanId as never).execute();
    const res = await t.call('POST', '/api/v1/loans', { body: applicationBody(borrower, restricted, { principal: undefined }) });
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.loan.applied.or.to.be.disbursed.can.not.co-exist.with.the.loan.already.active.to.this.client']);
  });

  it('submits group and JLG loans', async () => {
    const group = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Lenders Circle', active: true, activationDate: '01 January 2024', clientMembers: [clientId], ...DATES } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    const groupId = group.json.groupId as number;
    const groupLoan = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { clientId: undefined, groupId, loanType: 'group' }) });
    assert.equal(groupLoan.status, 200, JSON.stringify(groupLoan.body));
    assert.deepEqual(groupLoan.body, { officeId: 1, groupId, loanId: groupLoan.json.loanId, resourceId: groupLoan.json.loanId });
    const jlg = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { groupId, loanType: 'jlg' }) });
    assert.equal(jlg.status, 200, JSON.stringify(jlg.body));
    const read = await t.call('GET', `/api/v1/loans/${jlg.json.loanId as number}`);
    assert.deepEqual(read.json.loanType, { id: 3, code: 'accountType.jlg', value: 'JLG' });
    assert.deepEqual((read.json.group as { id: number }).id, groupId);
    const both = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { groupId }) });
    assert.equal(both.status, 400);
    assert.deepEqual(codesOf(both.body), ['validation.msg.loan.groupId.cannot.also.be.provided.when.clientId.is.populated']);
    const outsider = await activeClient(t, 'Outsider');
    const notMember = await t.call('POST', '/api/v1/loans', { body: applicationBody(outsider, productId, { groupId, loanType: 'jlg' }) });
    assert.equal(notMember.status, 403);
    assert.deepEqual(codesOf(notMember.body), ['error.msg.group.client.not.in.group']);
  });

  it('lists loans paged with filters, without a statement per row', async () => {
    const list = await expectStatements(t, 'GET', `/api/v1/loans?clientId=${clientId}&limit=2&orderBy=id&sortOrder=DESC`, { max: 1 });
    const body = list.json as { totalFilteredRecords: number; pageItems: { id: number; clientId: number }[] };
    assert.ok(body.totalFilteredRecords >= 3);
    assert.equal(body.pageItems.length, 2);
    assert.ok((body.pageItems[0]?.id ?? 0) > (body.pageItems[1]?.id ?? 0));
    assert.ok(body.pageItems.every((l) => l.clientId === clientId));
    const byExternal = (await t.call('GET', '/api/v1/loans?externalId=LN-1')).json as { totalFilteredRecords: number };
    assert.equal(byExternal.totalFilteredRecords, 1);
    assert.equal((await t.call('GET', '/api/v1/loans?orderBy=password')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/loans?sqlSearch=1=1')).status, 400);
    // A status beyond the column's range is refused, never sent to the database (it answered 500).
    assert.equal((await t.call('GET', '/api/v1/loans?status=99999999999')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/loans?status=300')).status, 200);
    const borrower = await activeClient(t, 'Lister');
    await assertListIndependentOfRows(t, {
      url: `/api/v1/loans?clientId=${borrower}`,
      addRow: async () => {
        assert.equal((await t.call('POST', '/api/v1/loans', { body: applicationBody(borrower, productId) })).status, 200);
      },
    });
  });

  it('answers the template with every option list and the product’s defaults', async () => {
    const res = await expectStatements(t, 'GET', `/api/v1/loans/template?templateType=individual&clientId=${clientId}&productId=${productId}`, { max: 14 });
    const body = res.json;
    for (const list of ['productOptions', 'loanOfficerOptions', 'loanPurposeOptions', 'fundOptions', 'termFrequencyTypeOptions', 'repaymentFrequencyTypeOptions',
      'repaymentFrequencyNthDayTypeOptions', 'repaymentFrequencyDaysOfWeekTypeOptions', 'interestRateFrequencyTypeOptions', 'amortizationTypeOptions',
      'interestTypeOptions', 'interestCalculationPeriodTypeOptions', 'transactionProcessingStrategyOptions', 'chargeOptions', 'loanCollateralOptions', 'accountLinkingOptions']) {
      assert.ok(Array.isArray(body[list]), list);
    }
    assert.equal(body.clientId, clientId);
    assert.equal(body.loanProductId, productId);
    assert.equal(body.principal, 10000);
    assert.equal(body.numberOfRepayments, 12);
    assert.equal(body.termFrequency, 12);
    assert.deepEqual(body.amortizationType, { id: 1, code: 'amortizationType.equal.installments', value: 'Equal installments' });
    assert.equal((await t.call('GET', '/api/v1/loans/template?templateType=nonsense')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/loans/template?productId=99999')).status, 404);
  });
});
