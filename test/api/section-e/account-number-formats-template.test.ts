import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, type Json } from './section-e-support.ts';

const prefix = (id: number, code: string, value: string) => ({ id, code: `accountNumberPrefixType.${code}`, value });
const OFFICE_NAME = prefix(1, 'officeName', 'OFFICE_NAME');
const PREFIX_SHORT_NAME = prefix(401, 'prefixShortName', 'PREFIX_SHORT_NAME');
const byId = (options: unknown) => [...(options as Json[])].sort((a, b) => Number(a.id) - Number(b.id));

/** Section E.10: GET /accountnumberformats/template and the one-format-per-account-type rule. */
describe('account number formats template (E.10)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers the account types and the prefix types of each', async () => {
    const res = await expectStatements(t, 'GET', '/api/v1/accountnumberformats/template', { max: 1 });
    assert.deepEqual(res.json.accountTypeOptions, [
      { id: 1, code: 'accountType.client', value: 'CLIENT' }, { id: 2, code: 'accountType.loan', value: 'LOAN' }, { id: 3, code: 'accountType.savings', value: 'SAVINGS' },
      { id: 4, code: 'accountType.center', value: 'CENTER' }, { id: 5, code: 'accountType.group', value: 'GROUP' }, { id: 6, code: 'accountType.shares', value: 'SHARES' },
      { id: 7, code: 'accountType.workingCapitalLoan', value: 'WORKING_CAPITAL_LOAN' },
    ]);
    const prefixes = res.json.prefixTypeOptions as Json;
    assert.deepEqual(Object.keys(prefixes).sort(), [
      'accountType.center', 'accountType.client', 'accountType.group', 'accountType.loan', 'accountType.savings', 'accountType.shares', 'accountType.workingCapitalLoan',
    ]);
    assert.deepEqual(byId(prefixes['accountType.client']), [OFFICE_NAME, prefix(101, 'clientType', 'CLIENT_TYPE'), PREFIX_SHORT_NAME]);
    assert.deepEqual(byId(prefixes['accountType.loan']), [OFFICE_NAME, prefix(201, 'loanProductShortName', 'LOAN_PRODUCT_SHORT_NAME'), PREFIX_SHORT_NAME]);
    assert.deepEqual(byId(prefixes['accountType.savings']), [OFFICE_NAME, prefix(301, 'savingsProductShortName', 'SAVINGS_PRODUCT_SHORT_NAME'), PREFIX_SHORT_NAME]);
    assert.deepEqual(prefixes['accountType.center'], [OFFICE_NAME]);
    assert.deepEqual(prefixes['accountType.group'], [OFFICE_NAME]);
    assert.deepEqual(prefixes['accountType.shares'], []);
  });

  it('keeps one format per account type (403 on a second) and needs READ_ACCOUNTNUMBERFORMAT to read the template', async () => {
    const created = await t.call('POST', '/api/v1/accountnumberformats', { body: { accountType: 1, prefixType: 1, prefixCharacter: '-' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const again = await t.call('POST', '/api/v1/accountnumberformats', { body: { accountType: 1, prefixType: 101 } });
    assert.equal(again.status, 403);
    assert.deepEqual(codesOf(again.body), ['error.msg.account.number.format.duplicate.account.type']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e10-reader', ['READ_ACCOUNTNUMBERFORMAT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'e10-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/accountnumberformats/template', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/accountnumberformats/template', { auth: nobody })).status, 403);
  });
});
