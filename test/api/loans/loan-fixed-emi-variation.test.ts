import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
type Period = { period?: number; dueDate: number[]; principalDue?: number; interestDue?: number; principalDisbursed?: number; principalLoanBalanceOutstanding: number };
type Tranche = { expectedDisbursementDate: string; principal: number };
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const EMI_TERM_TYPE = { id: 1, code: 'loanTermType.emiAmount', value: 'emiAmount' };
const cents = (value: number): number => Math.round(value * 100);

/**
 * A disbursal's `fixedEmiAmount` as Fineract's regenerateScheduleOnDisbursement keeps it: on a multi-disbursement loan
 * an EMI-amount term variation (type 1) from the disbursal date when the EMI differs from the loan's last one, which
 * every later re-plan applies from the first period falling due on or after it and an undo removes; on a
 * single-disbursement loan the loan's own fixed EMI when its product lets the installment be defined.
 */
describe('a disbursal with fixedEmiAmount', () => {
  let t: TestApp;
  let clientId = 0;
  let tranched = 0;
  let recalculating = 0;

  const db = () => tenantTables(t.tenant.database.db);
  const ok = async (method: 'POST' | 'PUT', url: string, body: Json): Promise<Json> => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const command = (loanId: number, name: string, body: Json) => ok('POST', `/api/v1/loans/${loanId}?command=${name}`, { ...body, ...DATES });
  const variationsOf = (loanId: number) =>
    db().selectFrom('m_loan_term_variations').select(['term_type', 'applicable_date', 'decimal_value', 'date_value', 'is_specific_to_installment', 'applied_on_loan_status', 'is_active'])
      .where('loan_id', '=', loanId).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.term_type, r.applicable_date, r.decimal_value === null ? null : Number(r.decimal_value), r.date_value, r.is_specific_to_installment, r.applied_on_loan_status, r.is_active]));
  const installmentsOf = async (loanId: number): Promise<Period[]> =>
    ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as { periods: Period[] }).periods.filter((p) => p.period !== undefined);
  /** Due date and installment (principal + interest) of each period. */
  const emisOf = async (loanId: number) => (await installmentsOf(loanId)).map((p) => [p.dueDate.join('-'), (cents(p.principalDue ?? 0) + cents(p.interestDue ?? 0)) / 100]);
  const trancheLoan = async (tranches: Tranche[]): Promise<number> => {
    const loan = await ok('POST', '/api/v1/loans', {
      clientId, productId: tranched, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1,
      repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy',
      expectedDisbursementDate: tranches[0]?.expectedDisbursementDate, submittedOnDate: '10 January 2024', disbursementData: tranches, maxOutstandingLoanBalance: 10000, ...DATES,
    });
    await command(loan.loanId as number, 'approve', { approvedOnDate: '12 January 2024' });
    return loan.loanId as number;
  };
  const twoTranches = () => trancheLoan([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 March 2024', ...DATES });
    clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Emi', lastname: 'Variation', active: true, activationDate: '01 January 2022', ...DATES })).clientId as number;
    tranched = await createLoanProduct(t, { name: 'EMI tranches', shortName: 'EMT', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000 });
    // Loan.feature's LP1_INTEREST_DECLINING_BALANCE_SAR_RECALCULATION_SAME_AS_REPAYMENT_COMPOUNDING_NONE_MULTIDISB: 12 % a year, recalculation, tranches.
    recalculating = await createLoanProduct(t, {
      name: 'EMI recalculation', shortName: 'EMR', principal: 10000, numberOfRepayments: 6, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      allowPartialPeriodInterestCalcualtion: true, multiDisburseLoan: true, maxTrancheCount: 10, outstandingLoanBalance: 10000,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 1,
    });
  });
  after(async () => t.close());

  it('writes the EMI-amount variation Loan.feature "Loan Details Emi Amount Variations - AssociationsAll" lists; the loan keeps its own fixed EMI', async () => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2023', ...DATES });
    const loanId = (await ok('POST', '/api/v1/loans', {
      clientId, productId: recalculating, loanType: 'individual', principal: 100, fixedEmiAmount: 555, disbursementData: [{ expectedDisbursementDate: '01 January 2023', principal: 100 }],
      loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6, repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0,
      interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
    })).loanId as number;
    await command(loanId, 'approve', { approvedOnDate: '01 January 2023' });
    await command(loanId, 'disburse', { actualDisbursementDate: '01 January 2023', transactionAmount: 100, fixedEmiAmount: 50 });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 March 2024', ...DATES });

    const read = await t.call('GET', `/api/v1/loans/${loanId}?associations=all`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const listed = (read.json.emiAmountVariations as Json[]).map(({ id, ...rest }) => [typeof id, rest]);
    assert.deepEqual(listed, [['number', { termType: EMI_TERM_TYPE, termVariationApplicableFrom: [2023, 1, 1], decimalValue: 50, isSpecificToInstallment: false }]]);
    assert.deepEqual(read.json.loanTermVariations, read.json.emiAmountVariations);
    assert.deepEqual(await variationsOf(loanId), [[1, '2023-01-01', 50, null, false, 300, true]]);
    assert.equal(read.json.fixedEmiAmount, 555, 'a multi-disbursement loan keeps its own fixed EMI');
    // 1 % a month on 100: 49.00 + 1.00, then the rest (51.00 + 0.51) under the 50 % last-installment threshold of the loan's own fixed EMI.
    const periods = (read.json.repaymentSchedule as { periods: Period[] }).periods.filter((p) => p.period !== undefined);
    assert.deepEqual(periods.map((p) => [p.dueDate.join('-'), p.principalDue, p.interestDue]), [['2023-2-1', 49, 1], ['2023-3-1', 51, 0.51]]);
  });

  it('writes nothing when the EMI is the loan\'s last one, and costs one statement when it writes', async () => {
    const same = await twoTranches();
    await command(same, 'disburse', { actualDisbursementDate: '15 January 2024' });
    const planned = await emisOf(same);
    const plain = await twoTranches();
    const written = await twoTranches();
    const without = await measureStatements(t, 'POST', `/api/v1/loans/${plain}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', ...DATES } });
    const withEmi = await measureStatements(t, 'POST', `/api/v1/loans/${written}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', fixedEmiAmount: 900, ...DATES } });
    assert.deepEqual([without.response.status, withEmi.response.status], [200, 200]);
    assert.equal(withEmi.count, without.count + 1, 'the variation is decided and written by one insert');
    assert.deepEqual(await emisOf(plain), planned);
    assert.deepEqual(await variationsOf(written), [[1, '2024-01-15', 900, null, false, 300, true]]);
    // A later tranche with the same EMI as the variation in force writes nothing and plans as without it.
    await command(written, 'disburse', { actualDisbursementDate: '15 February 2024', fixedEmiAmount: 900 });
    assert.deepEqual(await variationsOf(written), [[1, '2024-01-15', 900, null, false, 300, true]]);
  });

  it('plans every period due from the disbursal on with the EMI, through later tranches, tranche edits and the undo of the last tranche', async () => {
    const loanId = await twoTranches();
    await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', fixedEmiAmount: 900 });
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal(loan.fixedEmiAmount, undefined, 'no fixed EMI on the loan itself');
    const first = await emisOf(loanId);
    // 6000 then 4000 on the first due date, 1 % a month: 900 until the balance is repaid, the last period the rest.
    assert.ok(first.length >= 11 && first.slice(0, -1).every(([, emi]) => emi === 900), JSON.stringify(first));
    assert.ok((first.at(-1)?.[1] as number) < 900);
    assert.equal((await installmentsOf(loanId)).reduce((sum, p) => sum + cents(p.principalDue ?? 0), 0), cents(10000));

    // Moving the undisbursed tranche re-plans with the variation.
    const [firstId, secondId] = (await db().selectFrom('m_loan_disbursement_detail').select('id').where('loan_id', '=', loanId).orderBy('id').execute()).map((r) => r.id);
    await ok('PUT', `/api/v1/loans/${loanId}/disbursements/editDisbursements`, {
      expectedDisbursementDate: '15 January 2024', approvedLoanAmount: 10000, ...DATES,
      disbursementData: [{ id: firstId, expectedDisbursementDate: '15 January 2024', principal: 6000 }, { id: secondId, expectedDisbursementDate: '20 February 2024', principal: 4000 }],
    });
    const edited = await emisOf(loanId);
    assert.ok(edited.slice(0, -1).every(([, emi]) => emi === 900), JSON.stringify(edited));

    // The second tranche with another EMI: from the period due after its date (15 March) on.
    await command(loanId, 'disburse', { actualDisbursementDate: '20 February 2024', fixedEmiAmount: 950 });
    assert.deepEqual(await variationsOf(loanId), [[1, '2024-01-15', 900, null, false, 300, true], [1, '2024-02-20', 950, null, false, 300, true]]);
    const second = await emisOf(loanId);
    assert.deepEqual(second[0], ['2024-2-15', 900]);
    assert.ok(second.slice(1, -1).every(([, emi]) => emi === 950), JSON.stringify(second));
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=disburse`);
    assert.equal(template.json.fixedEmiAmount, 950, 'the disbursal template answers the last EMI');

    // Undoing that tranche removes its variation (Fineract's undoLastDisbursal); the first tranche alone is planned with 900.
    await ok('POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, {});
    assert.deepEqual(await variationsOf(loanId), [[1, '2024-01-15', 900, null, false, 300, true]]);
    const undone = await emisOf(loanId);
    assert.ok(undone.length === 7 && undone.slice(0, -1).every(([, emi]) => emi === 900), JSON.stringify(undone));
    assert.equal((await installmentsOf(loanId)).reduce((sum, p) => sum + cents(p.principalDue ?? 0), 0), cents(6000));
  });

  it('undoing the disbursal marks the variation inactive and plans the loan as applied for', async () => {
    const applied = await twoTranches();
    const loanId = await twoTranches();
    await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', fixedEmiAmount: 900 });
    await ok('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, {});
    assert.deepEqual(await variationsOf(loanId), [[1, '2024-01-15', 900, null, false, 300, false]]);
    assert.deepEqual(await emisOf(loanId), await emisOf(applied));
    const listed = (await t.call('GET', `/api/v1/loans/${loanId}?associations=loanTermVariations`)).json.loanTermVariations as Json[];
    assert.deepEqual(listed.map((v) => [v.termVariationApplicableFrom, v.decimalValue]), [[[2024, 1, 15], 900]], 'listed as Fineract does, inactive too');
  });

  it('starts the variation the day after a tranche disbursed on its first due date when change-emi-if-repaymentdate-same-as-disbursementdate is disabled', async () => {
    const dueDayEmis = async (): Promise<unknown[][]> => {
      const loanId = await twoTranches();
      await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024' });
      await command(loanId, 'disburse', { actualDisbursementDate: '15 February 2024', fixedEmiAmount: 950 });
      return [(await variationsOf(loanId)).map((v) => v[1]), ...(await emisOf(loanId)).slice(0, 2)];
    };
    const enabled = await dueDayEmis();
    assert.equal(enabled[0]?.[0], '2024-02-15');
    assert.deepEqual(enabled.slice(1), [['2024-2-15', 950], ['2024-3-15', 950]]);
    await ok('PUT', '/api/v1/configurations/name/change-emi-if-repaymentdate-same-as-disbursementdate', { enabled: false });
    try {
      const disabled = await dueDayEmis();
      assert.equal(disabled[0]?.[0], '2024-02-16');
      assert.notEqual(disabled[1]?.[1], 950, 'the period due that day keeps the EMI it had');
      assert.deepEqual(disabled[2], ['2024-3-15', 950]);
    } finally {
      await ok('PUT', '/api/v1/configurations/name/change-emi-if-repaymentdate-same-as-disbursementdate', { enabled: true });
    }
  });

  it('on a single-disbursement loan changes the loan\'s own fixed EMI only when the product lets the installment be defined, as Fineract', async () => {
    const single = async (canDefineInstallmentAmount: boolean): Promise<number> => {
      const productId = await createLoanProduct(t, { name: `EMI single ${String(canDefineInstallmentAmount)}`, shortName: canDefineInstallmentAmount ? 'ES1' : 'ES0', principal: 10000, canDefineInstallmentAmount });
      const loanId = (await ok('POST', '/api/v1/loans', {
        clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1, repaymentFrequencyType: 2,
        interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy',
        expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      })).loanId as number;
      await command(loanId, 'approve', { approvedOnDate: '12 January 2024' });
      await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', fixedEmiAmount: 900 });
      return loanId;
    };
    const defined = await single(true);
    const ignored = await single(false);
    assert.deepEqual([await variationsOf(defined), await variationsOf(ignored)], [[], []]);
    const [definedLoan, ignoredLoan] = await Promise.all([defined, ignored].map(async (id) => (await t.call('GET', `/api/v1/loans/${id}`)).json));
    assert.deepEqual([definedLoan?.fixedEmiAmount, ignoredLoan?.fixedEmiAmount], [900, undefined]);
    assert.ok((await emisOf(defined)).slice(0, -1).every(([, emi]) => emi === 900));
    // 10 000 over 12 months at 1 %: Fineract's EMI of 888.49.
    assert.deepEqual((await emisOf(ignored))[0], ['2024-2-15', 888.49]);
  });
});
