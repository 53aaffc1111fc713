import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, inMultiplesOf: 0, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
const flagsOf = (names: readonly string[], on: string) => Object.fromEntries(names.map((n) => [n, n === on]));
const STATUS_FLAGS = ['submittedAndPendingApproval', 'approved', 'rejected', 'withdrawnByApplicant', 'active', 'closed', 'prematureClosed', 'transferInProgress', 'transferOnHold', 'matured'];
const SUB_FLAGS = ['none', 'inactive', 'dormant', 'escheat', 'block', 'blockCredit', 'blockDebit'];

/** Applications, reads, the lifecycle commands, blocks and officers of savings accounts. */
describe('savings accounts (/savingsaccounts)', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let staffId: number;

  const ok = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const refused = async (accountId: number, command: string, body: Record<string, unknown>, status: number, code: string): Promise<void> => {
    const res = await savingsCommand(t, accountId, command, body);
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), [code]);
  };
  const account = async (id: number): Promise<Record<string, unknown>> => ok('GET', `/api/v1/savingsaccounts/${id}`);
  const statusOf = async (id: number): Promise<number> => ((await account(id)).status as { id: number }).id;
  const subStatusOf = async (id: number): Promise<number> => ((await account(id)).subStatus as { id: number }).id;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Holder');
    productId = await createSavingsProduct(t, { shortName: 'PSB', name: 'Passbook' });
    staffId = (await ok('POST', '/api/v1/staff', { ...DATES, officeId: 1, firstname: 'Field', lastname: 'Officer', isLoanOfficer: true, joiningDate: '01 January 2020' })).resourceId as number;
  });
  after(async () => t.close());

  it('submits an application and reads it in Fineract\'s shape', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/savingsaccounts', {
      max: 16,
      body: { clientId, productId, submittedOnDate: '02 January 2024', fieldOfficerId: staffId, externalId: 'SAV-1', nominalAnnualInterestRate: 4.5, ...DATES },
    });
    const id = created.json.savingsId as number;
    assert.deepEqual(created.json, { officeId: 1, clientId, savingsId: id, resourceId: id });
    const read = await expectStatements(t, 'GET', `/api/v1/savingsaccounts/${id}`, { max: 2 });
    assert.deepEqual(read.json, {
      id,
      accountNo: String(id).padStart(9, '0'),
      externalId: 'SAV-1',
      depositType: { id: 100, code: 'depositAccountType.savingsDeposit', value: 'Savings' },
      clientId,
      clientName: 'Ada Holder',
      savingsProductId: productId,
      savingsProductName: 'Passbook',
      fieldOfficerId: staffId,
      fieldOfficerName: 'Officer, Field',
      status: { id: 100, code: 'savingsAccountStatusType.submitted.and.pending.approval', value: 'Submitted and pending approval', ...flagsOf(STATUS_FLAGS, 'submittedAndPendingApproval') },
      subStatus: { id: 0, code: 'SavingsAccountSubStatusEnum.none', value: 'None', ...flagsOf(SUB_FLAGS, 'none') },
      timeline: { submittedOnDate: [2024, 1, 2], submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator' },
      currency: USD,
      nominalAnnualInterestRate: 4.5,
      interestCompoundingPeriodType: { id: 1, code: 'savings.interest.period.savingsCompoundingInterestPeriodType.daily', value: 'Daily' },
      interestPostingPeriodType: { id: 4, code: 'savings.interest.posting.period.savingsPostingInterestPeriodType.monthly', value: 'Monthly' },
      interestCalculationType: { id: 1, code: 'savingsInterestCalculationType.dailybalance', value: 'Daily Balance' },
      interestCalculationDaysInYearType: { id: 365, code: 'savingsInterestCalculationDaysInYearType.days365', value: '365 Days' },
      withdrawalFeeForTransfers: false,
      allowOverdraft: false,
      enforceMinRequiredBalance: false,
      lienAllowed: false,
      nominalAnnualInterestRateOverdraft: 0,
      minOverdraftForInterestCalculation: 0,
      withHoldTax: false,
      summary: { currency: USD, accountBalance: 0, totalInterestPosted: 0, totalOverdraftInterestDerived: 0, interestNotPosted: 0, availableBalance: 0 },
    });
    const byExternalId = await ok('GET', '/api/v1/savingsaccounts/external-id/SAV-1');
    assert.equal(byExternalId.id, id);
    const missing = await t.call('GET', '/api/v1/savingsaccounts/external-id/NOPE');
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.saving.account.id.invalid']);
    const duplicate = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId, submittedOnDate: '02 January 2024', externalId: 'SAV-1', ...DATES } });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.body), ['error.msg.savingsaccount.duplicate.externalId']);
  });

  it('refuses applications that break Fineract\'s rules', async () => {
    const call = (body: Record<string, unknown>) => t.call('POST', '/api/v1/savingsaccounts', { body });
    const blank = await call({ ...DATES });
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.body), [
      'validation.msg.savingsaccount.clientId.cannot.be.blank',
      'validation.msg.savingsaccount.productId.cannot.be.blank',
      'validation.msg.savingsaccount.submittedOnDate.cannot.be.blank',
    ]);
    const badTerms = await call({ clientId, productId, submittedOnDate: '02 January 2024', interestCompoundingPeriodType: 2, nominalAnnualInterestRate: -1, ...DATES });
    assert.deepEqual(codesOf(badTerms.body), [
      'validation.msg.savingsaccount.nominalAnnualInterestRate.not.zero.or.greater',
      'validation.msg.savingsaccount.interestCompoundingPeriodType.is.not.one.of.expected.enumerations',
    ]);
    assert.deepEqual(codesOf((await call({ clientId, productId, submittedOnDate: '02 January 2024', colour: 'red', ...DATES })).body), ['error.msg.parameter.unsupported']);
    const unknownProduct = await call({ clientId, productId: 9999, submittedOnDate: '02 January 2024', ...DATES });
    assert.equal(unknownProduct.status, 404);
    assert.deepEqual(codesOf(unknownProduct.body), ['error.msg.savingproduct.id.invalid']);
    assert.equal((await call({ clientId: 9999, productId, submittedOnDate: '02 January 2024', ...DATES })).status, 404);
    const future = await call({ clientId, productId, submittedOnDate: '02 March 2024', ...DATES });
    assert.equal(future.status, 400);
    assert.deepEqual(codesOf(future.body), ['validation.msg.savingsaccount.summital.cannot.be.a.future.date']);
    const beforeActivation = await call({ clientId, productId, submittedOnDate: '31 December 2023', ...DATES });
    assert.deepEqual(codesOf(beforeActivation.body), ['validation.msg.savingsaccount.summital.cannot.be.before.client.activation.date']);
    const pending = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Not', lastname: 'Yet', active: false, ...DATES });
    const inactive = await call({ clientId: pending.clientId, productId, submittedOnDate: '02 January 2024', ...DATES });
    assert.equal(inactive.status, 403);
    assert.deepEqual(codesOf(inactive.body), ['error.msg.client.not.active.exception']);
  });

  it('modifies and deletes only submitted applications', async () => {
    const id = await submitSavings(t, clientId, productId);
    const changed = await ok('PUT', `/api/v1/savingsaccounts/${id}`, { nominalAnnualInterestRate: 7, externalId: 'SAV-2', locale: 'en' });
    assert.deepEqual(changed.changes, { nominalAnnualInterestRate: 7, externalId: 'SAV-2', locale: 'en' });
    assert.equal((await account(id)).nominalAnnualInterestRate, 7);
    assert.deepEqual((await ok('PUT', `/api/v1/savingsaccounts/${id}`, { nominalAnnualInterestRate: 7, locale: 'en' })).changes, {});
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=approve`, { approvedOnDate: '03 January 2024', ...DATES });
    const modify = await t.call('PUT', `/api/v1/savingsaccounts/${id}`, { body: { nominalAnnualInterestRate: 8, locale: 'en' } });
    assert.equal(modify.status, 400);
    assert.deepEqual(codesOf(modify.body), ['validation.msg.savingsaccount.modify.not.in.submittedandpendingapproval.state']);
    const remove = await t.call('DELETE', `/api/v1/savingsaccounts/${id}`);
    assert.equal(remove.status, 400);
    assert.deepEqual(codesOf(remove.body), ['validation.msg.savingsaccount.delete.not.in.submittedandpendingapproval.state']);
    const other = await submitSavings(t, clientId, productId);
    await expectStatements(t, 'DELETE', `/api/v1/savingsaccounts/${other}`, { max: 10 });
    assert.equal((await t.call('GET', `/api/v1/savingsaccounts/${other}`)).status, 404);
  });

  it('approves, undoes the approval, rejects and withdraws with Fineract\'s date and state rules', async () => {
    const id = await submitSavings(t, clientId, productId);
    await refused(id, 'approve', { ...DATES }, 400, 'validation.msg.savingsaccountapplication.approvedOnDate.cannot.be.blank');
    await refused(id, 'approve', { approvedOnDate: '01 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.approval.cannot.be.before.submittal.date');
    await refused(id, 'approve', { approvedOnDate: '02 March 2024', ...DATES }, 400, 'validation.msg.savingsaccount.approval.cannot.be.a.future.date');
    await refused(id, 'undoapproval', {}, 400, 'validation.msg.savingsaccount.undoApproval.not.in.approved.state');
    const approved = await ok('POST', `/api/v1/savingsaccounts/${id}?command=approve`, { approvedOnDate: '03 January 2024', note: 'fine', ...DATES });
    assert.equal((approved.changes as { status: { code: string } }).status.code, 'savingsAccountStatusType.approved');
    assert.equal((approved.changes as { approvedOnDate: string }).approvedOnDate, '03 January 2024');
    await refused(id, 'approve', { approvedOnDate: '03 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.approval.not.in.submittedandpendingapproval.state');
    await refused(id, 'reject', { rejectedOnDate: '03 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.reject.not.in.submittedandpendingapproval.state');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=undoapproval`, { note: 'again' });
    assert.equal(await statusOf(id), 100);
    await refused(id, 'reject', { rejectedOnDate: '01 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.reject.cannot.be.before.submittal.date');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=reject`, { rejectedOnDate: '04 January 2024', ...DATES });
    const rejected = await account(id);
    assert.equal((rejected.status as { rejected: boolean }).rejected, true);
    assert.deepEqual((rejected.timeline as { rejectedOnDate: number[] }).rejectedOnDate, [2024, 1, 4]);

    const other = await submitSavings(t, clientId, productId);
    await refused(other, 'withdrawnByApplicant', { withdrawnOnDate: '02 March 2024', ...DATES }, 400, 'validation.msg.savingsaccount.withdrawnByApplicant.cannot.be.a.future.date');
    await ok('POST', `/api/v1/savingsaccounts/${other}?command=withdrawnByApplicant`, { withdrawnOnDate: '05 January 2024', ...DATES });
    assert.equal(await statusOf(other), 400);
    await refused(other, 'activate', { activatedOnDate: '05 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.activate.not.in.approved.state');
    const unknown = await t.call('POST', `/api/v1/savingsaccounts/${other}?command=fly`, { body: {} });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.query.parameter.value.unsupported']);
    assert.equal((await savingsCommand(t, 999999, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 404);
  });

  it('activates on or after the approval and not in the future', async () => {
    const id = await submitSavings(t, clientId, productId);
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=approve`, { approvedOnDate: '05 January 2024', ...DATES });
    await refused(id, 'activate', { ...DATES }, 400, 'validation.msg.savingsaccount.activatedOnDate.cannot.be.blank');
    await refused(id, 'activate', { activatedOnDate: '04 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.activate.cannot.be.before.approval.date');
    await refused(id, 'activate', { activatedOnDate: '02 March 2024', ...DATES }, 400, 'validation.msg.savingsaccount.activate.cannot.be.a.future.date');
    const activated = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}?command=activate`, { max: 10, body: { activatedOnDate: '06 January 2024', ...DATES } });
    assert.deepEqual(activated.json.changes, {
      status: { id: 300, code: 'savingsAccountStatusType.active', value: 'Active', ...flagsOf(STATUS_FLAGS, 'active') },
      locale: 'en', dateFormat: 'dd MMMM yyyy', activatedOnDate: '06 January 2024',
    });
    await refused(id, 'close', { closedOnDate: '05 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.close.closedOnDate.must.be.after.activation.date');
    await refused(id, 'close', { closedOnDate: '02 March 2024', ...DATES }, 400, 'validation.msg.savingsaccount.close.closedOnDate.cannot.be.a.future.date');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=close`, { closedOnDate: '07 January 2024', ...DATES });
    assert.equal(await statusOf(id), 600);
    await refused(id, 'close', { closedOnDate: '07 January 2024', ...DATES }, 400, 'validation.msg.savingsaccount.close.not.in.active.state');
  });

  it('blocks and unblocks credits, debits and the whole account as Fineract moves the sub-status', async () => {
    const id = await activeSavings(t, clientId, productId);
    await refused(id, 'unblock', {}, 400, 'validation.msg.savingsaccount.unblock.not.in.blocked.state');
    await refused(id, 'unblockCredit', {}, 400, 'validation.msg.savingsaccount.unblockCredits.credits.are.not.blocked');
    await refused(id, 'unblockDebit', {}, 400, 'validation.msg.savingsaccount.unblockDebits.debits.are.not.blocked');
    const credit = await ok('POST', `/api/v1/savingsaccounts/${id}?command=blockCredit`, { reasonForBlock: 'court order' });
    assert.deepEqual(credit.changes, { subStatus: { id: 500, code: 'SavingsAccountSubStatusEnum.blockCredit', value: 'BlockCredit', ...flagsOf(SUB_FLAGS, 'blockCredit') } });
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=blockDebit`, {});
    assert.equal(await subStatusOf(id), 400);
    await refused(id, 'blockCredit', {}, 400, 'validation.msg.savingsaccount.blockCredits.currently.set');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=unblockCredit`, {});
    assert.equal(await subStatusOf(id), 600);
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=unblockDebit`, {});
    assert.equal(await subStatusOf(id), 0);
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=block`, { reasonForBlock: 'fraud' });
    assert.equal((await account(id)).reasonForBlock, 'fraud');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=unblock`, {});
    assert.equal(await subStatusOf(id), 0);
    const pending = await submitSavings(t, clientId, productId);
    await refused(pending, 'block', {}, 400, 'validation.msg.savingsaccount.block.not.in.active.state');
  });

  it('assigns and unassigns the savings officer with Fineract\'s date rules', async () => {
    const id = await submitSavings(t, clientId, productId);
    const other = (await ok('POST', '/api/v1/staff', { ...DATES, officeId: 1, firstname: 'Second', lastname: 'Officer', isLoanOfficer: true, joiningDate: '01 January 2020' })).resourceId as number;
    await refused(id, 'unassignSavingsOfficer', { unassignedDate: '05 January 2024', ...DATES }, 403, 'error.msg.savings.account.not.assigned.to.savings.officer');
    const blank = await savingsCommand(t, id, 'assignSavingsOfficer', { ...DATES });
    assert.deepEqual(codesOf(blank.body), ['validation.msg.savingsaccount.toSavingsOfficerId.cannot.be.blank', 'validation.msg.savingsaccount.assignmentDate.cannot.be.blank']);
    await refused(id, 'assignSavingsOfficer', { toSavingsOfficerId: staffId, assignmentDate: '01 January 2024', ...DATES }, 403, 'error.msg.savings.assignment.date.cannot.be.before.savings.submitted.date');
    await refused(id, 'assignSavingsOfficer', { toSavingsOfficerId: staffId, assignmentDate: '02 March 2024', ...DATES }, 403, 'error.msg.savings.assignment.date.cannot.be.a.future.date');
    await refused(id, 'assignSavingsOfficer', { toSavingsOfficerId: 99999, assignmentDate: '05 January 2024', ...DATES }, 404, 'error.msg.staff.id.invalid');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=assignSavingsOfficer`, { toSavingsOfficerId: staffId, assignmentDate: '05 January 2024', ...DATES });
    await refused(id, 'assignSavingsOfficer', { toSavingsOfficerId: other, assignmentDate: '04 January 2024', ...DATES }, 403, 'error.msg.savings.assignment.date.is.before.last.assignment.date');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=assignSavingsOfficer`, { toSavingsOfficerId: other, assignmentDate: '06 January 2024', ...DATES });
    assert.equal((await account(id)).fieldOfficerId, other);
    await refused(id, 'unassignSavingsOfficer', { unassignedDate: '05 January 2024', ...DATES }, 403, 'error.msg.savings.savingsofficer.unassign.date.cannot.be.before.assignment.date');
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=unassignSavingsOfficer`, { unassignedDate: '07 January 2024', ...DATES });
    assert.equal((await account(id)).fieldOfficerId, 0);
  });

  it('keeps the client open, the officer\'s portfolio in use and lists the account among the client\'s', async () => {
    const holder = await activeClient(t, 'Closing');
    const id = await activeSavings(t, holder, productId, { fieldOfficerId: staffId });
    const reason = (await ok('POST', '/api/v1/codes/14/codevalues', { name: 'Moved away' })).subResourceId as number;
    const close = await t.call('POST', `/api/v1/clients/${holder}?command=close`, { body: { closureDate: '10 January 2024', closureReasonId: reason, ...DATES } });
    assert.equal(close.status, 403);
    assert.deepEqual(codesOf(close.body), ['error.msg.client.close.non-closed.savings.account']);
    const deactivate = await t.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } });
    assert.equal(deactivate.status, 400);
    assert.deepEqual(codesOf(deactivate.body), ['validation.msg.staff.isactive.staff.is.assigned']);
    const accounts = await ok('GET', `/api/v1/clients/${holder}/accounts`);
    const listed = accounts.savingsAccounts as Array<Record<string, unknown>>;
    assert.equal(listed.length, 1);
    assert.equal(listed[0]?.id, id);
    assert.equal(listed[0]?.productName, 'Passbook');
    assert.equal((listed[0]?.status as { code: string }).code, 'savingsAccountStatusType.active');
    assert.equal(listed[0]?.accountBalance, 0);
    await ok('POST', `/api/v1/savingsaccounts/${id}?command=close`, { closedOnDate: '09 January 2024', ...DATES });
    await ok('POST', `/api/v1/clients/${holder}?command=close`, { closureDate: '10 January 2024', closureReasonId: reason, ...DATES });
  });

  it('lists accounts paged and answers the template with a product\'s defaults', async () => {
    const id = await activeSavings(t, clientId, productId);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 10)).status, 200);
    const listed = await expectStatements(t, 'GET', '/api/v1/savingsaccounts?offset=0&limit=2&orderBy=id&sortOrder=DESC', { max: 2 });
    assert.equal((listed.json.pageItems as unknown[]).length, 2);
    assert.ok((listed.json.totalFilteredRecords as number) >= 5);
    assert.equal(((listed.json.pageItems as Array<{ id: number }>)[0])?.id, id);
    const bad = await t.call('GET', '/api/v1/savingsaccounts?orderBy=password');
    assert.equal(bad.status, 400);
    const template = await expectStatements(t, 'GET', `/api/v1/savingsaccounts/template?clientId=${clientId}&productId=${productId}`, { max: 12 });
    assert.equal(template.json.clientName, 'Ada Holder');
    assert.equal(template.json.savingsProductId, productId);
    assert.equal(template.json.nominalAnnualInterestRate, 5);
    assert.deepEqual(template.json.currency, USD);
    assert.ok((template.json.productOptions as Array<{ id: number }>).some((p) => p.id === productId));
    assert.ok((template.json.fieldOfficerOptions as Array<{ id: number }>).some((s) => s.id === staffId));
    assert.equal((template.json.withdrawalFeeTypeOptions as unknown[]).length, 2);
    const plain = await ok('GET', '/api/v1/savingsaccounts/template');
    assert.equal(plain.savingsProductId, undefined);
    assert.equal((await t.call('GET', '/api/v1/savingsaccounts/template?clientId=99999')).status, 404);
  });

  it('needs READ_SAVINGSACCOUNT to read and the command\'s permission to write', async () => {
    const id = await submitSavings(t, clientId, productId);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'savings-accounts-reader', ['READ_SAVINGSACCOUNT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'savings-accounts-nobody', ['READ_OFFICE']);
    assert.equal((await t.call('GET', `/api/v1/savingsaccounts/${id}`, { auth: reader })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/savingsaccounts/${id}`, { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/savingsaccounts', { auth: nobody })).status, 403);
    const approve = await t.call('POST', `/api/v1/savingsaccounts/${id}?command=approve`, { auth: reader, body: { approvedOnDate: '03 January 2024', ...DATES } });
    assert.equal(approve.status, 403);
    const approver = await createUserWithPermissions(t.tenant.database.db, 'savings-approver', ['APPROVE_SAVINGSACCOUNT']);
    assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${id}?command=approve`, { auth: approver, body: { approvedOnDate: '03 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/savingsaccounts', { auth: reader, body: { clientId, productId, submittedOnDate: '02 January 2024', ...DATES } })).status, 403);
  });
});
