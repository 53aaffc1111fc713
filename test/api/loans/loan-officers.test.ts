import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { assertSameStatementCount, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => ((body as { errors?: Item[] }).errors ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

function applicationBody(clientId: number, productId: number, loanOfficerId: number | undefined): Record<string, unknown> {
  return {
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    ...(loanOfficerId === undefined ? {} : { loanOfficerId }), ...DATES,
  };
}

async function createStaff(t: TestApp, lastname: string, isLoanOfficer: boolean): Promise<number> {
  const res = await t.call('POST', '/api/v1/staff', { body: { officeId: 1, firstname: 'Officer', lastname, isLoanOfficer, isActive: true, joiningDate: '01 January 2020', ...DATES } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
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

/** Assign, unassign and bulk reassignment of loan officers, and the reassignment template. */
describe('loan officers', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let ann: number;
  let ben: number;
  let dan: number;
  let clerk: number;
  const submit = async (officer: number | undefined): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', { body: applicationBody(clientId, productId, officer) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const assign = (loanId: number, body: Record<string, unknown>, auth?: { username: string; password: string }) =>
    t.call('POST', `/api/v1/loans/${loanId}?command=assignLoanOfficer`, { body: { ...DATES, ...body }, ...(auth === undefined ? {} : { auth }) });
  const unassign = (loanId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=unassignLoanOfficer`, { body: { ...DATES, ...body } });
  const officerOf = async (loanId: number) => (await t.call('GET', `/api/v1/loans/${loanId}`)).json.loanOfficerId;
  const historyOf = async (loanId: number) =>
    tenantTables(t.tenant.database.db).selectFrom('m_loan_officer_assignment_history').select(['loan_officer_id', 'start_date', 'end_date']).where('loan_id', '=', loanId).orderBy('id').execute();

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Borrower');
    productId = await createLoanProduct(t, {});
    ann = await createStaff(t, 'Ann', true);
    ben = await createStaff(t, 'Ben', true);
    dan = await createStaff(t, 'Dan', true);
    clerk = await createStaff(t, 'Clerk', false);
  });
  after(async () => t.close());

  it('moves a loan to another officer and keeps the assignment history', async () => {
    const loanId = await submit(ann);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=assignLoanOfficer`, {
      max: 14,
      body: { fromLoanOfficerId: ann, toLoanOfficerId: ben, assignmentDate: '20 January 2024', ...DATES },
    });
    assert.equal(res.json.loanId, loanId);
    assert.equal(res.json.clientId, clientId);
    assert.equal(res.json.officeId, 1);
    assert.equal(await officerOf(loanId), ben);
    assert.deepEqual(await historyOf(loanId), [
      { loan_officer_id: ann, start_date: '2024-01-10', end_date: '2024-01-20' },
      { loan_officer_id: ben, start_date: '2024-01-20', end_date: null },
    ]);

    // Assigning the same officer again moves the start of the current assignment.
    assert.equal((await assign(loanId, { fromLoanOfficerId: ben, toLoanOfficerId: ann, assignmentDate: '20 January 2024' })).status, 200);
    assert.deepEqual((await historyOf(loanId)).map((h) => h.loan_officer_id), [ann, ann], 'same start date: the current record names the new officer');
  });

  it('refuses assignments with Fineract’s codes and statuses', async () => {
    const loanId = await submit(ann);
    assert.equal((await assign(loanId, { fromLoanOfficerId: ann, toLoanOfficerId: ben, assignmentDate: '20 January 2024' })).status, 200);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ toLoanOfficerId: dan, assignmentDate: '25 January 2024' }, 403, 'error.msg.loan.not.assigned.to.loan.officer'],
      [{ fromLoanOfficerId: ann, toLoanOfficerId: dan, assignmentDate: '25 January 2024' }, 403, 'error.msg.loan.not.assigned.to.loan.officer'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: dan, assignmentDate: '05 January 2024' }, 403, 'error.msg.loan.assignment.date.cannot.be.before.loan.submittal.date'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: dan, assignmentDate: '18 January 2024' }, 403, 'error.msg.loan.assignment.date.cannot.be.before.previous.unassignement.date'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: dan, assignmentDate: '05 March 2024' }, 403, 'error.msg.loan.assignment.date.cannot.be.a.future.date'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: ann, assignmentDate: '15 January 2024' }, 403, 'error.msg.loan.assignment.date.is.before.last.assignment.date'],
      [{ fromLoanOfficerId: ben, assignmentDate: '25 January 2024' }, 400, 'validation.msg.loanOfficer.toLoanOfficerId.cannot.be.blank'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: dan }, 400, 'validation.msg.loanOfficer.assignmentDate.cannot.be.blank'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: ben, assignmentDate: '25 January 2024' }, 400, 'validation.msg.loans.reassignment.fromLoanOfficerId.same.as.toLoanOfficerId'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: 'x', assignmentDate: '25 January 2024' }, 400, 'validation.msg.invalid.integer.format'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: clerk, assignmentDate: '25 January 2024' }, 404, 'error.msg.staff.id.invalid.role'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: 99999, assignmentDate: '25 January 2024' }, 404, 'error.msg.staff.id.invalid'],
      [{ fromLoanOfficerId: ben, toLoanOfficerId: dan, assignmentDate: '25 January 2024', note: 'x' }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of cases) {
      const res = await assign(loanId, body);
      assert.equal(res.status, status, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      assert.ok(codesOf(res.body).includes(code) || (res.body as { userMessageGlobalisationCode?: string }).userMessageGlobalisationCode === code, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    }
    assert.equal(await officerOf(loanId), ben, 'no refused assignment changed the loan');
    const unknown = await assign(99999, { toLoanOfficerId: dan, assignmentDate: '25 January 2024' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.loan.id.invalid']);
  });

  it('assigns an officer to a loan without one (no fromLoanOfficerId)', async () => {
    const loanId = await submit(undefined);
    assert.equal((await assign(loanId, { fromLoanOfficerId: ann, toLoanOfficerId: ben, assignmentDate: '12 January 2024' })).status, 403);
    const res = await assign(loanId, { toLoanOfficerId: ben, assignmentDate: '12 January 2024' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await officerOf(loanId), ben);
    assert.deepEqual(await historyOf(loanId), [{ loan_officer_id: ben, start_date: '2024-01-12', end_date: null }]);
  });

  it('unassigns the officer, ending the current assignment, and refuses bad dates', async () => {
    const loanId = await submit(ann);
    const missing = await unassign(loanId, {});
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.body), ['validation.msg.loan.transaction.unassignedDate.cannot.be.blank']);
    const early = await unassign(loanId, { unassignedDate: '05 January 2024' });
    assert.equal(early.status, 403);
    assert.deepEqual(codesOf(early.body), ['error.msg.loan.loanofficer.unassign.date.cannot.be.before.assignment.date']);
    const future = await unassign(loanId, { unassignedDate: '02 March 2024' });
    assert.equal(future.status, 403);
    assert.deepEqual(codesOf(future.body), ['error.msg.loan.loanofficer.unassign.date.cannot.be.a.future.date']);
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=unassignLoanOfficer`, { max: 12, body: { unassignedDate: '01 February 2024', ...DATES } });
    assert.equal(res.json.loanId, loanId);
    assert.equal(await officerOf(loanId), undefined);
    assert.deepEqual(await historyOf(loanId), [{ loan_officer_id: ann, start_date: '2024-01-10', end_date: '2024-02-01' }]);
    const again = await unassign(loanId, { unassignedDate: '01 February 2024' });
    assert.equal(again.status, 403);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.not.assigned.to.loan.officer']);
  });

  it('needs UPDATELOANOFFICER_LOAN, REMOVELOANOFFICER_LOAN and BULKREASSIGN_LOAN', async () => {
    const loanId = await submit(ann);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'officerreader', ['READ_LOAN']);
    const assigner = await createUserWithPermissions(t.tenant.database.db, 'officerassigner', ['UPDATELOANOFFICER_LOAN']);
    const body = { fromLoanOfficerId: ann, toLoanOfficerId: ben, assignmentDate: '20 January 2024' };
    assert.equal((await assign(loanId, body, reader)).status, 403);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=unassignLoanOfficer`, { body: { unassignedDate: '20 January 2024', ...DATES }, auth: assigner })).status, 403);
    const bulk = { fromLoanOfficerId: ann, toLoanOfficerId: ben, assignmentDate: '20 January 2024', loans: [loanId], ...DATES };
    assert.equal((await t.call('POST', '/api/v1/loans/loanreassignment', { body: bulk, auth: assigner })).status, 403);
    assert.equal((await assign(loanId, body, assigner)).status, 200);
    assert.equal((await t.call('GET', '/api/v1/loans/loanreassignment/template', { auth: assigner })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/loans/loanreassignment/template', { auth: reader })).status, 200);
  });

  it('answers the reassignment template: offices, the office’s loan officers and the from-officer’s loans by client', async () => {
    const officer = await createStaff(t, 'Template', true);
    const loanId = await submit(officer);
    const plain = await expectStatements(t, 'GET', '/api/v1/loans/loanreassignment/template', { max: 6 });
    assert.deepEqual(plain.json.assignmentDate, [2024, 3, 1]);
    assert.deepEqual((plain.json.officeOptions as unknown[])[0], { id: 1, name: 'Head Office', nameDecorated: 'Head Office' });
    assert.equal(plain.json.loanOfficerOptions, undefined);
    assert.equal(plain.json.accountSummaryCollection, undefined);

    const res = await expectStatements(t, 'GET', `/api/v1/loans/loanreassignment/template?officeId=1&fromLoanOfficerId=${officer}`, { max: 8 });
    assert.equal(res.json.officeId, 1);
    assert.equal(res.json.fromLoanOfficerId, officer);
    const officers = res.json.loanOfficerOptions as { id: number; displayName: string; isLoanOfficer: boolean }[];
    assert.ok(officers.some((o) => o.id === ann && o.displayName === 'Ann, Officer' && o.isLoanOfficer));
    assert.ok(!officers.some((o) => o.id === clerk), 'staff who are no loan officers are not offered');
    const collection = res.json.accountSummaryCollection as { clients: { id: number; displayName: string; loans: { id: number; accountNo: string; status: { id: number }; loanType: { code: string } }[] }[]; groups: unknown[] };
    assert.equal(collection.clients.length, 1);
    assert.equal(collection.clients[0]?.id, clientId);
    assert.equal(collection.clients[0]?.displayName, 'Ada Borrower');
    assert.deepEqual(collection.clients[0]?.loans.map((l) => l.id), [loanId]);
    assert.equal(collection.clients[0]?.loans[0]?.status.id, 100);
    assert.equal(collection.clients[0]?.loans[0]?.loanType.code, 'accountType.individual');
    assert.deepEqual(collection.groups, []);
    const bad = await t.call('GET', '/api/v1/loans/loanreassignment/template?officeId=abc');
    assert.equal(bad.status, 400);
  });

  it('moves several loans at once, or none when one of them is not the from-officer’s', async () => {
    const from = await createStaff(t, 'From', true);
    const to = await createStaff(t, 'To', true);
    const loans = [await submit(from), await submit(from), await submit(from)];
    const body = (ids: number[]) => ({ fromLoanOfficerId: from, toLoanOfficerId: to, assignmentDate: '01 February 2024', loans: ids, ...DATES });
    const other = await submit(ann);
    const refused = await t.call('POST', '/api/v1/loans/loanreassignment', { body: body([loans[0] as number, other]) });
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused.body), ['error.msg.loan.not.assigned.to.loan.officer']);
    assert.equal(await officerOf(loans[0] as number), from, 'the bulk change is all or nothing');

    const two = await expectStatements(t, 'POST', '/api/v1/loans/loanreassignment', { max: 14, body: body(loans.slice(0, 2)) });
    assert.deepEqual(two.json, {});
    const one = await measureStatements(t, 'POST', '/api/v1/loans/loanreassignment', { body: body(loans.slice(2)) });
    assert.equal(one.response.status, 200);
    const back = await measureStatements(t, 'POST', '/api/v1/loans/loanreassignment', { body: { ...body(loans.slice(0, 2)), fromLoanOfficerId: to, toLoanOfficerId: from, assignmentDate: '10 February 2024' } });
    assert.equal(back.response.status, 200, JSON.stringify(back.response.body));
    assertSameStatementCount(one, back, 'POST /loans/loanreassignment with 1 and 2 loans');
    await expectStatements(t, 'POST', '/api/v1/loans/loanreassignment', { max: 14, body: { ...body(loans.slice(0, 2)), fromLoanOfficerId: from, toLoanOfficerId: to, assignmentDate: '15 February 2024' } });
    for (const loanId of loans) {
      assert.equal(await officerOf(loanId), to);
    }
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body(loans), loans: [] }, 400, 'validation.msg.loanOfficer.loans.cannot.be.empty'],
      [{ ...body(loans), fromLoanOfficerId: undefined }, 400, 'validation.msg.loanOfficer.fromLoanOfficerId.cannot.be.blank'],
      [{ ...body(loans), toLoanOfficerId: -1 }, 400, 'validation.msg.loanOfficer.toLoanOfficerId.not.greater.than.zero'],
      [{ ...body(loans), assignmentDate: undefined }, 400, 'validation.msg.loanOfficer.assignmentDate.cannot.be.blank'],
      [{ ...body(loans), toLoanOfficerId: from }, 400, 'validation.msg.loans.reassignment.fromLoanOfficerId.same.as.toLoanOfficerId'],
      [{ ...body([99999]), fromLoanOfficerId: to, toLoanOfficerId: from }, 404, 'error.msg.loan.id.invalid'],
      [{ ...body(loans), loanIds: [1] }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [request, status, code] of cases) {
      const res = await t.call('POST', '/api/v1/loans/loanreassignment', { body: request });
      assert.equal(res.status, status, `${JSON.stringify(request)}: ${JSON.stringify(res.body)}`);
      assert.ok(codesOf(res.body).includes(code), `${JSON.stringify(request)}: ${JSON.stringify(res.body)}`);
    }
  });
});
