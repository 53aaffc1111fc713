import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { ALL_LOANS, codesOf, seedPortfolio, url } from './report-support.ts';

type Generic = { columnHeaders: { columnName: string; columnType: string; columnDisplayType: string }[]; data: { row: unknown[] }[] };

describe('running reports', () => {
  let t: TestApp;
  let loans: Awaited<ReturnType<typeof seedPortfolio>>;
  const run = async (name: string, query: string, auth?: Parameters<TestApp['call']>[2]) => t.call('GET', url(name, query), auth);

  before(async () => {
    t = await createTestApp();
    loans = await seedPortfolio(t);
  });
  after(async () => t.close());

  describe("the web app's dashboard", () => {
    it('Disbursal Vs Awaitingdisbursal: approved or active principal less disbursed, and disbursed', async () => {
      const res = await run('Disbursal Vs Awaitingdisbursal', 'R_officeId=1&genericResultSet=false');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, [{ amountToBeDisburse: 3000, disbursedAmount: 10000 }]);
    });

    it('Demand Vs Collection: what the schedules ask less what was paid, and what was paid', async () => {
      const res = await run('Demand Vs Collection', 'R_officeId=1&genericResultSet=false');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const due = await sql<{ due: string }>`select sum(principal_amount + coalesce(interest_amount, 0) + coalesce(fee_charges_amount, 0) + coalesce(penalty_charges_amount, 0)) as due from m_loan_repayment_schedule`.execute(t.tenant.database.db);
      assert.deepEqual(res.body, [{ AmountDue: Number(due.rows[0]?.due), AmountPaid: 0 }]);
      assert.ok(Number(due.rows[0]?.due) > 18000);
    });

    it('ClientTrendsByDay and LoanTrendsByDay: the last twelve days before the business date', async () => {
      const clients = await run('ClientTrendsByDay', 'R_officeId=1&genericResultSet=false');
      assert.deepEqual(clients.body, [{ count: 1, days: [2024, 2, 25] }]);
      const disbursals = await run('LoanTrendsByDay', 'R_officeId=1&genericResultSet=false');
      assert.deepEqual(disbursals.body, [{ lcount: 1, days: [2024, 2, 27] }]);
    });

    it('ClientTrendsByWeek / ByMonth and LoanTrendsByWeek / ByMonth', async () => {
      assert.deepEqual((await run('ClientTrendsByWeek', 'R_officeId=1&genericResultSet=false')).body, [{ count: 1, Weeks: 1 }, { count: 1, Weeks: 8 }]);
      assert.deepEqual((await run('ClientTrendsByMonth', 'R_officeId=1&genericResultSet=false')).body, [{ count: 1, Months: 'January' }, { count: 1, Months: 'February' }]);
      assert.deepEqual((await run('LoanTrendsByWeek', 'R_officeId=1&genericResultSet=false')).body, [{ lcount: 1, Weeks: 9 }]);
      assert.deepEqual((await run('LoanTrendsByMonth', 'R_officeId=1&genericResultSet=false')).body, [{ lcount: 1, Months: 'February' }]);
    });
  });

  describe('listings', () => {
    it('Client Listing: the generic result set with column headers and typed rows', async () => {
      const res = await run('Client Listing', 'R_officeId=1&genericResultSet=true');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const body = res.body as Generic;
      assert.deepEqual(body.columnHeaders.map((h) => h.columnName), ['Office/Branch', 'Client Account No.', 'name', 'Status', 'Activation', 'External Id']);
      assert.deepEqual(body.columnHeaders.map((h) => h.columnDisplayType), ['TEXT', 'STRING', 'STRING', 'STRING', 'DATE', 'STRING']);
      assert.deepEqual(body.data.map((d) => [d.row[0], d.row[2], d.row[3], d.row[4]]), [
        ['Head Office', 'Ada Recent', 'Active', [2024, 2, 25]],
        ['Head Office', 'Ben Early', 'Active', [2024, 1, 1]],
      ]);
    });

    it('without genericResultSet the answer is the generic result set too', async () => {
      const res = await run('Client Listing', 'R_officeId=1');
      assert.equal((res.body as Generic).data.length, 2);
    });

    it('Loans Pending Approval, Loans Awaiting Disbursal and Client Loans Listing filter by status', async () => {
      const pending = (await run('Loans Pending Approval', `${ALL_LOANS}&genericResultSet=false`)).body as Record<string, unknown>[];
      assert.deepEqual(pending.map((row) => [row['Client Name'], row['Loan Amount'], row['Days Pending Approval']]), [['Ben Early', 5000, 10]]);
      const awaiting = (await run('Loans Awaiting Disbursal', `${ALL_LOANS}&genericResultSet=false`)).body as Record<string, unknown>[];
      assert.deepEqual(awaiting.map((row) => [row.name, row.principal, row['Days to Disbursal']]), [['Ben Early', 3000, -3]]);
      const listing = (await run('Client Loans Listing', `${ALL_LOANS}&genericResultSet=false`)).body as Record<string, unknown>[];
      assert.deepEqual(listing.map((row) => [row.name, row.principal_amount, row.Status]).sort(), [
        ['Ada Recent', 10000, 'Active'],
        ['Ben Early', 3000, 'Approved'],
        ['Ben Early', 5000, 'Submitted and awaiting approval'],
      ]);
      assert.ok(loans.pending > 0);
    });

    it('a product filter keeps only that product; an unknown currency keeps none', async () => {
      const none = (await run('Client Loans Listing', `${ALL_LOANS.replace('R_currencyId=-1', 'R_currencyId=EUR')}&genericResultSet=false`)).body as unknown[];
      assert.deepEqual(none, []);
    });

    it('Savings Accounts Dormancy Report runs (no dormant accounts here)', async () => {
      const res = await run('Savings Accounts Dormancy Report', 'R_officeId=1&R_subStatus=100');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual((res.body as Generic).columnHeaders.map((h) => h.columnName), ['Client Display Name', 'Account Number', 'Mobile Number', 'Date of Last Activity', 'Days Since Last Activity']);
      assert.deepEqual((res.body as Generic).data, []);
    });
  });

  describe('parameter lists (parameterType=true)', () => {
    it("OfficeIdSelectOne lists the offices under the caller's office", async () => {
      const res = await run('OfficeIdSelectOne', 'parameterType=true&genericResultSet=false');
      assert.deepEqual(res.body, [{ id: 1, tc: 'Head Office' }]);
    });

    it("FullParameterList gives a report's parameters as the web app reads them (null members omitted)", async () => {
      const res = await run('FullParameterList', "parameterType=true&genericResultSet=false&R_reportListing='Client Listing'");
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, [
        { parameter_name: 'OfficeIdSelectOne', parameter_variable: 'officeId', parameter_label: 'Office', parameter_displayType: 'select', parameter_FormatType: 'number', parameter_default: '0', selectOne: 'Y' },
      ]);
    });

    it('loanProductIdSelectAll and loanOfficerIdSelectAll', async () => {
      const products = (await run('loanProductIdSelectAll', 'parameterType=true&R_currencyId=-1&genericResultSet=false')).body as { name: string }[];
      assert.deepEqual(products.map((p) => p.name), ['Plain Loan']);
      const officers = (await run('loanOfficerIdSelectAll', 'parameterType=true&R_officeId=1&genericResultSet=false')).body;
      assert.deepEqual(officers, [{ id: -10, name: '-' }]);
    });

    it('every seeded parameter list with SQL runs', async () => {
      const params = 'R_officeId=1&R_currencyId=-1&R_reportCategory=Loan&R_reportListing=x&genericResultSet=false&parameterType=true';
      for (const name of ['obligDateTypeSelect', 'currencyIdSelectAll', 'fundIdSelectAll', 'loanPurposeIdSelectAll', 'parTypeSelect', 'FullReportList', 'reportCategoryList', 'savingsProductIdSelectAll', 'SelectGLAccountNO', 'SavingsAccountSubStatus', 'DefaultLoan', 'DefaultClient', 'DefaultGroup', 'SelectLoanType']) {
        const res = await run(name, params);
        assert.equal(res.status, 200, `${name}: ${JSON.stringify(res.body)}`);
        assert.ok(Array.isArray(res.body));
      }
    });

    it('a user without any report permission may read parameter lists but not run a report', async () => {
      const nobody = await createUserWithPermissions(t.tenant.database.db, 'no-reports', []);
      assert.equal((await run('OfficeIdSelectOne', 'parameterType=true', { auth: nobody })).status, 200);
      const refused = await run('Client Listing', 'R_officeId=1', { auth: nobody });
      assert.equal(refused.status, 403);
      assert.deepEqual((refused.json.errors as { developerMessage: string; userMessageGlobalisationCode: string }[]).map((e) => [e.userMessageGlobalisationCode, e.developerMessage]), [
        ['error.msg.not.authorized', 'Not authorised to run report: Client Listing'],
      ]);
    });
  });

  describe('permissions', () => {
    it('READ_<report name> runs that report only; ALL_FUNCTIONS_READ and REPORTING_SUPER_USER run any', async () => {
      const one = await createUserWithPermissions(t.tenant.database.db, 'client-lister', ['READ_Client Listing']);
      assert.equal((await run('Client Listing', 'R_officeId=1', { auth: one })).status, 200);
      assert.equal((await run('Loans Pending Approval', ALL_LOANS, { auth: one })).status, 403);
      const reader = await createUserWithPermissions(t.tenant.database.db, 'all-reader', ['ALL_FUNCTIONS_READ']);
      assert.equal((await run('Loans Pending Approval', ALL_LOANS, { auth: reader })).status, 200);
      const superUser = await createUserWithPermissions(t.tenant.database.db, 'report-super', ['REPORTING_SUPER_USER']);
      assert.equal((await run('Demand Vs Collection', 'R_officeId=1', { auth: superUser })).status, 200);
    });
  });

  describe('available exports', () => {
    it("lists Fineract's export targets of a Table report; an unknown report is 404", async () => {
      const res = await t.call('GET', `/api/v1/runreports/availableExports/${encodeURIComponent('Client Listing')}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, [{ key: 'CSV', queryParameter: 'exportCSV' }, { key: 'PDF', queryParameter: 'exportPDF' }, { key: 'JSON', queryParameter: 'exportJSON' }]);
      const unknown = await t.call('GET', '/api/v1/runreports/availableExports/Nothing');
      assert.equal(unknown.status, 404);
    });
  });

  describe('refusals', () => {
    it('an unknown report is 404 error.msg.report.name.not.found', async () => {
      const res = await run('No Such Report', '');
      assert.equal(res.status, 404);
      assert.deepEqual(codesOf(res.body), ['error.msg.report.name.not.found']);
    });

    it('a missing parameter is 400 error.msg.report.parameter.missing', async () => {
      const res = await run('Client Listing', '');
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.body), ['error.msg.report.parameter.missing']);
    });

    it('an unknown output type is 400 error.msg.invalid.outputType', async () => {
      const res = await run('Client Listing', 'R_officeId=1&output-type=HTML');
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.body), ['error.msg.invalid.outputType']);
    });

    it('a Pentaho report has no reporting service here: 503', async () => {
      await sql`insert into stretchy_report (report_name, report_type, core_report, use_report) values ('Pentaho Thing', 'Pentaho', false, true)`.execute(t.tenant.database.db);
      const res = await run('Pentaho Thing', '');
      assert.equal(res.status, 503);
      assert.deepEqual(codesOf(res.body), ['err.msg.report.service.implementation.missing']);
    });
  });

  describe('placeholders are bound parameters', () => {
    it('a value that is SQL stays a value: refused by its type, or matching nothing', async () => {
      const typed = await run('Client Listing', `R_officeId=${encodeURIComponent('1 or 1=1')}`);
      assert.equal(typed.status, 400);
      assert.deepEqual(codesOf(typed.body), ['error.msg.report.parameter.invalid']);
      const quoted = await run('Client Loans Listing', `${ALL_LOANS.replace('R_currencyId=-1', `R_currencyId=${encodeURIComponent("USD' or '1'='1")}`)}&genericResultSet=false`);
      assert.equal(quoted.status, 200);
      assert.deepEqual(quoted.body, []);
    });

    it('the value reaches the database as a parameter, never as SQL text', async () => {
      const created = await t.call('POST', '/api/v1/reports', {
        body: { reportName: 'Clients Named', reportType: 'Table', reportSql: 'select c.id, c.display_name from m_client c where c.display_name = ${clientName} order by c.id' },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const attack = "x'; delete from m_client; --";
      const { result, statements } = await recordStatements(t, () => run('Clients Named', `R_clientName=${encodeURIComponent(attack)}&genericResultSet=false`));
      assert.equal(result.status, 200, JSON.stringify(result.body));
      assert.deepEqual(result.body, []);
      assert.ok(statements.every((s) => !s.sql.includes('delete from m_client')));
      assert.ok(statements.some((s) => s.parameters.includes(attack)));
      const named = await run('Clients Named', `R_clientName=${encodeURIComponent('Ada Recent')}&genericResultSet=false`);
      assert.deepEqual(named.body, [{ id: loans.recent, display_name: 'Ada Recent' }]);
      const count = await sql<{ n: number }>`select count(*)::int as n from m_client`.execute(t.tenant.database.db);
      assert.equal(count.rows[0]?.n, 2);
    });

    it('the caller cannot set the special placeholders through R_ parameters', async () => {
      const res = await run('OfficeIdSelectOne', `parameterType=true&genericResultSet=false&R_currentUserHierarchy=${encodeURIComponent('.2.')}`);
      assert.deepEqual(res.body, [{ id: 1, tc: 'Head Office' }]);
    });
  });
});
