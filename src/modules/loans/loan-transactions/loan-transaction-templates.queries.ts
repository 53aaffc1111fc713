import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { currencyOf } from '../loan-accounts/loan-accounts.presenter.ts';
import { LoanTransactionType } from '../engine/index.ts';
import type { LoanCurrencyView } from '../loan-schedules/loan-schedules.presenter.ts';
import { loanTransactionTypeView, type LoanTransactionTypeView } from './domain/loan-transaction-type.ts';
import { loanTransactionOf, type LoanTransactionView } from './loan-transactions.queries.ts';

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
  readonly paymentTypeOptions: readonly { id: number; name: string; description?: string; isCashPayment: boolean; position?: number }[];
}

/** The template commands and the transaction type each one shows. */
const TEMPLATE_TYPES: ReadonlyMap<string, LoanTransactionType> = new Map(Object.entries({
  repayment: LoanTransactionType.REPAYMENT,
  merchantIssuedRefund: LoanTransactionType.MERCHANT_ISSUED_REFUND,
  payoutRefund: LoanTransactionType.PAYOUT_REFUND,
  goodwillCredit: LoanTransactionType.GOODWILL_CREDIT,
  interestPaymentWaiver: LoanTransactionType.INTEREST_PAYMENT_WAIVER,
  waiveinterest: LoanTransactionType.WAIVE_INTEREST,
  writeoff: LoanTransactionType.WRITEOFF,
  recoverypayment: LoanTransactionType.RECOVERY_REPAYMENT,
}));

/** The loan's currency and summary figures a template reads (one statement); 404 when the loan is unknown. */
async function loanFacts(untyped: Kysely<object>, loanId: number) {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_currency as c', 'c.code', 'l.currency_code')
    .select([
      'l.id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'c.name as currency_name', 'c.display_symbol as currency_symbol',
      'c.internationalized_name_code as currency_name_code', 'l.net_disbursal_amount', 'l.principal_outstanding_derived', 'l.interest_outstanding_derived',
      'l.fee_charges_outstanding_derived', 'l.penalty_charges_outstanding_derived', 'l.total_writtenoff_derived', 'l.total_recovered_derived',
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
export async function retrieveTransactionTemplate(untyped: Kysely<object>, loanId: number, command: string | undefined, today: LocalDate): Promise<LoanTransactionTemplateView> {
  const type = command === undefined ? undefined : TEMPLATE_TYPES.get(command);
  if (type === undefined) {
    throw unsupportedQueryValue('command', command ?? '', [...TEMPLATE_TYPES.keys()]);
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
