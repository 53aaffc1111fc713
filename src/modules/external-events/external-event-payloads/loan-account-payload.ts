import { ChronoUnit, LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import { FixedDateClock, tenantMoneyContext, type TenantClock } from '../../../platform/settings/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { retrieveLoan, retrieveLoansWithScheduleAndCharges } from '../../loans/index.ts';
import { payloadCodecOf, payloadFromView } from './avro-records.ts';
import { LOAN_ACCOUNT_RECORDS } from './loan-account-records.ts';

/** The record the loan events carry (Fineract's LoanBusinessEvent payload). */
const LOAN_ACCOUNT_RECORD = 'loan.v1.LoanAccountDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanAccountDataV1`. */
export const loanAccountCodec = payloadCodecOf(LOAN_ACCOUNT_RECORDS, LOAN_ACCOUNT_RECORD);

/**
 * The loan events commands raise whose Fineract class is a LoanBusinessEvent (serialised as the loan account):
 * the lifecycle from creation to closing and the loan officer changes.
 */
export const LOAN_ACCOUNT_EVENT_TYPES: readonly string[] = [
  'LoanCreatedBusinessEvent', 'LoanApprovedBusinessEvent', 'LoanUndoApprovalBusinessEvent', 'LoanRejectedBusinessEvent', 'LoanDisbursalBusinessEvent',
  'LoanUndoDisbursalBusinessEvent', 'LoanUndoLastDisbursalBusinessEvent', 'LoanCloseBusinessEvent', 'LoanCloseAsRescheduleBusinessEvent',
  'LoanReassignOfficerBusinessEvent', 'LoanRemoveOfficerBusinessEvent', 'LoanUpdateDisbursementDataBusinessEvent',
  // raised with the events of the commands that change what the loan owes (COMMAND_COMPANION_EVENT_TYPES)
  'LoanBalanceChangedBusinessEvent',
  // raised with the events of the commands that change the loan's status (loan-status-change.ts)
  'LoanStatusChangedBusinessEvent',
  // a delinquency pause or resume (CREATE_DELINQUENCY_ACTION)
  'LoanAccountDelinquencyPauseChangedBusinessEvent',
];

/** The schedule and the charges, as Fineract's serializer adds them to the loan it reads. */
const ASSOCIATIONS = { associations: 'repaymentSchedule,charges' };

/** Fineract's LoanTransactionType ids the summary totals by (its LOAN_SUMMARY_TRANSACTION_TYPES). */
const TransactionType = {
  REPAYMENT: 2, MERCHANT_ISSUED_REFUND: 21, PAYOUT_REFUND: 22, GOODWILL_CREDIT: 23, CHARGE_ADJUSTMENT: 26, CHARGEBACK: 25, CREDIT_BALANCE_REFUND: 20,
  DOWN_PAYMENT: 28, INTEREST_PAYMENT_WAIVER: 31, INTEREST_REFUND: 33,
} as const;
const SUMMARY_TRANSACTION_TYPES: readonly number[] = Object.values(TransactionType);

interface TransactionTotals {
  readonly amount: ReadonlyMap<number, Decimal>;
  /** Reversed by hand (reversed and manually adjusted or reversed). */
  readonly reversed: ReadonlyMap<number, Decimal>;
}

/** The external asset owner holding the loan (its active transfer), as Fineract's investor module adds it. */
interface LoanOwner {
  readonly externalOwnerId: string;
  readonly settlementDate: string;
  readonly purchasePriceRatio: string;
}

interface LoanExtras {
  readonly totals: TransactionTotals;
  readonly owner: LoanOwner | null;
}

interface TotalJson {
  readonly type: number;
  readonly amount: string | null;
  readonly reversed: string | null;
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One statement: for each loan, its transactions of the summary's types summed by type (live and reversed apart),
 * and the owner of its active asset transfer, if any.
 */
async function loansExtras(trx: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, LoanExtras>> {
  const db = tenantTables(trx);
  const rows = await db
    .selectFrom('m_loan as l')
    .select((eb) => [
      'l.id',
      eb.selectFrom(
        eb.selectFrom('m_loan_transaction as lt')
          .select([
            'lt.transaction_type_enum as type',
            sql<string | null>`sum(lt.amount) filter (where not lt.is_reversed)`.as('amount'),
            sql<string | null>`sum(lt.amount) filter (where lt.is_reversed and lt.manually_adjusted_or_reversed)`.as('reversed'),
          ])
          .whereRef('lt.loan_id', '=', 'l.id')
          .where('lt.transaction_type_enum', 'in', SUMMARY_TRANSACTION_TYPES)
          .groupBy('lt.transaction_type_enum')
          .as('t'),
      ).select(sql<TotalJson[] | string | null>`json_agg(json_build_object('type', t.type, 'amount', t.amount::text, 'reversed', t.reversed::text))`.as('j')).as('totals'),
      eb.selectFrom('m_external_asset_owner_transfer_loan_mapping as m')
        .innerJoin('m_external_asset_owner_transfer as tr', 'tr.id', 'm.owner_transfer_id')
        .innerJoin('m_external_asset_owner as o', 'o.id', 'tr.owner_id')
        .select(sql<LoanOwner | string | null>`json_build_object('externalOwnerId', o.external_id, 'settlementDate', tr.settlement_date, 'purchasePriceRatio', tr.purchase_price_ratio)`.as('j'))
        .whereRef('m.loan_id', '=', 'l.id')
        .limit(1)
        .as('owner'),
    ])
    .where('l.id', 'in', [...loanIds])
    .execute();
  return new Map(rows.map((row) => {
    const totals = parsed(row.totals) ?? [];
    const byType = (column: 'amount' | 'reversed') => new Map(totals.map((r) => [r.type, new Decimal(r[column] ?? 0)]));
    return [row.id, { totals: { amount: byType('amount'), reversed: byType('reversed') }, owner: parsed(row.owner) }];
  }));
}

const NO_EXTRAS: LoanExtras = { totals: { amount: new Map(), reversed: new Map() }, owner: null };

type Period = Readonly<Record<string, unknown>>;

const decimalOf = (value: unknown): Decimal => (Decimal.isDecimal(value) ? value : new Decimal(0));
const dateOf = (value: unknown): LocalDate | undefined => (value instanceof LocalDate ? value : undefined);

/** The installments (the disbursement and down-payment periods aside) of a schedule view. */
function installmentsOf(schedule: unknown): Period[] {
  if (typeof schedule !== 'object' || schedule === null || !('periods' in schedule) || !Array.isArray(schedule.periods)) {
    return [];
  }
  const periods: readonly Period[] = schedule.periods;
  return periods.filter((p) => typeof p.period === 'number' && p.downPaymentPeriod !== true);
}

/** Fineract's unpaid payable due interest: the interest still owed on the installments due on or before today. */
export function unpaidPayableDueInterest(installments: readonly Period[], today: LocalDate): Decimal {
  return installments.reduce((sum, p) => {
    const due = dateOf(p.dueDate);
    return due !== undefined && !today.isBefore(due) ? sum.plus(decimalOf(p.interestOutstanding)) : sum;
  }, new Decimal(0));
}

/**
 * Fineract's unpaid payable not-due interest: the interest of the installment running today (from its start,
 * before its due date) accrued day by day up to today — each day the rest of its interest spread over the days
 * left — less what was paid or waived of it, never below zero, rounded to the currency.
 */
export function unpaidPayableNotDueInterest(installments: readonly Period[], today: LocalDate, digits: number, money: MoneyContext): Decimal {
  const current = installments.find((p) => {
    const from = dateOf(p.fromDate);
    const due = dateOf(p.dueDate);
    return from !== undefined && due !== undefined && !today.isBefore(from) && today.isBefore(due);
  });
  const from = dateOf(current?.fromDate);
  if (current === undefined || from === undefined || typeof current.daysInPeriod !== 'number') {
    return new Decimal(0);
  }
  const D = money.Decimal;
  const untilDay = current.daysInPeriod - from.until(today, ChronoUnit.DAYS);
  const interestDue = new D(decimalOf(current.interestDue));
  let accrued = new D(0);
  for (let remainingDays = current.daysInPeriod; remainingDays > untilDay; remainingDays -= 1) {
    accrued = accrued.plus(interestDue.minus(accrued).dividedBy(remainingDays));
  }
  const unpaid = accrued.minus(decimalOf(current.interestPaid)).minus(decimalOf(current.interestWaived));
  return unpaid.isNegative() ? new Decimal(0) : new Decimal(unpaid.toDecimalPlaces(digits, money.roundingMode));
}

/**
 * The summary as the event carries it: the read's summary with the transaction totals and the unpaid payable
 * interest (Fineract's withTransactionAmountsSummary), or only the currency before disbursement.
 */
async function summaryOf(trx: Kysely<object>, view: Readonly<Record<string, unknown>>, totals: TransactionTotals, clock: TenantClock, money?: MoneyContext): Promise<Record<string, unknown>> {
  const summary = view.summary;
  if (typeof summary !== 'object' || summary === null) {
    return { currency: view.currency };
  }
  const { amount, reversed } = totals;
  const live = (type: number): Decimal => amount.get(type) ?? new Decimal(0);
  const undone = (type: number): Decimal => reversed.get(type) ?? new Decimal(0);
  const today = await clock.businessDate();
  const installments = installmentsOf(view.repaymentSchedule);
  const currency = view.currency;
  const digits = typeof currency === 'object' && currency !== null && 'decimalPlaces' in currency && typeof currency.decimalPlaces === 'number' ? currency.decimalPlaces : 2;
  return {
    ...summary,
    totalMerchantRefund: live(TransactionType.MERCHANT_ISSUED_REFUND), totalMerchantRefundReversed: undone(TransactionType.MERCHANT_ISSUED_REFUND),
    totalPayoutRefund: live(TransactionType.PAYOUT_REFUND), totalPayoutRefundReversed: undone(TransactionType.PAYOUT_REFUND),
    totalGoodwillCredit: live(TransactionType.GOODWILL_CREDIT), totalGoodwillCreditReversed: undone(TransactionType.GOODWILL_CREDIT),
    totalChargeAdjustment: live(TransactionType.CHARGE_ADJUSTMENT), totalChargeAdjustmentReversed: undone(TransactionType.CHARGE_ADJUSTMENT),
    totalChargeback: live(TransactionType.CHARGEBACK),
    totalCreditBalanceRefund: live(TransactionType.CREDIT_BALANCE_REFUND), totalCreditBalanceRefundReversed: undone(TransactionType.CREDIT_BALANCE_REFUND),
    totalRepaymentTransaction: live(TransactionType.REPAYMENT).plus(live(TransactionType.DOWN_PAYMENT)), totalRepaymentTransactionReversed: undone(TransactionType.REPAYMENT),
    totalInterestPaymentWaiver: live(TransactionType.INTEREST_PAYMENT_WAIVER), totalInterestRefund: live(TransactionType.INTEREST_REFUND),
    totalUnpaidPayableDueInterest: unpaidPayableDueInterest(installments, today),
    totalUnpaidPayableNotDueInterest: unpaidPayableNotDueInterest(installments, today, digits, money ?? await tenantMoneyContext(trx)),
  };
}

/**
 * The collection data with Fineract's installment-level delinquency buckets: one per range the loan's
 * installments fall in, with the amount they owe (its total; the parts and the charges are not kept per range
 * here), none when the loan is not classified by installment.
 */
function delinquentOf(view: Readonly<Record<string, unknown>>): unknown {
  const delinquent = view.delinquent;
  if (typeof delinquent !== 'object' || delinquent === null) {
    return null;
  }
  const ranges = 'installmentLevelDelinquency' in delinquent && Array.isArray(delinquent.installmentLevelDelinquency) ? delinquent.installmentLevelDelinquency : [];
  const buckets = ranges.map((r: Readonly<Record<string, unknown>>) => ({
    delinquencyRange: { id: r.rangeId, classification: r.classification, minimumAgeDays: r.minimumAgeDays, maximumAgeDays: r.maximumAgeDays },
    amount: { totalAmount: r.delinquentAmount }, charges: [], currency: view.currency,
  }));
  return { ...delinquent, installmentDelinquencyBuckets: buckets };
}

/** The event's view of a loan read through the loans module: charges with the owner, the completed summary, the buckets. */
async function eventViewOf(trx: Kysely<object>, loan: Readonly<Record<string, unknown>>, extras: LoanExtras, clock: TenantClock, money?: MoneyContext): Promise<ExternalEventPayload> {
  const { totals, owner } = extras;
  const charges = Array.isArray(loan.charges) && loan.charges.length > 0 ? loan.charges.map((c: object) => ({ ...c, externalOwnerId: owner?.externalOwnerId })) : null;
  const view = {
    ...loan, ...owner, allowPartialPeriodInterestCalculation: loan.allowPartialPeriodInterestCalcualtion, charges, summary: await summaryOf(trx, loan, totals, clock, money),
    delinquent: delinquentOf(loan),
    // Fineract's serializer never fills the EMI variations (the schedule association brings them to the read).
    emiAmountVariations: null,
  };
  return { schema: loanAccountCodec.schema, data: payloadFromView(LOAN_ACCOUNT_RECORDS, LOAN_ACCOUNT_RECORD, view) };
}

/**
 * The payload builder of a loan event: the loan the command wrote as GET /loans/{loanId}?associations=
 * repaymentSchedule,charges answers it (the loans module's read model, as of the command's business date), its
 * summary completed with the transaction totals and its external asset owner added (one more statement), as
 * Fineract's serializer reads it through its loan read service. A loan that no longer exists gets the generic payload.
 */
export async function loanAccountPayload(trx: Kysely<object>, result: CommandResult, clock: TenantClock): Promise<ExternalEventPayload | undefined> {
  const loanId = result.loanId ?? result.resourceId;
  if (loanId === undefined || loanId === null) {
    return undefined;
  }
  const loan = await retrieveLoan(trx, loanId, ASSOCIATIONS, clock).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  if (loan === undefined) {
    return undefined;
  }
  return eventViewOf(trx, loan, (await loansExtras(trx, [loanId])).get(loanId) ?? NO_EXTRAS, clock);
}

/**
 * The batch payload builder of the loan events raised outside a command (close of business's
 * LoanAccountCustomSnapshotBusinessEvent), for many loans at once: the same record as {@link loanAccountPayload},
 * with the loans read through the loans module's list read model and their totals and owners in one statement —
 * a fixed number of statements whatever the number of loans. A loan that does not exist gets the generic payload.
 */
export async function loanAccountPayloads(trx: Kysely<object>, results: readonly CommandResult[], businessDate: LocalDate): Promise<(ExternalEventPayload | undefined)[]> {
  const ids = [...new Set(results.flatMap((r) => { const id = r.loanId ?? r.resourceId; return id === undefined || id === null ? [] : [id]; }))];
  const clock = new FixedDateClock(trx, businessDate);
  const loans = await retrieveLoansWithScheduleAndCharges(trx, ids, clock);
  const extras = loans.size === 0 ? new Map<number, LoanExtras>() : await loansExtras(trx, [...loans.keys()]);
  const money = await tenantMoneyContext(trx);
  const payloads = new Map<number, ExternalEventPayload>();
  for (const [id, loan] of loans) {
    payloads.set(id, await eventViewOf(trx, loan, extras.get(id) ?? NO_EXTRAS, clock, money));
  }
  return results.map((r) => payloads.get(r.loanId ?? r.resourceId ?? 0));
}

/** The loan events raised outside a command that carry the loan account, built a whole chunk at a time. */
export const LOAN_ACCOUNT_BATCH_EVENT_TYPES: readonly string[] = [
  'LoanAccountCustomSnapshotBusinessEvent',
  // an external asset owner transfer executed by close of business (after its LoanOwnershipTransferBusinessEvent)
  'LoanAccountSnapshotBusinessEvent',
  // the penalty job and close of business, for each loan they charged
  'LoanApplyOverdueChargeBusinessEvent', 'LoanBalanceChangedBusinessEvent',
  // close of business's LOAN_INTEREST_RECALCULATION, for each loan it recalculated
  'LoanInterestRecalculationBusinessEvent',
  // a loan repaid by an account transfer (raised by the repayment, the transfer command being the account transfer's)
  'LoanStatusChangedBusinessEvent',
];
