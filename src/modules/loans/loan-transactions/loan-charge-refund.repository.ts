import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { LoanTransactionType } from '../engine/index.ts';

/** A loan charge as a charge refund sees it: what was paid on it (on one installment, for an installment fee). */
export interface RefundableCharge {
  readonly id: number;
  readonly penalty: boolean;
  readonly chargeTime: number;
  /** The installment fee's installments: number, due date, amount paid. */
  readonly installments: readonly { readonly installmentNumber: number; readonly dueDate: string; readonly paid: Decimal }[];
  readonly paid: Decimal;
  /** The refund elements already made (negative paid-by rows of live charge refunds), by installment number (0: none). */
  readonly refunded: ReadonlyMap<number, Decimal>;
}

const dec = (text: string | null): Decimal => new Decimal(text ?? 0);

/** The loan's charge with what was paid and refunded on it, or undefined when the loan has no such charge. */
export async function findRefundableCharge(untyped: Kysely<object>, loanId: number, loanChargeId: number): Promise<RefundableCharge | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_charge as c')
    .select([
      'c.id', 'c.is_penalty', 'c.charge_time_enum', 'c.amount_paid_derived',
      (eb) => eb.selectFrom('m_loan_installment_charge as i').innerJoin('m_loan_repayment_schedule as s', 's.id', 'i.loan_schedule_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('n', s.installment, 'd', s.duedate::text, 'p', coalesce(i.amount_paid_derived, 0)::text)), '[]')::text`.as('j'))
        .whereRef('i.loan_charge_id', '=', 'c.id').as('installments'),
      (eb) => eb.selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_transaction as t', 't.id', 'b.loan_transaction_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('n', coalesce(b.installment_number, 0), 'a', b.amount::text)), '[]')::text`.as('r'))
        .whereRef('b.loan_charge_id', '=', 'c.id').where('t.transaction_type_enum', '=', LoanTransactionType.CHARGE_REFUND).where('t.is_reversed', '=', false)
        .where('b.amount', '<', '0').as('refunds'),
    ])
    .where('c.id', '=', loanChargeId).where('c.loan_id', '=', loanId)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  const installments = JSON.parse(row.installments ?? '[]') as { n: number; d: string; p: string }[];
  const refunded = new Map<number, Decimal>();
  for (const r of JSON.parse(row.refunds ?? '[]') as { n: number; a: string }[]) {
    refunded.set(r.n, (refunded.get(r.n) ?? new Decimal(0)).minus(r.a));
  }
  return {
    id: row.id, penalty: row.is_penalty, chargeTime: row.charge_time_enum, paid: dec(row.amount_paid_derived), refunded,
    installments: installments.map((i) => ({ installmentNumber: i.n, dueDate: i.d, paid: new Decimal(i.p) })),
  };
}

/** The refund element of a charge refund: a paid-by row of minus its amount on the refunded charge (Fineract's). */
export async function insertRefundElement(untyped: Kysely<object>, row: { transactionId: number; loanChargeId: number; amount: Decimal; installmentNumber: number | null }): Promise<void> {
  await tenantTables(untyped).insertInto('m_loan_charge_paid_by').values({
    loan_transaction_id: row.transactionId, loan_charge_id: row.loanChargeId, amount: row.amount.negated().toString(), installment_number: row.installmentNumber,
  }).execute();
}

/** A charge refund re-created by a replay keeps its refund element (no statement when none is re-created). */
export async function copyChargeRefundElements(untyped: Kysely<object>, pairs: readonly { from: number; to: number }[]): Promise<void> {
  for (const pair of pairs) {
    await tenantTables(untyped).insertInto('m_loan_charge_paid_by')
      .columns(['loan_transaction_id', 'loan_charge_id', 'amount', 'installment_number'])
      .expression((eb) => eb.selectFrom('m_loan_charge_paid_by').select([sql<number>`${pair.to}::bigint`.as('t'), 'loan_charge_id', 'amount', 'installment_number'])
        .where('loan_transaction_id', '=', pair.from).where('amount', '<', '0'))
      .execute();
  }
}

/** Whether each charge refund among the transactions refunds a penalty (P) rather than a fee, by transaction id. */
export function refundedChargeTypes(stored: readonly { id: number; type: number; chargeRefundChargeType: string | null }[], created: readonly { id: number; chargeRefundChargeType?: string | null | undefined }[]): ReadonlyMap<number, boolean> {
  const refunds = stored.filter((t) => t.type === LoanTransactionType.CHARGE_REFUND);
  return new Map([...refunds, ...created].filter((t) => t.chargeRefundChargeType !== null && t.chargeRefundChargeType !== undefined).map((t) => [t.id, t.chargeRefundChargeType === 'P']));
}

/** A charge refund's posting learns whether its refund pair goes to the penalty income. */
export function withRefundedCharge(p: StoredLoanTransaction, penalties: ReadonlyMap<number, boolean>): StoredLoanTransaction {
  return p.type === LoanTransactionType.CHARGE_REFUND ? { ...p, refundedPenalty: penalties.get(p.id) === true } : p;
}
