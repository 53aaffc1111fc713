import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string; args: unknown[] };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('loan originators on loans (/loans/{loanId}/originators)', () => {
  let t: TestApp;
  let productId: number;
  let clientId: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  }
  const submit = async (extra: Record<string, unknown> = {}): Promise<number> =>
    (await ok('POST', '/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES, ...extra,
    })).loanId as number;
  const originator = async (externalId: string, status = 'ACTIVE'): Promise<number> => (await ok('POST', '/api/v1/loan-originators', { externalId, name: `Originator ${externalId}`, status })).resourceId as number;

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    productId = await createLoanProduct(t, {});
    clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Borrower', active: true, activationDate: '01 January 2024', ...DATES })).clientId as number;
  });
  after(async () => t.close());

  it('attaches an originator to an application and lists it on the loan', async () => {
    const loanId = await submit({ externalId: 'LOAN-ORIG-1' });
    const id = await originator('ORIG-A');
    assert.deepEqual((await t.call('GET', `/api/v1/loans/${loanId}/originators`)).body, { originators: [] });
    const res = await t.call('POST', `/api/v1/loans/${loanId}/originators/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      resourceId: loanId, subResourceId: id, resourceExternalId: 'LOAN-ORIG-1',
      loanId, loanExternalId: 'LOAN-ORIG-1', originatorId: id, originatorExternalId: 'ORIG-A',
    });
    const expected = { originators: [{ id, externalId: 'ORIG-A', name: 'Originator ORIG-A', status: 'ACTIVE' }] };
    assert.deepEqual((await t.call('GET', `/api/v1/loans/${loanId}/originators`)).body, expected);
    assert.deepEqual((await t.call('GET', '/api/v1/loans/external-id/LOAN-ORIG-1/originators')).body, expected);
  });

  it('attaches and detaches by any mix of ids and external ids', async () => {
    const loanId = await submit({ externalId: 'LOAN-ORIG-2' });
    const ids = [await originator('ORIG-B1'), await originator('ORIG-B2'), await originator('ORIG-B3'), await originator('ORIG-B4')];
    const paths = [
      `/api/v1/loans/${loanId}/originators/${ids[0]}`,
      `/api/v1/loans/${loanId}/originators/external-id/ORIG-B2`,
      `/api/v1/loans/external-id/LOAN-ORIG-2/originators/${ids[2]}`,
      '/api/v1/loans/external-id/LOAN-ORIG-2/originators/external-id/ORIG-B4',
    ];
    for (const [index, path] of paths.entries()) {
      const res = await ok('POST', path);
      assert.equal(res.originatorId, ids[index], path);
      assert.equal(res.loanId, loanId, path);
    }
    const attached = (await ok('GET', `/api/v1/loans/${loanId}/originators`)).originators as { id: number }[];
    assert.deepEqual(attached.map((o) => o.id), ids);
    for (const path of paths) {
      await ok('DELETE', path);
    }
    assert.deepEqual(await ok('GET', `/api/v1/loans/${loanId}/originators`), { originators: [] });
  });

  it('refuses a second attachment, an originator that is not ACTIVE and a detach of one not attached', async () => {
    const loanId = await submit();
    const active = await originator('ORIG-C');
    await ok('POST', `/api/v1/loans/${loanId}/originators/${active}`);
    const twice = await t.call('POST', `/api/v1/loans/${loanId}/originators/${active}`);
    assert.equal(twice.status, 403);
    assert.deepEqual(codesOf(twice.json), ['error.msg.loan.originator.mapping.already.exists']);
    for (const status of ['PENDING', 'INACTIVE']) {
      const inactive = await originator(`ORIG-C-${status}`, status);
      const res = await t.call('POST', `/api/v1/loans/${loanId}/originators/${inactive}`);
      assert.equal(res.status, 403);
      assert.deepEqual(itemsOf(res.json).map((e) => [e.userMessageGlobalisationCode, e.defaultUserMessage]), [
        ['error.msg.loan.originator.not.active', `Originator with id ${inactive} has status ${status}. Only ACTIVE originators can be attached to loans.`],
      ]);
      const detach = await t.call('DELETE', `/api/v1/loans/${loanId}/originators/${inactive}`);
      assert.equal(detach.status, 404);
      assert.deepEqual(codesOf(detach.json), ['error.msg.loan.originator.mapping.not.found']);
    }
  });

  it('refuses deleting an originator while a loan has it attached', async () => {
    const loanId = await submit();
    const id = await originator('ORIG-D');
    await ok('POST', `/api/v1/loans/${loanId}/originators/${id}`);
    const refused = await t.call('DELETE', `/api/v1/loan-originators/${id}`);
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused.json), ['error.msg.loan.originator.cannot.be.deleted.mapped.to.loan']);
    await ok('DELETE', `/api/v1/loans/${loanId}/originators/${id}`);
    await ok('DELETE', `/api/v1/loan-originators/${id}`);
  });

  it('allows changes only while the loan is submitted and pending approval', async () => {
    const loanId = await submit();
    const first = await originator('ORIG-E1');
    const second = await originator('ORIG-E2');
    await ok('POST', `/api/v1/loans/${loanId}/originators/${first}`);
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES });
    for (const [method, id] of [['POST', second], ['DELETE', first]] as const) {
      const res = await t.call(method, `/api/v1/loans/${loanId}/originators/${id}`);
      assert.equal(res.status, 403, method);
      assert.deepEqual(itemsOf(res.json).map((e) => [e.userMessageGlobalisationCode, e.args]), [
        ['error.msg.loan.not.in.submitted.status', [{ value: loanId }, { value: 'loanStatusType.approved' }]],
      ]);
    }
    assert.equal(((await ok('GET', `/api/v1/loans/${loanId}/originators`)).originators as unknown[]).length, 1);
  });

  it('answers 404 for an unknown loan or originator, by id or external id', async () => {
    const loanId = await submit();
    const id = await originator('ORIG-F');
    const cases: [string, string, string][] = [
      ['POST', `/api/v1/loans/999999/originators/${id}`, 'error.msg.loan.id.invalid'],
      ['POST', `/api/v1/loans/external-id/NO-SUCH-LOAN/originators/${id}`, 'error.msg.loan.external.id.invalid'],
      ['POST', `/api/v1/loans/${loanId}/originators/999999`, 'error.msg.loan.originator.id.not.found'],
      ['POST', `/api/v1/loans/${loanId}/originators/external-id/NO-SUCH`, 'error.msg.loan.originator.external.id.not.found'],
      ['DELETE', `/api/v1/loans/${loanId}/originators/999999`, 'error.msg.loan.originator.id.not.found'],
      ['GET', '/api/v1/loans/999999/originators', 'error.msg.loan.id.invalid'],
      ['GET', '/api/v1/loans/external-id/NO-SUCH-LOAN/originators', 'error.msg.loan.external.id.invalid'],
    ];
    for (const [method, url, code] of cases) {
      const res = await t.call(method as 'GET' | 'POST' | 'DELETE', url);
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(codesOf(res.json), [code], `${method} ${url}`);
    }
  });

  it('needs READ_LOAN to list and ATTACH_/DETACH_LOAN_ORIGINATOR to change', async () => {
    const loanId = await submit();
    const id = await originator('ORIG-G');
    const db = t.tenant.database.db;
    const loanReader = await createUserWithPermissions(db, 'mloanreader', ['READ_LOAN']);
    const originatorReader = await createUserWithPermissions(db, 'morigreader', ['READ_LOAN_ORIGINATOR']);
    const attacher = await createUserWithPermissions(db, 'mattacher', ['ATTACH_LOAN_ORIGINATOR']);
    const detacher = await createUserWithPermissions(db, 'mdetacher', ['DETACH_LOAN_ORIGINATOR']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/originators`, { auth: loanReader })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/originators`, { auth: originatorReader })).status, 403);
    const refused = await t.call('POST', `/api/v1/loans/${loanId}/originators/${id}`, { auth: detacher });
    assert.equal(refused.status, 403);
    assert.equal(itemsOf(refused.json)[0]?.defaultUserMessage, 'User has no authority to: ATTACH_LOAN_ORIGINATOR');
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/originators/${id}`, { auth: attacher })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/loans/${loanId}/originators/${id}`, { auth: attacher })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/loans/${loanId}/originators/${id}`, { auth: detacher })).status, 200);
  });

  it('removes the attachments with the application when it is deleted', async () => {
    const loanId = await submit();
    const id = await originator('ORIG-H');
    await ok('POST', `/api/v1/loans/${loanId}/originators/${id}`);
    await ok('DELETE', `/api/v1/loans/${loanId}`);
    await ok('DELETE', `/api/v1/loan-originators/${id}`);
  });
});
