import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => (((body as { errors?: Item[] }).errors) ?? []).map((e) => e.userMessageGlobalisationCode);
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

/** Approve, undo approval, reject, withdraw, modify and delete of loan applications. */
describe('loan application lifecycle', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  const submit = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, overrides) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const statusOf = async (loanId: number) => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.status as { id: number }).id;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Lifecycle');
    productId = await createLoanProduct(t, {});
  });
  after(async () => t.close());

  it('approves an application with the approved amount and answers the status change', async () => {
    const loanId = await submit();
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, {
      max: 12,
      body: { approvedOnDate: '12 January 2024', approvedLoanAmount: 9000, expectedDisbursementDate: '15 January 2024', note: 'ok', ...DATES },
    });
    assert.equal(res.json.loanId, loanId);
    assert.equal(res.json.clientId, clientId);
    const changes = res.json.changes as Record<string, unknown>;
    assert.equal((changes.status as { id: number; code: string }).code, 'loanStatusType.approved');
    assert.equal(changes.approvedOnDate, '12 January 2024');
    assert.equal(changes.approvedLoanAmount, 9000);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal((loan.status as { id: number; waitingForDisbursal: boolean }).waitingForDisbursal, true);
    assert.equal(loan.approvedPrincipal, 9000);
    assert.equal(loan.proposedPrincipal, 10000);
    assert.deepEqual((loan.timeline as Record<string, unknown>).approvedOnDate, [2024, 1, 12]);
    assert.equal((loan.timeline as Record<string, unknown>).approvedByUsername, 'mifos');

    const again = await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.approve.account.is.not.submitted.and.pending.state']);
    const modify = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { principal: 8000, locale: 'en' } });
    assert.equal(modify.status, 403);
    assert.deepEqual(codesOf(modify.body), ['error.msg.loan.cannot.modify.loan.in.its.present.state']);
    const remove = await t.call('DELETE', `/api/v1/loans/${loanId}`);
    assert.equal(remove.status, 403);
    assert.deepEqual(codesOf(remove.body), ['error.msg.loan.cannot.delete.loan.in.its.present.state']);

    const undo = await command(loanId, 'undoApproval', { note: 'wrong amount' });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await statusOf(loanId), 100);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}`)).json.principal, 10000);
    const undoAgain = await command(loanId, 'undoapproval', {});
    assert.equal(undoAgain.status, 400);
    assert.deepEqual(codesOf(undoAgain.body), ['error.msg.loan.undo.approval.account.is.not.approved']);
  });

  it('refuses approvals against Fineract’s date and amount rules', async () => {
    const loanId = await submit();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'validation.msg.loanapplication.approvedOnDate.cannot.be.blank'],
      [{ approvedOnDate: '12 January 2024', approvedLoanAmount: 10001 }, 403, "error.msg.loan.approval.amount.can't.be.greater.than.loan.amount.demanded"],
      [{ approvedOnDate: '05 January 2024' }, 403, 'error.msg.loan.approval.cannot.be.before.submittal.date'],
      [{ approvedOnDate: '20 January 2024' }, 403, 'error.msg.loan.expecteddisbursal.should.be.on.or.after.approval.date'],
      [{ approvedOnDate: '02 March 2024', expectedDisbursementDate: '05 March 2024' }, 403, 'error.msg.loan.approval.cannot.be.a.future.date'],
      [{ approvedOnDate: '12 January 2024', approvedLoanAmount: -1 }, 400, 'validation.msg.loanapplication.approvedLoanAmount.not.greater.than.zero'],
      [{ approvedOnDate: '12 January 2024', principal: 5 }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of cases) {
      const res = await command(loanId, 'approve', { ...DATES, ...body });
      assert.equal(res.status, status, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      assert.ok([...codesOf(res.body), res.json.userMessageGlobalisationCode].includes(code), `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    }
    assert.equal(await statusOf(loanId), 100);
    assert.equal((await command(99999, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 404);
    assert.equal((await command(loanId, 'fly', {})).status, 400);
  });

  it('rejects and withdraws applications, only while submitted', async () => {
    const rejected = await submit();
    const reject = await command(rejected, 'reject', { rejectedOnDate: '20 January 2024', ...DATES });
    assert.equal(reject.status, 200, JSON.stringify(reject.body));
    assert.equal(((reject.json.changes as Record<string, unknown>).status as { id: number }).id, 500);
    const loan = (await t.call('GET', `/api/v1/loans/${rejected}`)).json;
    assert.equal((loan.status as { code: string }).code, 'loanStatusType.rejected');
    assert.deepEqual((loan.timeline as Record<string, unknown>).rejectedOnDate, [2024, 1, 20]);
    assert.deepEqual((loan.timeline as Record<string, unknown>).closedOnDate, [2024, 1, 20]);
    const rejectAgain = await command(rejected, 'reject', { rejectedOnDate: '20 January 2024', ...DATES });
    assert.equal(rejectAgain.status, 400);
    assert.deepEqual(codesOf(rejectAgain.body), ['error.msg.loan.reject.account.is.not.submitted.pending.approval.state']);
    const withdrawRejected = await command(rejected, 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024', ...DATES });
    assert.equal(withdrawRejected.status, 403);
    assert.deepEqual(codesOf(withdrawRejected.body), ['error.msg.loan.withdraw.cannot.withdraw']);

    const withdrawn = await submit();
    const early = await command(withdrawn, 'withdrawnByApplicant', { withdrawnOnDate: '01 January 2024', ...DATES });
    assert.equal(early.status, 403);
    assert.deepEqual(codesOf(early.body), ['error.msg.loan.withdraw.cannot.be.before.submittal.date']);
    const future = await command(withdrawn, 'reject', { rejectedOnDate: '02 March 2024', ...DATES });
    assert.deepEqual(codesOf(future.body), ['error.msg.loan.reject.cannot.be.a.future.date']);
    const ok = await command(withdrawn, 'withdrawnByApplicant', { withdrawnOnDate: '25 January 2024', note: 'changed mind', ...DATES });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(await statusOf(withdrawn), 400);
    const missing = await command(withdrawn, 'withdrawnByApplicant', {});
    assert.equal(missing.status, 400);
  });

  it('modifies a submitted application and rebuilds its schedule', async () => {
    const loanId = await submit({ externalId: 'MOD-1' });
    const res = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { principal: 12000, numberOfRepayments: 6, loanTermFrequency: 6, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json.changes, { principal: 12000, numberOfRepayments: 6, loanTermFrequency: 6, locale: 'en' });
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
    assert.equal(loan.principal, 12000);
    assert.equal(loan.externalId, 'MOD-1');
    const periods = (loan.repaymentSchedule as { periods: { period?: number }[] }).periods.filter((p) => p.period !== undefined);
    assert.equal(periods.length, 6);
    const bad = await t.call('PUT', `/api/v1/loans/${loanId}`, { body: { loanTermFrequency: 7, locale: 'en' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.body), ['validation.msg.loan.loanTermFrequency.greater.than.repayment.structure.suggests']);
    const byExternal = await t.call('PUT', '/api/v1/loans/external-id/MOD-1', { body: { interestRatePerPeriod: 2, locale: 'en' } });
    assert.equal(byExternal.status, 200, JSON.stringify(byExternal.body));
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}`)).json.interestRatePerPeriod, 2);
  });

  it('deletes a submitted application', async () => {
    const loanId = await submit();
    const res = await t.call('DELETE', `/api/v1/loans/${loanId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { officeId: 1, clientId, loanId, resourceId: loanId });
    const gone = await t.call('GET', `/api/v1/loans/${loanId}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone.body), ['error.msg.loan.id.invalid']);
    assert.equal((await t.call('GET', '/api/v1/loans/external-id/nope')).status, 404);
  });

  it('checks each route’s permission', async () => {
    const loanId = await submit();
    const reader = await createUserWithPermissions(t.tenant.database.db, 'loanreader', ['READ_LOAN']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'loannobody', ['READ_OFFICE']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}`, { auth: reader })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}`, { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/loans', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/loans/template', { auth: nobody })).status, 403);
    const refusals: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/api/v1/loans', applicationBody(clientId, productId)],
      ['PUT', `/api/v1/loans/${loanId}`, { principal: 9000, locale: 'en' }],
      ['DELETE', `/api/v1/loans/${loanId}`, undefined],
      ['POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES }],
      ['POST', `/api/v1/loans/${loanId}?command=reject`, { rejectedOnDate: '12 January 2024', ...DATES }],
      ['POST', `/api/v1/loans/${loanId}?command=withdrawnByApplicant`, { withdrawnOnDate: '12 January 2024', ...DATES }],
      ['POST', `/api/v1/loans/${loanId}?command=undoApproval`, {}],
    ];
    for (const [method, url, body] of refusals) {
      const res = await t.call(method as 'POST', url, { auth: reader, ...(body === undefined ? {} : { body }) });
      assert.equal(res.status, 403, `${method} ${url}`);
    }
    const approver = await createUserWithPermissions(t.tenant.database.db, 'loanapprover', ['APPROVE_LOAN']);
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undoApproval`, { auth: approver, body: {} })).status, 403);
  });

  it('calculates a schedule without saving anything (POST /loans?command=calculateLoanSchedule)', async () => {
    const before = (await t.call('GET', '/api/v1/loans')).json.totalFilteredRecords;
    const audits = (await t.call('GET', '/api/v1/audits?paged=true')).json.totalFilteredRecords;
    const res = await t.call('POST', '/api/v1/loans?command=calculateLoanSchedule', { body: applicationBody(clientId, productId) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const schedule = res.json as { periods: unknown[]; totalInterestCharged: number; currency: { code: string } };
    assert.equal(schedule.periods.length, 13);
    assert.equal(schedule.totalInterestCharged, 661.86);
    assert.equal(schedule.currency.code, 'USD');
    assert.equal((await t.call('GET', '/api/v1/loans')).json.totalFilteredRecords, before);
    assert.equal((await t.call('GET', '/api/v1/audits?paged=true')).json.totalFilteredRecords, audits, 'no command was recorded');
    const reader = await createUserWithPermissions(t.tenant.database.db, 'schedulereader', ['READ_LOAN']);
    assert.equal((await t.call('POST', '/api/v1/loans?command=calculateLoanSchedule', { auth: reader, body: applicationBody(clientId, productId) })).status, 200);
    const writerOnly = await createUserWithPermissions(t.tenant.database.db, 'loancreator', ['CREATE_LOAN']);
    assert.equal((await t.call('POST', '/api/v1/loans?command=calculateLoanSchedule', { auth: writerOnly, body: applicationBody(clientId, productId) })).status, 403);
    const unknown = await t.call('POST', '/api/v1/loans?command=explode', { body: applicationBody(clientId, productId) });
    assert.equal(unknown.status, 400);
  });

  it('pledges client collateral on an application and gives it back on rejection (spec C.3)', async () => {
    const type = await t.call('POST', '/api/v1/collateral-management', { body: { name: 'Gold', quality: 'fine', unitType: 'unit', currency: 'USD', basePrice: 1000, pctToBase: 50, locale: 'en' } });
    assert.equal(type.status, 200, JSON.stringify(type.body));
    const held = await t.call('POST', `/api/v1/clients/${clientId}/collaterals`, { body: { collateralId: type.json.resourceId, quantity: 30, locale: 'en' } });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const clientCollateralId = held.json.resourceId as number;
    const available = async () => (await t.call('GET', `/api/v1/clients/${clientId}/collaterals/${clientCollateralId}`)).json.quantity;

    const tooLittle = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { collateral: [{ clientCollateralId, quantity: 10 }] }) });
    assert.equal(tooLittle.status, 403);
    assert.deepEqual(codesOf(tooLittle.body), ['error.msg.loan.collateral.failed']);
    const tooMany = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { collateral: [{ clientCollateralId, quantity: 31 }] }) });
    assert.deepEqual(codesOf(tooMany.body), ['error.msg.loan.collateral.failed']);
    const badMember = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, { collateral: [{ clientCollateralId, quantity: 0 }] }) });
    assert.equal(badMember.status, 400);
    assert.deepEqual(codesOf(badMember.body), ['validation.msg.loan.collateral[1][quantity].not.greater.than.zero']);
    assert.equal(await available(), 30);

    const loanId = await submit({ collateral: [{ clientCollateralId, quantity: 20 }] });
    assert.equal(await available(), 10);
    const pledges = (await t.call('GET', `/api/v1/loans/${loanId}?associations=collateral`)).json.collateral as { clientCollateralId: number; quantity: number }[];
    assert.deepEqual(pledges.map((p) => [p.clientCollateralId, p.quantity]), [[clientCollateralId, 20]]);
    assert.equal((await command(loanId, 'reject', { rejectedOnDate: '20 January 2024', ...DATES })).status, 200);
    assert.equal(await available(), 30);

    const deleted = await submit({ collateral: [{ clientCollateralId, quantity: 25 }] });
    assert.equal(await available(), 5);
    assert.equal((await t.call('DELETE', `/api/v1/loans/${deleted}`)).status, 200);
    assert.equal(await available(), 30);
  });
});
