import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT, createLoanProductGl, loanProductGlMappings, type LoanProductGl } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, DATES } from '../../support/savings.ts';


/**
 * Closing, closing as rescheduled and undoing a write-off on a flat loan of 1,000 over 3 months at 1 % a month
 * (1,030 to repay: 333.33 / 333.33 / 333.34 principal and 10 interest an installment), cash accounting.
 */
describe('loan closure commands', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (inArrearsTolerance?: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023',
        ...(inArrearsTolerance === undefined ? {} : { inArrearsTolerance }), ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    return loanId;
  };
  const loanRow = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date', 'rescheduledon_date', 'writtenoffon_date', 'total_outstanding_derived', 'principal_writtenoff_derived'])
      .where('id', '=', loanId).executeTakeFirstOrThrow();
  const transactionsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_type_enum', 'amount', 'principal_portion_derived', 'is_reversed', 'manually_adjusted_or_reversed'])
      .where('loan_id', '=', loanId).orderBy('id').execute();
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Cleo', lastname: 'Closes', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    productId = await createLoanProduct(t, {
      name: 'Closable', shortName: 'CLS', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
  });
  after(async () => t.close());

  it('closes a loan owing no more than its arrears tolerance, writing the rest off as repaid in full', async () => {
    const loanId = await activeLoan(1);
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=close`);
    assert.equal(template.status, 200, JSON.stringify(template.body));
    assert.deepEqual(template.body, { type: template.json.type, date: [2023, 1, 10], manuallyReversed: false });
    assert.deepEqual([(template.json.type as { id: number }).id, (template.json.type as { code: string }).code], [6, 'loanTransactionType.writeOff']);

    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 1000 })).status, 200);
    const owing = await transact(loanId, 'close', { transactionDate: '10 January 2023' });
    assert.equal(owing.status, 403);
    assert.deepEqual(codesOf(owing.body), ['error.msg.loan.close.loan.has.money.outstanding']);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '08 January 2023', transactionAmount: 29.5 })).status, 200);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '11 January 2023' }, 403, 'error.msg.loan.close.cannot.be.a.future.date'],
      [{ transactionDate: '31 December 2022' }, 403, 'error.msg.loan.close.cannot.be.before.submittal.date'],
      [{ transactionDate: '07 January 2023' }, 403, 'error.msg.loan.close.loan.must.occur.on.or.after.latest.transaction.date'],
      [{}, 400, 'validation.msg.loan.transaction.transactionDate.cannot.be.blank'],
      [{ transactionDate: '10 January 2023', transactionAmount: 1 }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await transact(loanId, 'close', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }

    const closed = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=close`, {
      max: 22, body: { transactionDate: '10 January 2023', note: 'tolerated', externalId: 'close-1', ...DATES },
    });
    const writeOffId = closed.json.resourceId as number;
    assert.deepEqual(closed.body, {
      officeId: 1, clientId, loanId, resourceId: writeOffId, resourceExternalId: 'close-1',
      changes: {
        transactionDate: '10 January 2023', locale: 'en', dateFormat: 'dd MMMM yyyy', closedOnDate: '10 January 2023',
        status: (closed.json.changes as { status: unknown }).status, externalId: 'close-1', note: 'tolerated',
      },
    });
    assert.equal(((closed.json.changes as { status: { id: number } }).status).id, 600);
    const writeOff = (await transactionsOf(loanId)).find((x) => x.id === writeOffId);
    assert.deepEqual([writeOff?.transaction_type_enum, Number(writeOff?.amount), Number(writeOff?.principal_portion_derived)], [6, 0.5, 0.5]);
    assert.deepEqual(await entriesOf(writeOffId), [[gl.writeOff, DEBIT, 0.5], [gl.portfolio, CREDIT, 0.5]]);
    const row = await loanRow(loanId);
    assert.deepEqual([row.loan_status_id, row.closedon_date, row.writtenoffon_date, Number(row.total_outstanding_derived)], [600, '2023-01-10', null, 0]);
    const note = await db().selectFrom('m_note').select(['note', 'note_type_enum', 'loan_transaction_id']).where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual(note, { note: 'tolerated', note_type_enum: 200, loan_transaction_id: null });

    const again = await transact(loanId, 'close', { transactionDate: '10 January 2023' });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.close.account.is.not.active']);
  });

  it('closes an active loan as rescheduled (602) without a transaction, and only dates a loan that is not active', async () => {
    const loanId = await activeLoan();
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=close-rescheduled`);
    assert.equal(template.json.date?.toString(), '2023,1,10');
    const future = await transact(loanId, 'close-rescheduled', { transactionDate: '11 January 2023' });
    assert.equal(future.status, 403);
    assert.deepEqual(codesOf(future.body), ['error.msg.loan.close.reschedule.cannot.be.a.future.date']);
    const early = await transact(loanId, 'close-rescheduled', { transactionDate: '31 December 2022' });
    assert.deepEqual(codesOf(early.body), ['error.msg.loan.close.reschedule.cannot.be.before.submittal.date']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'closure-reader', ['READ_LOAN']);
    const denied = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=close-rescheduled`, { body: { transactionDate: '10 January 2023', ...DATES }, auth: reader });
    assert.equal(denied.status, 403);

    const done = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=close-rescheduled`, { max: 10, body: { transactionDate: '09 January 2023', ...DATES } });
    assert.deepEqual(done.body, {
      officeId: 1, clientId, loanId, resourceId: loanId,
      changes: {
        transactionDate: '09 January 2023', locale: 'en', dateFormat: 'dd MMMM yyyy', status: (done.json.changes as { status: unknown }).status,
        closedOnDate: '09 January 2023', rescheduledOnDate: '09 January 2023',
      },
    });
    assert.deepEqual((done.json.changes as { status: unknown }).status, {
      id: 602, code: 'loanStatusType.closed.reschedule.outstanding.amount', value: 'Closed (rescheduled)', pendingApproval: false, waitingForDisbursal: false, active: false,
      closedObligationsMet: false, closedWrittenOff: false, closedRescheduled: true, closed: true, overpaid: false,
    });
    const row = await loanRow(loanId);
    assert.deepEqual([row.loan_status_id, row.closedon_date, row.rescheduledon_date], [602, '2023-01-09', '2023-01-09']);
    assert.deepEqual((await transactionsOf(loanId)).map((x) => x.transaction_type_enum).filter((type) => type !== 10), [1], 'only the disbursement (and its accrual)');

    const twice = await transact(loanId, 'close-rescheduled', { transactionDate: '10 January 2023' });
    assert.equal(twice.status, 200, JSON.stringify(twice.body));
    assert.equal((twice.json.changes as { status?: unknown }).status, undefined, 'no transition from 602');
    assert.deepEqual([(await loanRow(loanId)).loan_status_id, (await loanRow(loanId)).closedon_date], [602, '2023-01-10']);
    assert.equal((await transact(loanId, 'close', { transactionDate: '10 January 2023' })).status, 400);
  });

  it('undoes a write-off: the loan is active again and the write-off\'s entries are posted on the other side', async () => {
    const loanId = await activeLoan();
    const notWrittenOff = await transact(loanId, 'undowriteoff', {});
    assert.equal(notWrittenOff.status, 503);
    assert.deepEqual(codesOf(notWrittenOff.body), ['error.msg.loan.status.not.written.off.update.not.allowed']);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 100 })).status, 200);
    const writtenOff = await transact(loanId, 'writeoff', { transactionDate: '10 January 2023', externalId: 'wo-1' });
    assert.equal(writtenOff.status, 200, JSON.stringify(writtenOff.body));
    const writeOffId = writtenOff.json.resourceId as number;
    assert.equal((await loanRow(loanId)).loan_status_id, 601);

    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=undowriteoff`, { max: 18, body: {} });
    assert.deepEqual(undone.body, { officeId: 1, clientId, loanId, resourceId: writeOffId, resourceExternalId: 'wo-1' });
    const row = await loanRow(loanId);
    assert.deepEqual([row.loan_status_id, row.writtenoffon_date, row.closedon_date, Number(row.total_outstanding_derived), Number(row.principal_writtenoff_derived)], [300, null, null, 930, 0]);
    const txs = await transactionsOf(loanId);
    assert.deepEqual(txs.filter((x) => x.transaction_type_enum === 2 || x.transaction_type_enum === 6).map((x) => [x.transaction_type_enum, Number(x.amount), x.is_reversed, x.manually_adjusted_or_reversed]), [
      [2, 100, false, false],
      [6, 930, true, false],
    ]);
    assert.deepEqual(await entriesOf(writeOffId), [[gl.writeOff, DEBIT, 910], [gl.portfolio, CREDIT, 910], [gl.writeOff, CREDIT, 910], [gl.portfolio, DEBIT, 910]]);
    const schedule = await db().selectFrom('m_loan_repayment_schedule').select(['principal_writtenoff_derived', 'interest_writtenoff_derived']).where('loan_id', '=', loanId).execute();
    assert.ok(schedule.every((s) => s.principal_writtenoff_derived === null && s.interest_writtenoff_derived === null), JSON.stringify(schedule));

    const twice = await transact(loanId, 'undowriteoff', {});
    assert.equal(twice.status, 503);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 10 })).status, 200, 'repayable again');
  });
});
