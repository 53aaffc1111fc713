import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { parseIsoDate } from '../engine/dates.ts';
import type { LoanCurrencyView } from '../loan-schedules/loan-schedules.presenter.ts';
import { loanTransactionNotFound } from './loan-transactions.errors.ts';
import { loanTransactionTypeView, type LoanTransactionTypeView } from './domain/loan-transaction-type.ts';

/** Fineract's LoanTransactionData as a loan's `transactions` association lists it. */
export interface LoanTransactionView {
  readonly id: number;
  readonly officeId: number;
  readonly officeName: string;
  readonly type: LoanTransactionTypeView;
  readonly date: LocalDate;
  readonly currency: LoanCurrencyView;
  readonly amount: Decimal;
  readonly principalPortion: Decimal;
  readonly interestPortion: Decimal;
  readonly feeChargesPortion: Decimal;
  readonly penaltyChargesPortion: Decimal;
  readonly overpaymentPortion: Decimal;
  readonly unrecognizedIncomePortion: Decimal;
  readonly outstandingLoanBalance: Decimal;
  readonly submittedOnDate: LocalDate;
  readonly manuallyReversed: boolean;
  readonly externalId?: string;
  readonly reversedOnDate?: LocalDate;
  readonly reversalExternalId?: string;
  readonly paymentDetailData?: { readonly id: number; readonly paymentType: { readonly id: number; readonly name: string } };
}

const ZERO = new Decimal(0);
const DISBURSEMENT = 1;
/** Decimals are immutable: every empty portion shares one zero. */
const amount = (value: string | null): Decimal => (value === null ? ZERO : new Decimal(value));

function selectTransactionRows(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_loan_transaction as t')
    .innerJoin('m_office as o', 'o.id', 't.office_id')
    .leftJoin('m_payment_detail as pd', 'pd.id', 't.payment_detail_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'pd.payment_type_id')
    .select([
      't.id', 't.office_id', 'o.name as office_name', 't.transaction_type_enum', 't.transaction_date', 't.amount', 't.principal_portion_derived',
      't.interest_portion_derived', 't.fee_charges_portion_derived', 't.penalty_charges_portion_derived', 't.overpayment_portion_derived',
      't.unrecognized_income_portion', 't.outstanding_loan_balance_derived', 't.submitted_on_date', 't.manually_adjusted_or_reversed', 't.external_id',
      't.reversed_on_date', 't.reversal_external_id', 'pd.id as payment_detail_id', 'pt.id as payment_type_id', 'pt.value as payment_type_name',
    ]);
}

type TransactionRow = Awaited<ReturnType<ReturnType<typeof selectTransactionRows>['executeTakeFirstOrThrow']>>;

function viewOf(r: TransactionRow, currency: LoanCurrencyView): LoanTransactionView {
  return {
    id: r.id,
    officeId: r.office_id,
    officeName: r.office_name,
    type: loanTransactionTypeView(r.transaction_type_enum),
    date: parseIsoDate(r.transaction_date),
    currency,
    amount: amount(r.amount),
    // Fineract never gives a disbursement a principal portion (its column stays empty): it reads 0.
    principalPortion: r.transaction_type_enum === DISBURSEMENT ? ZERO : amount(r.principal_portion_derived),
    interestPortion: amount(r.interest_portion_derived),
    feeChargesPortion: amount(r.fee_charges_portion_derived),
    penaltyChargesPortion: amount(r.penalty_charges_portion_derived),
    overpaymentPortion: amount(r.overpayment_portion_derived),
    unrecognizedIncomePortion: amount(r.unrecognized_income_portion),
    outstandingLoanBalance: amount(r.outstanding_loan_balance_derived),
    submittedOnDate: parseIsoDate(r.submitted_on_date),
    manuallyReversed: r.manually_adjusted_or_reversed === true,
    ...(r.external_id === null ? {} : { externalId: r.external_id }),
    ...(r.reversed_on_date === null ? {} : { reversedOnDate: parseIsoDate(r.reversed_on_date) }),
    ...(r.reversal_external_id === null ? {} : { reversalExternalId: r.reversal_external_id }),
    ...(r.payment_detail_id === null || r.payment_type_id === null
      ? {}
      : { paymentDetailData: { id: r.payment_detail_id, paymentType: { id: r.payment_type_id, name: r.payment_type_name ?? '' } } }),
  };
}

/**
 * The transactions of a loan as Fineract's `associations=transactions` lists them, in one statement: those not
 * reversed and those a user undid or adjusted (`manuallyReversed`: true); the ones a replay replaced stay out.
 * By date, then creation, then id; the invalid (0) and contra (3) types never show.
 */
export async function loanTransactionsOf(untyped: Kysely<object>, loanId: number, currency: LoanCurrencyView): Promise<LoanTransactionView[]> {
  const rows = await selectTransactionRows(untyped).where('t.loan_id', '=', loanId).where('t.transaction_type_enum', 'not in', [0, 3])
    .where((eb) => eb.or([eb('t.is_reversed', '=', false), eb('t.manually_adjusted_or_reversed', '=', true)]))
    .orderBy('t.transaction_date').orderBy('t.created_on_utc').orderBy('t.id').execute();
  return rows.map((r) => viewOf(r, currency));
}

/** One transaction of a loan (reversed ones too), by id or external id: Fineract's GET /loans/{id}/transactions/{txId}. */
export async function loanTransactionOf(untyped: Kysely<object>, loanId: number, key: { id: number } | { externalId: string }, currency: LoanCurrencyView): Promise<LoanTransactionView & { readonly loanId: number }> {
  const query = selectTransactionRows(untyped).where('t.loan_id', '=', loanId);
  const row = await ('id' in key ? query.where('t.id', '=', key.id) : query.where('t.external_id', '=', key.externalId)).executeTakeFirst();
  if (row === undefined) {
    throw loanTransactionNotFound('id' in key ? key.id : key.externalId, loanId);
  }
  return { ...viewOf(row, currency), loanId };
}
