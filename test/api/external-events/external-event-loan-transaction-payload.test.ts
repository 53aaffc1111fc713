import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, encodeMessage, type MessageV1 } from '../../../src/platform/events/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { assertStatementBound, listStatements, measureStatements, type StatementMeasurement } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const CONFIG_URL = '/api/v1/externalevents/configuration';
const REPAYMENT_EVENT = 'LoanTransactionMakeRepaymentPostBusinessEvent';
const LOAN_TRANSACTION_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1';
/** The repayment each loan receives: the first installment of 10,000 over 12 months at 1 % a month (888.49). */
const REPAYMENT = { transactionDate: '15 February 2024', transactionAmount: 888.49, paymentTypeId: 1, receiptNumber: 'R-17', externalId: '', ...DATES };

const CLIENT_SCHEMA = 'org.apache.fineract.avro.client.v1.ClientDataV1';
const SAVINGS_TRANSACTION_SCHEMA = 'org.apache.fineract.avro.savings.v1.SavingsAccountTransactionDataV1';
const dataOf = (row: { data: unknown } | undefined): Record<string, unknown> => (typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data) as Record<string, unknown>;

/** The payload's Avro round trip inside MessageV1: decoded unchanged, single-object encoded with `fingerprint`. */
function assertAvroRoundTrip(row: { id: number; type: string; category: string; business_date: string; idempotency_key: string; schema: string; data: unknown }, fingerprint: bigint): void {
  const message: MessageV1 = {
    id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2024-02-15T10:00:00.000000', businessDate: row.business_date,
    tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data: dataOf(row),
  };
  const encoded = encodeMessage(message, 'avro');
  assert.deepEqual(decodeMessage(encoded, 'avro'), message);
  const marker = Buffer.alloc(8);
  marker.writeBigUInt64LE(fingerprint);
  assert.ok(encoded.includes(Buffer.concat([Buffer.from([0xc3, 0x01]), marker])), 'the payload carries Fineract’s fingerprint');
}

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

  /** A loan of 10,000 (or `principal`) over 12 months at 1 % a month, disbursed on 15 January 2024. */
  const disbursedLoan = async (principal = 10000): Promise<number> => {
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
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
  let productId: number;

  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Payer');
    productId = await createLoanProduct(t, { principal: 10000 });
  });
  after(async () => t.close());

  it('costs a repayment one statement more than the generic payload, and two more than no event', async () => {
    const [disabledLoan, warmLoan, enabledLoan] = [await disbursedLoan(), await disbursedLoan(), await disbursedLoan()];
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

  it('keeps the generic payload for a type without its own record', async () => {
    await enable({ [REPAYMENT_EVENT]: false, LoanApprovedBusinessEvent: true });
    const loanId = await disbursedLoan(5000);
    const approved = (await outbox()).filter((r) => r.type === 'LoanApprovedBusinessEvent' && r.aggregate_root_id === loanId);
    assert.deepEqual(approved.map((r) => r.schema), ['org.corebank.avro.generic.v1.CommandResultV1']);
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
