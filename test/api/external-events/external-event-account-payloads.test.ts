import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { createShareProduct, shareAccountCommand } from '../../support/shares.ts';
import { assertStatementBound, listStatements, measureStatements, type StatementMeasurement } from '../../support/statement-count.ts';
import { assertAvroRoundTrip, dataOf } from '../../support/external-events.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const CONFIG_URL = '/api/v1/externalevents/configuration';
const COMMAND_PROCESSING_RESULT_SCHEMA = 'org.apache.fineract.avro.generic.v1.CommandProcessingResultV1';
const LOAN_CHARGE_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanChargeDataV1';
const LOAN_ACCOUNT_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1';
const LOAN_TRANSACTION_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1';
/**
 * What a loan charge event's LoanChargeDataV1 costs its command: the loans module's read model of the loan with its
 * charges (the loan, its delinquency, its charges, its schedule, the arrears check), then the outbox row.
 */
const LOAN_CHARGE_EVENT_STATEMENTS = 6;
/** What a savings account event's SavingsAccountDataV1 costs its command: the savings module's read model of the account (one statement), then the outbox row. */
const SAVINGS_ACCOUNT_EVENT_STATEMENTS = 2;
/** What a share account event's ShareAccountDataV1 costs its command: the shares module's read model of the account, then the outbox row. */
const SHARE_ACCOUNT_EVENT_STATEMENTS = 6;
const SHARE_ACCOUNT_SCHEMA = 'org.apache.fineract.avro.share.v1.ShareAccountDataV1';
const SAVINGS_ACCOUNT_SCHEMA = 'org.apache.fineract.avro.savings.v1.SavingsAccountDataV1';



/** Group, center, loan charge and savings account events carry Fineract's own records (CommandProcessingResultV1, LoanChargeDataV1, SavingsAccountDataV1). */
describe('group, loan charge and savings account event payloads', () => {
  let t: TestApp;
  let clientId: number;
  const outbox = async () => tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute();
  const enable = async (types: Record<string, boolean>): Promise<void> => {
    const res = await t.call('PUT', CONFIG_URL, { body: { externalEventConfigurations: types } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const measured = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<StatementMeasurement> => {
    const m = await measureStatements(t, method, url, { body });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    return m;
  };
  const addedBy = (disabled: StatementMeasurement, enabled: StatementMeasurement): string => `disabled:\n${listStatements(disabled.statements)}\nenabled:\n${listStatements(enabled.statements)}`;

  let productId: number;
  /** A loan of 5,000 over 12 months at 1 % a month, disbursed on 15 January 2024. */
  const submittedLoan = async (): Promise<number> => {
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 5000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    return submitted.json.loanId as number;
  };
  const disbursedLoan = async (): Promise<number> => {
    const loanId = await submittedLoan();
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: 5000, ...DATES } })).status, 200);
    return loanId;
  };

  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Charged');
    productId = await createLoanProduct(t, { principal: 5000 });
  });
  after(async () => t.close());

  it('writes a created group or center as Fineract’s CommandProcessingResultV1 without a statement of its own', async () => {
    const group = (name: string): Promise<StatementMeasurement> => measured('POST', '/api/v1/groups', { officeId: 1, name, active: true, activationDate: '01 February 2024', ...DATES });
    await group('Warm-up circle');
    const disabled = await group('Quiet circle');
    await enable({ GroupsCreateBusinessEvent: true, CentersCreateBusinessEvent: true });
    await group('Warm circle');
    const enabled = await group('Loud circle');
    assert.equal(enabled.count - disabled.count, 1, `the outbox row alone\n${addedBy(disabled, enabled)}`);
    const groupId = enabled.response.json.groupId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['GroupsCreateBusinessEvent', 'Group', COMMAND_PROCESSING_RESULT_SCHEMA, groupId]);
    const data = dataOf(row);
    assert.deepEqual(Object.keys(data).sort(), ['clientId', 'commandId', 'glimId', 'groupId', 'gsimId', 'loanId', 'officeId', 'productId', 'resourceId', 'resourceIdentifier', 'savingsId', 'subResourceId', 'transactionId']);
    const audit = await tenantTables(t.tenant.database.db).selectFrom('m_portfolio_command_source').select('id').where('action_name', '=', 'CREATE').where('entity_name', '=', 'GROUP').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual([data.commandId, data.officeId, data.groupId, data.resourceId, data.loanId, data.transactionId, data.gsimId], [audit.id, 1, groupId, groupId, null, null, null]);
    assertAvroRoundTrip(row, 0x97f98008b799eb99n);

    const center = await t.call('POST', '/api/v1/centers', { body: { officeId: 1, name: 'Loud center', active: true, activationDate: '01 February 2024', ...DATES } });
    assert.equal(center.status, 200, JSON.stringify(center.body));
    const centerRow = (await outbox()).at(-1);
    assert.deepEqual([centerRow?.type, centerRow?.schema, dataOf(centerRow).resourceId], ['CentersCreateBusinessEvent', COMMAND_PROCESSING_RESULT_SCHEMA, center.json.resourceId]);
    await enable({ GroupsCreateBusinessEvent: false, CentersCreateBusinessEvent: false });
  });

  it('writes an added, changed or waived loan charge as LoanChargeDataV1, reading it only while its event is enabled', async () => {
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Event fee', amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const chargeId = fee.json.resourceId as number;
    const addCharge = (loanId: number, amount: number): Promise<StatementMeasurement> =>
      measured('POST', `/api/v1/loans/${loanId}/charges`, { chargeId, amount, dueDate: '20 February 2024', ...DATES });
    const [warmUp, quiet, warm, loud] = [await disbursedLoan(), await disbursedLoan(), await disbursedLoan(), await disbursedLoan()];
    await addCharge(warmUp, 12.5);
    const disabled = await addCharge(quiet, 12.5);
    await enable({ LoanAddChargeBusinessEvent: true, LoanUpdateChargeBusinessEvent: true, LoanWaiveChargeBusinessEvent: true });
    await addCharge(warm, 12.5);
    const enabled = await addCharge(loud, 12.5);
    const added = enabled.count - disabled.count;
    assert.equal(added, LOAN_CHARGE_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + LOAN_CHARGE_EVENT_STATEMENTS, 'adding a loan charge with LoanAddChargeBusinessEvent enabled', 0);
    const loanChargeId = enabled.response.json.resourceId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['LoanAddChargeBusinessEvent', 'Loan', LOAN_CHARGE_SCHEMA, loud]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 31, 'the fields of LoanChargeDataV1');
    assert.deepEqual(
      [data.id, data.chargeId, data.name, data.loanId, data.dueDate, data.amount, data.amountOutstanding, data.amountPaid, data.penalty, data.paid, data.waived],
      [loanChargeId, chargeId, 'Event fee', loud, '2024-02-20', '12.5', '12.5', '0', false, false, false],
    );
    assert.deepEqual([(data.chargeTimeType as Record<string, unknown>).id, (data.currency as Record<string, unknown>).code], [2, 'USD']);
    assert.deepEqual([data.chargeOptions, data.externalOwnerId, data.externalLoanId], [null, null, null]);
    const answered = await t.call('GET', `/api/v1/loans/${loud}/charges/${loanChargeId}`);
    assert.equal(answered.json.amountOutstanding, 12.5);
    assertAvroRoundTrip(row, 0x937fe72a47c1c9edn);

    const waived = await t.call('POST', `/api/v1/loans/${loud}/charges/${loanChargeId}?command=waive`, { body: {} });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    const waiveRow = (await outbox()).at(-1);
    assert.deepEqual([waiveRow?.type, waiveRow?.schema, dataOf(waiveRow).id, dataOf(waiveRow).waived, dataOf(waiveRow).amountWaived], ['LoanWaiveChargeBusinessEvent', LOAN_CHARGE_SCHEMA, loanChargeId, true, '12.5']);

    // Undoing the waiver: LoanWaiveChargeUndoBusinessEvent (the charge, owed again), then LoanBalanceChangedBusinessEvent (the loan).
    await enable({ LoanWaiveChargeUndoBusinessEvent: true, LoanBalanceChangedBusinessEvent: true });
    const before = (await outbox()).length;
    const undoUrl = `/api/v1/loans/${loud}/transactions/${waived.json.subResourceId as number}`;
    const undone = await t.call('PUT', undoUrl, { body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const [undoRow, balanceRow, ...more] = (await outbox()).slice(before);
    assert.equal(more.length, 0);
    assert.deepEqual([undoRow?.type, undoRow?.schema, undoRow?.aggregate_root_id], ['LoanWaiveChargeUndoBusinessEvent', LOAN_CHARGE_SCHEMA, loud]);
    assert.deepEqual([dataOf(undoRow).id, dataOf(undoRow).waived, dataOf(undoRow).amountWaived, dataOf(undoRow).amountOutstanding], [loanChargeId, false, '0', '12.5']);
    assert.deepEqual([balanceRow?.type, balanceRow?.schema, balanceRow?.aggregate_root_id, dataOf(balanceRow).id], ['LoanBalanceChangedBusinessEvent', LOAN_ACCOUNT_SCHEMA, loud, loud]);
    assert.ok(undoRow !== undefined && balanceRow !== undefined && undoRow.id < balanceRow.id, 'in Fineract’s order');
    const refused = await t.call('PUT', undoUrl, { body: {} });
    assert.equal(refused.status, 403, 'a waiver undone already');
    assert.equal((await outbox()).length, before + 2, 'a refused command writes no event');
    await enable({ LoanWaiveChargeUndoBusinessEvent: false, LoanBalanceChangedBusinessEvent: false });

    const pending = await submittedLoan();
    const pendingCharge = (await addCharge(pending, 10)).response.json.resourceId as number;
    const updated = await t.call('PUT', `/api/v1/loans/${pending}/charges/${pendingCharge}`, { body: { amount: 15, dueDate: '20 February 2024', ...DATES } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const updateRow = (await outbox()).at(-1);
    assert.deepEqual([updateRow?.type, updateRow?.schema, dataOf(updateRow).id, dataOf(updateRow).amount], ['LoanUpdateChargeBusinessEvent', LOAN_CHARGE_SCHEMA, pendingCharge, '15']);
    await enable({ LoanAddChargeBusinessEvent: false, LoanUpdateChargeBusinessEvent: false, LoanWaiveChargeBusinessEvent: false });
  });

  it('writes status changes first, the disbursement transaction after the disbursal, the balance change before a repayment, as Fineract orders them', async () => {
    const disburse = async (loanId: number): Promise<StatementMeasurement> => {
      assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
      return measured('POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 January 2024', transactionAmount: 5000, ...DATES });
    };
    const [warmUp, quiet, loud, paid] = [await submittedLoan(), await submittedLoan(), await submittedLoan(), await disbursedLoan()];
    await disburse(warmUp);
    const disabled = await disburse(quiet);
    await enable({ LoanDisbursalTransactionBusinessEvent: true });
    const before = (await outbox()).length;
    const enabled = await disburse(loud);
    assert.equal(enabled.count - disabled.count, 2, `the transaction read and the outbox row\n${addedBy(disabled, enabled)}`);
    const [row, ...more] = (await outbox()).slice(before);
    assert.equal(more.length, 0);
    assert.deepEqual([row?.type, row?.category, row?.schema, row?.aggregate_root_id], ['LoanDisbursalTransactionBusinessEvent', 'Loan', LOAN_TRANSACTION_SCHEMA, loud]);
    const data = dataOf(row);
    const transactions = await t.call('GET', `/api/v1/loans/${loud}?associations=transactions`);
    const disbursal = (transactions.json.transactions as Record<string, unknown>[]).find((x) => (x.type as Record<string, unknown>).disbursement === true);
    assert.deepEqual([data.id, data.loanId, data.amount, data.date, (data.type as Record<string, unknown>).id], [disbursal?.id, loud, '5000', '2024-01-15', 1]);
    assert.ok(row !== undefined);
    assertAvroRoundTrip(row, 0x272438e73f13578cn);

    const approve = (loanId: number) => measured('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES });
    const [quietApproval, loudApproval] = [await approve(await submittedLoan()), (await enable({ LoanStatusChangedBusinessEvent: true }), await approve(await submittedLoan()))];
    // the status before and after, the loan's LoanAccountDataV1 before disbursement (four reads), the outbox row
    assert.equal(loudApproval.count - quietApproval.count, 7, addedBy(quietApproval, loudApproval));
    await enable({ LoanDisbursalBusinessEvent: true, LoanBalanceChangedBusinessEvent: true, LoanTransactionMakeRepaymentPostBusinessEvent: true });
    const next = await submittedLoan();
    const mark = (await outbox()).length;
    await disburse(next);
    const refused = await t.call('POST', `/api/v1/loans/${next}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } });
    assert.equal(refused.status, 400, 'an active loan cannot be approved');
    const repaid = await t.call('POST', `/api/v1/loans/${paid}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 500, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const rows = (await outbox()).slice(mark);
    assert.deepEqual(rows.map((r) => [r.type, r.aggregate_root_id, (dataOf(r).status as Record<string, unknown> | undefined)?.id ?? null]), [
      ['LoanStatusChangedBusinessEvent', next, 200], ['LoanStatusChangedBusinessEvent', next, 300], ['LoanDisbursalBusinessEvent', next, 300],
      ['LoanDisbursalTransactionBusinessEvent', next, null], ['LoanBalanceChangedBusinessEvent', paid, 300], ['LoanTransactionMakeRepaymentPostBusinessEvent', paid, null],
    ]);
    assert.deepEqual([rows[0]?.schema, rows[4]?.schema], [LOAN_ACCOUNT_SCHEMA, LOAN_ACCOUNT_SCHEMA]);
    assert.equal((dataOf(rows[4]).summary as Record<string, unknown>).totalRepaymentTransaction, '500');

    // A delinquency pause: LoanAccountDelinquencyPauseChangedBusinessEvent with the loan, its pause period in `delinquent`.
    await enable({ LoanAccountDelinquencyPauseChangedBusinessEvent: true });
    const paused = await t.call('POST', `/api/v1/loans/${paid}/delinquency-actions`, { body: { action: 'pause', startDate: '15 February 2024', endDate: '15 March 2024', ...DATES } });
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    const pauseRow = (await outbox()).at(-1);
    assert.deepEqual([pauseRow?.type, pauseRow?.schema, pauseRow?.aggregate_root_id, dataOf(pauseRow).id], ['LoanAccountDelinquencyPauseChangedBusinessEvent', LOAN_ACCOUNT_SCHEMA, paid, paid]);
    const periods = (dataOf(pauseRow).delinquent as Record<string, unknown>).delinquencyPausePeriods;
    assert.deepEqual(periods, [{ active: true, pausePeriodStart: '2024-02-15', pausePeriodEnd: '2024-03-15' }]);

    // A charge added to an active loan: its accrual (raised inside the flow) first, then the command's event, then the balance change.
    await enable({ LoanAccrualTransactionCreatedBusinessEvent: true, LoanAddChargeBusinessEvent: true });
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Accrued fee', amount: 12.5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const chargeMark = (await outbox()).length;
    const charged = await t.call('POST', `/api/v1/loans/${paid}/charges`, { body: { chargeId: fee.json.resourceId, amount: 12.5, dueDate: '20 February 2024', ...DATES } });
    assert.equal(charged.status, 200, JSON.stringify(charged.body));
    const chargeRows = (await outbox()).slice(chargeMark);
    assert.deepEqual(chargeRows.map((r) => [r.type, r.aggregate_root_id]), [
      ['LoanAccrualTransactionCreatedBusinessEvent', paid], ['LoanAddChargeBusinessEvent', paid], ['LoanBalanceChangedBusinessEvent', paid],
    ]);
    const accrual = dataOf(chargeRows[0]);
    assert.deepEqual([chargeRows[0]?.schema, (accrual.type as Record<string, unknown>).accrual, accrual.amount, accrual.feeChargesPortion, accrual.date], [LOAN_TRANSACTION_SCHEMA, true, '12.5', '12.5', '2024-02-15']);
    await enable({
      LoanDisbursalTransactionBusinessEvent: false, LoanDisbursalBusinessEvent: false, LoanBalanceChangedBusinessEvent: false, LoanAddChargeBusinessEvent: false,
      LoanTransactionMakeRepaymentPostBusinessEvent: false, LoanStatusChangedBusinessEvent: false, LoanAccountDelinquencyPauseChangedBusinessEvent: false,
      LoanAccrualTransactionCreatedBusinessEvent: false,
    });
  });

  it('writes a cash refund, a foreclosure and an undone write-off as LoanTransactionDataV1 of their transaction', async () => {
    await enable({ LoanRefundPostBusinessEvent: true, LoanForeClosurePostBusinessEvent: true, LoanUndoWrittenOffBusinessEvent: true });
    const transact = async (loanId: number, command: string, body: Record<string, unknown>): Promise<number> => {
      const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${command}`, { body: { ...body, ...DATES } });
      assert.equal(res.status, 200, `${command}: ${JSON.stringify(res.body)}`);
      return res.json.resourceId as number;
    };
    const lastEvent = async (type: string): Promise<Record<string, unknown>> => {
      const row = (await outbox()).at(-1);
      assert.deepEqual([row?.type, row?.schema], [type, 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1']);
      return dataOf(row);
    };
    const refunded = await disbursedLoan();
    await transact(refunded, 'repayment', { transactionDate: '15 February 2024', transactionAmount: 500 });
    const refund = await transact(refunded, 'refundByCash', { transactionDate: '15 February 2024', transactionAmount: 100 });
    const refundData = await lastEvent('LoanRefundPostBusinessEvent');
    assert.deepEqual([refundData.id, refundData.loanId, refundData.amount, (refundData.type as Record<string, unknown>).id], [refund, refunded, '100', 18]);

    const foreclosed = await disbursedLoan();
    const payment = await transact(foreclosed, 'foreclosure', { transactionDate: '15 February 2024' });
    const foreclosure = await lastEvent('LoanForeClosurePostBusinessEvent');
    assert.deepEqual([foreclosure.id, foreclosure.loanId, (foreclosure.type as Record<string, unknown>).id], [payment, foreclosed, 2]);

    const writtenOff = await disbursedLoan();
    const writeOff = await transact(writtenOff, 'writeoff', { transactionDate: '15 February 2024' });
    assert.equal(await transact(writtenOff, 'undowriteoff', {}), writeOff);
    const undone = await lastEvent('LoanUndoWrittenOffBusinessEvent');
    assert.deepEqual([undone.id, (undone.type as Record<string, unknown>).id, undone.manuallyReversed, undone.reversedOnDate], [writeOff, 6, false, '2024-02-15']);
    await enable({ LoanRefundPostBusinessEvent: false, LoanForeClosurePostBusinessEvent: false, LoanUndoWrittenOffBusinessEvent: false });
  });

  it('writes a charge adjustment and a charge payment as LoanTransactionDataV1 of the transaction they add, reading it only while enabled', async () => {
    const charge = async (name: string, chargePaymentMode: number): Promise<number> => {
      const res = await t.call('POST', '/api/v1/charges', { body: { name, amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode, active: true, locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    const feeOn = async (loanId: number, chargeId: number): Promise<number> => {
      const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount: 12.5, dueDate: '20 February 2024', ...DATES } });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      return added.json.resourceId as number;
    };
    const cashFee = await charge('Adjusted event fee', 0);
    const adjust = async (loanId: number): Promise<StatementMeasurement> =>
      measured('POST', `/api/v1/loans/${loanId}/charges/${await feeOn(loanId, cashFee)}?command=adjustment`, { amount: 2 });
    const [warmUp, quiet, warm, loud] = [await disbursedLoan(), await disbursedLoan(), await disbursedLoan(), await disbursedLoan()];
    await adjust(warmUp);
    const disabled = await adjust(quiet);
    await enable({ LoanChargePaymentPostBusinessEvent: true, LoanChargeAdjustmentPostBusinessEvent: true });
    await adjust(warm);
    const enabled = await adjust(loud);
    // The transaction (one statement), then the outbox row.
    assert.equal(enabled.count - disabled.count, 2, addedBy(disabled, enabled));
    const adjustment = enabled.response.json.subResourceId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.schema, row.aggregate_root_id], ['LoanChargeAdjustmentPostBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1', loud]);
    const data = dataOf(row);
    assert.deepEqual([data.id, data.loanId, (data.type as Record<string, unknown>).id, data.amount, data.date], [adjustment, loud, 26, '2', '2024-02-15']);
    assertAvroRoundTrip(row, 0x272438e73f13578cn);

    // A charge paid from the linked savings account (account-transfer mode): the charge payment transaction (type 17).
    const savingsId = await activeSavings(t, clientId, await createSavingsProduct(t, { nominalAnnualInterestRate: 0 }));
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '05 January 2024', 100)).status, 200);
    const linked = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 5000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12, linkAccountId: savingsId,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(linked.status, 200, JSON.stringify(linked.body));
    const loanId = linked.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: 5000, ...DATES } })).status, 200);
    const loanChargeId = await feeOn(loanId, await charge('Paid event fee', 1));
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=pay`, { body: { transactionDate: '15 February 2024', ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const payRow = (await outbox()).at(-1);
    const payData = dataOf(payRow);
    assert.deepEqual([payRow?.type, payData.id, payData.loanId, (payData.type as Record<string, unknown>).id, (payData.type as Record<string, unknown>).chargePayment, payData.amount, payData.feeChargesPortion],
      ['LoanChargePaymentPostBusinessEvent', paid.json.subResourceId, loanId, 17, true, '12.5', '12.5']);
    assert.deepEqual((payData.loanChargePaidByList as Record<string, unknown>[]).map((p) => [p.amount, p.chargeId, p.transactionId]), [['12.5', loanChargeId, paid.json.subResourceId]]);
    await enable({ LoanChargePaymentPostBusinessEvent: false, LoanChargeAdjustmentPostBusinessEvent: false });
  });

  it('writes an adjusted repayment as LoanTransactionAdjustmentDataV1: the reversed transaction and its replacement, in one read', async () => {
    const repaid = async (): Promise<{ loanId: number; repaymentId: number }> => {
      const loanId = await disbursedLoan();
      const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 500, ...DATES } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return { loanId, repaymentId: res.json.resourceId as number };
    };
    const adjust = async (amount: number): Promise<StatementMeasurement & { repaymentId: number }> => {
      const { loanId, repaymentId } = await repaid();
      const m = await measured('POST', `/api/v1/loans/${loanId}/transactions/${repaymentId}`, { transactionDate: '15 February 2024', transactionAmount: amount, ...DATES });
      return { ...m, repaymentId };
    };
    await adjust(400);
    const disabled = await adjust(400);
    await enable({ LoanAdjustTransactionBusinessEvent: true });
    await adjust(400);
    const enabled = await adjust(400);
    assert.equal(enabled.count - disabled.count, 2, addedBy(disabled, enabled));
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.schema], ['LoanAdjustTransactionBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanTransactionAdjustmentDataV1']);
    const data = dataOf(row);
    const adjusted = data.transactionToAdjust as Record<string, unknown>;
    const replacement = data.newTransactionDetail as Record<string, unknown>;
    assert.deepEqual([adjusted.id, adjusted.amount, adjusted.manuallyReversed, adjusted.reversedOnDate], [enabled.repaymentId, '500', true, '2024-02-15']);
    assert.deepEqual([replacement.id, replacement.amount, (replacement.type as Record<string, unknown>).id], [enabled.response.json.resourceId, '400', 2]);
    assertAvroRoundTrip(row, 0x14ce27b5e8bb6f37n);
    // Adjusted to zero: the repayment is only reversed, nothing replaces it.
    await adjust(0);
    const zeroData = dataOf((await outbox()).at(-1));
    assert.equal(zeroData.newTransactionDetail, null);
    assert.equal((zeroData.transactionToAdjust as Record<string, unknown>).manuallyReversed, true);
    await enable({ LoanAdjustTransactionBusinessEvent: false });
  });

  it('writes a savings account’s lifecycle as SavingsAccountDataV1, reading it only while its event is enabled', async () => {
    const productId = await createSavingsProduct(t);
    const submit = (): Promise<StatementMeasurement> => measured('POST', '/api/v1/savingsaccounts', { clientId, productId, submittedOnDate: '02 January 2024', ...DATES });
    await submit();
    const disabled = await submit();
    await enable({ SavingsCreateBusinessEvent: true, SavingsApproveBusinessEvent: true, SavingsActivateBusinessEvent: true });
    await submit();
    const enabled = await submit();
    const added = enabled.count - disabled.count;
    assert.equal(added, SAVINGS_ACCOUNT_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + SAVINGS_ACCOUNT_EVENT_STATEMENTS, 'submitting a savings account with SavingsCreateBusinessEvent enabled', 0);
    const savingsId = enabled.response.json.savingsId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['SavingsCreateBusinessEvent', 'Savings', SAVINGS_ACCOUNT_SCHEMA, savingsId]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 48, 'the fields of SavingsAccountDataV1');
    const answered = (await t.call('GET', `/api/v1/savingsaccounts/${savingsId}`)).json;
    assert.deepEqual(
      [data.id, data.accountNo, data.clientId, data.savingsProductId, data.nominalAnnualInterestRate, data.transactions, data.charges],
      [savingsId, answered.accountNo, clientId, productId, '5', null, null],
    );
    const status = data.status as Record<string, unknown>;
    assert.deepEqual([status.id, status.submittedAndPendingApproval, status.active], [100, true, false]);
    assert.equal((data.timeline as Record<string, unknown>).submittedOnDate, '2024-01-02');
    assert.equal(((data.summary as Record<string, unknown>).currency as Record<string, unknown>).code, 'USD');
    assertAvroRoundTrip(row, 0xa0458eb2ecccdfa8n);

    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '03 January 2024', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '04 January 2024', ...DATES })).status, 200);
    const [approved, activated] = (await outbox()).slice(-2);
    assert.deepEqual([approved?.type, approved?.schema, (dataOf(approved).status as Record<string, unknown>).approved], ['SavingsApproveBusinessEvent', SAVINGS_ACCOUNT_SCHEMA, true]);
    assert.deepEqual([activated?.type, activated?.schema, (dataOf(activated).timeline as Record<string, unknown>).activatedOnDate], ['SavingsActivateBusinessEvent', SAVINGS_ACCOUNT_SCHEMA, '2024-01-04']);
    await enable({ SavingsCreateBusinessEvent: false, SavingsApproveBusinessEvent: false, SavingsActivateBusinessEvent: false });
  });

  it('writes a share account’s application and approval as ShareAccountDataV1, reading it only while its event is enabled', async () => {
    const savingsAccountId = await activeSavings(t, clientId, await createSavingsProduct(t));
    const productId = await createShareProduct(t);
    const apply = (): Promise<StatementMeasurement> => measured('POST', '/api/v1/accounts/share', {
      clientId, productId, savingsAccountId, requestedShares: 25, submittedDate: '05 January 2024', applicationDate: '05 January 2024', ...DATES,
    });
    await apply();
    const disabled = await apply();
    await enable({ ShareAccountCreateBusinessEvent: true, ShareAccountApproveBusinessEvent: true });
    await apply();
    const enabled = await apply();
    assert.equal(enabled.count - disabled.count, SHARE_ACCOUNT_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + SHARE_ACCOUNT_EVENT_STATEMENTS, 'applying for a share account with ShareAccountCreateBusinessEvent enabled', 0);
    const accountId = enabled.response.json.resourceId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema], ['ShareAccountCreateBusinessEvent', 'Share', SHARE_ACCOUNT_SCHEMA]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 21, 'the fields of ShareAccountDataV1');
    const answered = (await t.call('GET', `/api/v1/accounts/share/${accountId}`)).json;
    assert.deepEqual([data.id, data.accountNo, data.clientId, data.productId, data.savingsAccountId], [accountId, answered.accountNo, clientId, productId, savingsAccountId]);
    assert.deepEqual([(data.status as Record<string, unknown>).submittedAndPendingApproval, (data.timeline as Record<string, unknown>).submittedOnDate], [true, '2024-01-05']);
    const purchases = data.purchasedShares as Record<string, unknown>[];
    assert.deepEqual([purchases.length, purchases[0]?.numberOfShares], [1, 25]);
    assertAvroRoundTrip(row, 0x4346bf6b91c06379n);

    const approved = await shareAccountCommand(t, accountId, 'approve', { approvedDate: '06 January 2024' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const approveRow = (await outbox()).at(-1);
    assert.deepEqual([approveRow?.type, approveRow?.schema, (dataOf(approveRow).status as Record<string, unknown>).approved], ['ShareAccountApproveBusinessEvent', SHARE_ACCOUNT_SCHEMA, true]);
    await enable({ ShareAccountCreateBusinessEvent: false, ShareAccountApproveBusinessEvent: false });
  });
});
