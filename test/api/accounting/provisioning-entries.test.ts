import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct, disbursedLoan } from '../../support/loans.ts';
import { activeClient, codesOf, DATES, setBusinessDate } from '../../support/savings.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const URL = '/api/v1/provisioningentries';

interface Line {
  historyId: number;
  officeId: number;
  productId: number;
  categoryId: number;
  categoryName: string;
  overdueInDays: number;
  amountreserved: number;
  liablityAccount: number;
  expenseAccount: number;
}
interface JournalLine {
  glAccountId: number;
  entryType: { value: string };
  amount: number;
  reversed: boolean;
  transactionId: string;
  transactionDate: number[];
  entityType?: { id: number };
  entityId?: number;
}

describe('provisioning entries', () => {
  let t: TestApp;
  let liability = 0;
  let expense = 0;
  let doubtful = { loanId: 0, productId: 0 };
  let substandard = { loanId: 0, productId: 0 };
  let firstEntry = 0;
  let secondEntry = 0;
  let criteriaId = 0;

  const loanOf = async (loanId: number) =>
    (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as {
      loanProductId: number;
      summary: { totalOutstanding: number };
      repaymentSchedule: { periods: { period?: number; totalDueForPeriod: number }[] };
    };
  const repayFirstOpenInstallment = async (loanId: number, date: string, period: number): Promise<void> => {
    const due = (await loanOf(loanId)).repaymentSchedule.periods.find((p) => p.period === period)?.totalDueForPeriod;
    const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: due, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  /** A loan of a new product with disbursedLoan's terms and dates (that helper makes one product per application). */
  const secondLoan = async (clientId: number, principal: number): Promise<number> => {
    const productId = await createLoanProduct(t, { name: 'Second plain loan', shortName: 'SPL', principal });
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const loanId = submitted.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: principal, ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  /** Outstanding × percentage / 100, rounded half-even to cents (the tenant's default rounding). */
  const reserved = async (loanId: number, percentage: number): Promise<number> =>
    new Decimal((await loanOf(loanId)).summary.totalOutstanding).times(percentage).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toNumber();
  const linesOf = async (entryId: number): Promise<Line[]> => (await t.call('GET', `${URL}/entries?entryId=${entryId}`)).json.pageItems as Line[];
  const journalOf = async (entryId: number): Promise<JournalLine[]> =>
    (await t.call('GET', `/api/v1/journalentries/provisioning?entryId=${entryId}`)).json.pageItems as JournalLine[];
  const refused = async (url: string, body: unknown, status: number, codes: string[]): Promise<void> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.json), codes);
  };
  const sum = (lines: readonly JournalLine[], side: string): number =>
    lines.filter((l) => l.entryType.value === side).reduce((total, l) => total.plus(l.amount), new Decimal(0)).toNumber();

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-05-01');
    liability = await createGlAccount(t, 2, 'Loan loss reserve');
    expense = await createGlAccount(t, 5, 'Provisioning expense');
    // Due 15 February and unpaid: 75 days overdue on 30 April (DOUBTFUL).
    const a = await disbursedLoan(t, await activeClient(t, 'Doubtful'), 10000);
    doubtful = { loanId: a, productId: (await loanOf(a)).loanProductId };
    // First installment paid: the oldest unpaid one is due 15 March, 46 days overdue on 30 April (SUB-STANDARD).
    const b = await secondLoan(await activeClient(t, 'Substandard'), 5000);
    substandard = { loanId: b, productId: (await loanOf(b)).loanProductId };
    await repayFirstOpenInstallment(b, '15 February 2024', 1);
  });
  after(async () => t.close());

  it('refuses to provision before any criteria exists, then creates one covering every loan product', async () => {
    await refused(URL, { date: '30 April 2024', ...DATES }, 404, ['error.msg.no.provisioning.criteria.definitions.found']);
    const definition = (categoryId: number, minAge: number, maxAge: number, provisioningPercentage: number) => ({
      categoryId, minAge, maxAge, provisioningPercentage, liabilityAccount: liability, expenseAccount: expense,
    });
    const res = await t.call('POST', '/api/v1/provisioningcriteria', {
      body: { criteriaName: 'Arrears ladder', definitions: [definition(1, 0, 30, 1), definition(2, 31, 60, 5), definition(3, 61, 90, 25), definition(4, 91, 9999, 100)] },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    criteriaId = res.json.resourceId as number;
  });

  it('reserves each loan\'s outstanding balance by the percentage of the age of its oldest unpaid installment', async () => {
    const created = await expectStatements(t, 'POST', URL, { body: { date: '30 April 2024', createjournalentries: false, ...DATES }, max: 10 });
    firstEntry = created.json.resourceId as number;
    const lines = (await expectStatements(t, 'GET', `${URL}/entries?entryId=${firstEntry}`, { max: 2 })).json.pageItems as Line[];
    const [expectedDoubtful, expectedSubstandard] = [await reserved(doubtful.loanId, 25), await reserved(substandard.loanId, 5)];
    assert.ok(expectedDoubtful > 2500, 'a quarter of principal and interest');
    const pick = (l: Line) => [l.historyId, l.officeId, l.productId, l.categoryId, l.categoryName, l.overdueInDays, l.amountreserved, l.liablityAccount, l.expenseAccount];
    assert.deepEqual(lines.map(pick), [
      [firstEntry, 1, doubtful.productId, 3, 'DOUBTFUL', 75, expectedDoubtful, liability, expense],
      [firstEntry, 1, substandard.productId, 2, 'SUB-STANDARD', 46, expectedSubstandard, liability, expense],
    ]);
    const entry = (await expectStatements(t, 'GET', `${URL}/${firstEntry}`, { max: 1 })).json;
    assert.deepEqual(entry, {
      id: firstEntry, journalEntry: false, createdById: 1, createdUser: 'mifos', createdDate: [2024, 4, 30], modifiedById: 1, modifiedUser: 'mifos',
      reservedAmount: new Decimal(expectedDoubtful).plus(expectedSubstandard).toNumber(),
    });
    assert.deepEqual(await journalOf(firstEntry), [], 'no journal entries were asked for');
    const filtered = (await t.call('GET', `${URL}/entries?entryId=${firstEntry}&categoryId=2&productId=${substandard.productId}&officeId=1`)).json;
    assert.equal(filtered.totalFilteredRecords, 1);
  });

  it('posts the reserved amounts: expense debited, loan loss reserve credited, balanced', async () => {
    const res = await expectStatements(t, 'POST', `${URL}/${firstEntry}?command=createjournalentry`, { body: {}, max: 10 });
    assert.deepEqual(res.json, { resourceId: firstEntry });
    const journal = (await expectStatements(t, 'GET', `/api/v1/journalentries/provisioning?entryId=${firstEntry}`, { max: 2 })).json.pageItems as JournalLine[];
    const total = ((await t.call('GET', `${URL}/${firstEntry}`)).json.reservedAmount as number);
    const pick = (l: JournalLine) => [l.glAccountId, l.entryType.value, l.amount, l.reversed, l.transactionId, l.transactionDate, l.entityType?.id, l.entityId];
    assert.deepEqual(journal.map(pick), [
      [liability, 'CREDIT', total, false, `P${firstEntry}`, [2024, 4, 30], 3, firstEntry],
      [expense, 'DEBIT', total, false, `P${firstEntry}`, [2024, 4, 30], 3, firstEntry],
    ]);
    assert.equal((await t.call('GET', `${URL}/${firstEntry}`)).json.journalEntry, true);
  });

  it('refuses a second entry for a date, a date after the business date and unknown entries', async () => {
    await refused(URL, { date: '30 April 2024', ...DATES }, 404, ['error.msg.provisioningentry.already.exists.for.this.date']);
    await refused(URL, { date: '02 May 2024', ...DATES }, 400, ['validation.msg.provisioningcriteria.date.is.greater.than.date']);
    await refused(URL, { locale: 'en' }, 400, ['validation.msg.provisioningcriteria.dateFormat.cannot.be.blank']);
    await refused(URL, { date: '01 May 2024', ...DATES, createjournalentries: 'maybe' }, 400, ['validation.msg.provisioningcriteria.createjournalentries.must.be.true.or.false']);
    await refused(URL, { date: '01 May 2024', ...DATES, extra: 1 }, 400, ['error.msg.parameter.unsupported']);
    await refused(`${URL}/999999?command=createjournalentry`, {}, 404, ['error.msg.provisioningentry.id.invalid']);
    await refused(`${URL}/999999?command=recreateprovisioningentry`, {}, 404, ['error.msg.provisioningentry.id.invalid']);
    const missing = await t.call('GET', `${URL}/999999`);
    assert.deepEqual([missing.status, codesOf(missing.json)], [404, ['error.msg.provisioningentry.id.invalid']]);
  });

  it('reverses the previous entry\'s journal on the new entry\'s date when it posts its own', async () => {
    const created = await expectStatements(t, 'POST', URL, { body: { date: '01 May 2024', createjournalentries: true, ...DATES }, max: 17 });
    secondEntry = created.json.resourceId as number;
    const previous = await journalOf(firstEntry);
    const pick = (l: JournalLine) => [l.glAccountId, l.entryType.value, l.reversed, l.transactionId, l.transactionDate];
    assert.deepEqual(previous.map(pick), [
      [liability, 'CREDIT', true, `P${firstEntry}`, [2024, 4, 30]],
      [expense, 'DEBIT', true, `P${firstEntry}`, [2024, 4, 30]],
      [liability, 'DEBIT', false, `P${firstEntry}`, [2024, 5, 1]],
      [expense, 'CREDIT', false, `P${firstEntry}`, [2024, 5, 1]],
    ]);
    assert.equal(sum(previous, 'DEBIT'), sum(previous, 'CREDIT'));
    const lines = await linesOf(secondEntry);
    assert.deepEqual(lines.map((l) => [l.categoryName, l.overdueInDays]), [['DOUBTFUL', 76], ['SUB-STANDARD', 47]]);
    const current = await journalOf(secondEntry);
    const total = lines.reduce((s, l) => s.plus(l.amountreserved), new Decimal(0)).toNumber();
    assert.deepEqual([sum(current, 'DEBIT'), sum(current, 'CREDIT')], [total, total]);
    await refused(`${URL}/${firstEntry}?command=createjournalentry`, {}, 404, ['error.msg.provisioning.journalentries.cannot.be.created']);
  });

  it('recomputes an entry\'s lines from the loans as they are now, leaving its journal alone', async () => {
    await repayFirstOpenInstallment(doubtful.loanId, '01 May 2024', 1);
    const journalBefore = await journalOf(secondEntry);
    const res = await expectStatements(t, 'POST', `${URL}/${secondEntry}?command=recreateprovisioningentry`, { body: {}, max: 10 });
    assert.deepEqual(res.json, { resourceId: secondEntry });
    const lines = await linesOf(secondEntry);
    assert.deepEqual(
      lines.map((l) => [l.productId, l.categoryName, l.overdueInDays, l.amountreserved]),
      [
        [doubtful.productId, 'SUB-STANDARD', 47, await reserved(doubtful.loanId, 5)],
        [substandard.productId, 'SUB-STANDARD', 47, await reserved(substandard.loanId, 5)],
      ],
    );
    assert.deepEqual(await journalOf(secondEntry), journalBefore);
    const refusal = await t.call('DELETE', `/api/v1/provisioningcriteria/${criteriaId}`);
    assert.deepEqual([refusal.status, codesOf(refusal.json)], [403, ['error.msg.provisioningcriteria.id.usedin.provisioning.entries']]);
  });

  it('runs as the "Generate Loan Loss Provisioning" job (LA_GLPR) on the business date, with its journal', async () => {
    await setBusinessDate(t, '2024-05-02');
    const run = await t.call('POST', '/api/v1/jobs/short-name/LA_GLPR?command=executeJob');
    assert.equal(run.status, 202, JSON.stringify(run.body));
    const entries = (await t.call('GET', URL)).json.pageItems as { id: number; createdDate: number[]; journalEntry: boolean }[];
    const byJob = entries.find((e) => e.createdDate.join('-') === '2024-5-2');
    assert.ok(byJob !== undefined, JSON.stringify(entries));
    assert.equal(byJob.journalEntry, true);
    assert.ok((await journalOf(secondEntry)).some((l) => l.reversed), 'the previous journal is reversed');
    // A second run on the same day changes nothing.
    assert.equal((await t.call('POST', '/api/v1/jobs/short-name/LA_GLPR?command=executeJob')).status, 202);
    assert.equal(((await t.call('GET', URL)).json.pageItems as unknown[]).length, entries.length);
  });

  it('needs CREATE_PROVISIONENTRIES, CREATE_PROVISIONJOURNALENTRIES and RECREATE_PROVISIONENTRIES to write', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'entriesreader', []);
    for (const [url, permission] of [
      [URL, 'CREATE_PROVISIONENTRIES'],
      [`${URL}/${firstEntry}?command=createjournalentry`, 'CREATE_PROVISIONJOURNALENTRIES'],
      [`${URL}/${firstEntry}?command=recreateprovisioningentry`, 'RECREATE_PROVISIONENTRIES'],
    ] as const) {
      const res = await t.call('POST', url, { auth: reader, body: {} });
      assert.equal(res.status, 403, url);
      assert.match(JSON.stringify(res.body), new RegExp(permission));
    }
    for (const url of [URL, `${URL}/${firstEntry}`, `${URL}/entries`, `/api/v1/journalentries/provisioning?entryId=${firstEntry}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
  });

  it('lists entries and their lines with the same statements whatever their number', async () => {
    let day = 0;
    const addEntry = async (): Promise<void> => {
      day += 1;
      const res = await t.call('POST', URL, { body: { date: `${String(day).padStart(2, '0')} April 2024`, ...DATES } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await assertListIndependentOfRows(t, { url: URL, addRow: addEntry });
    await assertListIndependentOfRows(t, { url: `${URL}/entries`, addRow: addEntry });
    await expectStatements(t, 'GET', `${URL}?offset=1&limit=2`, { max: 2 });
  });
});
