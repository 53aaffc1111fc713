import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { currencyOf } from '../loan-accounts/loan-accounts.presenter.ts';
import { LoanTransactionType } from '../engine/index.ts';
import type { LoanCurrencyView } from '../loan-schedules/loan-schedules.presenter.ts';
import { loanTransactionTypeView, type LoanTransactionTypeView } from './domain/loan-transaction-type.ts';

/** Fineract's disbursal template (LoanTransactionData.loanTransactionDataForDisbursalTemplate). */
export interface DisbursalTemplateView {
  readonly type: LoanTransactionTypeView;
  readonly date: LocalDate;
  readonly currency: LoanCurrencyView;
  readonly amount: Decimal;
  readonly netDisbursalAmount?: Decimal;
  readonly fixedEmiAmount?: Decimal;
  readonly possibleNextRepaymentDate: LocalDate;
  readonly manuallyReversed: boolean;
  readonly paymentTypeOptions?: readonly { id: number; name: string; description?: string; isCashPayment: boolean; position?: number }[];
  /** disburse only: the loan's number of repayments and every installment with what it still owes. */
  readonly numberOfRepayments?: number;
  readonly loanRepaymentScheduleInstallments?: readonly { id: number; installmentId: number; date: LocalDate; amount: Decimal }[];
}

/** The tranches not disbursed yet (reversed ones left out), by expected date then id, as JSON text. */
const UNDISBURSED = sql<string | null>`(select json_agg(json_build_object('date', d.expected_disburse_date::text, 'principal', d.principal::text) order by d.expected_disburse_date, d.id)::text
  from m_loan_disbursement_detail d where d.loan_id = l.id and d.is_reversed = false and d.disbursedon_date is null)`;

/** The latest fixed EMI variation from the disbursal on (Fineract's retriveLastEmiAmount). */
const LAST_EMI = sql<string | null>`(select v.decimal_value::text from m_loan_term_variations v where v.loan_id = l.id and v.term_type = 1
  and v.applicable_date >= coalesce(l.disbursedon_date, l.expected_disbursedon_date) order by v.applicable_date desc, v.id desc limit 1)`;

/** Every installment with its due date and total outstanding, as JSON text. */
const INSTALLMENTS = sql<string | null>`(select json_agg(json_build_object('id', s.id, 'n', s.installment, 'date', s.duedate::text, 'done', s.completed_derived,
  'amount', (coalesce(s.principal_amount, 0) - coalesce(s.principal_completed_derived, 0) - coalesce(s.principal_writtenoff_derived, 0)
    + coalesce(s.interest_amount, 0) - coalesce(s.interest_completed_derived, 0) - coalesce(s.interest_waived_derived, 0) - coalesce(s.interest_writtenoff_derived, 0)
    + coalesce(s.fee_charges_amount, 0) - coalesce(s.fee_charges_completed_derived, 0) - coalesce(s.fee_charges_waived_derived, 0) - coalesce(s.fee_charges_writtenoff_derived, 0)
    + coalesce(s.penalty_charges_amount, 0) - coalesce(s.penalty_charges_completed_derived, 0) - coalesce(s.penalty_charges_waived_derived, 0)
    - coalesce(s.penalty_charges_writtenoff_derived, 0))::text) order by s.installment)::text from m_loan_repayment_schedule s where s.loan_id = l.id)`;

const PAYMENT_TYPES = sql<string>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.value, 'description', p.description, 'isCashPayment', p.is_cash_payment,
  'position', p.order_position) order by p.order_position, p.id), '[]')::text from m_payment_type p)`;

interface Installment { readonly id: number; readonly n: number; readonly date: string; readonly done: boolean; readonly amount: string }

/**
 * GET …/transactions/template?command=disburse (also disburseToSavings, without payment types, and refundbytransfer),
 * Fineract's retrieveDisbursalTemplate, in one statement: dated on the expected date of the next tranche to disburse
 * (the loan's expected date without tranches), for the principal of the tranches expected that day (the loan's
 * principal without tranches); the fixed EMI; the next possible repayment date (the first installment not fully
 * paid due on or after the next tranche's expected date, else the business date); for disburse the number of
 * repayments and every installment with what it still owes.
 */
export async function disbursalTemplate(untyped: Kysely<object>, loanId: number, today: LocalDate, options: { paymentTypes: boolean; installments: boolean }): Promise<DisbursalTemplateView> {
  const row = await tenantTables(untyped).selectFrom('m_loan as l').leftJoin('m_currency as c', 'c.code', 'l.currency_code')
    .select([
      'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'c.name as currency_name', 'c.display_symbol as currency_symbol', 'c.internationalized_name_code as currency_name_code',
      'l.expected_disbursedon_date', 'l.principal_amount', 'l.net_disbursal_amount', 'l.fixed_emi_amount', 'l.number_of_repayments',
      UNDISBURSED.as('undisbursed'), LAST_EMI.as('last_emi'), INSTALLMENTS.as('installments'), (options.paymentTypes ? PAYMENT_TYPES : sql<string>`null`).as('payment_types'),
    ])
    .where('l.id', '=', loanId).executeTakeFirst();
  if (row === undefined) {
    throw loanNotFound(loanId);
  }
  const tranches = JSON.parse(row.undisbursed ?? '[]') as { date: string; principal: string }[];
  const next = tranches[0];
  const installments = JSON.parse(row.installments ?? '[]') as Installment[];
  const nextDue = next === undefined ? undefined : installments.find((i) => i.date >= next.date && !i.done)?.date;
  const emi = row.last_emi ?? row.fixed_emi_amount;
  return {
    type: loanTransactionTypeView(LoanTransactionType.DISBURSEMENT),
    date: next === undefined ? (row.expected_disbursedon_date === null ? today : LocalDate.parse(row.expected_disbursedon_date)) : LocalDate.parse(next.date),
    currency: currencyOf(row),
    amount: next === undefined ? new Decimal(row.principal_amount) : tranches.filter((t) => t.date === next.date).reduce((sum, t) => sum.plus(t.principal), new Decimal(0)),
    ...(row.net_disbursal_amount === null ? {} : { netDisbursalAmount: new Decimal(row.net_disbursal_amount) }),
    ...(emi === null ? {} : { fixedEmiAmount: new Decimal(emi) }),
    possibleNextRepaymentDate: nextDue === undefined ? today : LocalDate.parse(nextDue),
    manuallyReversed: false,
    ...(row.payment_types === null ? {} : { paymentTypeOptions: JSON.parse(row.payment_types) as DisbursalTemplateView['paymentTypeOptions'] }),
    ...(options.installments ? {
      numberOfRepayments: row.number_of_repayments,
      loanRepaymentScheduleInstallments: installments.map((i) => ({ id: i.id, installmentId: i.n, date: LocalDate.parse(i.date), amount: new Decimal(i.amount) })),
    } : {}),
  };
}
