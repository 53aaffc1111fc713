import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { parameterError, unsupportedQueryValue, ValidationError } from '../../../shared/errors/api-errors.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { codeValuesOf, type CodeValueView } from '../../system/index.ts';
import { parseLocalDate } from '../../../shared/time/index.ts';
import { findStoredSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import { foreclosureAmounts, type ForeclosureAmounts } from './domain/foreclosure.ts';
import { findDatedCharges, foreclosedInstallments } from './loan-foreclosure.repository.ts';
import { totalPaidInAdvance } from './loan-refund-by-cash.repository.ts';
import { foreclosureRefused } from './loan-transactions.errors.ts';
import { latestTransactionDate } from './loan-transactions.repository.ts';
import { recalculatedPayOff } from './loan-interest-recalculation.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { currencyOf } from '../loan-accounts/loan-accounts.presenter.ts';
import { LoanTransactionType } from '../engine/index.ts';
import type { LoanCurrencyView } from '../loan-schedules/loan-schedules.presenter.ts';
import { loanTransactionTypeView, type LoanTransactionTypeView } from './domain/loan-transaction-type.ts';
import { loanTransactionOf, type LoanTransactionView } from './loan-transactions.queries.ts';
import { disbursalTemplate, type DisbursalTemplateView } from './loan-disbursal-template.queries.ts';

/** Fineract's LoanTransactionData as a transaction template answers it. */
export interface LoanTransactionTemplateView {
  readonly type: LoanTransactionTypeView;
  readonly date: LocalDate;
  readonly currency: LoanCurrencyView;
  readonly amount: Decimal;
  readonly netDisbursalAmount: Decimal;
  readonly principalPortion: Decimal;
  readonly interestPortion: Decimal;
  readonly feeChargesPortion: Decimal;
  readonly penaltyChargesPortion: Decimal;
  readonly manuallyReversed: boolean;
  readonly loanId: number;
  /** prepayLoan and foreclosure: the principal the payment leaves owing before it (Fineract's outstandingLoanBalance). */
  readonly outstandingLoanBalance?: Decimal;
  /** chargeOff: the active values of code `ChargeOffReasons`. */
  readonly chargeOffReasonOptions?: readonly CodeValueView[];
  readonly paymentTypeOptions: readonly { id: number; name: string; description?: string; isCashPayment: boolean; position?: number }[];
}

/** Fineract's closure template (close, close-rescheduled): a write-off dated today, read without the loan. */
export interface ClosureTemplateView {
  readonly type: LoanTransactionTypeView;
  readonly date: LocalDate;
  readonly manuallyReversed: boolean;
}

/** The template commands (any case, as Fineract's) and the transaction type each one shows; downPayment shows a repayment. */
const TEMPLATE_TYPES: ReadonlyMap<string, LoanTransactionType> = new Map(Object.entries({
  repayment: LoanTransactionType.REPAYMENT,
  downpayment: LoanTransactionType.REPAYMENT,
  waiveinterest: LoanTransactionType.WAIVE_INTEREST,
  writeoff: LoanTransactionType.WRITEOFF,
  recoverypayment: LoanTransactionType.RECOVERY_REPAYMENT,
}));

/** The repayment-like commands whose template is Fineract's prepayment template of their type on the business date. */
const PREPAYMENT_TYPES: ReadonlyMap<string, LoanTransactionType> = new Map(Object.entries({
  merchantissuedrefund: LoanTransactionType.MERCHANT_ISSUED_REFUND,
  payoutrefund: LoanTransactionType.PAYOUT_REFUND,
  goodwillcredit: LoanTransactionType.GOODWILL_CREDIT,
  interestpaymentwaiver: LoanTransactionType.INTEREST_PAYMENT_WAIVER,
}));

/** The commands a template answers, as Fineract spells them (the refusal lists them). */
const TEMPLATE_COMMANDS = [
  'repayment', 'merchantIssuedRefund', 'payoutRefund', 'goodwillCredit', 'interestPaymentWaiver', 'waiveinterest', 'writeoff', 'close-rescheduled', 'close',
  'disburse', 'disburseToSavings', 'recoverypayment', 'prepayLoan', 'refundbycash', 'refundbytransfer', 'foreclosure', 'creditBalanceRefund', 'charge-off', 'downPayment',
];

/** The loan's currency and summary figures a template reads (one statement); 404 when the loan is unknown. */
async function loanFacts(untyped: Kysely<object>, loanId: number) {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_currency as c', 'c.code', 'l.currency_code')
    .select([
      'l.id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'c.name as currency_name', 'c.display_symbol as currency_symbol',
      'c.internationalized_name_code as currency_name_code', 'l.net_disbursal_amount', 'l.principal_outstanding_derived', 'l.interest_outstanding_derived',
      'l.fee_charges_outstanding_derived', 'l.penalty_charges_outstanding_derived', 'l.total_writtenoff_derived', 'l.total_recovered_derived',
      'l.disbursedon_date', 'l.interest_recalculation_enabled', 'l.total_overpaid_derived',
      (eb) => eb.selectFrom('m_payment_type as p')
        .select(sql<string>`coalesce(json_agg(json_build_object('id', p.id, 'name', p.value, 'description', p.description, 'isCashPayment', p.is_cash_payment, 'position', p.order_position) order by p.order_position, p.id), '[]')::text`.as('j'))
        .as('payment_types'),
      (eb) => eb.selectFrom('m_loan_repayment_schedule as s')
        .select(sql<string>`json_build_object('dueDate', s.duedate,
          'principal', coalesce(s.principal_amount, 0) - coalesce(s.principal_completed_derived, 0) - coalesce(s.principal_writtenoff_derived, 0),
          'interest', coalesce(s.interest_amount, 0) - coalesce(s.interest_completed_derived, 0) - coalesce(s.interest_waived_derived, 0) - coalesce(s.interest_writtenoff_derived, 0),
          'fee', coalesce(s.fee_charges_amount, 0) - coalesce(s.fee_charges_completed_derived, 0) - coalesce(s.fee_charges_waived_derived, 0) - coalesce(s.fee_charges_writtenoff_derived, 0),
          'penalty', coalesce(s.penalty_charges_amount, 0) - coalesce(s.penalty_charges_completed_derived, 0) - coalesce(s.penalty_charges_waived_derived, 0) - coalesce(s.penalty_charges_writtenoff_derived, 0))::text`.as('j'))
        .whereRef('s.loan_id', '=', 'l.id').where('s.completed_derived', '=', false).orderBy('s.duedate').limit(1)
        .as('next_installment'),
      (eb) => eb.selectFrom('m_loan_transaction as t').select((e) => e.fn.max('t.transaction_date').as('d'))
        .whereRef('t.loan_id', '=', 'l.id').where('t.is_reversed', '=', false).where('t.transaction_type_enum', 'in', [LoanTransactionType.REPAYMENT, LoanTransactionType.DOWN_PAYMENT])
        .as('last_repayment'),
    ])
    .where('l.id', '=', loanId)
    .executeTakeFirst();
  if (row === undefined) {
    throw loanNotFound(loanId);
  }
  return row;
}

const dec = (v: string | number | null | undefined): Decimal => new Decimal(v ?? 0);

/**
 * GET /loans/{id}/transactions/template?command=: the repayment kinds show the next unpaid installment's
 * outstanding amounts, dated on its due date (or the last repayment, when later); waivers the interest
 * outstanding; a write-off everything outstanding; a recovery what is left of the written-off amount.
 */
export async function retrieveTransactionTemplate(untyped: Kysely<object>, loanId: number, query: TemplateQuery, today: LocalDate): Promise<LoanTransactionTemplateView | ClosureTemplateView | DisbursalTemplateView | Omit<LoanTransactionTemplateView, 'principalPortion' | 'interestPortion' | 'feeChargesPortion' | 'penaltyChargesPortion'>> {
  const command = query.command?.trim().toLowerCase();
  if (command === 'close' || command === 'close-rescheduled') {
    return { type: loanTransactionTypeView(LoanTransactionType.WRITEOFF), date: today, manuallyReversed: false };
  }
  if (command === 'prepayloan' || command === 'foreclosure') {
    return payOffTemplate(untyped, loanId, command === 'prepayloan' ? 'prepayLoan' : 'foreclosure', query, today);
  }
  const prepaid = command === undefined ? undefined : PREPAYMENT_TYPES.get(command);
  if (prepaid !== undefined) {
    return payOffTemplate(untyped, loanId, 'prepayLoan', {}, today, prepaid);
  }
  if (command === 'disburse' || command === 'disbursetosavings' || command === 'refundbytransfer') {
    return disbursalTemplate(untyped, loanId, today, { paymentTypes: command !== 'disbursetosavings', installments: command === 'disburse' });
  }
  // chargeOff: the spelling this API has taken so far for Fineract's charge-off.
  if (command === 'charge-off' || command === 'chargeoff') {
    const facts = await loanFacts(untyped, loanId);
    const portions = { principal: dec(facts.principal_outstanding_derived), interest: dec(facts.interest_outstanding_derived), fee: dec(facts.fee_charges_outstanding_derived), penalty: dec(facts.penalty_charges_outstanding_derived) };
    return {
      type: loanTransactionTypeView(LoanTransactionType.CHARGE_OFF), date: today, currency: currencyOf(facts), amount: portions.principal.plus(portions.interest).plus(portions.fee).plus(portions.penalty),
      netDisbursalAmount: dec(facts.net_disbursal_amount), principalPortion: portions.principal, interestPortion: portions.interest, feeChargesPortion: portions.fee, penaltyChargesPortion: portions.penalty,
      manuallyReversed: false, loanId, chargeOffReasonOptions: await codeValuesOf(untyped, 'ChargeOffReasons'),
    };
  }
  if (command === 'creditbalancerefund') {
    const facts = await loanFacts(untyped, loanId);
    return { type: loanTransactionTypeView(LoanTransactionType.CREDIT_BALANCE_REFUND), date: today, currency: currencyOf(facts), amount: dec(facts.total_overpaid_derived), manuallyReversed: false, loanId };
  }
  if (command === 'refundbycash') {
    return refundByCashTemplate(untyped, loanId, today);
  }
  const type = command === undefined ? undefined : TEMPLATE_TYPES.get(command);
  if (type === undefined) {
    throw unsupportedQueryValue('command', query.command ?? '', TEMPLATE_COMMANDS);
  }
  const row = await loanFacts(untyped, loanId);
  const outstanding = {
    principal: dec(row.principal_outstanding_derived), interest: dec(row.interest_outstanding_derived), fee: dec(row.fee_charges_outstanding_derived), penalty: dec(row.penalty_charges_outstanding_derived),
  };
  let date = today;
  let portions = { principal: new Decimal(0), interest: new Decimal(0), fee: new Decimal(0), penalty: new Decimal(0) };
  if (type === LoanTransactionType.WAIVE_INTEREST) {
    portions = { ...portions, interest: outstanding.interest };
  } else if (type === LoanTransactionType.WRITEOFF) {
    portions = outstanding;
  } else if (type === LoanTransactionType.RECOVERY_REPAYMENT) {
    portions = { ...portions, principal: dec(row.total_writtenoff_derived).minus(dec(row.total_recovered_derived)) };
  } else if (row.next_installment !== null) {
    const next = JSON.parse(row.next_installment) as { dueDate: string; principal: number; interest: number; fee: number; penalty: number };
    portions = { principal: dec(next.principal), interest: dec(next.interest), fee: dec(next.fee), penalty: dec(next.penalty) };
    date = LocalDate.parse(row.last_repayment !== null && row.last_repayment > next.dueDate ? row.last_repayment : next.dueDate);
  }
  const paymentTypes = JSON.parse(row.payment_types ?? '[]') as LoanTransactionTemplateView['paymentTypeOptions'];
  return {
    type: loanTransactionTypeView(type), date, currency: currencyOf(row), amount: portions.principal.plus(portions.interest).plus(portions.fee).plus(portions.penalty),
    netDisbursalAmount: dec(row.net_disbursal_amount), principalPortion: portions.principal, interestPortion: portions.interest, feeChargesPortion: portions.fee,
    penaltyChargesPortion: portions.penalty, manuallyReversed: false, loanId, paymentTypeOptions: paymentTypes,
  };
}

/** refundbycash (Fineract's retrieveRefundByCashTemplate): what the loan has been paid in advance, dated today, with the payment types. */
async function refundByCashTemplate(untyped: Kysely<object>, loanId: number, today: LocalDate): Promise<Omit<LoanTransactionTemplateView, 'principalPortion' | 'interestPortion' | 'feeChargesPortion' | 'penaltyChargesPortion'>> {
  const facts = await loanFacts(untyped, loanId);
  return {
    type: loanTransactionTypeView(LoanTransactionType.REFUND_FOR_ACTIVE_LOAN), date: today, currency: currencyOf(facts), amount: await totalPaidInAdvance(untyped, loanId, today.toString()),
    netDisbursalAmount: dec(facts.net_disbursal_amount), manuallyReversed: false, loanId, paymentTypeOptions: JSON.parse(facts.payment_types ?? '[]') as LoanTransactionTemplateView['paymentTypeOptions'],
  };
}

/** The query of a transaction template: the command, and for prepayLoan and foreclosure the date in the request's format. */
export interface TemplateQuery {
  readonly command?: string | undefined;
  readonly transactionDate?: string | undefined;
  readonly dateFormat?: string | undefined;
  readonly locale?: string | undefined;
}

function templateDate(query: TemplateQuery, today: LocalDate): LocalDate {
  const text = query.transactionDate?.trim();
  if (text === undefined || text === '') {
    return today;
  }
  const pattern = query.dateFormat?.trim() || 'yyyy-MM-dd';
  const parsed = parseLocalDate(text, pattern, query.locale?.trim() || 'en');
  if (parsed === undefined) {
    throw new ValidationError([parameterError('validation.msg.invalid.dateFormat.format', `The parameter \`transactionDate\` is invalid based on the dateFormat: \`${pattern}\` provided:`, 'transactionDate', [text, pattern], text)]);
  }
  return parsed;
}

/**
 * prepayLoan (a classic loan), and merchantIssuedRefund, payoutRefund, goodwillCredit, interestPaymentWaiver on the
 * business date with their own type (Fineract's retrieveLoanPrePaymentTemplate): what every installment still owes, dated today. foreclosure: Fineract's foreclosure
 * amounts on the date (its refusals first: interest recalculation, a future date, a date before the last transaction).
 */
async function payOffTemplate(untyped: Kysely<object>, loanId: number, command: 'prepayLoan' | 'foreclosure', query: TemplateQuery, today: LocalDate, type: LoanTransactionType = LoanTransactionType.REPAYMENT): Promise<LoanTransactionTemplateView> {
  const date = templateDate(query, today);
  const row = await loanFacts(untyped, loanId);
  const disbursedOn = LocalDate.parse(row.disbursedon_date ?? today.toString());
  const stored = await findStoredSchedule(untyped, loanId);
  const installments = foreclosedInstallments(stored, disbursedOn);
  let portions: ForeclosureAmounts;
  if (command === 'prepayLoan') {
    const sum = (pick: (i: (typeof installments)[number]) => Decimal) => installments.reduce((s, i) => s.plus(pick(i)), new Decimal(0));
    // Interest recalculation: Fineract's pre-close amount, interest only till the date (docs/loan-schedule-engine.md).
    const recalculated = row.interest_recalculation_enabled ? await recalculatedPayOff(untyped, await tenantMoneyContext(untyped), loanId, date, stored) : undefined;
    portions = {
      principal: recalculated?.principal ?? sum((i) => i.principalOutstanding), interest: recalculated?.interest ?? sum((i) => i.interestOutstanding),
      fee: sum((i) => i.feeOutstanding), penalty: sum((i) => i.penaltyOutstanding),
    };
  } else {
    if (row.interest_recalculation_enabled) {
      throw foreclosureRefused('loan.with.interest.recalculation.enabled.cannot.be.foreclosured', 'The loan with interest recalculation enabled cannot be foreclosed.', [loanId]);
    }
    if (date.isAfter(today)) {
      throw foreclosureRefused('loan.foreclosure.transaction.date.is.in.future', 'The transactionDate cannot be in the future.', [date.toString()]);
    }
    const latest = await latestTransactionDate(untyped, loanId);
    if (latest !== undefined && date.toString() < latest) {
      throw foreclosureRefused('loan.foreclosure.transaction.date.cannot.before.the.last.transaction.date', 'The transactionDate cannot be earlier than the last transaction date.', [date.toString()]);
    }
    const currency = { code: row.currency_code, digitsAfterDecimal: row.currency_digits, inMultiplesOf: row.currency_multiplesof };
    portions = foreclosureAmounts(installments, await findDatedCharges(untyped, loanId), dec(row.principal_outstanding_derived), date, currency, await tenantMoneyContext(untyped));
  }
  return {
    type: loanTransactionTypeView(type), date: today, currency: currencyOf(row), amount: portions.principal.plus(portions.interest).plus(portions.fee).plus(portions.penalty),
    netDisbursalAmount: dec(row.net_disbursal_amount), principalPortion: portions.principal, interestPortion: portions.interest, feeChargesPortion: portions.fee,
    penaltyChargesPortion: portions.penalty, outstandingLoanBalance: portions.principal, manuallyReversed: false, loanId,
    paymentTypeOptions: JSON.parse(row.payment_types ?? '[]') as LoanTransactionTemplateView['paymentTypeOptions'],
  };
}

/** GET /loans/{id}/transactions/{txId} (or by the transaction's external id): one transaction, reversed ones too. */
export async function retrieveLoanTransaction(untyped: Kysely<object>, loanId: number, key: { id: number } | { externalId: string }): Promise<LoanTransactionView & { loanId: number }> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_currency as c', 'c.code', 'l.currency_code')
    .select(['l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'c.name as currency_name', 'c.display_symbol as currency_symbol', 'c.internationalized_name_code as currency_name_code'])
    .where('l.id', '=', loanId)
    .executeTakeFirst();
  if (row === undefined) {
    throw loanNotFound(loanId);
  }
  return loanTransactionOf(untyped, loanId, key, currencyOf(row));
}
