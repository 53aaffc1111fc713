import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL_LOANS, codesOf, download, pdfText, seedPortfolio, url } from './report-support.ts';

describe('report files', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await seedPortfolio(t);
  });
  after(async () => t.close());

  it('exportCSV=true answers text/csv with a header line and one line per row', async () => {
    const res = await download(t, url('Client Listing', 'R_officeId=1&exportCSV=true'));
    assert.equal(res.status, 200);
    assert.match(res.type, /^text\/csv/);
    assert.equal(res.disposition, 'attachment; filename="Client Listing.csv"');
    const lines = res.bytes.toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines[0], 'Office/Branch,Client Account No.,name,Status,Activation,External Id');
    assert.deepEqual(lines.slice(1).map((line) => line.split(',').filter((_, i) => i !== 1)), [
      ['Head Office', 'Ada Recent', 'Active', '2024-02-25', ''],
      ['Head Office', 'Ben Early', 'Active', '2024-01-01', ''],
    ]);
  });

  it('output-type=CSV is the same file; a field with a comma or quote is quoted', async () => {
    const res = await download(t, url('Loans Pending Approval', `${ALL_LOANS}&output-type=CSV`));
    assert.equal(res.status, 200);
    const lines = res.bytes.toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines.length, 2);
    assert.match(lines[1] ?? '', /^Head Office,\d+,Ben Early,\$,Plain Loan,\d+,5000\.000000,12,Months,12\.000000,10,,$/);
  });

  it('output-type=XLSX answers a workbook whose sheet holds the header and the rows (numbers as numbers)', async () => {
    const res = await download(t, url('Loans Pending Approval', `${ALL_LOANS}&output-type=XLSX`));
    assert.equal(res.status, 200);
    assert.equal(res.type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(res.disposition, 'attachment; filename="Loans Pending Approval.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet !== undefined);
    assert.equal(sheet.name, 'Loans Pending Approval');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    assert.deepEqual(values(1).slice(0, 3), ['Office/Branch', 'Client Account No.', 'Client Name']);
    assert.deepEqual([values(2)[0], values(2)[2], values(2)[6], values(2)[10]], ['Head Office', 'Ben Early', 5000, 10]);
    assert.equal(sheet.rowCount, 2);
  });

  it('output-type=PDF (and exportPDF=true) answers a PDF whose text holds the header and the rows', async () => {
    for (const query of ['R_officeId=1&output-type=PDF', 'R_officeId=1&exportPDF=true']) {
      const res = await download(t, url('Client Listing', query));
      assert.equal(res.status, 200);
      assert.equal(res.type, 'application/pdf');
      assert.equal(res.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = await pdfText(res.bytes);
      assert.match(text, /Client Listing/);
      assert.match(text, /Office\/Branch\s+Client Account No\.\s+name\s+Status\s+Activation\s+External Id/);
      assert.match(text, /Head Office\s+\d+\s+Ada Recent\s+Active\s+2024-02-25/);
      assert.match(text, /Head Office\s+\d+\s+Ben Early\s+Active\s+2024-01-01/);
    }
  });

  it('a file export checks permissions and parameters like JSON', async () => {
    const res = await t.call('GET', url('Client Listing', 'output-type=XLSX'));
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['error.msg.report.parameter.missing']);
  });
});
