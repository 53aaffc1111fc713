import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, encodeMessage, registerExternalEventPayload, type MessageV1 } from '../../../src/platform/events/index.ts';
import { loanProductPayload } from '../../../src/modules/external-events/external-event-payloads/loan-product-payload.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { assertStatementBound, listStatements, measureStatements, type StatementMeasurement } from '../../support/statement-count.ts';
import { assertAvroRoundTrip, dataOf } from '../../support/external-events.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const CONFIG_URL = '/api/v1/externalevents/configuration';
const REPAYMENT_EVENT = 'LoanTransactionMakeRepaymentPostBusinessEvent';
const LOAN_TRANSACTION_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1';
/** The repayment each loan receives: the first installment of 10,000 over 12 months at 1 % a month (888.49). */
const REPAYMENT = { transactionDate: '15 February 2024', transactionAmount: 888.49, paymentTypeId: 1, receiptNumber: 'R-17', externalId: '', ...DATES };

const CLIENT_SCHEMA = 'org.apache.fineract.avro.client.v1.ClientDataV1';
const SAVINGS_TRANSACTION_SCHEMA = 'org.apache.fineract.avro.savings.v1.SavingsAccountTransactionDataV1';
const LOAN_ACCOUNT_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1';
/** What a loan event's LoanAccountDataV1 costs its command: the reads of the loan read model, then the outbox row. */
const APPROVAL_EVENT_STATEMENTS = 5;
const DISBURSAL_EVENT_STATEMENTS = 7;


/**
 * The repayment event carries Fineract's LoanTransactionDataV1 (read in the command's transaction), names it
 * as its `dataschema`, and travels as that record inside MessageV1.
 */
describe('loan transaction event payload', () => {
  let t: TestApp;
  let clientId: number;
  const outbox = async () => tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute();
  const enable = async (types: Record<string, boolean>): Promise<void> => {
    const res = await t.call('PUT', CONFIG_URL, { body: { externalEventConfigurations: types } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const repay = async (loanId: number, externalId: string): Promise<StatementMeasurement> => {
    const m = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { ...REPAYMENT, externalId } });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    return m;
  };

  /** A loan application of 10,000 (or `principal`) over 12 months at 1 % a month, submitted on 10 January 2024. */
  const submittedLoan = async (principal = 10000): Promise<number> => {
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    return submitted.json.loanId as number;
  };
  const approve = async (loanId: number): Promise<StatementMeasurement> => {
    const m = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    return m;
  };
  const disburse = async (loanId: number, principal = 10000): Promise<StatementMeasurement> => {
    const m = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: principal, ...DATES } });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    return m;
  };

  /** A loan of 10,000 (or `principal`) over 12 months at 1 % a month, disbursed on 15 January 2024. */
  const disbursedLoan = async (principal = 10000): Promise<number> => {
    const loanId = await submittedLoan(principal);
    await approve(loanId);
    await disburse(loanId, principal);
    return loanId;
  };
  let productId: number;

  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Payer');
    productId = await createLoanProduct(t, { principal: 10000 });
  });
  after(async () => t.close());

  it('costs a repayment one statement more than the generic payload, and two more than no event', async () => {
    const [coldLoan, disabledLoan, warmLoan, enabledLoan] = [await disbursedLoan(), await disbursedLoan(), await disbursedLoan(), await disbursedLoan()];
    await repay(coldLoan, 'rp-cold'); // keeps the reference data of the repayment's date (ADR 0056) for both measured requests
    const disabled = await repay(disabledLoan, 'rp-disabled');
    await enable({ [REPAYMENT_EVENT]: true });
    await repay(warmLoan, 'rp-warm'); // reads the enabled types again after the change
    const enabled = await repay(enabledLoan, 'rp-enabled');
    const added = enabled.count - disabled.count;
    assert.equal(added, 2, `disabled:\n${listStatements(disabled.statements)}\nenabled:\n${listStatements(enabled.statements)}`);
    const sqls = enabled.statements.map((s) => s.sql.trim().toLowerCase());
    const read = sqls.findIndex((s) => s.startsWith('select') && s.includes('m_loan_charge_paid_by') && s.includes('"m_payment_type"'));
    const insert = sqls.findIndex((s) => s.startsWith('insert into "m_external_event"'));
    assert.ok(read >= 0 && insert === read + 1 && insert < sqls.lastIndexOf('commit'), sqls.join('\n'));
    // The repayment's own bound with its event enabled (test/api/loans/loan-repayments.test.ts bounds it at 22 without).
    assertStatementBound(enabled, 23, `repayment with ${REPAYMENT_EVENT} enabled`);
  });

  it('writes the repayment as LoanTransactionDataV1 with Fineract’s field names and the transaction’s figures', async () => {
    const loanId = await disbursedLoan();
    const res = await repay(loanId, 'rp-figures');
    const transactionId = res.response.json.resourceId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], [REPAYMENT_EVENT, 'Loan', LOAN_TRANSACTION_SCHEMA, loanId]);
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    // The outbox keeps the payload as jsonb, which orders keys its own way; the Avro record has the schema's order.
    assert.deepEqual(Object.keys(data).sort(), [
      'id', 'loanId', 'externalLoanId', 'officeId', 'officeName', 'type', 'date', 'currency', 'paymentDetailData', 'amount', 'netDisbursalAmount',
      'principalPortion', 'interestPortion', 'feeChargesPortion', 'penaltyChargesPortion', 'overpaymentPortion', 'unrecognizedIncomePortion',
      'externalId', 'externalOwnerId', 'transfer', 'fixedEmiAmount', 'outstandingLoanBalance', 'submittedOnDate', 'manuallyReversed',
      'possibleNextRepaymentDate', 'loanChargePaidByList', 'transactionRelations', 'unpaidCharges', 'reversedOnDate',
    ].sort());
    assert.deepEqual(
      [data.id, data.loanId, data.officeId, data.officeName, data.date, data.externalId, data.submittedOnDate, data.manuallyReversed, data.reversedOnDate],
      [transactionId, loanId, 1, 'Head Office', '2024-02-15', 'rp-figures', '2024-02-15', false, null],
    );
    // Fineract's first installment of 10,000 over 12 months at 1 % a month: 788.49 principal, 100.00 interest.
    assert.deepEqual(
      [data.amount, data.principalPortion, data.interestPortion, data.feeChargesPortion, data.penaltyChargesPortion, data.overpaymentPortion, data.outstandingLoanBalance, data.netDisbursalAmount],
      ['888.49', '788.49', '100', '0', '0', '0', '9211.51', '10000'],
    );
    const type = data.type as Record<string, unknown>;
    assert.deepEqual([type.id, type.code, type.value, type.repayment, type.disbursement, type.chargeback], [2, 'loanTransactionType.repayment', 'Repayment', true, false, false]);
    assert.equal(Object.keys(type).length, 25, 'the fields of LoanTransactionEnumDataV1 only');
    const currency = data.currency as Record<string, unknown>;
    assert.deepEqual([currency.code, currency.decimalPlaces, currency.nameCode], ['USD', 2, 'currency.USD']);
    const payment = data.paymentDetailData as { id: number; receiptNumber: string; paymentType: { id: number } };
    assert.deepEqual([payment.receiptNumber, payment.paymentType.id], ['R-17', 1]);
    assert.deepEqual(data.loanChargePaidByList, []);

    // The API answers the same transaction with the same figures.
    const answered = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${transactionId}`);
    assert.deepEqual([answered.json.amount, answered.json.principalPortion, answered.json.outstandingLoanBalance], [888.49, 788.49, 9211.51]);
  });

  it('round-trips the payload through its Avro record and through JSON', async () => {
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    const message: MessageV1 = {
      id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2024-02-15T10:00:00.000000', businessDate: row.business_date,
      tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data,
    };
    const avro = encodeMessage(message, 'avro');
    assert.deepEqual(decodeMessage(avro, 'avro'), message);
    assert.deepEqual(decodeMessage(encodeMessage(message, 'json'), 'json'), message);
    assert.ok(avro.includes(Buffer.from(LOAN_TRANSACTION_SCHEMA)), 'the envelope names the payload schema');
    // The payload inside is single-object encoded with the fingerprint of Fineract's LoanTransactionDataV1.
    const fingerprint = Buffer.alloc(8);
    fingerprint.writeBigUInt64LE(0x272438e73f13578cn);
    assert.ok(avro.includes(Buffer.concat([Buffer.from([0xc3, 0x01]), fingerprint])), 'the payload carries Fineract’s fingerprint');
  });

  it('writes a goodwill credit with its own transaction type, and the generic payload when its event has no record', async () => {
    await enable({ LoanTransactionGoodwillCreditPostBusinessEvent: true });
    const loanId = await disbursedLoan();
    const credited = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=goodwillCredit`, { body: { transactionDate: '15 February 2024', transactionAmount: 50, ...DATES } });
    assert.equal(credited.status, 200, JSON.stringify(credited.body));
    const row = (await outbox()).at(-1);
    assert.deepEqual([row?.type, row?.schema], ['LoanTransactionGoodwillCreditPostBusinessEvent', LOAN_TRANSACTION_SCHEMA]);
    const data = (typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data) as Record<string, unknown>;
    const type = data.type as Record<string, unknown>;
    assert.deepEqual([data.id, data.amount, data.paymentDetailData, type.id, type.code, type.goodwillCredit, type.repayment], [
      credited.json.resourceId, '50', null, 23, 'loanTransactionType.goodwillCredit', true, false,
    ]);
  });

  it('keeps the generic payload when the type’s builder has nothing to describe', async () => {
    // Every type our commands raise has its own record now; a builder answering nothing stands in for the fallback.
    registerExternalEventPayload('LoanProductCreateBusinessEvent', () => Promise.resolve(undefined));
    try {
      await enable({ [REPAYMENT_EVENT]: false, LoanProductCreateBusinessEvent: true });
      const created = await createLoanProduct(t, { name: 'Generic payload product', shortName: 'GPP' });
      const rows = (await outbox()).filter((r) => r.type === 'LoanProductCreateBusinessEvent');
      assert.deepEqual(rows.map((r) => [r.schema, dataOf(r).resourceId]), [['org.corebank.avro.generic.v1.CommandResultV1', created]]);
    } finally {
      registerExternalEventPayload('LoanProductCreateBusinessEvent', loanProductPayload);
      await enable({ LoanProductCreateBusinessEvent: false });
    }
  });

  it('writes approvals and disbursals as LoanAccountDataV1, reading the loan only while their event is enabled', async () => {
    const [cold, quiet, warm, loud] = [await submittedLoan(), await submittedLoan(), await submittedLoan(), await submittedLoan()];
    // Keeps the reference data both measured requests read (ADR 0056), so they differ by the event alone.
    await approve(cold);
    await disburse(cold);
    const disabled = { approve: await approve(quiet), disburse: await disburse(quiet) };
    await enable({ LoanApprovedBusinessEvent: true, LoanDisbursalBusinessEvent: true });
    await approve(warm);
    await disburse(warm);
    const enabled = { approve: await approve(loud), disburse: await disburse(loud) };
    const diff = (label: 'approve' | 'disburse') => `disabled:\n${listStatements(disabled[label].statements)}\nenabled:\n${listStatements(enabled[label].statements)}`;
    // Approved: the loan, its schedule, its charges, its transaction totals and asset owner, the outbox row.
    assert.equal(enabled.approve.count - disabled.approve.count, APPROVAL_EVENT_STATEMENTS, diff('approve'));
    assertStatementBound(enabled.approve, disabled.approve.count + APPROVAL_EVENT_STATEMENTS, 'approval with LoanApprovedBusinessEvent enabled');
    // Disbursed: the same and the loan's delinquency and arrears.
    assert.equal(enabled.disburse.count - disabled.disburse.count, DISBURSAL_EVENT_STATEMENTS, diff('disburse'));
    assertStatementBound(enabled.disburse, disabled.disburse.count + DISBURSAL_EVENT_STATEMENTS, 'disbursal with LoanDisbursalBusinessEvent enabled');

    const rows = (await outbox()).filter((r) => r.aggregate_root_id === loud);
    assert.deepEqual(rows.map((r) => [r.type, r.category, r.schema]), [
      ['LoanApprovedBusinessEvent', 'Loan', LOAN_ACCOUNT_SCHEMA], ['LoanDisbursalBusinessEvent', 'Loan', LOAN_ACCOUNT_SCHEMA],
    ]);
    const [approved, disbursed] = rows.map(dataOf);
    assert.ok(approved !== undefined && disbursed !== undefined);
    assert.equal(Object.keys(disbursed).length, 99, 'the fields of LoanAccountDataV1');
    const answered = await t.call('GET', `/api/v1/loans/${loud}`);
    assert.deepEqual(
      [disbursed.id, disbursed.accountNo, disbursed.clientId, disbursed.clientName, disbursed.loanProductId, disbursed.principal, disbursed.approvedPrincipal, disbursed.termFrequency, disbursed.numberOfRepayments],
      [loud, answered.json.accountNo, clientId, 'Ada Payer', productId, '10000', '10000', 12, 12],
    );
    assert.deepEqual(
      [disbursed.allowPartialPeriodInterestCalculation, disbursed.isFloatingInterestRate, disbursed.isTopup, disbursed.inArrears, disbursed.product, disbursed.externalOwnerId, disbursed.charges, disbursed.transactions],
      [false, false, false, false, null, null, null, null],
    );
    const status = (data: Record<string, unknown>) => data.status as Record<string, unknown>;
    assert.deepEqual([status(approved).id, status(approved).waitingForDisbursal, status(disbursed).code, status(disbursed).active], [200, true, 'loanStatusType.active', true]);
    assert.deepEqual((disbursed.loanType as Record<string, unknown>).code, 'accountType.individual');
    const timeline = disbursed.timeline as Record<string, unknown>;
    assert.deepEqual([timeline.submittedOnDate, timeline.approvedOnDate, timeline.approvedByUsername, timeline.actualDisbursementDate, timeline.closedOnDate], ['2024-01-10', '2024-01-12', 'mifos', '2024-01-15', null]);

    // Before the disbursement the summary is the currency alone; after it, the loan's figures with the transaction totals.
    const approvedSummary = approved.summary as Record<string, unknown>;
    assert.deepEqual([(approvedSummary.currency as Record<string, unknown>).code, approvedSummary.principalDisbursed, approvedSummary.totalRepaymentTransaction], ['USD', null, null]);
    const summary = disbursed.summary as Record<string, unknown>;
    // The first installment (100.00 interest) falls due on the business date, 15 February 2024, and is unpaid.
    assert.deepEqual(
      [summary.principalDisbursed, summary.principalOutstanding, summary.interestCharged, summary.totalRepaymentTransaction, summary.totalGoodwillCredit, summary.totalUnpaidPayableDueInterest, summary.totalUnpaidPayableNotDueInterest],
      ['10000', '10000', String((answered.json.summary as Record<string, unknown>).interestCharged), '0', '0', '100', '0'],
    );
    const schedule = disbursed.repaymentSchedule as { periods: Record<string, unknown>[]; totalPrincipalExpected: string };
    assert.deepEqual([schedule.periods.length, schedule.totalPrincipalExpected, schedule.periods[1]?.dueDate, schedule.periods[1]?.principalDue, schedule.periods[1]?.interestDue], [13, '10000', '2024-02-15', '788.49', '100']);
    const delinquent = disbursed.delinquent as Record<string, unknown>;
    assert.deepEqual([delinquent.nextPaymentDueDate, delinquent.installmentDelinquencyBuckets, delinquent.availableDisbursementAmount], ['2024-02-15', [], '0']);
    const disbursedRow = rows[1];
    assert.ok(disbursedRow !== undefined);
    assertAvroRoundTrip(disbursedRow, 0xa524cd4cd5b6fa45n);

    // A loan held by an external asset owner (its active transfer) names the owner, as Fineract's investor module adds it.
    const db = tenantTables(t.tenant.database.db);
    const owner = await db.insertInto('m_external_asset_owner').values({ external_id: 'owner-7' }).returning('id').executeTakeFirstOrThrow();
    const transfer = await db.insertInto('m_external_asset_owner_transfer').values({
      owner_id: owner.id, loan_id: warm, external_id: 'transfer-7', status: 'ACTIVE', purchase_price_ratio: '1.05', settlement_date: '2024-01-20',
      effective_date_from: '2024-01-20', effective_date_to: '9999-12-31',
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('m_external_asset_owner_transfer_loan_mapping').values({ loan_id: warm, owner_transfer_id: transfer.id }).execute();
    await enable({ LoanApprovedBusinessEvent: false, LoanDisbursalBusinessEvent: false, LoanUndoDisbursalBusinessEvent: true, LoanCreatedBusinessEvent: true });
    assert.equal((await t.call('POST', `/api/v1/loans/${warm}?command=undoDisbursal`, { body: {} })).status, 200);
    const undone = dataOf((await outbox()).at(-1));
    assert.deepEqual([undone.id, (undone.status as Record<string, unknown>).id, undone.externalOwnerId, undone.settlementDate, undone.purchasePriceRatio], [warm, 200, 'owner-7', '2024-01-20', '1.05']);

    // A new application: pending approval, its proposed schedule, the summary's currency alone.
    const application = await submittedLoan();
    const createdRow = (await outbox()).at(-1);
    const created = dataOf(createdRow);
    assert.deepEqual([createdRow?.type, created.id, (created.status as Record<string, unknown>).pendingApproval, created.externalOwnerId], ['LoanCreatedBusinessEvent', application, true, null]);
    assert.deepEqual([(created.repaymentSchedule as { periods: unknown[] }).periods.length, (created.summary as Record<string, unknown>).totalOutstanding], [13, null]);
  });

  it('writes a created client as ClientDataV1, reading it only while its event is enabled', async () => {
    const create = async (lastname: string): Promise<StatementMeasurement> => {
      const m = await measureStatements(t, 'POST', '/api/v1/clients', {
        body: { officeId: 1, legalFormId: 1, firstname: 'Eve', lastname, externalId: `ext-${lastname}`, mobileNo: `07-${lastname}`, active: true, activationDate: '01 February 2024', ...DATES },
      });
      assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
      return m;
    };
    const disabled = await create('Quiet');
    await enable({ ClientCreateBusinessEvent: true });
    await create('Warm');
    const enabled = await create('Loud');
    // The client and its groups (the clients module's read model), then the outbox row.
    assert.equal(enabled.count - disabled.count, 3, `disabled:\n${listStatements(disabled.statements)}\nenabled:\n${listStatements(enabled.statements)}`);
    assertStatementBound(enabled, disabled.count + 3, 'client creation with ClientCreateBusinessEvent enabled');
    const clientId = enabled.response.json.clientId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['ClientCreateBusinessEvent', 'Client', CLIENT_SCHEMA, clientId]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 34, 'the fields of ClientDataV1');
    assert.deepEqual(
      [data.id, data.externalId, data.active, data.activationDate, data.firstname, data.lastname, data.displayName, data.mobileNo, data.officeId, data.officeName, data.isStaff],
      [clientId, 'ext-Loud', true, '2024-02-01', 'Eve', 'Loud', 'Eve Loud', '07-Loud', 1, 'Head Office', false],
    );
    assert.deepEqual(data.status, { id: 300, code: 'clientStatusType.active', value: 'Active' });
    assert.deepEqual((data.legalForm as Record<string, unknown>).id, 1);
    const timeline = data.timeline as Record<string, unknown>;
    assert.deepEqual([timeline.submittedOnDate, timeline.activatedOnDate, timeline.activatedByUsername, timeline.closedOnDate], ['2024-02-01', '2024-02-01', 'mifos', null]);
    assert.deepEqual([data.groups, data.gender, data.savingsProductName], [[], null, null]);
    const answered = await t.call('GET', `/api/v1/clients/${clientId}`);
    assert.equal(answered.json.accountNo, data.accountNo);
    assertAvroRoundTrip(row, 0xd7f461ef105a9f57n);
    await enable({ ClientCreateBusinessEvent: false });
  });

  it('writes deposits and withdrawals as SavingsAccountTransactionDataV1, reading them only while their event is enabled', async () => {
    const savingsProductId = await createSavingsProduct(t);
    const accountId = await activeSavings(t, clientId, savingsProductId);
    const deposit = async (amount: number): Promise<StatementMeasurement> => {
      const m = await measureStatements(t, 'POST', `/api/v1/savingsaccounts/${accountId}/transactions?command=deposit`, {
        body: { transactionDate: '15 February 2024', transactionAmount: amount, paymentTypeId: 1, receiptNumber: 'D-1', ...DATES },
      });
      assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
      return m;
    };
    const disabled = await deposit(100);
    await enable({ SavingsDepositBusinessEvent: true, SavingsWithdrawalBusinessEvent: true });
    await deposit(100);
    const enabled = await deposit(250.5);
    // The account and the transaction (the savings module's read model), then the outbox row.
    assert.equal(enabled.count - disabled.count, 3, `disabled:\n${listStatements(disabled.statements)}\nenabled:\n${listStatements(enabled.statements)}`);
    assertStatementBound(enabled, disabled.count + 3, 'savings deposit with SavingsDepositBusinessEvent enabled');
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['SavingsDepositBusinessEvent', 'Savings', SAVINGS_TRANSACTION_SCHEMA, accountId]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 23, 'the fields of SavingsAccountTransactionDataV1');
    assert.deepEqual(
      [data.id, data.accountId, data.date, data.amount, data.runningBalance, data.reversed, data.submittedOnDate, data.submittedByUsername, data.isReversal, data.originalTransactionId],
      [enabled.response.json.resourceId, accountId, '2024-02-15', '250.5', '450.5', false, '2024-02-15', 'mifos', false, null],
    );
    const type = data.transactionType as Record<string, unknown>;
    assert.deepEqual([type.id, type.code, type.deposit, type.withdrawal, Object.keys(type).length], [1, 'savingsAccountTransactionType.deposit', true, false, 19]);
    assert.deepEqual([(data.currency as Record<string, unknown>).code, (data.paymentDetailData as Record<string, unknown>).receiptNumber], ['USD', 'D-1']);
    assertAvroRoundTrip(row, 0xacd50ee4df76a58bn);

    const withdrawn = await savingsTransaction(t, accountId, 'withdrawal', '15 February 2024', 50);
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
    const withdrawal = dataOf((await outbox()).at(-1));
    assert.deepEqual([withdrawal.id, withdrawal.amount, withdrawal.runningBalance, (withdrawal.transactionType as Record<string, unknown>).withdrawal], [withdrawn.json.resourceId, '50', '400.5', true]);
  });
});
