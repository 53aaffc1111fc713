import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codeOf = (body: Record<string, unknown>): string | undefined =>
  (body.errors as Item[] | undefined)?.[0]?.userMessageGlobalisationCode ?? (body.userMessageGlobalisationCode as string | undefined);
const FORMAT = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const URL = '/api/v1/journalentries';
const CREDIT = { id: 1, code: 'journalEntryType.credit', value: 'CREDIT' };
const DEBIT = { id: 2, code: 'journalEntrytType.debit', value: 'DEBIT' };
/** The system code AssetAccountTags (db/migrations/tenant/0013_system_codes.sql). */
const ASSET_ACCOUNT_TAGS = 7;
const USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };

describe('journal entries', () => {
  let t: TestApp;
  let seq = 0;
  let cash = 0;
  let income = 0;
  let branch = 0;

  const account = async (type: number, extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `JE ${seq}`, glCode: `JE-${seq}`, type, usage: 1, manualEntriesAllowed: true, ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const entry = (extra: Record<string, unknown> = {}) => ({
    officeId: 1,
    currencyCode: 'USD',
    transactionDate: '10 January 2024',
    ...FORMAT,
    debits: [{ glAccountId: cash, amount: 100 }],
    credits: [{ glAccountId: income, amount: 100 }],
    ...extra,
  });
  const post = (body: unknown, query = '') => t.call('POST', `${URL}${query}`, { body });
  const expectRefusal = async (body: unknown, status: number, code: string): Promise<void> => {
    const res = await post(body);
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.equal(codeOf(res.json), code);
  };
  const linesOf = async (transactionId: string) => (await t.call('GET', `${URL}?transactionId=${transactionId}`)).json.pageItems as Record<string, unknown>[];

  before(async () => {
    t = await createTestApp();
    cash = await account(1);
    income = await account(4);
    const office = await t.call('POST', '/api/v1/offices', { body: { name: 'JE branch', parentId: 1, openingDate: '01 January 2020', ...FORMAT } });
    assert.equal(office.status, 200, JSON.stringify(office.body));
    branch = office.json.resourceId as number;
  });
  after(async () => t.close());

  it('creates a manual entry and reads its lines in Fineract\'s shape', async () => {
    const res = await post(entry({ referenceNumber: 'REF-1', comments: 'opening cash', paymentTypeId: 1, receiptNumber: 'R-9' }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const transactionId = res.json.transactionId as string;
    assert.deepEqual(res.body, { officeId: 1, transactionId });
    assert.match(transactionId, /^[0-9a-f]+$/);
    const lines = await linesOf(transactionId);
    assert.equal(lines.length, 2);
    const debit = lines[0] ?? {};
    assert.deepEqual({ ...debit, id: 0, submittedOnDate: undefined, glAccountName: undefined, glAccountCode: undefined }, {
      id: 0,
      officeId: 1,
      officeName: 'Head Office',
      glAccountId: cash,
      glAccountType: { id: 1, code: 'accountType.asset', value: 'ASSET' },
      transactionDate: [2024, 1, 10],
      entryType: DEBIT,
      amount: 100,
      currency: USD,
      transactionId,
      manualEntry: true,
      createdByUserId: 1,
      createdByUserName: 'mifos',
      comments: 'opening cash',
      reversed: false,
      referenceNumber: 'REF-1',
      submittedOnDate: undefined,
      glAccountName: undefined,
      glAccountCode: undefined,
    });
    assert.deepEqual(lines[1]?.entryType, CREDIT);
    const one = await t.call('GET', `${URL}/${debit.id as number}?runningBalance=true&transactionDetails=true`);
    assert.equal(one.status, 200);
    assert.equal(one.json.runningBalanceComputed, false);
    assert.equal(one.json.officeRunningBalance, 0);
    const details = one.json.transactionDetails as { paymentDetails: Record<string, unknown> };
    assert.equal(details.paymentDetails.receiptNumber, 'R-9');
    assert.deepEqual((details.paymentDetails.paymentType as Record<string, unknown>).id, 1);
  });

  it('refuses invalid bodies with 400, listing the errors', async () => {
    const res = await post({ credits: [{ glAccountId: 0, amount: -1 }], debits: [] });
    assert.equal(res.status, 400);
    const codes = (res.json.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
    assert.deepEqual(codes, [
      'validation.msg.GLJournalEntry.credits[0].glAccountId.not.greater.than.zero',
      'validation.msg.GLJournalEntry.credits[0].amount.not.greater.than.zero',
      'validation.msg.GLJournalEntry.debits[0].glAccountId.cannot.be.blank',
      'validation.msg.GLJournalEntry.debits[0].amount.cannot.be.blank',
      'validation.msg.GLJournalEntry.transactionDate.cannot.be.blank',
      'validation.msg.GLJournalEntry.officeId.cannot.be.blank',
      'validation.msg.GLJournalEntry.currencyCode.cannot.be.blank',
    ]);
    await expectRefusal({ ...entry(), unknown: 1 }, 400, 'error.msg.parameter.unsupported');
  });

  it('refuses each broken business rule with Fineract\'s code', async () => {
    await expectRefusal(entry({ credits: [{ glAccountId: income, amount: 90 }] }), 403, 'error.msg.glJournalEntry.invalid.mismatch.debits.credits');
    await expectRefusal(entry({ credits: undefined }), 403, 'error.msg.glJournalEntry.invalid.no.debits.or.credits');
    await expectRefusal(entry({ transactionDate: '01 January 2999' }), 403, 'error.msg.glJournalEntry.invalid.future.date');
    await expectRefusal(entry({ officeId: 9999 }), 404, 'error.msg.office.id.invalid');
    await expectRefusal(entry({ currencyCode: 'EUR' }), 404, 'error.msg.currency.currencyCode.invalid');
    await expectRefusal(entry({ credits: [{ glAccountId: 99999, amount: 100 }] }), 404, 'error.msg.glaccount.id.invalid');
    await expectRefusal(entry({ accountingRule: 9999 }), 404, 'error.msg.accounting.rule.id.invalid');
    await expectRefusal(entry({ paymentTypeId: 9999 }), 404, 'error.msg.paymenttype.id.invalid');
    const disabled = await account(4, { disabled: true });
    await expectRefusal(entry({ credits: [{ glAccountId: disabled, amount: 100 }] }), 403, 'error.msg.glJournalEntry.invalid.account.disabled');
    const noManual = await account(4, { manualEntriesAllowed: false });
    await expectRefusal(entry({ credits: [{ glAccountId: noManual, amount: 100 }] }), 403, 'error.msg.glJournalEntry.invalid.account.manual.adjustments.not.permitted');
    const header = await account(4, { usage: 2 });
    await expectRefusal(entry({ credits: [{ glAccountId: header, amount: 100 }] }), 403, 'error.msg.glJournalEntry.invalid.account.header');
  });

  it('refuses entries on or before a closure of the office or of an office above it', async () => {
    const closure = await t.call('POST', '/api/v1/glclosures', { body: { officeId: 1, closingDate: '31 January 2023', ...FORMAT } });
    assert.equal(closure.status, 200, JSON.stringify(closure.body));
    await expectRefusal(entry({ officeId: branch, transactionDate: '31 January 2023' }), 403, 'error.msg.glJournalEntry.invalid.accounting.closed');
    assert.equal((await post(entry({ officeId: branch, transactionDate: '01 February 2023' }))).status, 200);
  });

  it('reverses a transaction once: the pair is written and the originals are marked', async () => {
    const created = await post(entry({ transactionDate: '11 January 2024' }));
    const original = created.json.transactionId as string;
    const res = await t.call('POST', `${URL}/${original}?command=reverse`, { body: {} });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const reversal = res.json.transactionId as string;
    assert.deepEqual(res.body, { transactionId: reversal });
    assert.notEqual(reversal, original);
    const originals = await linesOf(original);
    const reversals = await linesOf(reversal);
    assert.deepEqual(originals.map((l) => l.reversed), [true, true]);
    assert.deepEqual(reversals.map((l) => [l.glAccountId, l.entryType, l.amount, l.transactionDate, l.reversed]), [
      [cash, CREDIT, 100, [2024, 1, 11], false],
      [income, DEBIT, 100, [2024, 1, 11], false],
    ]);
    assert.equal(reversals[0]?.comments, `Reversal entry for Journal Entry with Entry Id  :${originals[0]?.id as number} and transaction Id ${original}`);
    const again = await t.call('POST', `${URL}/${original}?command=reverse`, { body: {} });
    assert.equal(again.status, 404);
    assert.equal(codeOf(again.json), 'error.msg.journalEntries.transactionId.invalid');
    const unknown = await t.call('POST', `${URL}/nope?command=reverse`, { body: { comments: 'x' } });
    assert.equal(unknown.status, 404);
    assert.equal((await t.call('POST', `${URL}/${reversal}?command=undo`, { body: {} })).status, 400);
  });

  it('filters, orders and pages the list', async () => {
    const all = (await t.call('GET', `${URL}?officeId=1&manualEntriesOnly=true`)).json;
    const total = all.totalFilteredRecords as number;
    assert.ok(total >= 6);
    const paged = (await t.call('GET', `${URL}?officeId=1&offset=1&limit=2&orderBy=id&sortOrder=DESC`)).json;
    assert.equal(paged.totalFilteredRecords, total);
    const ids = (paged.pageItems as Record<string, unknown>[]).map((l) => l.id as number);
    assert.equal(ids.length, 2);
    assert.ok((ids[0] ?? 0) > (ids[1] ?? 0));
    const dated = (await t.call('GET', `${URL}?glAccountId=${cash}&fromDate=11 January 2024&toDate=11 January 2024&dateFormat=dd MMMM yyyy&locale=en`)).json;
    assert.equal(dated.totalFilteredRecords, 2);
    assert.equal((await t.call('GET', `${URL}?officeId=${branch}`)).json.totalFilteredRecords, 2);
    assert.equal((await t.call('GET', `${URL}?orderBy=password`)).status, 400);
    assert.equal((await t.call('GET', `${URL}?fromDate=2024-01-01`)).status, 400);
    assert.equal((await t.call('GET', `${URL}?officeId=abc`)).status, 400);
  });

  it('answers 404 for an unknown entry and an empty provisioning page', async () => {
    const res = await t.call('GET', `${URL}/999999`);
    assert.equal(res.status, 404);
    assert.equal(codeOf(res.json), 'error.msg.journalEntries.id.invalid');
    assert.deepEqual((await t.call('GET', `${URL}/provisioning?entryId=5`)).body, { totalFilteredRecords: 0, pageItems: [] });
  });

  it('requires the journal entry permissions', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'je-nobody', ['READ_OFFICE']);
    assert.equal((await t.call('GET', URL, { auth: user })).status, 403);
    assert.equal((await t.call('GET', `${URL}/1`, { auth: user })).status, 403);
    assert.equal((await t.call('GET', `${URL}/openingbalance?officeId=1`, { auth: user })).status, 403);
    assert.equal((await t.call('POST', URL, { auth: user, body: entry() })).status, 403);
    assert.equal((await t.call('POST', `${URL}/x?command=reverse`, { auth: user, body: {} })).status, 403);
    assert.equal((await t.call('POST', `${URL}?command=defineOpeningBalance`, { auth: user, body: entry() })).status, 403);
    assert.equal((await t.call('GET', `${URL}/provisioning?entryId=1`, { auth: user })).status, 200);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'je-reader', ['READ_JOURNALENTRY']);
    assert.equal((await t.call('GET', URL, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', URL, { auth: reader, body: entry() })).status, 403);
  });

  it('takes its accounts from an accounting rule: a fixed account side is one line on it, a tag side any tagged account', async () => {
    const tagValue = async (codeId: number, name: string): Promise<number> => {
      const res = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.subResourceId as number;
    };
    const rule = async (body: Record<string, unknown>): Promise<number> => {
      const res = await t.call('POST', '/api/v1/accountingrules', { body: { officeId: 1, ...body } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    const fixed = await rule({ name: 'Fixed cash to income', accountToDebit: cash, accountToCredit: income });
    const ok = await post(entry({ accountingRule: fixed }));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const lines = await linesOf(ok.json.transactionId as string);
    assert.deepEqual(lines.map((l) => [l.glAccountId, (l.entryType as { value: string }).value]).sort(), [[cash, 'DEBIT'], [income, 'CREDIT']].sort());
    const other = await account(1);
    await expectRefusal(entry({ accountingRule: fixed, debits: [{ glAccountId: other, amount: 100 }] }), 403, 'error.msg.glJournalEntry.invalid.debit.or.credit.accounts');
    await expectRefusal(
      entry({ accountingRule: fixed, debits: [{ glAccountId: cash, amount: 60 }, { glAccountId: cash, amount: 40 }] }),
      403,
      'error.msg.glJournalEntry.invalid.debit.or.credit.accounts',
    );

    const assetTag = await tagValue(ASSET_ACCOUNT_TAGS, 'Tills');
    const tagged = await account(1, { tagId: assetTag });
    const tagRule = await rule({ name: 'Tagged tills to income', debitTags: [assetTag], allowMultipleDebitEntries: true, accountToCredit: income });
    const split = await post(entry({ accountingRule: tagRule, debits: [{ glAccountId: tagged, amount: 70 }, { glAccountId: tagged, amount: 30 }] }));
    assert.equal(split.status, 200, JSON.stringify(split.body));
    await expectRefusal(entry({ accountingRule: tagRule, debits: [{ glAccountId: cash, amount: 100 }] }), 403, 'error.msg.glJournalEntry.invalid.debits');
    await expectRefusal(entry({ accountingRule: 99999 }), 404, 'error.msg.accounting.rule.id.invalid');
  });

  it('stays within its statement bounds', async () => {
    const created = await expectStatements(t, 'POST', URL, { body: entry({ paymentTypeId: 1 }), max: 13 });
    const transactionId = created.json.transactionId as string;
    await expectStatements(t, 'GET', `${URL}?officeId=1&limit=5&runningBalance=true&transactionDetails=true`, { max: 2 });
    await expectStatements(t, 'GET', `${URL}/provisioning?entryId=1`, { max: 2 });
    const id = ((await linesOf(transactionId))[0]?.id ?? 0) as number;
    await expectStatements(t, 'GET', `${URL}/${id}?transactionDetails=true`, { max: 1 });
    await expectStatements(t, 'POST', `${URL}/${transactionId}?command=reverse`, { body: {}, max: 10 });
  });

  it('runs the same statements for the list whatever its rows', async () => {
    const addRow = async (): Promise<void> => void (await post(entry({ paymentTypeId: 1 })));
    await assertListIndependentOfRows(t, { url: `${URL}?runningBalance=true&transactionDetails=true`, addRow });
  });
});

describe('opening balances', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const account = async (glCode: string, type: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `OB ${glCode}`, glCode, type, usage: 1, manualEntriesAllowed: true } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  it('needs the contra mapping, posts each line against it and replaces an earlier definition', async () => {
    const cash = await account('OB-1', 1);
    const loans = await account('OB-2', 2);
    const contra = await account('OB-3', 3);
    const body = { officeId: 1, currencyCode: 'USD', transactionDate: '01 January 2024', ...FORMAT, debits: [{ glAccountId: cash, amount: 500 }], credits: [{ glAccountId: loans, amount: 500 }] };
    const missing = await t.call('POST', `${URL}?command=defineOpeningBalance`, { body });
    assert.equal(missing.status, 404);
    assert.equal(codeOf(missing.json), 'error.msg.financialActivityAccount.not.found');
    assert.equal((await t.call('GET', `${URL}/openingbalance?officeId=1&currencyCode=USD`)).status, 404);
    const mapped = await t.call('POST', '/api/v1/financialactivityaccounts', { body: { financialActivityId: 300, glAccountId: contra } });
    assert.equal(mapped.status, 200, JSON.stringify(mapped.body));

    const first = await expectStatements(t, 'POST', `${URL}?command=defineOpeningBalance`, { body, max: 14 });
    const firstId = first.json.transactionId as string;
    assert.deepEqual(first.body, { officeId: 1, transactionId: firstId });
    const lines = (await t.call('GET', `${URL}?transactionId=${firstId}`)).json.pageItems as Record<string, unknown>[];
    assert.deepEqual(lines.map((l) => [l.glAccountId, (l.entryType as { value: string }).value, l.amount]), [
      [cash, 'DEBIT', 500],
      [contra, 'CREDIT', 500],
      [loans, 'CREDIT', 500],
      [contra, 'DEBIT', 500],
    ]);

    const second = await t.call('POST', `${URL}?command=defineOpeningBalance`, { body: { ...body, debits: [{ glAccountId: cash, amount: 700 }], credits: [{ glAccountId: loans, amount: 700 }] } });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const reversedFirst = (await t.call('GET', `${URL}?transactionId=${firstId}`)).json.pageItems as Record<string, unknown>[];
    assert.ok(reversedFirst.every((l) => l.reversed === true));

    const balances = await expectStatements(t, 'GET', `${URL}/openingbalance?officeId=1&currencyCode=USD`, { max: 5 });
    assert.equal(balances.json.officeName, 'Head Office');
    assert.equal((balances.json.contraAccount as Record<string, unknown>).id, contra);
    const assets = balances.json.assetAccountOpeningBalances as Record<string, unknown>[];
    assert.deepEqual(assets.map((a) => [a.glAccountId, a.amount, a.transactionId]), [[cash, 700, second.json.transactionId]]);
    assert.equal((balances.json.liabityAccountOpeningBalances as Record<string, unknown>[])[0]?.amount, 700);
    assert.deepEqual(balances.json.equityAccountOpeningBalances, []);
    let extra = 0;
    await assertListIndependentOfRows(t, { url: `${URL}/openingbalance?officeId=1&currencyCode=USD`, addRow: async () => void (await account(`OB-X${(extra += 1)}`, 1 + (extra % 5))) });

    const income = await account('OB-4', 4);
    const manual = await t.call('POST', URL, { body: { ...body, debits: [{ glAccountId: cash, amount: 1 }], credits: [{ glAccountId: income, amount: 1 }] } });
    assert.equal(manual.status, 200);
    const refused = await t.call('POST', `${URL}?command=defineOpeningBalance`, { body });
    assert.equal(refused.status, 403);
    assert.equal(codeOf(refused.json), 'error.msg.journalentry.defining.openingbalance.not.allowed');
  });
});
