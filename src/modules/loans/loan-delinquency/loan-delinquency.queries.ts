import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../../../shared/time/index.ts';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { readConfiguration, type TenantClock } from '../../../platform/settings/index.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { EMPTY_COLLECTION, effectivePauses, overdueCollectionData, type DelinquencyAction, type DelinquencyInstallment, type LoanDelinquencyAction } from './domain/loan-delinquency.ts';
import {
  presentCollectionData,
  presentDelinquencyAction,
  presentTagHistory,
  type CollectionDataView,
  type DelinquencyActionView,
  type DelinquencyRangeView,
  type LoanDelinquencyTagHistoryView,
} from './loan-delinquency.presenter.ts';

/**
 * GET /loans/{id}/delinquencytags: the loan's classification history by `addedOnDate`, latest first, rows added on one
 * day in the order they were added (as Fineract's tests read it); one statement, 404 for an unknown loan.
 */
export async function retrieveDelinquencyTagHistory(untyped: Kysely<object>, loanId: number): Promise<LoanDelinquencyTagHistoryView[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_loan_delinquency_tag_history as h', 'h.loan_id', 'l.id')
    .leftJoin('m_delinquency_range as r', 'r.id', 'h.delinquency_range_id')
    .select(['l.id as loan_id', 'h.id', 'h.addedon_date', 'h.liftedon_date', 'r.id as range_id', 'r.classification', 'r.min_age_days', 'r.max_age_days'])
    .where('l.id', '=', loanId)
    .orderBy('h.addedon_date', 'desc')
    .orderBy('h.id')
    .execute();
  if (rows.length === 0) {
    throw loanNotFound(loanId);
  }
  return rows.flatMap((r) => (r.id === null || r.addedon_date === null || r.range_id === null ? [] : [presentTagHistory({
    id: r.id, loanId: r.loan_id, addedOnDate: r.addedon_date, liftedOnDate: r.liftedon_date,
    range: { id: r.range_id, classification: r.classification ?? '', minimumAgeDays: r.min_age_days ?? 0, maximumAgeDays: r.max_age_days },
  })]));
}

/** GET /loans/{id}/delinquency-actions: the loan's pauses and resumes in the order they were made (one statement; 404 for an unknown loan). */
export async function retrieveDelinquencyActions(untyped: Kysely<object>, loanId: number): Promise<DelinquencyActionView[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_loan_delinquency_action as a', 'a.loan_id', 'l.id')
    .select(['l.id as loan_id', 'a.id', 'a.action', 'a.start_date', 'a.end_date', 'a.created_by', 'a.created_on_utc', 'a.last_modified_by', 'a.last_modified_on_utc'])
    .where('l.id', '=', loanId)
    .orderBy('a.id')
    .execute();
  if (rows.length === 0) {
    throw loanNotFound(loanId);
  }
  return rows.flatMap((r) => (r.id === null || r.action === null || r.start_date === null || r.created_by === null || r.created_on_utc === null || r.last_modified_by === null || r.last_modified_on_utc === null ? [] : [presentDelinquencyAction({
    id: r.id, action: r.action, startDate: r.start_date, endDate: r.end_date, createdById: r.created_by, createdOn: r.created_on_utc,
    updatedById: r.last_modified_by, lastModifiedOn: r.last_modified_on_utc,
  })]));
}

/** The loan facts the `delinquent` block needs, from the loan read. */
export interface DelinquencyLoanFacts {
  readonly id: number;
  readonly statusId: number;
  readonly graceOnArrearsAgeingDays: number | null;
  readonly approvedPrincipal: Decimal;
  readonly disbursedAmount: Decimal;
  readonly installmentLevel: boolean;
}

/** What GET /loans/{id} shows of delinquency: `delinquent` (Fineract's CollectionData) and the open tag's range. */
export interface LoanDelinquencyView {
  readonly delinquent: CollectionDataView;
  readonly delinquencyRange: DelinquencyRangeView | undefined;
}

interface PaymentJson { readonly date: string; readonly amount: string }
interface InstallmentJson {
  readonly from: string | null; readonly due: string; readonly done: boolean; readonly p: string; readonly i: string; readonly f: string; readonly pen: string; readonly paid: string;
}
interface ChargebackJson { readonly date: string; readonly amount: string }
interface ActionJson { readonly id: number; readonly action: string; readonly start: string; readonly end: string | null }
interface RangeJson { readonly id: number; readonly classification: string; readonly min: number; readonly max: number | null }
interface InstallmentRangeJson extends RangeJson { readonly amount: string }

const REPAYMENT_LIKE = [LoanTransactionType.REPAYMENT, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT, LoanTransactionType.DOWN_PAYMENT, LoanTransactionType.INTEREST_PAYMENT_WAIVER];
const REPAYMENT_OR_DOWN_PAYMENT = [LoanTransactionType.REPAYMENT, LoanTransactionType.DOWN_PAYMENT];

const lastPayment = (types: readonly number[]) => sql<PaymentJson | null>`(select json_build_object('date', t.transaction_date, 'amount', t.amount) from m_loan_transaction t
  where t.loan_id = l.id and t.is_reversed = false and t.transaction_type_enum in (${sql.join(types)}) order by t.transaction_date desc, t.id desc limit 1)`;

const owed = (amount: string, ...settled: string[]) => sql.raw(`greatest(coalesce(s.${amount}, 0)${settled.map((c) => ` - coalesce(s.${c}, 0)`).join('')}, 0)`);

const paidOn = sql.raw(`(${['principal', 'interest', 'fee_charges', 'penalty_charges'].map((c) => `coalesce(s.${c}_completed_derived, 0)`).join(' + ')})::text`);

/** The installments with what each still owes and was paid, the chargebacks, the open tag's range, the actions and the last payments of loans, in one statement. */
async function findDelinquencyExtras(untyped: Kysely<object>, loanIds: readonly number[]) {
  return tenantTables(untyped)
    .selectFrom('m_loan as l')
    .select([
      'l.id',
      sql<RangeJson | null>`(select json_build_object('id', r.id, 'classification', r.classification, 'min', r.min_age_days, 'max', r.max_age_days)
        from m_loan_delinquency_tag_history h join m_delinquency_range r on r.id = h.delinquency_range_id
        where h.loan_id = l.id and h.liftedon_date is null order by h.id desc limit 1)`.as('open_range'),
      sql<ActionJson[] | null>`(select json_agg(json_build_object('id', a.id, 'action', a.action, 'start', a.start_date, 'end', a.end_date) order by a.id)
        from m_loan_delinquency_action a where a.loan_id = l.id)`.as('actions'),
      sql<ChargebackJson[] | null>`(select json_agg(json_build_object('date', t.transaction_date, 'amount', t.amount::text) order by t.transaction_date desc, t.id desc)
        from m_loan_transaction t where t.loan_id = l.id and t.is_reversed = false and t.transaction_type_enum = ${LoanTransactionType.CHARGEBACK})`.as('chargebacks'),
      sql<InstallmentJson[] | null>`(select json_agg(json_build_object('from', s.fromdate, 'due', s.duedate, 'done', s.completed_derived,
        'p', ${owed('principal_amount', 'principal_completed_derived', 'principal_writtenoff_derived')},
        'i', ${owed('interest_amount', 'interest_completed_derived', 'interest_waived_derived', 'interest_writtenoff_derived')},
        'f', ${owed('fee_charges_amount', 'fee_charges_completed_derived', 'fee_charges_waived_derived', 'fee_charges_writtenoff_derived')},
        'pen', ${owed('penalty_charges_amount', 'penalty_charges_completed_derived', 'penalty_charges_waived_derived', 'penalty_charges_writtenoff_derived')},
        'paid', ${paidOn}) order by s.installment)
        from m_loan_repayment_schedule s where s.loan_id = l.id)`.as('installments'),
      sql<InstallmentRangeJson[] | null>`(select json_agg(json_build_object('id', g.id, 'classification', g.classification, 'min', g.min_age_days, 'max', g.max_age_days, 'amount', g.amount)
        order by g.min_age_days) from (select r.id, r.classification, r.min_age_days, r.max_age_days, sum(t.outstanding_amount) as amount
        from m_loan_installment_delinquency_tag t join m_delinquency_range r on r.id = t.delinquency_range_id where t.loan_id = l.id
        group by r.id, r.classification, r.min_age_days, r.max_age_days) g)`.as('installment_ranges'),
      lastPayment(REPAYMENT_LIKE).as('last_payment'),
      lastPayment(REPAYMENT_OR_DOWN_PAYMENT).as('last_repayment'),
    ])
    .where('l.id', 'in', [...loanIds])
    .execute();
}

type DelinquencyExtras = Awaited<ReturnType<typeof findDelinquencyExtras>>[number];

const asJson = <T>(value: T | string | null | undefined): T | undefined => (value === null || value === undefined ? undefined : typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Fineract's next payment due date: the earliest unpaid installment, or (`next-unpaid-due-date`) the first unpaid one due after today. */
function nextPaymentDueDate(installments: readonly { dueDate: LocalDate; obligationsMet: boolean }[], rule: string | null, today: LocalDate): LocalDate | undefined {
  const unpaid = installments.filter((i) => !i.obligationsMet);
  if ((rule ?? 'earliest-unpaid-date').toLowerCase() === 'next-unpaid-due-date') {
    return unpaid.find((i) => i.dueDate.isAfter(today))?.dueDate ?? installments[installments.length - 1]?.dueDate;
  }
  return unpaid[0]?.dueDate;
}

const OPEN: ReadonlySet<number> = new Set([LoanStatus.ACTIVE, LoanStatus.TRANSFER_IN_PROGRESS, LoanStatus.TRANSFER_ON_HOLD]);
const NOT_STARTED: ReadonlySet<number> = new Set([LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED, LoanStatus.WITHDRAWN_BY_CLIENT, LoanStatus.REJECTED]);

/**
 * Fineract's DelinquencyReadPlatformService.calculateLoanCollectionData and retrieveCurrentDelinquencyTag for the
 * loan read: one statement (the installments, the open range, the actions and the last payments) and the business
 * date for a disbursed loan, none before disbursement.
 */
export async function retrieveLoanDelinquency(untyped: Kysely<object>, loan: DelinquencyLoanFacts, clock: TenantClock): Promise<LoanDelinquencyView> {
  const views = await retrieveLoansDelinquency(untyped, [loan], clock);
  return views.get(loan.id) ?? NOT_STARTED_VIEW;
}

const NOT_STARTED_VIEW: LoanDelinquencyView = { delinquent: presentCollectionData(EMPTY_COLLECTION, {}), delinquencyRange: undefined };

/**
 * The `delinquent` block and open range of many loans (the list form of {@link retrieveLoanDelinquency}): one
 * statement for those disbursed, none when none is.
 */
export async function retrieveLoansDelinquency(untyped: Kysely<object>, loans: readonly DelinquencyLoanFacts[], clock: TenantClock): Promise<Map<number, LoanDelinquencyView>> {
  const started = loans.filter((l) => !NOT_STARTED.has(l.statusId));
  const views = new Map<number, LoanDelinquencyView>(loans.map((l) => [l.id, NOT_STARTED_VIEW]));
  if (started.length === 0) {
    return views;
  }
  const extras = new Map((await findDelinquencyExtras(untyped, started.map((l) => l.id))).map((e) => [e.id, e]));
  const today = await clock.businessDate();
  const rule = (await readConfiguration(untyped, 'next-payment-due-date'))?.stringValue ?? null;
  for (const loan of started) {
    views.set(loan.id, delinquencyViewOf(loan, extras.get(loan.id), today, rule));
  }
  return views;
}

/** The delinquency view of a disbursed loan from its extras, as of `today`, with the next-payment-due-date rule. */
function delinquencyViewOf(loan: DelinquencyLoanFacts, extras: DelinquencyExtras | undefined, today: LocalDate, rule: string | null): LoanDelinquencyView {
  const rows = asJson<InstallmentJson[]>(extras?.installments) ?? [];
  const installments: DelinquencyInstallment[] = rows.map((i, index) => ({
    dueDate: parseIsoDate(i.due), obligationsMet: i.done, principalOutstanding: new Decimal(i.p), interestOutstanding: new Decimal(i.i),
    feeOutstanding: new Decimal(i.f), penaltyOutstanding: new Decimal(i.pen), fromDate: i.from === null ? null : parseIsoDate(i.from), paid: new Decimal(i.paid),
    last: index === rows.length - 1,
  }));
  const chargebacks = (asJson<ChargebackJson[]>(extras?.chargebacks) ?? []).map((c) => ({ date: LocalDate.parse(c.date), amount: new Decimal(c.amount) }));
  const actions: LoanDelinquencyAction[] = (asJson<ActionJson[]>(extras?.actions) ?? []).map((a) => ({
    id: a.id, action: a.action as DelinquencyAction, startDate: LocalDate.parse(a.start), endDate: a.end === null ? null : LocalDate.parse(a.end),
  }));
  const pauses = effectivePauses(actions);
  const overdue = OPEN.has(loan.statusId) ? overdueCollectionData(installments, loan.graceOnArrearsAgeingDays ?? 0, today, pauses, chargebacks) : EMPTY_COLLECTION;
  const payment = asJson<PaymentJson>(extras?.last_payment);
  const repayment = asJson<PaymentJson>(extras?.last_repayment);
  const range = asJson<RangeJson>(extras?.open_range);
  return {
    delinquent: presentCollectionData(overdue, {
      availableDisbursementAmount: loan.approvedPrincipal.minus(loan.disbursedAmount),
      nextPaymentDueDate: nextPaymentDueDate(installments, rule, today),
      lastPayment: payment === undefined ? undefined : { date: LocalDate.parse(payment.date), amount: new Decimal(payment.amount) },
      lastRepayment: repayment === undefined ? undefined : { date: LocalDate.parse(repayment.date), amount: new Decimal(repayment.amount) },
      pauses, today,
      ...(loan.installmentLevel ? { installmentLevel: (asJson<InstallmentRangeJson[]>(extras?.installment_ranges) ?? []).map((r) => ({
        rangeId: r.id, classification: r.classification, minimumAgeDays: r.min, maximumAgeDays: r.max ?? undefined, delinquentAmount: new Decimal(r.amount),
      })) } : {}),
    }),
    delinquencyRange: range === undefined ? undefined : { id: range.id, classification: range.classification, minimumAgeDays: range.min, maximumAgeDays: range.max ?? undefined },
  };
}
