import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { activeClient, DATES, setBusinessDate, type Json } from './section-e-support.ts';

/** Section E.8: GET /loans/loanreassignment/template?officeId=&fromLoanOfficerId=. */
describe('loan reassignment template (E.8)', () => {
  let t: TestApp;
  let officer: number;
  let clientId: number;
  let loanId: number;
  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-06-10');
    const staff = await t.call('POST', '/api/v1/staff', { body: { officeId: 1, firstname: 'Ann', lastname: 'Lee', isLoanOfficer: true, isActive: true, joiningDate: '01 January 2020', ...DATES } });
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
    officer = staff.json.resourceId as number;
    clientId = await activeClient(t, 'Doe');
    const productId = await createLoanProduct(t);
    const loan = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', loanOfficerId: officer, ...DATES,
      },
    });
    assert.equal(loan.status, 200, JSON.stringify(loan.body));
    loanId = loan.json.loanId as number;
  });
  after(async () => t.close());

  it('answers the date, the offices, the office’s loan officers and the from-officer’s loans in the legacy style', async () => {
    const plain = await expectStatements(t, 'GET', '/api/v1/loans/loanreassignment/template', { max: 3 });
    assert.deepEqual(plain.json.assignmentDate, [2024, 6, 10]);
    assert.deepEqual((plain.json.officeOptions as Json[])[0], { id: 1, name: 'Head Office', nameDecorated: 'Head Office' });
    assert.equal('loanOfficerOptions' in plain.json, false);
    assert.equal('accountSummaryCollection' in plain.json, false);

    const res = await expectStatements(t, 'GET', `/api/v1/loans/loanreassignment/template?officeId=1&fromLoanOfficerId=${officer}`, { max: 5 });
    assert.equal(res.json.officeId, 1);
    assert.equal(res.json.fromLoanOfficerId, officer);
    const option = (res.json.loanOfficerOptions as Json[]).find((o) => o.id === officer);
    assert.ok(option !== undefined);
    assert.deepEqual(
      { id: option.id, firstname: option.firstname, lastname: option.lastname, displayName: option.displayName, officeId: option.officeId, officeName: option.officeName, isLoanOfficer: option.isLoanOfficer, isActive: option.isActive, joiningDate: option.joiningDate },
      { id: officer, firstname: 'Ann', lastname: 'Lee', displayName: 'Lee, Ann', officeId: 1, officeName: 'Head Office', isLoanOfficer: true, isActive: true, joiningDate: [2020, 1, 1] },
    );
    const collection = res.json.accountSummaryCollection as { clients: { id: number; displayName: string; loans: Json[] }[]; groups: unknown[] };
    assert.deepEqual(collection.clients.map((c) => [c.id, c.displayName, c.loans.map((l) => l.id)]), [[clientId, 'Ada Doe', [loanId]]]);
    assert.deepEqual(collection.groups, []);
  });

  it('needs READ_LOAN', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e8-reader', ['READ_LOAN']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'e8-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/loans/loanreassignment/template', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/loans/loanreassignment/template', { auth: nobody })).status, 403);
  });
});
