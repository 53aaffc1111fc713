import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EntityAccountType, generateAccountNumber } from '../../../src/modules/organisation/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const OFFICE_NAME = { id: 1, code: 'accountNumberPrefixType.officeName', value: 'OFFICE_NAME' };
const CLIENT_TYPE = { id: 101, code: 'accountNumberPrefixType.clientType', value: 'CLIENT_TYPE' };
const LOAN_PRODUCT = { id: 201, code: 'accountNumberPrefixType.loanProductShortName', value: 'LOAN_PRODUCT_SHORT_NAME' };
const SAVINGS_PRODUCT = { id: 301, code: 'accountNumberPrefixType.savingsProductShortName', value: 'SAVINGS_PRODUCT_SHORT_NAME' };
const PREFIX_SHORT_NAME = { id: 401, code: 'accountNumberPrefixType.prefixShortName', value: 'PREFIX_SHORT_NAME' };
const ACCOUNT_TYPES = [
  { id: 1, code: 'accountType.client', value: 'CLIENT' },
  { id: 2, code: 'accountType.loan', value: 'LOAN' },
  { id: 3, code: 'accountType.savings', value: 'SAVINGS' },
  { id: 4, code: 'accountType.center', value: 'CENTER' },
  { id: 5, code: 'accountType.group', value: 'GROUP' },
  { id: 6, code: 'accountType.shares', value: 'SHARES' },
  { id: 7, code: 'accountType.workingCapitalLoan', value: 'WORKING_CAPITAL_LOAN' },
];

describe('account number formats', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  async function create(body: Record<string, unknown>): Promise<number> {
    const res = await t.call('POST', '/api/v1/accountnumberformats', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  it('offers every account type with the prefix types it allows', async () => {
    const res = await t.call('GET', '/api/v1/accountnumberformats/template');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      accountTypeOptions: ACCOUNT_TYPES,
      prefixTypeOptions: {
        'accountType.client': [OFFICE_NAME, CLIENT_TYPE, PREFIX_SHORT_NAME],
        'accountType.loan': [OFFICE_NAME, LOAN_PRODUCT, PREFIX_SHORT_NAME],
        'accountType.savings': [OFFICE_NAME, SAVINGS_PRODUCT, PREFIX_SHORT_NAME],
        'accountType.center': [OFFICE_NAME],
        'accountType.group': [OFFICE_NAME],
        'accountType.shares': [],
        'accountType.workingCapitalLoan': [OFFICE_NAME, LOAN_PRODUCT, PREFIX_SHORT_NAME],
      },
    });
  });

  it('creates, reads, updates and deletes a format', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/accountnumberformats')).body, []);
    const id = await create({ accountType: 2, prefixType: 201 });
    assert.deepEqual((await t.call('GET', `/api/v1/accountnumberformats/${id}`)).body, { id, accountType: ACCOUNT_TYPES[1], prefixType: LOAN_PRODUCT });
    const withTemplate = await t.call('GET', `/api/v1/accountnumberformats/${id}?template=true`);
    assert.deepEqual(withTemplate.json.prefixTypeOptions, { 'accountType.loan': [OFFICE_NAME, LOAN_PRODUCT, PREFIX_SHORT_NAME] });
    assert.deepEqual(withTemplate.json.accountTypeOptions, ACCOUNT_TYPES);
    const updated = await t.call('PUT', `/api/v1/accountnumberformats/${id}`, { body: { prefixType: 401, prefixCharacter: 'LN-' } });
    assert.deepEqual(updated.body, { resourceId: id, changes: { prefixType: 'PREFIX_SHORT_NAME', prefixCharacter: 'LN-' } });
    assert.deepEqual((await t.call('PUT', `/api/v1/accountnumberformats/${id}`, { body: { prefixCharacter: 'L-' } })).body, { resourceId: id, changes: { prefixCharacter: 'L-' } });
    assert.deepEqual((await t.call('GET', '/api/v1/accountnumberformats')).body, [
      { id, accountType: ACCOUNT_TYPES[1], prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'L-' },
    ]);
    assert.deepEqual((await t.call('DELETE', `/api/v1/accountnumberformats/${id}`)).body, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/accountnumberformats/${id}`)).status, 404);
  });

  it('keeps one format per account type', async () => {
    const id = await create({ accountType: 5 });
    assert.deepEqual((await t.call('GET', `/api/v1/accountnumberformats/${id}`)).body, { id, accountType: ACCOUNT_TYPES[4] });
    const res = await t.call('POST', '/api/v1/accountnumberformats', { body: { accountType: 5, prefixType: 1 } });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.account.number.format.duplicate.account.type']);
    assert.equal((res.json.errors as Item[])[0]?.parameterName, 'accountType');
    await t.call('DELETE', `/api/v1/accountnumberformats/${id}`);
  });

  it('refuses bad create bodies with 400', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['validation.msg.accountNumberFormat.accountType.cannot.be.blank']],
      [{ accountType: 0 }, ['validation.msg.accountNumberFormat.accountType.not.greater.than.zero']],
      [{ accountType: 8 }, ['validation.msg.accountNumberFormat.accountType.is.not.within.expected.range']],
      [{ accountType: 'loan' }, ['validation.msg.invalid.integer.format']],
      [{ accountType: 4, prefixType: 101 }, ['validation.msg.accountNumberFormat.prefixType.is.not.one.of.expected.enumerations']],
      [{ accountType: 6, prefixType: 1 }, ['validation.msg.accountNumberFormat.prefixType.is.not.one.of.expected.enumerations']],
      [{ accountType: 1, prefixType: -1 }, ['validation.msg.accountNumberFormat.prefixType.not.greater.than.zero']],
      [{ accountType: 1, prefixType: 401 }, ['validation.msg.accountNumberFormat.prefixType.cannot.be.blank']],
      [{ accountType: 1, prefixType: 401, prefixCharacter: 'p'.repeat(51) }, ['validation.msg.accountNumberFormat.prefixCharacter.exceeds.max.length']],
      [{ accountType: 1, prefix: 'X' }, ['error.msg.parameter.unsupported']],
    ];
    for (const [body, expected] of cases) {
      const res = await t.call('POST', '/api/v1/accountnumberformats', { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(codesOf(res.json), expected, JSON.stringify(body));
    }
    assert.deepEqual((await t.call('GET', '/api/v1/accountnumberformats')).body, []);
  });

  it('refuses bad updates with 400 and unknown formats with 404', async () => {
    const id = await create({ accountType: 4, prefixType: 1 });
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['validation.msg.accountNumberFormat.no.parameters.for.update']],
      [{ accountType: 1, prefixType: 1 }, ['error.msg.parameter.unsupported']],
      [{ prefixType: 301 }, ['validation.msg.accountNumberFormat.prefixType.is.not.one.of.expected.enumerations']],
    ];
    for (const [body, expected] of cases) {
      const res = await t.call('PUT', `/api/v1/accountnumberformats/${id}`, { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(codesOf(res.json), expected, JSON.stringify(body));
    }
    const client = await create({ accountType: 1, prefixType: 1 });
    const noCharacters = await t.call('PUT', `/api/v1/accountnumberformats/${client}`, { body: { prefixType: 401 } });
    assert.deepEqual(codesOf(noCharacters.json), ['validation.msg.accountNumberFormat.prefixType.cannot.be.blank']);
    for (const [method, body] of [['GET'], ['PUT', { prefixType: 1 }], ['DELETE']] as const) {
      const res = await t.call(method, '/api/v1/accountnumberformats/999', { body });
      assert.equal(res.status, 404, method);
      assert.deepEqual(codesOf(res.json), ['error.msg.account.number.format.id.invalid']);
    }
    await t.call('DELETE', `/api/v1/accountnumberformats/${id}`);
    await t.call('DELETE', `/api/v1/accountnumberformats/${client}`);
  });

  it('numbers accounts by the format and the account number configurations', async () => {
    const db = t.tenant.database.db;
    assert.equal(await generateAccountNumber(db, EntityAccountType.CLIENT, { id: 12 }), '000000012');
    const client = await create({ accountType: 1, prefixType: 1 });
    assert.equal(await generateAccountNumber(db, EntityAccountType.CLIENT, { id: 12, officeName: 'Head Office' }), 'Head Offic000000012');
    await t.call('PUT', `/api/v1/accountnumberformats/${client}`, { body: { prefixType: 101 } });
    assert.equal(await generateAccountNumber(db, EntityAccountType.CLIENT, { id: 12, clientTypeName: 'Corporate' }), 'Corporate000000012');
    const loan = await create({ accountType: 2, prefixType: 401, prefixCharacter: 'LN' });
    assert.equal(await generateAccountNumber(db, EntityAccountType.LOAN, { id: 345, productShortName: 'PL' }), 'LN0000345');
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/custom-account-number-length', { body: { enabled: true, value: 12 } })).status, 200);
    assert.equal(await generateAccountNumber(db, EntityAccountType.LOAN, { id: 345 }), 'LN0000000345');
    assert.equal(await generateAccountNumber(db, EntityAccountType.SAVINGS, { id: 345, productShortName: 'SV' }), '000000000345');
    await t.call('PUT', '/api/v1/configurations/name/random-account-number', { body: { enabled: true } });
    const taken: string[] = [];
    const random = await generateAccountNumber(db, EntityAccountType.LOAN, {
      id: 345,
      isTaken: (accountNumber) => {
        taken.push(accountNumber);
        return Promise.resolve(taken.length < 3);
      },
    });
    assert.equal(taken.length, 3);
    assert.equal(random, taken[2]);
    assert.match(random, /^LN\d{10}$/);
    await t.call('PUT', '/api/v1/configurations/name/random-account-number', { body: { enabled: false } });
    await t.call('PUT', '/api/v1/configurations/name/custom-account-number-length', { body: { enabled: false } });
    await t.call('DELETE', `/api/v1/accountnumberformats/${client}`);
    await t.call('DELETE', `/api/v1/accountnumberformats/${loan}`);
  });

  it('refuses users without the permission with 403', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'anfreader', ['READ_ACCOUNTNUMBERFORMAT']);
    const nobody = await createUserWithPermissions(db, 'anfnobody', []);
    for (const url of ['/api/v1/accountnumberformats', '/api/v1/accountnumberformats/template', '/api/v1/accountnumberformats/1']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
    }
    assert.equal((await t.call('GET', '/api/v1/accountnumberformats/template', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/accountnumberformats', { auth: reader, body: { accountType: 3 } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/accountnumberformats/1', { auth: reader, body: { prefixType: 1 } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/accountnumberformats/1', { auth: reader })).status, 403);
  });
});
