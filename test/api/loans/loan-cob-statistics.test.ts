import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { runLoanCOB } from '../../../src/modules/loans/index.ts';
import { COB_GROWING_TABLES } from '../../../src/modules/loans/loan-cob/loan-cob-statistics.repository.ts';
import { disbursedLoan } from '../../support/loans.ts';
import { recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * A close-of-business run refreshes the planner statistics of the tables it grows past twice their recorded size
 * (ADR 0082): here the arrears ageing table, analyzed while empty, of a loan overdue since 15 February 2024.
 */
describe('loan close of business: statistics of the tables it fills', () => {
  let t: TestApp;
  let loanId: number;
  const db = () => t.tenant.database.db;
  const pagesOnRecord = async (table: string) => {
    const rows = await sql<{ relpages: number }>`select relpages from pg_class where relname = ${table} and relnamespace = current_schema()::regnamespace`.execute(db());
    return Number(rows.rows[0]?.relpages ?? -1);
  };
  const emptyAndAnalyzed = async () => {
    await sql`delete from m_loan_arrears_aging`.execute(db());
    await sql`delete from m_loan_delinquency_tag_history`.execute(db());
    await sql`update m_loan set last_closed_business_date = '2024-02-28' where id = ${loanId}`.execute(db());
    await sql`vacuum m_loan_arrears_aging`.execute(db());
    await sql`analyze ${sql.join(COB_GROWING_TABLES.map((name) => sql.id(name)))}`.execute(db());
    assert.equal(await pagesOnRecord('m_loan_arrears_aging'), 0);
  };

  before(async () => {
    t = await createTestApp();
    const client = await t.call('POST', '/api/v1/clients', {
      body: { officeId: 1, legalFormId: 1, firstname: 'Stat', lastname: 'Borrower', active: true, activationDate: '01 January 2023', dateFormat: 'dd MMMM yyyy', locale: 'en' },
    });
    assert.equal(client.status, 200, JSON.stringify(client.body));
    loanId = await disbursedLoan(t, client.json.clientId as number, 1200);
  });
  after(async () => t.close());

  it('leaves statistics alone before the check is due (no statement added to the run)', async () => {
    await emptyAndAnalyzed();
    const run = await recordStatements(t, () => runLoanCOB(db(), { cobDate: LocalDate.parse('2024-02-29'), userId: 1 }));
    assert.deepEqual(run.result, { closed: [loanId], failed: [] });
    assert.equal(run.statements.filter((s) => /pg_class|analyze/i.test(s.sql)).length, 0);
    assert.equal(await pagesOnRecord('m_loan_arrears_aging'), 0);
  });

  it('analyzes the tables a run grew past their statistics, and only those', async () => {
    await emptyAndAnalyzed();
    const run = await recordStatements(t, () => runLoanCOB(db(), { cobDate: LocalDate.parse('2024-02-29'), userId: 1, statisticsCheck: { everyLoans: 1, minPages: 0 } }));
    assert.deepEqual(run.result, { closed: [loanId], failed: [] });
    const analyzed = run.statements.filter((s) => /^\s*analyze/i.test(s.sql)).map((s) => s.sql);
    assert.deepEqual(analyzed, ['analyze (skip_locked) "m_loan_arrears_aging"']);
    assert.equal(await pagesOnRecord('m_loan_arrears_aging'), 1);
  });
});
