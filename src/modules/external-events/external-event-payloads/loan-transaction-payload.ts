import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { loanTransactionTypeView } from '../../loans/index.ts';
import { payloadCodecOf } from './avro-records.ts';
import { activeOwnerExternalId } from './loan-asset-owner.ts';
import { LOAN_TRANSACTION_RECORDS } from './loan-transaction-records.ts';

/** The record a loan transaction event carries (Fineract's LoanTransactionBusinessEvent payload). */
export const LOAN_TRANSACTION_RECORD = 'loan.v1.LoanTransactionDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanTransactionDataV1`. */
export const loanTransactionCodec = payloadCodecOf(LOAN_TRANSACTION_RECORDS, LOAN_TRANSACTION_RECORD);

/**
 * The loan transaction events raised by commands, each with the transaction type its command adds
 * (Fineract's LoanTransactionType ids): the payload is that transaction as written.
 */
export const LOAN_TRANSACTION_EVENT_TYPES: ReadonlyMap<string, number> = new Map([
  ['LoanTransactionMakeRepaymentPostBusinessEvent', 2],
  ['LoanTransactionRecoveryPaymentPostBusinessEvent', 8],
  ['LoanTransactionMerchantIssuedRefundPostBusinessEvent', 21],
  ['LoanTransactionPayoutRefundPostBusinessEvent', 22],
  ['LoanTransactionGoodwillCreditPostBusinessEvent', 23],
  ['LoanTransactionDownPaymentPostBusinessEvent', 28],
  ['LoanTransactionInterestPaymentWaiverPostBusinessEvent', 31],
  ['LoanChargeRefundBusinessEvent', 24],
  ['LoanWaiveInterestBusinessEvent', 4],
  ['LoanWrittenOffPostBusinessEvent', 6],
  ['LoanCreditBalanceRefundPostBusinessEvent', 20],
  ['LoanChargebackTransactionBusinessEvent', 25],
  ['LoanChargeOffPostBusinessEvent', 27],
  // the charge-off transaction the undo reversed
  ['LoanUndoChargeOffBusinessEvent', 27],
  // the write-off transaction the undo reversed
  ['LoanUndoWrittenOffBusinessEvent', 6],
  // a cash refund of an active loan (refund for active loan)
  ['LoanRefundPostBusinessEvent', 18],
  // the repayment that forecloses the loan
  ['LoanForeClosurePostBusinessEvent', 2],
]);

/**
 * The loan transaction events of the loan charge commands, with the transaction type each adds: their results
 * name the charge (`resourceId`) and the transaction as `subResourceId`.
 */
export const LOAN_CHARGE_TRANSACTION_EVENT_TYPES: ReadonlyMap<string, number> = new Map([
  ['LoanChargePaymentPostBusinessEvent', 17],
  ['LoanChargeAdjustmentPostBusinessEvent', 26],
]);

/** The fields of LoanTransactionEnumDataV1 (the type view carries more flags, which the record has no room for). */
const TYPE_FIELDS = [
  'id', 'code', 'value', 'disbursement', 'repaymentAtDisbursement', 'repayment', 'merchantIssuedRefund', 'payoutRefund', 'goodwillCredit',
  'chargeRefund', 'contra', 'waiveInterest', 'waiveCharges', 'accrual', 'writeOff', 'recoveryRepayment', 'initiateTransfer', 'approveTransfer',
  'withdrawTransfer', 'rejectTransfer', 'chargePayment', 'refund', 'refundForActiveLoans', 'creditBalanceRefund', 'chargeback',
] as const;

/** Decimal text as the payload carries it: plain notation, no trailing zeros (what the Avro decimal reads back as). */
const amount = (text: string | null): string | null => (text === null ? null : new Decimal(text).toFixed());
const amountOrZero = (text: string | null): string => amount(text) ?? '0';

function selectTransaction(trx: Kysely<object>, loanId: number, transactionIds: readonly number[]) {
  return selectLoanTransactions(trx, loanId).where('t.id', 'in', [...transactionIds]);
}

/** The transactions of a loan with what LoanTransactionDataV1 needs of their loan, office, currency and payment. */
function selectLoanTransactions(trx: Kysely<object>, loanId: number) {
  return selectTransactionRows(trx).where('t.loan_id', '=', loanId);
}

/** Loan transactions with what LoanTransactionDataV1 needs of their loan, office, currency, payment and the loan's owner. */
function selectTransactionRows(trx: Kysely<object>) {
  return tenantTables(trx)
    .selectFrom('m_loan_transaction as t')
    .innerJoin('m_loan as l', 'l.id', 't.loan_id')
    .innerJoin('m_office as o', 'o.id', 't.office_id')
    .leftJoin('m_currency as c', 'c.code', 'l.currency_code')
    .leftJoin('m_payment_detail as pd', 'pd.id', 't.payment_detail_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'pd.payment_type_id')
    .select([
      't.id', 't.loan_id', 'l.external_id as loan_external_id', 't.office_id', 'o.name as office_name', 't.transaction_type_enum', 't.transaction_date',
      'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'c.name as currency_name', 'c.display_symbol', 'c.internationalized_name_code',
      't.amount', 'l.net_disbursal_amount', 't.principal_portion_derived', 't.interest_portion_derived', 't.fee_charges_portion_derived',
      't.penalty_charges_portion_derived', 't.overpayment_portion_derived', 't.unrecognized_income_portion', 't.external_id',
      't.outstanding_loan_balance_derived', 't.submitted_on_date', 't.manually_adjusted_or_reversed', 't.reversed_on_date',
      'pd.id as payment_detail_id', 'pd.account_number', 'pd.check_number', 'pd.routing_code', 'pd.receipt_number', 'pd.bank_number',
      'pt.id as payment_type_id', 'pt.value as payment_type_name', 'pt.description as payment_type_description', 'pt.is_cash_payment',
      'pt.order_position', 'pt.code_name', 'pt.is_system_defined',
      (eb) => eb.selectFrom('m_loan_charge_paid_by as b')
        .innerJoin('m_loan_charge as lc', 'lc.id', 'b.loan_charge_id')
        .innerJoin('m_charge as ch', 'ch.id', 'lc.charge_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('id', b.id, 'amount', b.amount::text, 'installmentNumber', b.installment_number, 'chargeId', b.loan_charge_id, 'name', ch.name) order by b.id desc), '[]')::text`.as('j'))
        .whereRef('b.loan_transaction_id', '=', 't.id')
        .as('paid_by'),
      // the owner of the loan's active asset transfer (its loan mapping), as Fineract's investor module adds it
      (eb) => activeOwnerExternalId(trx, eb.ref('t.loan_id')).as('external_owner_id'),
    ]);
}

type TransactionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectTransaction>['executeTakeFirst']>>>;

function typeOf(typeId: number): Record<string, unknown> {
  const view = loanTransactionTypeView(typeId);
  return Object.fromEntries(TYPE_FIELDS.map((field) => [field, view[field] ?? null]));
}

function currencyOf(r: TransactionRow): Record<string, unknown> {
  const name = r.currency_name ?? r.currency_code;
  const symbol = r.display_symbol;
  return {
    code: r.currency_code, name, decimalPlaces: r.currency_digits, inMultiplesOf: r.currency_multiplesof, displaySymbol: symbol,
    nameCode: r.internationalized_name_code ?? `currency.${r.currency_code}`,
    displayLabel: symbol !== null && symbol.trim() !== '' ? `${name} (${symbol})` : `${name} [${r.currency_code}]`,
  };
}

function paymentDetailOf(r: TransactionRow): Record<string, unknown> | null {
  if (r.payment_detail_id === null) {
    return null;
  }
  const paymentType = r.payment_type_id === null ? null : {
    id: r.payment_type_id, name: r.payment_type_name, description: r.payment_type_description, isCashPayment: r.is_cash_payment,
    position: r.order_position, codeName: r.code_name, isSystemDefined: r.is_system_defined,
  };
  return {
    id: r.payment_detail_id, paymentType, accountNumber: r.account_number, checkNumber: r.check_number, routingCode: r.routing_code,
    receiptNumber: r.receipt_number, bankNumber: r.bank_number,
  };
}

function chargesPaidBy(r: TransactionRow): Record<string, unknown>[] {
  const rows = JSON.parse(r.paid_by ?? '[]') as { id: number; amount: string; installmentNumber: number | null; chargeId: number; name: string | null }[];
  return rows.map((p) => ({ ...p, amount: amountOrZero(p.amount), transactionId: r.id }));
}

/**
 * Fineract's LoanTransactionDataV1 of one transaction row (portions missing on the row are zero, as Fineract reads them);
 * `externalOwnerId` is the external id of the loan's current owner (its active asset transfer), null when it has none.
 */
export function loanTransactionData(r: TransactionRow): Readonly<Record<string, unknown>> {
  return {
    id: r.id, loanId: r.loan_id, externalLoanId: r.loan_external_id, officeId: r.office_id, officeName: r.office_name, type: typeOf(r.transaction_type_enum),
    date: r.transaction_date, currency: currencyOf(r), paymentDetailData: paymentDetailOf(r), amount: amountOrZero(r.amount),
    netDisbursalAmount: amountOrZero(r.net_disbursal_amount), principalPortion: amountOrZero(r.principal_portion_derived),
    interestPortion: amountOrZero(r.interest_portion_derived), feeChargesPortion: amountOrZero(r.fee_charges_portion_derived),
    penaltyChargesPortion: amountOrZero(r.penalty_charges_portion_derived), overpaymentPortion: amountOrZero(r.overpayment_portion_derived),
    unrecognizedIncomePortion: amountOrZero(r.unrecognized_income_portion), externalId: r.external_id, externalOwnerId: r.external_owner_id, transfer: null,
    fixedEmiAmount: null, outstandingLoanBalance: amountOrZero(r.outstanding_loan_balance_derived), submittedOnDate: r.submitted_on_date,
    manuallyReversed: r.manually_adjusted_or_reversed === true, possibleNextRepaymentDate: null, loanChargePaidByList: chargesPaidBy(r),
    transactionRelations: null, unpaidCharges: null, reversedOnDate: r.reversed_on_date,
  };
}

/**
 * The payload builder of a loan transaction event: the transaction the command added (its result's
 * resource, or what `transactionIdOf` names) read in one statement, when it is of the event's transaction type; otherwise none (the
 * generic payload is sent), e.g. a command that answered the loan itself as its resource.
 */
export function loanTransactionPayload(transactionType: number, transactionIdOf: (result: CommandResult) => number | null | undefined = (r) => r.resourceId) {
  return async (trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> => {
    const loanId = result.loanId;
    const transactionId = transactionIdOf(result);
    if (loanId === undefined || loanId === null || transactionId === undefined || transactionId === null) {
      return undefined;
    }
    const row = await selectTransaction(trx, loanId, [transactionId]).executeTakeFirst();
    if (row?.transaction_type_enum !== transactionType) {
      return undefined;
    }
    return { schema: loanTransactionCodec.schema, data: loanTransactionData(row) };
  };
}

const DISBURSEMENT = 1;

/** The event raised after LoanDisbursalBusinessEvent, with the disbursement transaction (type 1). */
export const LOAN_DISBURSAL_TRANSACTION_EVENT_TYPE = 'LoanDisbursalTransactionBusinessEvent';

/**
 * The payload of LoanDisbursalTransactionBusinessEvent: the loan's latest disbursement transaction not reversed (the
 * one the command added, as Fineract picks it: the last disbursement of the loan), read in one statement.
 */
export async function loanDisbursalTransactionPayload(trx: Kysely<object>, result: CommandResult): Promise<ExternalEventPayload | undefined> {
  const loanId = result.loanId;
  if (loanId === undefined || loanId === null) {
    return undefined;
  }
  const latest = tenantTables(trx).selectFrom('m_loan_transaction').select((eb) => eb.fn.max('id').as('id'))
    .where('loan_id', '=', loanId).where('transaction_type_enum', '=', DISBURSEMENT).where('is_reversed', '=', false);
  const row = await selectLoanTransactions(trx, loanId).where('t.id', '=', latest).executeTakeFirst();
  return row === undefined ? undefined : { schema: loanTransactionCodec.schema, data: loanTransactionData(row) };
}

/**
 * The loan transaction events raised outside a loan command, for many transactions at once: accruals, accrual
 * activities, the repayment of a loan repaid by an account transfer and the refund (type 16) of a loan's overpayment
 * moved to savings.
 */
export const LOAN_TRANSACTION_BATCH_EVENT_TYPES: readonly string[] = [
  'LoanAccrualTransactionCreatedBusinessEvent', 'LoanTransactionAccrualActivityPostBusinessEvent', 'LoanTransactionMakeRepaymentPostBusinessEvent',
  'LoanRefundPostBusinessEvent',
];

/**
 * The batch payload builder of those events: each result's transaction (`resourceId`) as LoanTransactionDataV1, all
 * read in one statement whatever their number.
 */
export async function loanTransactionPayloads(trx: Kysely<object>, results: readonly CommandResult[]): Promise<(ExternalEventPayload | undefined)[]> {
  const ids = [...new Set(results.flatMap((r) => (r.resourceId === undefined || r.resourceId === null ? [] : [r.resourceId])))];
  const rows = ids.length === 0 ? [] : await selectTransactionRows(trx).where('t.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return results.map((r) => {
    const row = byId.get(r.resourceId ?? 0);
    return row === undefined ? undefined : { schema: loanTransactionCodec.schema, data: loanTransactionData(row) };
  });
}

/** The record LoanAdjustTransactionBusinessEvent carries: the adjusted transaction and the one that replaces it. */
const LOAN_TRANSACTION_ADJUSTMENT_RECORD = 'loan.v1.LoanTransactionAdjustmentDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanTransactionAdjustmentDataV1`. */
export const loanTransactionAdjustmentCodec = payloadCodecOf(LOAN_TRANSACTION_RECORDS, LOAN_TRANSACTION_ADJUSTMENT_RECORD);

/**
 * The payload of LoanAdjustTransactionBusinessEvent (ADJUST_LOAN), as Fineract's serializer builds it: the
 * transaction the URL named (`transactionToAdjust`, now reversed) and, when the adjustment added one, the new
 * transaction (`newTransactionDetail`, the result's resource; null for an adjustment to zero) — both read in one
 * statement. None (the generic payload) when the adjusted transaction cannot be read.
 */
export async function loanTransactionAdjustmentPayload(
  trx: Kysely<object>, result: CommandResult, _clock: unknown, _commandId: number, request: { readonly subEntityId?: number },
): Promise<ExternalEventPayload | undefined> {
  const loanId = result.loanId;
  const adjustedId = request.subEntityId;
  if (loanId === undefined || loanId === null || adjustedId === undefined) {
    return undefined;
  }
  const newId = result.resourceId !== undefined && result.resourceId !== null && result.resourceId !== adjustedId ? result.resourceId : undefined;
  const rows = await selectTransaction(trx, loanId, newId === undefined ? [adjustedId] : [adjustedId, newId]).execute();
  const adjusted = rows.find((r) => r.id === adjustedId);
  if (adjusted === undefined) {
    return undefined;
  }
  const added = rows.find((r) => r.id === newId);
  return {
    schema: loanTransactionAdjustmentCodec.schema,
    data: { transactionToAdjust: loanTransactionData(adjusted), newTransactionDetail: added === undefined ? null : loanTransactionData(added) },
  };
}
