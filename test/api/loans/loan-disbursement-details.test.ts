import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => (((body as { errors?: Item[] }).errors) ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type Tranche = { expectedDisbursementDate: string; principal: number };
type Period = { period?: number; dueDate: number[]; principalDisbursed?: number; principalDue?: number; interestDue?: number; feeChargesDue?: number; principalLoanBalanceOutstanding: number };

/**
 * The tranche endpoints of Fineract's LoanDisbursementDetailApiResource: one tranche read, one undisbursed tranche
 * changed, the whole list replaced (tranche-disbursement charges following the tranches), the schedule planned again.
 */
describe('loan disbursement details', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const application = (tranches: Tranche[]) => ({
    clientId, productId: product, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: tranches[0]?.expectedDisbursementDate, submittedOnDate: '10 January 2024',
    disbursementData: tranches, maxOutstandingLoanBalance: 10000, charges: charges.map((chargeId) => ({ chargeId })), ...DATES,
  });
  let charges: number[] = [];
  const submitted = async (tranches: Tranche[]): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', { body: application(tranches) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const approve = async (loanId: number) => assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
  const tranchesOf = async (loanId: number) =>
    (await db().selectFrom('m_loan_disbursement_detail').select(['id', 'expected_disburse_date', 'disbursedon_date', 'principal']).where('loan_id', '=', loanId).orderBy('expected_disburse_date').execute())
      .map((r) => [r.expected_disburse_date, r.disbursedon_date, Number(r.principal)]);
  const scheduleOf = async (loanId: number): Promise<Period[]> =>
    ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json.repaymentSchedule as { periods: Period[] }).periods;
  const facts = (periods: Period[]) => periods.map((p) => [p.dueDate.join('-'), p.principalDisbursed ?? p.principalDue, p.interestDue ?? 0, p.feeChargesDue ?? 0, p.principalLoanBalanceOutstanding]);
  const trancheCharges = (loanId: number) =>
    db().selectFrom('m_loan_charge as lc').leftJoin('m_loan_tranche_disbursement_charge as tc', 'tc.loan_charge_id', 'lc.id').select(['lc.charge_id', 'lc.amount', 'lc.is_active', 'tc.disbursement_detail_id'])
      .where('lc.loan_id', '=', loanId).orderBy('lc.id').execute();

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Dee', lastname: 'Tranche', active: true, activationDate: '01 January 2024', ...DATES } });
    clientId = client.json.clientId as number;
    product = await createLoanProduct(t, { name: 'Tranche Edits', shortName: 'TRE', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000 });
    // "% Disbursement Amount" (5) of each tranche and a flat fee per tranche (charge time 12).
    for (const [name, chargeCalculationType, amount] of [['Tranche percent', 5, 1.5], ['Tranche flat', 1, 10]] as const) {
      const res = await t.call('POST', '/api/v1/charges', { body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 12, chargeCalculationType, chargePaymentMode: 0, active: true, locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      charges = [...charges, res.json.resourceId as number];
    }
  });
  after(async () => t.close());

  it('reads one tranche and changes an undisbursed one of an approved loan: its charges priced on the new principal, the schedule as if applied for so', async () => {
    const loanId = await submitted([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    const pending = await t.call('PUT', `/api/v1/loans/${loanId}/disbursements/editDisbursements`, { body: { disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 6000 }], ...DATES } });
    assert.deepEqual([pending.status, codesOf(pending.body)], [403, ['error.msg.cannot.modify.tranches.if.loan.is.pendingapproval.closed.overpaid.writtenoff']]);
    await approve(loanId);
    const [, second] = (await db().selectFrom('m_loan_disbursement_detail').select('id').where('loan_id', '=', loanId).orderBy('id').execute()).map((r) => r.id);
    const chargeIds = (await trancheCharges(loanId)).filter((c) => c.disbursement_detail_id === second).map((c) => c.charge_id);
    assert.equal(chargeIds.length, 2);

    const read = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/disbursements/${second}`, { max: 1 });
    const loanChargeIds = (await db().selectFrom('m_loan_tranche_disbursement_charge').select('loan_charge_id').where('disbursement_detail_id', '=', second ?? 0).orderBy('loan_charge_id').execute()).map((r) => r.loan_charge_id);
    assert.deepEqual(read.body, { id: second, expectedDisbursementDate: [2024, 2, 15], principal: 4000, loanChargeId: loanChargeIds.join(','), chargeAmount: 70, waivedChargeAmount: 0 });
    const unknown = await t.call('GET', `/api/v1/loans/${loanId}/disbursements/999999`);
    assert.deepEqual([unknown.status, codesOf(unknown.body)], [404, ['error.msg.loan.disbursement.detail.id.invalid']]);

    const url = `/api/v1/loans/${loanId}/disbursements/${second}`;
    const body = { expectedDisbursementDate: '15 January 2024', approvedLoanAmount: 10000, updatedExpectedDisbursementDate: '01 March 2024', updatedPrincipal: 3000, ...DATES };
    const reader = await createUserWithPermissions(t.tenant.database.db, 'tranche-reader', ['READ_LOAN']);
    assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    assert.equal((await t.call('PUT', url, { body, auth: reader })).status, 403);
    const refusals = [
      [{ ...body, updatedPrincipal: undefined }, 'validation.msg.loan.update.disbursement.principal.cannot.be.blank'],
      [{ ...body, updatedPrincipal: 4001 + 1000 }, 'validation.msg.loan.update.disbursement.principal.sum.of.multi.disburse.amounts.must.be.equal.to.or.lesser.than.approved.principal'],
      [{ ...body, updatedExpectedDisbursementDate: '15 January 2024' }, 'validation.msg.loan.update.disbursement.expectedDisbursementDate.disbursement.date.must.be.unique.for.tranches'],
      [{ ...body, updatedExpectedDisbursementDate: '10 January 2024' }, 'validation.msg.loan.update.disbursement.expectedDisbursementDate.first.disbursement.date.must.start.with.expected.disbursement.date'],
      [{ ...body, transactionAmount: 1 }, 'error.msg.parameter.unsupported'],
      // Below the stored scale (6 decimals) a principal is 0.
      [{ ...body, updatedPrincipal: 0.000000001 }, 'validation.msg.loan.update.disbursement.principal.not.greater.than.zero'],
    ] as const;
    for (const [sent, code] of refusals) {
      const res = await t.call('PUT', url, { body: sent });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(codesOf(res.body).includes(code), `${code}: ${JSON.stringify(res.body)}`);
    }

    const res = await expectStatements(t, 'PUT', url, { max: 16, body });
    // Fineract's changes: the request's expectedDisbursementDate (its id and principal, never accepted, are null).
    assert.deepEqual(res.body, { officeId: 1, clientId, loanId, resourceId: loanId, changes: { expectedDisbursementDate: '15 January 2024' } });
    assert.deepEqual((await t.call('GET', url)).json, { id: second, expectedDisbursementDate: [2024, 3, 1], principal: 3000, loanChargeId: loanChargeIds.join(','), chargeAmount: 55, waivedChargeAmount: 0 });
    // The same application with the changed tranche plans the same schedule (charges included).
    const fresh = await submitted([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '01 March 2024', principal: 3000 }]);
    await approve(fresh);
    assert.deepEqual(facts(await scheduleOf(loanId)), facts(await scheduleOf(fresh)));
  });

  it('replaces the tranches of an active loan: the disbursed one kept, one removed with its charges, new ones charged; the next tranche disburses with its charges', async () => {
    const loanId = await submitted([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }]);
    await approve(loanId);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024', transactionAmount: 6000, ...DATES })).status, 200);
    const [first, second] = (await db().selectFrom('m_loan_disbursement_detail').select('id').where('loan_id', '=', loanId).orderBy('id').execute()).map((r) => r.id);
    const url = `/api/v1/loans/${loanId}/disbursements/editDisbursements`;
    const edit = (disbursementData: unknown[]) => ({ expectedDisbursementDate: '15 January 2024', approvedLoanAmount: 10000, disbursementData, ...DATES });
    // The disbursed tranche is kept as it is whatever is sent for it.
    const list = [{ id: first, expectedDisbursementDate: '15 January 2024', principal: 5000 }, { expectedDisbursementDate: '20 February 2024', principal: 2000 }, { expectedDisbursementDate: '01 March 2024', principal: 2000 }];

    const reader = await createUserWithPermissions(t.tenant.database.db, 'tranche-editor-reader', ['READ_LOAN']);
    assert.equal((await t.call('PUT', url, { body: edit(list), auth: reader })).status, 403);
    const refusals = [
      [edit([]), 403, 'error.msg.disbursementData.required'],
      [edit([...list, { expectedDisbursementDate: '05 March 2024', principal: 1 }]), 400, 'validation.msg.loan.principal.sum.of.multi.disburse.amounts.must.be.equal.to.or.lesser.than.approved.principal'],
      [edit([list[0], { id: 999999, expectedDisbursementDate: '20 February 2024', principal: 100 }]), 404, 'error.msg.loan.disbursement.detail.id.invalid'],
      [edit([list[0], { expectedDisbursementDate: '20 February 2024' }]), 400, 'validation.msg.loan.disbursementData[1].principal.cannot.be.blank'],
    ] as const;
    for (const [sent, status, code] of refusals) {
      const res = await t.call('PUT', url, { body: sent });
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.ok(codesOf(res.body).includes(code), `${code}: ${JSON.stringify(res.body)}`);
    }

    const res = await expectStatements(t, 'PUT', url, { max: 24, body: edit(list) });
    assert.deepEqual(res.body, { officeId: 1, clientId, loanId, resourceId: loanId, changes: { disbursementData: '2024-03-01-2000', recalculateLoanSchedule: true } });
    assert.deepEqual(await tranchesOf(loanId), [['2024-01-15', '2024-01-15', 6000], ['2024-02-20', null, 2000], ['2024-03-01', null, 2000]]);
    const after = await trancheCharges(loanId);
    assert.ok(after.filter((c) => !c.is_active).length === 2 && after.every((c) => c.is_active || c.disbursement_detail_id === null), 'the removed tranche’s charges deactivated');
    const active = after.filter((c) => c.is_active && c.disbursement_detail_id !== first && c.disbursement_detail_id !== second).map((c) => [c.charge_id, Number(c.amount)]);
    assert.deepEqual(active, [[charges[0], 30], [charges[1], 10], [charges[0], 30], [charges[1], 10]]);
    const periods = (await scheduleOf(loanId)).filter((p) => p.period === undefined).map((p) => [p.dueDate.join('-'), p.principalDisbursed, p.feeChargesDue]);
    assert.deepEqual(periods, [['2024-1-15', 6000, 100], ['2024-2-20', 2000, 40], ['2024-3-1', 2000, 40]]);
    // The remaining schedule is the one an application with these tranches plans.
    const fresh = await submitted([{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '20 February 2024', principal: 2000 }, { expectedDisbursementDate: '01 March 2024', principal: 2000 }]);
    assert.deepEqual(facts(await scheduleOf(loanId)), facts(await scheduleOf(fresh)));

    const disbursed = await command(loanId, 'disburse', { actualDisbursementDate: '20 February 2024', ...DATES });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    const collected = await db().selectFrom('m_loan_transaction').select(['amount']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 5).where('transaction_date', '=', '2024-02-20').execute();
    assert.deepEqual(collected.map((c) => Number(c.amount)), [40]);
  });

  it('reprices the charges of any number of changed tranches in one statement; no undisbursed tranche before the first disbursal', async () => {
    const dates = ['15 January 2024', '15 February 2024', '15 March 2024'];
    const loanId = await submitted(dates.map((expectedDisbursementDate) => ({ expectedDisbursementDate, principal: 3000 })));
    await approve(loanId);
    const ids = (await db().selectFrom('m_loan_disbursement_detail').select('id').where('loan_id', '=', loanId).orderBy('id').execute()).map((r) => r.id);
    const url = `/api/v1/loans/${loanId}/disbursements/editDisbursements`;
    const edit = (principals: number[], moved = dates) =>
      ({ expectedDisbursementDate: '15 January 2024', approvedLoanAmount: 10000, disbursementData: moved.map((expectedDisbursementDate, i) => ({ id: ids[i], expectedDisbursementDate, principal: principals[i] })), ...DATES });
    const one = await measureStatements(t, 'PUT', url, { body: edit([3000, 3000, 2500]) });
    const three = await measureStatements(t, 'PUT', url, { body: edit([2000, 2500, 2000]) });
    assert.deepEqual([one.response.status, three.response.status, three.count], [200, 200, one.count]);
    assert.deepEqual((await trancheCharges(loanId)).filter((c) => c.charge_id === charges[0]).map((c) => Number(c.amount)), [30, 37.5, 30]);

    // Expected on 15 January, disbursed on 20 January: the other tranches may not be moved before the 20th.
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '20 January 2024', transactionAmount: 2000, ...DATES })).status, 200);
    const single = await t.call('PUT', `/api/v1/loans/${loanId}/disbursements/${ids[1]}`, {
      body: { expectedDisbursementDate: '15 January 2024', updatedExpectedDisbursementDate: '17 January 2024', updatedPrincipal: 2500, ...DATES },
    });
    assert.deepEqual([single.status, codesOf(single.body)], [400, ['validation.msg.loan.update.disbursement.disbursementData.disbursement.date.of.tranche.cannot.be.before.disbursement.date']]);
    const list = await t.call('PUT', url, { body: edit([2000, 2500, 2000], ['15 January 2024', '17 January 2024', '15 March 2024']) });
    assert.deepEqual([list.status, codesOf(list.body)], [400, ['validation.msg.loan.disbursementData.disbursement.date.of.tranche.cannot.be.before.disbursement.date']]);
  });
});
