import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string };
const itemsOf = (body: unknown): Item[] => (body as { errors?: Item[] }).errors ?? [];
const codesOf = (body: unknown): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const MIX_REFUSAL = 'error.msg.loan.applied.or.to.be.disbursed.can.not.co-exist.with.the.loan.already.active.to.this.client';

type Owner = { clientId: number } | { groupId: number };

/** An application of 10 000 over 12 monthly repayments at 1 % a month, submitted 10 January 2024. */
function applicationBody(owner: Owner, productId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...owner, productId, loanType: 'clientId' in owner ? 'individual' : 'group', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES, ...extra,
  };
}

/** Entity datatable checks, product-mix refusals with active loans, arrears, pledges and the search template. */
describe('loan application rules', () => {
  let t: TestApp;
  let productId: number;
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) => t.call(method, url, body === undefined ? {} : { body });
  const ok = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) => {
    const res = await call(method, url, body);
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const activeClient = async (lastname: string) => (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname, active: true, activationDate: '01 January 2024', ...DATES })).clientId as number;
  const activeGroup = async (name: string) => (await ok('POST', '/api/v1/groups', { officeId: 1, name, active: true, activationDate: '01 January 2024', ...DATES })).groupId as number;
  const submit = async (owner: Owner, product: number, extra: Record<string, unknown> = {}) => (await ok('POST', '/api/v1/loans', applicationBody(owner, product, extra))).loanId as number;
  const command = (loanId: number, name: string, body: Record<string, unknown>) => call('POST', `/api/v1/loans/${loanId}?command=${name}`, { ...body, ...DATES });
  const approve = (loanId: number) => command(loanId, 'approve', { approvedOnDate: '12 January 2024' });
  const disburse = (loanId: number) => command(loanId, 'disburse', { actualDisbursementDate: '15 January 2024' });
  const activeLoan = async (owner: Owner, product: number, extra: Record<string, unknown> = {}) => {
    const loanId = await submit(owner, product, extra);
    assert.equal((await approve(loanId)).status, 200);
    assert.equal((await disburse(loanId)).status, 200);
    return loanId;
  };
  const setBusinessDate = async (date: string) => ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' });

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await setBusinessDate('2024-03-01');
    productId = await createLoanProduct(t, {});
  });
  after(async () => t.close());

  describe('entity datatable checks on m_loan', () => {
    let checked: number;
    const STATUSES = { create: 100, approve: 200, withdraw: 400, reject: 500, disburse: 800 } as const;
    const required = (name: string) => `error.msg.entry.required.in.datatable.[${name}]`;
    const fill = (name: string, loanId: number) => ok('POST', `/api/v1/datatables/${name}/${loanId}`, { detail: 'filled' });

    before(async () => {
      checked = await createLoanProduct(t, { name: 'Checked Loan', shortName: 'CHK' });
      for (const [step, status] of Object.entries(STATUSES)) {
        await ok('POST', '/api/v1/datatables', { datatableName: `loan_${step}`, apptableName: 'm_loan', columns: [{ name: 'detail', type: 'String', length: 20 }] });
        await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_loan', status, datatableName: `loan_${step}`, productId: checked });
      }
    });

    it('refuses an application without the CREATE entry, accepts one that brings it in `datatables`, and keeps it from deletion', async () => {
      const clientId = await activeClient('Checked');
      const refused = await call('POST', '/api/v1/loans', applicationBody({ clientId }, checked));
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      assert.deepEqual(codesOf(refused.body), [required('loan_create')]);
      assert.deepEqual((await ok('GET', `/api/v1/loans?clientId=${clientId}`)).pageItems, [], 'the refused application is not stored');
      // Checks named for another product do not apply to the plain product.
      await submit({ clientId }, productId);
      const loanId = await submit({ clientId }, checked, { datatables: [{ registeredTableName: 'loan_create', data: { detail: 'at create' } }] });
      const entry = (await ok('GET', `/api/v1/datatables/loan_create/${loanId}?genericResultSet=false`)) as unknown as { detail: string }[];
      assert.equal(entry[0]?.detail, 'at create');
      const deleted = await call('DELETE', `/api/v1/loans/${loanId}`);
      assert.equal(deleted.status, 403, 'an application that datatable entries refer to is not deleted');
      assert.deepEqual(codesOf(deleted.body), ['error.msg.unknown.data.integrity.issue']);
    });

    it('refuses approval and disbursement until their entries exist', async () => {
      const clientId = await activeClient('Steps');
      const loanId = await submit({ clientId }, checked, { datatables: [{ registeredTableName: 'loan_create', data: { detail: 'c' } }] });
      const notApproved = await approve(loanId);
      assert.equal(notApproved.status, 403);
      assert.deepEqual(codesOf(notApproved.body), [required('loan_approve')]);
      await fill('loan_approve', loanId);
      assert.equal((await approve(loanId)).status, 200);
      const notDisbursed = await disburse(loanId);
      assert.equal(notDisbursed.status, 403);
      assert.deepEqual(codesOf(notDisbursed.body), [required('loan_disburse')]);
      assert.equal(((await ok('GET', `/api/v1/loans/${loanId}`)).status as { id: number }).id, 200, 'the refused disbursement changed nothing');
      await fill('loan_disburse', loanId);
      assert.equal((await disburse(loanId)).status, 200);
    });

    it('refuses rejection and withdrawal until their entries exist', async () => {
      const clientId = await activeClient('Closing');
      const datatables = [{ registeredTableName: 'loan_create', data: { detail: 'c' } }];
      const rejected = await submit({ clientId }, checked, { datatables });
      const notRejected = await command(rejected, 'reject', { rejectedOnDate: '20 January 2024' });
      assert.equal(notRejected.status, 403);
      assert.deepEqual(codesOf(notRejected.body), [required('loan_reject')]);
      await fill('loan_reject', rejected);
      assert.equal((await command(rejected, 'reject', { rejectedOnDate: '20 January 2024' })).status, 200);

      const withdrawn = await submit({ clientId }, checked, { datatables });
      const notWithdrawn = await command(withdrawn, 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024' });
      assert.equal(notWithdrawn.status, 403);
      assert.deepEqual(codesOf(notWithdrawn.body), [required('loan_withdraw')]);
      await fill('loan_withdraw', withdrawn);
      assert.equal((await command(withdrawn, 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024' })).status, 200);
    });
  });

  describe('product mix with active loans (spec A.6)', () => {
    let owning: number;
    let restricted: number;
    let free: number;

    before(async () => {
      owning = await createLoanProduct(t, { name: 'Owning Loan', shortName: 'OWN' });
      restricted = await createLoanProduct(t, { name: 'Restricted Loan', shortName: 'RST' });
      free = await createLoanProduct(t, { name: 'Free Loan', shortName: 'FRE' });
      await ok('POST', `/api/v1/loanproducts/${owning}/productmix`, { restrictedProducts: [restricted] });
    });

    const expectRefused = (res: { status: number; body: unknown }, activeName: string) => {
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.deepEqual(codesOf(res.body), [MIX_REFUSAL]);
      assert.equal(itemsOf(res.body)[0]?.defaultUserMessage, `This loan could not be applied/disbursed as the loan and \`${activeName}\` are not allowed to co-exist`);
    };

    it('refuses an application whose product restricts the client’s active loan, and the reverse', async () => {
      const holdsRestricted = await activeClient('Holds restricted');
      await activeLoan({ clientId: holdsRestricted }, restricted);
      expectRefused(await call('POST', '/api/v1/loans', applicationBody({ clientId: holdsRestricted }, owning)), 'Restricted Loan');
      await submit({ clientId: holdsRestricted }, free);

      const holdsOwning = await activeClient('Holds owning');
      await activeLoan({ clientId: holdsOwning }, owning);
      expectRefused(await call('POST', '/api/v1/loans', applicationBody({ clientId: holdsOwning }, restricted)), 'Owning Loan');
    });

    it('refuses a modification that changes the product to a restricted one', async () => {
      const clientId = await activeClient('Modifies');
      await activeLoan({ clientId }, restricted);
      const application = await submit({ clientId }, free);
      expectRefused(await call('PUT', `/api/v1/loans/${application}`, { productId: owning, locale: 'en' }), 'Restricted Loan');
      assert.equal((await ok('GET', `/api/v1/loans/${application}`)).loanProductId, free);
    });

    it('does not count submitted, approved, rejected or withdrawn loans', async () => {
      const clientId = await activeClient('Pending');
      await submit({ clientId }, restricted);
      assert.equal((await approve(await submit({ clientId }, restricted))).status, 200);
      assert.equal((await command(await submit({ clientId }, restricted), 'reject', { rejectedOnDate: '20 January 2024' })).status, 200);
      assert.equal((await command(await submit({ clientId }, restricted), 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024' })).status, 200);
      await submit({ clientId }, owning);
    });

    it('checks a group application against the group’s active group loans', async () => {
      const groupId = await activeGroup('Mixed circle');
      await activeLoan({ groupId }, owning);
      expectRefused(await call('POST', '/api/v1/loans', applicationBody({ groupId }, restricted)), 'Owning Loan');
      await submit({ groupId }, free);
      const other = await activeGroup('Restricted circle');
      await activeLoan({ groupId: other }, restricted);
      expectRefused(await call('POST', '/api/v1/loans', applicationBody({ groupId: other }, owning)), 'Restricted Loan');
    });

    it('does not check the mix again at approval or disbursement (ADR 0026)', async () => {
      const clientId = await activeClient('Later');
      const application = await submit({ clientId }, owning);
      await activeLoan({ clientId }, restricted);
      assert.equal((await approve(application)).status, 200);
      assert.equal((await disburse(application)).status, 200);
    });
  });

  describe('inArrears', () => {
    it('is true once an installment of an active loan is overdue by more than the tolerance, from the business date', async () => {
      const clientId = await activeClient('Arrears');
      const pending = await submit({ clientId }, productId);
      assert.equal((await ok('GET', `/api/v1/loans/${pending}`)).inArrears, false);
      const plain = await activeLoan({ clientId }, productId);
      // The first installment (888.49) falls due on 15 February 2024; the business date is 1 March.
      assert.equal((await expectStatements(t, 'GET', `/api/v1/loans/${plain}`, { max: 4 })).json.inArrears, true);
      // The summary's overdue figures are the first installment's, overdue since its due date (Fineract's arrears ageing).
      const read = await ok('GET', `/api/v1/loans/${plain}?associations=repaymentSchedule`);
      const first = (read.repaymentSchedule as { periods: { period?: number; principalDue: number; interestDue: number }[] }).periods.find((p) => p.period === 1);
      const summary = read.summary as Record<string, unknown>;
      assert.deepEqual([summary.principalOverdue, summary.interestOverdue, summary.feeChargesOverdue, summary.totalOverdue, summary.overdueSinceDate],
        [first?.principalDue, first?.interestDue, 0, 888.49, [2024, 2, 15]]);
      await setBusinessDate('2024-02-15');
      assert.equal((await ok('GET', `/api/v1/loans/${plain}`)).inArrears, false, 'due today is not overdue');
      const dueToday = (await ok('GET', `/api/v1/loans/${plain}`)).summary as Record<string, unknown>;
      assert.deepEqual([dueToday.totalOverdue, dueToday.overdueSinceDate], [0, undefined]);
      await setBusinessDate('2024-02-16');
      assert.equal((await ok('GET', `/api/v1/loans/${plain}`)).inArrears, true);

      const tolerant = await activeLoan({ clientId }, productId, { inArrearsTolerance: 1000 });
      assert.equal((await ok('GET', `/api/v1/loans/${tolerant}`)).inArrears, false, 'one installment owed is within the tolerance');
      assert.deepEqual(await listedArrears(clientId), { [pending]: false, [plain]: true, [tolerant]: false }, 'the account list agrees with each loan');
      await setBusinessDate('2024-03-16');
      assert.equal((await ok('GET', `/api/v1/loans/${tolerant}`)).inArrears, true, 'two installments owed exceed it');
      assert.deepEqual(await listedArrears(clientId), { [pending]: false, [plain]: true, [tolerant]: true });
      await setBusinessDate('2024-02-15');
      assert.deepEqual(await listedArrears(clientId), { [pending]: false, [plain]: false, [tolerant]: false }, 'nothing is overdue on the first due date');
      await setBusinessDate('2024-03-01');
    });

    /** inArrears of each loan in GET /clients/{id}/accounts, by loan id. */
    async function listedArrears(clientId: number): Promise<Record<number, unknown>> {
      const { json } = await expectStatements(t, 'GET', `/api/v1/clients/${clientId}/accounts`, { max: 8 });
      return Object.fromEntries((json.loanAccounts as { id: number; inArrears: unknown }[]).map((l) => [l.id, l.inArrears]));
    }
  });

  describe('pledges (/loan-collateral-management)', () => {
    let clientId: number;
    let typeId: number;
    let clientCollateralId: number;
    const available = async () => (await ok('GET', `/api/v1/clients/${clientId}/collaterals/${clientCollateralId}`)).quantity;
    const pledgeOf = async (loanId: number) => ((await ok('GET', `/api/v1/loans/${loanId}?associations=collateral`)).collateral as { id: number }[])[0]?.id ?? 0;

    before(async () => {
      clientId = await activeClient('Pledger');
      typeId = (await ok('POST', '/api/v1/collateral-management', { name: 'Silver', quality: 'fine', unitType: 'unit', currency: 'USD', basePrice: 1000, pctToBase: 50, locale: 'en' })).resourceId as number;
      clientCollateralId = (await ok('POST', `/api/v1/clients/${clientId}/collaterals`, { collateralId: typeId, quantity: 30, locale: 'en' })).resourceId as number;
    });

    it('reads a pledge with its values, and answers 404 for an unknown one', async () => {
      const loanId = await submit({ clientId }, productId, { collateral: [{ clientCollateralId, quantity: 20 }] });
      const pledge = await pledgeOf(loanId);
      const res = await expectStatements(t, 'GET', `/api/v1/loan-collateral-management/${pledge}`, { max: 1 });
      assert.deepEqual(res.body, { collateralId: pledge, quantity: 20, total: 20000, totalCollateral: 10000, clientCollateralId });
      const unknown = await call('GET', '/api/v1/loan-collateral-management/999999');
      assert.equal(unknown.status, 404);
      assert.deepEqual(codesOf(unknown.body), ['error.msg.loan.collateral.id.invalid']);
      assert.equal((await call('GET', '/api/v1/loan-collateral-management/abc')).status, 404, 'a non-numeric id matches no pledge');
      assert.equal((await ok('DELETE', `/api/v1/loans/${loanId}`)).loanId, loanId);
    });

    it('deletes a pledge with DELETE_LOAN_COLLATERAL_PRODUCT and gives its units back', async () => {
      const loanId = await submit({ clientId }, productId, { collateral: [{ clientCollateralId, quantity: 20 }] });
      const pledge = await pledgeOf(loanId);
      assert.equal(await available(), 10);
      const reader = await createUserWithPermissions(t.tenant.database.db, 'pledge-reader', ['READ_LOAN']);
      assert.equal((await t.call('GET', `/api/v1/loan-collateral-management/${pledge}`, { auth: reader })).status, 200);
      assert.equal((await t.call('DELETE', `/api/v1/loan-collateral-management/${pledge}`, { auth: reader })).status, 403);
      const res = await expectStatements(t, 'DELETE', `/api/v1/loan-collateral-management/${pledge}`, { max: 8 });
      assert.deepEqual(res.body, { loanId, resourceId: pledge });
      assert.equal(await available(), 30);
      assert.equal((await call('GET', `/api/v1/loan-collateral-management/${pledge}`)).status, 404);
      assert.deepEqual(codesOf((await call('DELETE', `/api/v1/loan-collateral-management/${pledge}`)).body), ['error.msg.loan.collateral.id.invalid']);
      assert.equal((await command(loanId, 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024' })).status, 200);
      assert.equal(await available(), 30);
    });

    it('releases the pledge when the application is withdrawn', async () => {
      const loanId = await submit({ clientId }, productId, { collateral: [{ clientCollateralId, quantity: 25 }] });
      assert.equal(await available(), 5);
      const refused = await call('DELETE', `/api/v1/clients/${clientId}/collaterals/${clientCollateralId}`);
      assert.equal(refused.status, 403, 'a pledged client collateral row is kept');
      assert.deepEqual(codesOf(refused.body), ['error.msg.client.collateral.is.already.associated.with.loan.collateral']);
      assert.equal((await command(loanId, 'withdrawnByApplicant', { withdrawnOnDate: '20 January 2024' })).status, 200);
      assert.equal(await available(), 30);
    });

    it('keeps a collateral type while its units are pledged to an open loan, even with nothing left to the client (decision C3)', async () => {
      const loanId = await submit({ clientId }, productId, { collateral: [{ clientCollateralId, quantity: 30 }] });
      assert.equal(await available(), 0);
      const refused = await call('DELETE', `/api/v1/collateral-management/${typeId}`);
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      assert.deepEqual(codesOf(refused.body), ['COLLATERAL_IS_ALREADY_ATTACHED']);
      // A closed loan no longer holds its units (the closing path releases them; here only the status is set).
      await t.tenant.database.db.updateTable('m_loan' as never).set({ loan_status_id: 600 } as never).where('id' as never, '=', loanId as never).execute();
      assert.equal((await call('DELETE', `/api/v1/collateral-management/${typeId}`)).status, 200);
    });
  });

  it('lists the loan products in the search template', async () => {
    const template = await ok('GET', '/api/v1/search/template');
    const products = template.loanProducts as { id: number; name: string; multiDisburseLoan: boolean }[];
    assert.deepEqual(products[0], { id: productId, name: 'Plain Loan', multiDisburseLoan: false });
    assert.ok(products.some((p) => p.name === 'Owning Loan'));
    await expectStatements(t, 'GET', '/api/v1/search/template', { max: 2 });
  });
});
