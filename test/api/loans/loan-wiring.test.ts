import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { requireLoanDatatableEntries } from '../../../src/modules/loans/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { jsonOf, PDF, sendForm, temporaryDocumentsDir } from '../documents/upload-support.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => ((body as { errors?: Item[] }).errors ?? []).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

function applicationBody(owner: { clientId: number } | { groupId: number }, productId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...owner, productId, loanType: 'clientId' in owner ? 'individual' : 'group', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES, ...extra,
  };
}

/** What loans register with other modules: account lists, closing refusals, staff portfolio, notes, documents, search, datatables. */
describe('loans in other modules', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let productId: number;
  let officer: number;
  let clientId: number;
  let loanId: number;
  const ok = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) => {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const activeClient = async (lastname: string) => (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname, active: true, activationDate: '01 January 2024', ...DATES })).clientId as number;
  const submit = async (owner: { clientId: number } | { groupId: number }, extra: Record<string, unknown> = {}) => (await ok('POST', '/api/v1/loans', applicationBody(owner, productId, extra))).loanId as number;

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir } });
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    productId = await createLoanProduct(t, {});
    officer = (await ok('POST', '/api/v1/staff', { officeId: 1, firstname: 'Lena', lastname: 'Officer', isLoanOfficer: true, isActive: true, joiningDate: '01 January 2020', ...DATES })).resourceId as number;
    clientId = await activeClient('Wired');
    loanId = await submit({ clientId }, { loanOfficerId: officer, externalId: 'WIRE-LOAN-1' });
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('lists a client’s loans in GET /clients/{id}/accounts in Fineract’s LoanAccountSummaryData shape, in a bounded number of statements', async () => {
    const res = await expectStatements(t, 'GET', `/api/v1/clients/${clientId}/accounts`, { max: 6 });
    const loans = res.json.loanAccounts as Record<string, unknown>[];
    assert.equal(loans.length, 1);
    const loan = loans[0] as Record<string, unknown>;
    assert.equal(loan.id, loanId);
    assert.match(loan.accountNo as string, /^\d{9}$/);
    assert.equal(loan.externalId, 'WIRE-LOAN-1');
    assert.equal(loan.productId, productId);
    assert.equal(typeof loan.productName, 'string');
    assert.equal(typeof loan.shortProductName, 'string');
    assert.equal((loan.status as { id: number; code: string; pendingApproval: boolean }).code, 'loanStatusType.submitted.and.pending.approval');
    assert.equal((loan.status as { pendingApproval: boolean }).pendingApproval, true);
    assert.deepEqual(loan.loanType, { id: 1, code: 'accountType.individual', value: 'Individual' });
    assert.equal((loan.currency as { code: string }).code, 'USD');
    const timeline = loan.timeline as Record<string, unknown>;
    assert.deepEqual(timeline.submittedOnDate, [2024, 1, 10]);
    assert.deepEqual(timeline.expectedDisbursementDate, [2024, 1, 15]);
    assert.equal(timeline.submittedByUsername, 'mifos');
    assert.equal(loan.inArrears, false);
    assert.equal(loan.originalLoan, undefined, 'no amount before disbursement (Fineract: null when zero)');

    // A second loan adds no statement (one query per owner).
    const second = await submit({ clientId });
    const again = await expectStatements(t, 'GET', `/api/v1/clients/${clientId}/accounts`, { max: 6 });
    assert.deepEqual((again.json.loanAccounts as { id: number }[]).map((l) => l.id), [loanId, second]);
    assert.equal((await t.call('DELETE', `/api/v1/loans/${second}`)).status, 200);
  });

  it('lists a group’s own loans and its members’ loans in GET /groups/{id}/accounts', async () => {
    const groupId = (await ok('POST', '/api/v1/groups', { officeId: 1, name: 'Wired group', active: true, activationDate: '01 January 2024', ...DATES })).groupId as number;
    const groupLoan = await submit({ groupId });
    const res = await expectStatements(t, 'GET', `/api/v1/groups/${groupId}/accounts`, { max: 8 });
    assert.deepEqual((res.json.loanAccounts as { id: number }[]).map((l) => l.id), [groupLoan]);
    assert.deepEqual((res.json.loanAccounts as { loanType: { code: string } }[])[0]?.loanType.code, 'accountType.group');
    assert.equal(res.json.memberLoanAccounts, undefined, 'no member loans: the list is left out');

    const member = await activeClient('Member');
    const withMember = (await ok('POST', '/api/v1/groups', { officeId: 1, name: 'Member group', active: true, activationDate: '01 January 2024', clientMembers: [member], ...DATES })).groupId as number;
    const jlg = await submit({ clientId: member }, { groupId: withMember, loanType: 'jlg' });
    const members = await expectStatements(t, 'GET', `/api/v1/groups/${withMember}/accounts`, { max: 8 });
    assert.equal(members.json.loanAccounts, undefined);
    assert.deepEqual((members.json.memberLoanAccounts as { id: number; loanType: { code: string } }[]).map((l) => [l.id, l.loanType.code]), [[jlg, 'accountType.jlg']]);

    const codes = (await t.call('GET', '/api/v1/codes')).body as { id: number; name: string }[];
    const reasonCode = codes.find((c) => c.name === 'GroupClosureReason')?.id;
    const closure = (await ok('POST', `/api/v1/codes/${reasonCode}/codevalues`, { name: 'Group leaves' })).subResourceId as number;
    const close = await t.call('POST', `/api/v1/groups/${groupId}?command=close`, { body: { closureDate: '01 March 2024', closureReasonId: closure, ...DATES } });
    assert.equal(close.status, 403, JSON.stringify(close.body));
    assert.deepEqual(codesOf(close.body), ['error.msg.Group.close.loan.not.closed']);
  });

  it('refuses to close a client with an open loan, and closes it once the loan is withdrawn', async () => {
    const leaving = await activeClient('Leaving');
    const open = await submit({ clientId: leaving });
    const reason = (await ok('POST', '/api/v1/codes/14/codevalues', { name: 'Client leaves' })).subResourceId as number;
    const body = { closureDate: '01 March 2024', closureReasonId: reason, ...DATES };
    const refused = await t.call('POST', `/api/v1/clients/${leaving}?command=close`, { body });
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused.body), ['error.msg.client.close.loan.non-closed']);
    await ok('POST', `/api/v1/loans/${open}?command=withdrawnByApplicant`, { withdrawnOnDate: '20 January 2024', ...DATES });
    await ok('POST', `/api/v1/clients/${leaving}?command=close`, body);
  });

  it('keeps a loan officer of open loans from being deactivated', async () => {
    const refused = await t.call('PUT', `/api/v1/staff/${officer}`, { body: { isActive: false } });
    assert.equal(refused.status, 400);
    assert.deepEqual(codesOf(refused.body), ['validation.msg.staff.isactive.staff.is.assigned']);
    const idle = (await ok('POST', '/api/v1/staff', { officeId: 1, firstname: 'Idle', lastname: 'Officer', isLoanOfficer: true, isActive: true, joiningDate: '01 January 2020', ...DATES })).resourceId as number;
    await ok('PUT', `/api/v1/staff/${idle}`, { isActive: false });
  });

  it('keeps notes on a loan: create, list, read, update, delete, with permissions and the loan’s 404', async () => {
    const created = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/notes`, { max: 10, body: { note: 'Called the borrower' } });
    assert.equal(created.json.loanId, loanId);
    const noteId = created.json.resourceId as number;
    const list = await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/notes`, { max: 4 });
    const notes = list.body as { id: number; loanId: number; note: string; noteType: { id: number } }[];
    assert.ok(notes.some((n) => n.id === noteId && n.loanId === loanId && n.note === 'Called the borrower' && n.noteType.id === 200));
    assert.equal((await ok('GET', `/api/v1/loans/${loanId}/notes/${noteId}`)).note, 'Called the borrower');
    await ok('PUT', `/api/v1/loans/${loanId}/notes/${noteId}`, { note: 'Called twice' });
    assert.equal((await ok('GET', `/api/v1/loans/${loanId}/notes/${noteId}`)).note, 'Called twice');
    const reader = await createUserWithPermissions(t.tenant.database.db, 'loannotereader', ['READ_LOANNOTE']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/notes`, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/notes`, { body: { note: 'x' }, auth: reader })).status, 403);
    await ok('DELETE', `/api/v1/loans/${loanId}/notes/${noteId}`);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/notes/${noteId}`)).status, 404);
    const unknown = await t.call('POST', '/api/v1/loans/999999/notes', { body: { note: 'x' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.loan.id.invalid']);
  });

  it('attaches a document to a loan (entity type `loans`)', async () => {
    const res = await sendForm(t, 'POST', `/api/v1/loans/${loanId}/documents`, [{ name: 'name', value: 'Agreement' }, { name: 'file', fileName: 'agreement.pdf', contentType: 'application/pdf', data: PDF }]);
    assert.equal(res.statusCode, 200, res.body);
    const id = jsonOf(res).resourceId as number;
    const docs = (await ok('GET', `/api/v1/loans/${loanId}/documents`)) as unknown as { id: number; parentEntityType: string; parentEntityId: number; name: string }[];
    assert.deepEqual(docs.map((d) => [d.id, d.parentEntityType, d.parentEntityId, d.name]), [[id, 'loans', loanId, 'Agreement']]);
    const unknown = await sendForm(t, 'POST', '/api/v1/loans/999999/documents', [{ name: 'name', value: 'x' }, { name: 'file', fileName: 'x.pdf', contentType: 'application/pdf', data: PDF }]);
    assert.equal(unknown.statusCode, 404);
  });

  it('finds a loan by account number or external id with resource=loans', async () => {
    const accountNo = (await ok('GET', `/api/v1/loans/${loanId}`)).accountNo as string;
    const res = await expectStatements(t, 'GET', '/api/v1/search?query=WIRE-LOAN&resource=loans', { max: 4 });
    assert.deepEqual(res.body, [
      {
        entityId: loanId, entityAccountNo: accountNo, entityExternalId: 'WIRE-LOAN-1', entityName: (await ok('GET', `/api/v1/loans/${loanId}`)).loanProductName,
        entityType: 'LOAN', parentId: clientId, parentName: 'Ada Wired', parentType: 'client',
        entityStatus: { id: 100, code: 'loanStatusType.submitted.and.pending.approval', value: 'Submitted and pending approval' }, subEntityType: 'depositAccountType.invalid',
      },
    ]);
    const byNumber = (await t.call('GET', `/api/v1/search?query=${accountNo}&exactMatch=true`)).body as { entityType: string; entityId: number }[];
    assert.ok(byNumber.some((hit) => hit.entityType === 'LOAN' && hit.entityId === loanId));
    assert.deepEqual((await t.call('GET', '/api/v1/search?query=WIRE-LOAN&resource=clients')).body, []);
  });

  it('lets datatables extend m_loan and enforces entity datatable checks on loans', async () => {
    await ok('POST', '/api/v1/datatables', { datatableName: 'loan_extras', apptableName: 'm_loan', columns: [{ name: 'purpose_detail', type: 'String', length: 50 }] });
    const entry = await t.call('POST', `/api/v1/datatables/loan_extras/${loanId}`, { body: { purpose_detail: 'Tools' } });
    assert.equal(entry.status, 200, JSON.stringify(entry.body));
    assert.equal(entry.json.loanId, loanId);
    const read = (await t.call('GET', `/api/v1/datatables/loan_extras/${loanId}?genericResultSet=false`)).body as { purpose_detail: string }[];
    assert.equal(read[0]?.purpose_detail, 'Tools');
    assert.equal((await t.call('POST', '/api/v1/datatables/loan_extras/999999', { body: { purpose_detail: 'x' } })).status, 404);

    await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_loan', status: 200, datatableName: 'loan_extras' });
    const other = await submit({ clientId });
    await assert.rejects(requireLoanDatatableEntries(t.tenant.database.db, other, productId, 'APPROVE'), (e: Error & { code?: string }) => /loan_extras/.test(e.message));
    await requireLoanDatatableEntries(t.tenant.database.db, loanId, productId, 'APPROVE');
    await requireLoanDatatableEntries(t.tenant.database.db, other, productId, 'CREATE');
  });
});
