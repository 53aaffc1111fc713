import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { AUTH_STATEMENTS, expectStatements, recordStatements, warmPrincipal } from '../../support/statement-count.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, download, pdfText, url } from './report-support.ts';

type Row = Record<string, unknown>;

/** The sum of one column of a report's rows, exactly. */
const total = (rows: readonly Row[], column: string): string => rows.reduce((sum, row) => sum.plus(typeof row[column] === 'number' ? row[column] : 0), new Decimal(0)).toString();

/**
 * The ledger the accounting reports read, posted through POST /journalentries (business date 31 March 2024):
 * head office: 5 Jan capital 10,000 into cash; 10 Jan deposits 2,500; 1 Feb a loan of 4,000 paid out;
 * 15 Feb interest 250 and fees 50 received; 20 Feb salaries 120 paid; 10 Mar deposits 1,000 (after February);
 * branch: 10 Feb capital 700 into cash.
 */
describe('accounting reports from the ledger', () => {
  let t: TestApp;
  let branch = 0;
  const gl: Record<string, number> = {};
  const run = (name: string, query: string, auth?: Parameters<TestApp['call']>[2]) => t.call('GET', url(name, query), auth);
  const rowsOf = async (name: string, query: string): Promise<Row[]> => {
    const res = await run(name, `${query}&genericResultSet=false`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as Row[];
  };
  /** Rows of our accounts only (by GL code), as [code, …values]. */
  const pick = (rows: readonly Row[], ...columns: string[]): unknown[][] => rows.filter((row) => row.glcode === undefined || (typeof row.glcode === 'string' && row.glcode.startsWith('AR-'))).map((row) => columns.map((c) => row[c]));

  const post = async (officeId: number, date: string, debits: [string, number][], credits: [string, number][]): Promise<void> => {
    const res = await t.call('POST', '/api/v1/journalentries', {
      body: {
        officeId, currencyCode: 'USD', transactionDate: date, ...DATES,
        debits: debits.map(([account, amount]) => ({ glAccountId: gl[account], amount })),
        credits: credits.map(([account, amount]) => ({ glAccountId: gl[account], amount })),
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-31');
    const accounts: [string, number][] = [['cash', 1], ['loans', 1], ['deposits', 2], ['capital', 3], ['interest', 4], ['fees', 4], ['salaries', 5]];
    for (const [[name, type], i] of accounts.map((a, n) => [a, n] as const)) {
      const res = await t.call('POST', '/api/v1/glaccounts', { body: { name, glCode: `AR-${i + 1}`, type, usage: 1, manualEntriesAllowed: true } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      gl[name] = res.json.resourceId as number;
    }
    const office = await t.call('POST', '/api/v1/offices', { body: { name: 'Ledger branch', parentId: 1, openingDate: '01 January 2020', ...DATES } });
    assert.equal(office.status, 200, JSON.stringify(office.body));
    branch = office.json.resourceId as number;
    await post(1, '05 January 2024', [['cash', 10000]], [['capital', 10000]]);
    await post(1, '10 January 2024', [['cash', 2500]], [['deposits', 2500]]);
    await post(1, '01 February 2024', [['loans', 4000]], [['cash', 4000]]);
    await post(branch, '10 February 2024', [['cash', 700]], [['capital', 700]]);
    await post(1, '15 February 2024', [['cash', 300]], [['interest', 250], ['fees', 50]]);
    await post(1, '20 February 2024', [['salaries', 120]], [['cash', 120]]);
    await post(1, '10 March 2024', [['cash', 1000]], [['deposits', 1000]]);
  });
  after(async () => t.close());

  const PERIOD = 'R_officeId=1&R_startDate=2024-01-01&R_endDate=2024-02-29';

  it('Trial Balance: net debits of assets and expenses, net credits of the rest, and the columns add up', async () => {
    const rows = await rowsOf('Trial Balance', PERIOD);
    assert.deepEqual(pick(rows, 'glcode', 'name', 'debit', 'credit', 'currency'), [
      ['AR-1', 'cash', 9380, undefined, 'USD'],
      ['AR-2', 'loans', 4000, undefined, 'USD'],
      ['AR-3', 'deposits', undefined, 2500, 'USD'],
      ['AR-4', 'capital', undefined, 10700, 'USD'],
      ['AR-5', 'interest', undefined, 250, 'USD'],
      ['AR-6', 'fees', undefined, 50, 'USD'],
      ['AR-7', 'salaries', 120, undefined, 'USD'],
    ]);
    assert.equal(total(rows, 'debit'), '13500');
    assert.equal(total(rows, 'debit'), total(rows, 'credit'));
    // the whole ledger up to the end of March balances too
    const all = await rowsOf('Trial Balance', 'R_officeId=1&R_startDate=2000-01-01&R_endDate=2024-03-31');
    assert.equal(total(all, 'debit'), '14500');
    assert.equal(total(all, 'debit'), total(all, 'credit'));
  });

  it('Trial Balance of a branch counts only its entries', async () => {
    const rows = await rowsOf('Trial Balance', `R_officeId=${branch}&R_startDate=2024-01-01&R_endDate=2024-02-29`);
    assert.deepEqual(pick(rows, 'glcode', 'debit', 'credit'), [['AR-1', 700, undefined], ['AR-4', undefined, 700]]);
  });

  it('Trial Balance: the generic result set has typed column headers', async () => {
    const res = await run('Trial Balance', PERIOD);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const body = res.body as { columnHeaders: { columnName: string; columnDisplayType: string }[]; data: { row: unknown[] }[] };
    assert.deepEqual(body.columnHeaders.map((h) => [h.columnName, h.columnDisplayType]), [['glcode', 'STRING'], ['name', 'STRING'], ['debit', 'DECIMAL'], ['credit', 'DECIMAL'], ['currency', 'STRING']]);
    assert.deepEqual(body.data.find((d) => d.row[0] === 'AR-3')?.row, ['AR-3', 'deposits', null, 2500, 'USD']);
  });

  it('Balance Sheet as on a date: assets equal liabilities and equity with the net income', async () => {
    const rows = await rowsOf('Balance Sheet', 'R_officeId=1&R_endDate=2024-02-29');
    assert.deepEqual(pick(rows, 'glcode', 'name', 'BalanceType', 'balance'), [
      ['AR-1', 'cash', 'Assets', 9380],
      ['AR-2', 'loans', 'Assets', 4000],
      ['AR-3', 'deposits', 'Liability', 2500],
      ['AR-4', 'capital', 'Equity', 10700],
      [undefined, 'Net income (income less expenses)', 'Equity', 180],
    ]);
    const side = (type: string) => total(rows.filter((row) => row.BalanceType === type), 'balance');
    assert.equal(side('Assets'), '13380');
    assert.equal(new Decimal(side('Liability')).plus(side('Equity')).toString(), side('Assets'));
    const march = await rowsOf('Balance Sheet', 'R_officeId=1&R_endDate=2024-03-31');
    assert.deepEqual(pick(march, 'glcode', 'balance').slice(0, 3), [['AR-1', 10380], ['AR-2', 4000], ['AR-3', 3500]]);
  });

  it('Income Statement for a period: income and expenses, whose difference is the net income', async () => {
    const rows = await rowsOf('Income Statement', PERIOD);
    assert.deepEqual(pick(rows, 'glcode', 'IncomeOrExpense', 'balance'), [['AR-5', 'Income', 250], ['AR-6', 'Income', 50], ['AR-7', 'Expense', 120]]);
    const income = total(rows.filter((row) => row.IncomeOrExpense === 'Income'), 'balance');
    const expense = total(rows.filter((row) => row.IncomeOrExpense === 'Expense'), 'balance');
    assert.equal(new Decimal(income).minus(expense).toString(), '180');
    assert.deepEqual(await rowsOf('Income Statement', 'R_officeId=1&R_startDate=2024-03-01&R_endDate=2024-03-31'), []);
  });

  it('GeneralLedgerReport: one account\'s entries with its opening and running balance', async () => {
    const rows = await rowsOf('GeneralLedgerReport', `R_officeId=1&R_GLAccountNO=${gl.cash}&R_startDate=2024-02-01&R_endDate=2024-02-29`);
    assert.deepEqual(rows.map((row) => [row.entry_date, row.transtype, row.debit_amount, row.credit_amount, row.openingbalance, row.cumulative_sum]), [
      [[2024, 2, 1], 'Manual', 0, 4000, 12500, 8500],
      [[2024, 2, 10], 'Manual', 700, 0, 12500, 9200],
      [[2024, 2, 15], 'Manual', 300, 0, 12500, 9500],
      [[2024, 2, 20], 'Manual', 0, 120, 12500, 9380],
    ]);
    const capital = await rowsOf('GeneralLedgerReport', `R_officeId=1&R_GLAccountNO=${gl.capital}&R_startDate=2024-01-01&R_endDate=2024-02-29`);
    assert.deepEqual(capital.map((row) => [row.credit_amount, row.cumulative_sum]), [[10000, 10000], [700, 10700]]);
  });

  it('answers CSV, Excel and PDF like the other reports', async () => {
    const csv = await download(t, url('Trial Balance', `${PERIOD}&exportCSV=true`));
    assert.equal(csv.status, 200);
    assert.match(csv.type, /^text\/csv/);
    const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines[0], 'glcode,name,debit,credit,currency');
    assert.ok(lines.includes('AR-4,capital,,10700.00,USD'), lines.join('\n'));
    const xlsx = await download(t, url('Balance Sheet', 'R_officeId=1&R_endDate=2024-02-29&output-type=XLSX'));
    assert.equal(xlsx.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet?.name, 'Balance Sheet');
    const values = (sheet?.getRow(2).values as unknown[]).slice(1);
    assert.deepEqual(values, ['AR-1', 'cash', 'Assets', 9380, 'USD']);
    const pdf = await download(t, url('Income Statement', `${PERIOD}&output-type=PDF`));
    assert.equal(pdf.status, 200);
    assert.equal(pdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = await pdfText(pdf.bytes);
    assert.match(text, /Income Statement/);
    assert.match(text, /glcode\s+name\s+IncomeOrExpense\s+balance\s+currency/);
    assert.match(text, /AR-5\s+interest\s+Income\s+250\.00\s+USD/);
  });

  it('needs its parameters, valid values and READ_<report name> (or the reporting super user)', async () => {
    const missing = await run('Trial Balance', 'R_officeId=1&R_startDate=2024-01-01');
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.body), ['error.msg.report.parameter.missing']);
    const invalid = await run('Balance Sheet', 'R_officeId=1&R_endDate=yesterday-ish');
    assert.equal(invalid.status, 400);
    assert.deepEqual(codesOf(invalid.body), ['error.msg.report.parameter.invalid']);
    const accountant = await createUserWithPermissions(t.tenant.database.db, 'accountant', ['READ_Trial Balance']);
    assert.equal((await run('Trial Balance', PERIOD, { auth: accountant })).status, 200);
    assert.equal((await run('Balance Sheet', 'R_officeId=1&R_endDate=2024-02-29', { auth: accountant })).status, 403);
    // Fineract's catalogue has no READ_GeneralLedgerReport: the reporting super user runs it
    const ledger = `${PERIOD}&R_GLAccountNO=${gl.cash}`;
    assert.equal((await run('GeneralLedgerReport', ledger, { auth: accountant })).status, 403);
    const reporter = await createUserWithPermissions(t.tenant.database.db, 'reporter', ['REPORTING_SUPER_USER']);
    assert.equal((await run('GeneralLedgerReport', ledger, { auth: reporter })).status, 200);
  });

  it('the catalogue lists them under Accounting with Fineract\'s parameter usages', async () => {
    const res = await t.call('GET', '/api/v1/reports');
    const reports = res.body as { id: number; reportName: string; reportType: string; reportCategory: string; reportParameters: { reportParameterName: string; parameterName: string }[] }[];
    const usages = (id: number) => reports.find((r) => r.id === id)?.reportParameters.map((p) => `${p.reportParameterName}:${p.parameterName}`);
    assert.deepEqual(reports.filter((r) => [48, 49, 50, 160].includes(r.id)).map((r) => [r.id, r.reportName, r.reportType, r.reportCategory]), [
      [48, 'Balance Sheet', 'Table', 'Accounting'],
      [49, 'Income Statement', 'Table', 'Accounting'],
      [50, 'Trial Balance', 'Table', 'Accounting'],
      [160, 'GeneralLedgerReport', 'Table', 'Accounting'],
    ]);
    assert.deepEqual(usages(48)?.sort(), ['branch:OfficeIdSelectOne', 'date:endDateSelect']);
    assert.deepEqual(usages(49)?.sort(), ['branch:OfficeIdSelectOne', 'fromDate:startDateSelect', 'toDate:endDateSelect']);
    assert.deepEqual(usages(50)?.sort(), ['branch:OfficeIdSelectOne', 'fromDate:startDateSelect', 'toDate:endDateSelect']);
    assert.deepEqual(usages(160)?.sort(), ['account:SelectGLAccountNO', 'branch:OfficeIdSelectOne', 'fromDate:startDateSelect', 'toDate:endDateSelect']);
  });

  it('runs each accounting report in a fixed number of statements', async () => {
    // definition, begin, read-only and timeout, column names, column types, declare cursor, fetch, commit
    await expectStatements(t, 'GET', url('Trial Balance', PERIOD), { max: 8 });
    await expectStatements(t, 'GET', url('Balance Sheet', 'R_officeId=1&R_endDate=2024-02-29&genericResultSet=false'), { max: 8 });
    await expectStatements(t, 'GET', url('Income Statement', PERIOD), { max: 8 });
    await warmPrincipal(t);
    const { result, statements } = await recordStatements(t, () => download(t, url('Income Statement', `${PERIOD}&exportCSV=true`)));
    assert.equal(result.status, 200);
    assert.ok(statements.length <= 8 + AUTH_STATEMENTS, `CSV export ran ${statements.length} statements`);
    await expectStatements(t, 'GET', url('GeneralLedgerReport', `${PERIOD}&R_GLAccountNO=${gl.cash}`), { max: 8 });
  });
});
