import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { parseIsoDate } from '../engine/dates.ts';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ChargePortion } from '../loan-postings/domain/loan-postings.ts';
import { storedInstallmentOf, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';

/** A transaction the replay reads back: what is stored of it, its payment and the charges it paid. */
export interface StoredTransaction {
  readonly id: number;
  readonly type: number;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly overpayment: Decimal;
  readonly externalId: string | null;
  readonly paymentDetailId: number | null;
  readonly paymentTypeId: number | null;
  readonly submittedOn: LocalDate;
  readonly feePayments: readonly ChargePortion[];
  readonly penaltyPayments: readonly ChargePortion[];
  readonly reversed: boolean;
  /** A charge refund (24): F when it refunds a fee, P a penalty (Fineract's `charge_refund_charge_type`). */
  readonly chargeRefundChargeType: string | null;
  /** The principal outstanding after it, as stored (read for charge waivers, whose balance follows their place). */
  readonly balance?: Decimal | undefined;
}

const ZERO = new Decimal(0);
/** Decimals are immutable: every empty figure shares one zero. */
const dec = (text: string | null): Decimal => (text === null ? ZERO : new Decimal(text));

type TransactionSelection = {
  id: number; transaction_type_enum: number; transaction_date: string; amount: string; principal_portion_derived: string | null; interest_portion_derived: string | null;
  fee_charges_portion_derived: string | null; penalty_charges_portion_derived: string | null; overpayment_portion_derived: string | null; external_id: string | null;
  payment_detail_id: number | null; payment_type_id: number | null; submitted_on_date: string; paid_by: string | null; is_reversed: boolean;
  charge_refund_charge_type: string | null; outstanding_loan_balance_derived: string | null;
};

function storedOf(r: TransactionSelection): StoredTransaction {
  const paidBy = JSON.parse(r.paid_by ?? '[]') as { chargeId: number; amount: number | string; penalty: boolean }[];
  const portions = (penalty: boolean) => paidBy.filter((p) => p.penalty === penalty).map((p) => ({ chargeId: p.chargeId, amount: new Decimal(p.amount) }));
  return {
    id: r.id, type: r.transaction_type_enum, date: parseIsoDate(r.transaction_date), amount: new Decimal(r.amount), principal: dec(r.principal_portion_derived),
    interest: dec(r.interest_portion_derived), fees: dec(r.fee_charges_portion_derived), penalties: dec(r.penalty_charges_portion_derived),
    overpayment: dec(r.overpayment_portion_derived), externalId: r.external_id, paymentDetailId: r.payment_detail_id, paymentTypeId: r.payment_type_id,
    submittedOn: parseIsoDate(r.submitted_on_date), feePayments: portions(false), penaltyPayments: portions(true), reversed: r.is_reversed,
    chargeRefundChargeType: r.charge_refund_charge_type, balance: r.outstanding_loan_balance_derived === null ? undefined : new Decimal(r.outstanding_loan_balance_derived),
  };
}

function selectTransactions(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_loan_transaction as t')
    .leftJoin('m_payment_detail as p', 'p.id', 't.payment_detail_id')
    .select([
      't.id', 't.transaction_type_enum', 't.transaction_date', 't.amount', 't.principal_portion_derived', 't.interest_portion_derived', 't.fee_charges_portion_derived',
      't.penalty_charges_portion_derived', 't.overpayment_portion_derived', 't.external_id', 't.payment_detail_id', 'p.payment_type_id', 't.submitted_on_date', 't.is_reversed',
      't.charge_refund_charge_type', 't.outstanding_loan_balance_derived', (eb) => eb.selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('chargeId', c.charge_id, 'amount', b.amount::text, 'penalty', c.is_penalty) order by b.id), '[]')::text`.as('j'))
        .whereRef('b.loan_transaction_id', '=', 't.id').as('paid_by'),
    ]);
}

/** The loan's transactions that are not reversed, in creation order (one statement). */
export async function findActiveTransactions(untyped: Kysely<object>, loanId: number): Promise<StoredTransaction[]> {
  const rows = await selectTransactions(untyped).where('t.loan_id', '=', loanId).where('t.is_reversed', '=', false).orderBy('t.id').execute();
  return rows.map(storedOf);
}

/** What the loan's active transactions add up to: enough to put a repayment on top of the stored figures without replaying them. */
export interface TransactionTotals {
  /** The latest date (ISO) of the types a repayment put on top must not precede (`kinds.ordered`). */
  readonly latestReplayed: string | null;
  /** Active transactions of other types than `kinds.appendable`. */
  readonly others: number;
  /** Amounts of the disbursements. */
  readonly disbursed: Decimal;
  /** Amounts of the repayment-like transactions. */
  readonly repaid: Decimal;
  /** Principal portions of the replayed types but disbursements. */
  readonly principalRepaid: Decimal;
  /** Fee portions of repayments at disbursement. */
  readonly paidAtDisbursement: Decimal;
  /** The latest date (ISO) of the live charge refunds. */
  readonly latestChargeRefund: string | null;
}

/** The type ids the totals are taken over. */
export interface TransactionKinds {
  readonly replayed: readonly number[];
  readonly appendable: readonly number[];
  /** The replayed types and those whose figures follow their place among them (charge waivers' balances): a repayment dated before one replays. */
  readonly ordered: readonly number[];
  readonly repaymentLike: readonly number[];
}

const ids = (types: readonly number[]) => sql.join(types.map((t) => sql.lit(t)));

/** The stored schedule, with the totals of the loan's active transactions beside it, in one statement. */
export async function findScheduleWithTotals(untyped: Kysely<object>, loanId: number, kinds: TransactionKinds): Promise<{ schedule: StoredInstallment[]; totals: TransactionTotals | undefined }> {
  const db = tenantTables(untyped);
  const totals = db.selectFrom('m_loan_transaction')
    .select([
      sql<string | null>`max(transaction_date) filter (where transaction_type_enum in (${ids(kinds.ordered)}))`.as('latest_replayed'),
      sql<string | number>`count(*) filter (where transaction_type_enum not in (${ids(kinds.appendable)}))`.as('others'),
      sql<string | null>`sum(amount) filter (where transaction_type_enum = ${sql.lit(DISBURSEMENT)})`.as('disbursed'),
      sql<string | null>`sum(amount) filter (where transaction_type_enum in (${ids(kinds.repaymentLike)}))`.as('repaid'),
      sql<string | null>`sum(principal_portion_derived) filter (where transaction_type_enum in (${ids(kinds.replayed.filter((t) => t !== DISBURSEMENT))}))`.as('principal_repaid'),
      sql<string | null>`sum(fee_charges_portion_derived) filter (where transaction_type_enum = ${sql.lit(REPAYMENT_AT_DISBURSEMENT)})`.as('paid_at_disbursement'),
      sql<string | null>`max(transaction_date) filter (where transaction_type_enum = ${sql.lit(CHARGE_REFUND)})`.as('latest_charge_refund'),
    ])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .as('t');
  const rows = await db.selectFrom('m_loan_repayment_schedule as s').crossJoin(totals).selectAll('s')
    .select(['t.latest_replayed', 't.others', 't.disbursed', 't.repaid', 't.principal_repaid', 't.paid_at_disbursement', 't.latest_charge_refund'])
    .where('s.loan_id', '=', loanId).orderBy('s.installment').execute();
  const first = rows[0];
  return {
    schedule: rows.map(storedInstallmentOf),
    totals: first === undefined ? undefined : {
      latestReplayed: first.latest_replayed, others: Number(first.others), disbursed: dec(first.disbursed), repaid: dec(first.repaid),
      principalRepaid: dec(first.principal_repaid), paidAtDisbursement: dec(first.paid_at_disbursement), latestChargeRefund: first.latest_charge_refund,
    },
  };
}
const DISBURSEMENT = 1;
const REPAYMENT_AT_DISBURSEMENT = 5;
const CHARGE_REFUND = 24;

/**
 * Marks the transactions reversed. A replay's (not `manually`) free their external ids, which their replacements
 * take (Fineract's createNewTransaction); a user's undo or adjustment keeps it, as Fineract's adjustExistingTransaction,
 * and stores the `reversalExternalId` it was given.
 */
export async function reverseTransactions(untyped: Kysely<object>, ids: readonly number[], reversedOn: LocalDate, userId: number, manually: boolean, reversalExternalId?: string): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .updateTable('m_loan_transaction')
    .set({
      is_reversed: true, reversed_on_date: reversedOn.toString(), last_modified_by: userId, last_modified_on_utc: sql`current_timestamp`,
      ...(manually ? { manually_adjusted_or_reversed: true } : { external_id: null }),
      ...(reversalExternalId === undefined ? {} : { reversal_external_id: reversalExternalId }),
    })
    .where('id', 'in', [...ids])
    .execute();
}

/** Relation REPLAYED from each replacement to the transaction it replaced (one insert). */
export async function insertReplayedRelations(untyped: Kysely<object>, pairs: readonly { from: number; to: number }[], userId: number): Promise<void> {
  if (pairs.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_loan_transaction_relation')
      .values(pairs.map((p) => ({ from_loan_transaction_id: p.from, to_loan_transaction_id: p.to, relation_type_enum: REPLAYED, created_by: userId, last_modified_by: userId })))
      .execute();
  }
}
const REPLAYED = 3;

/** One transaction's share of one installment (m_loan_transaction_repayment_schedule_mapping). */
export interface MappingRow {
  readonly transactionId: number;
  readonly scheduleId: number;
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
}

/** Writes the transactions' installment mappings with one insert. */
export async function insertMappings(untyped: Kysely<object>, rows: readonly MappingRow[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_loan_transaction_repayment_schedule_mapping')
    .values(rows.map((r) => ({
      loan_transaction_id: r.transactionId, loan_repayment_schedule_id: r.scheduleId, amount: r.principal.plus(r.interest).plus(r.fees).plus(r.penalties).toString(),
      principal_portion_derived: r.principal.toString(), interest_portion_derived: r.interest.toString(), fee_charges_portion_derived: r.fees.toString(),
      penalty_charges_portion_derived: r.penalties.toString(),
    })))
    .execute();
}

/** Replaces the mappings of transactions whose figures are recomputed in place (write-offs). */
export async function deleteMappings(untyped: Kysely<object>, transactionIds: readonly number[]): Promise<void> {
  if (transactionIds.length > 0) {
    await tenantTables(untyped).deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_transaction_id', 'in', [...transactionIds]).execute();
  }
}

/** The derived figures of one installment after a replay. */
export interface InstallmentFigures {
  readonly id: number;
  readonly principalCompleted: Decimal;
  readonly principalWrittenOff: Decimal;
  readonly interestCompleted: Decimal;
  readonly interestWaived: Decimal;
  readonly interestWrittenOff: Decimal;
  readonly feeCompleted: Decimal;
  readonly feeWaived: Decimal;
  readonly feeWrittenOff: Decimal;
  readonly penaltyCompleted: Decimal;
  readonly penaltyWaived: Decimal;
  readonly penaltyWrittenOff: Decimal;
  readonly paidInAdvance: Decimal;
  readonly paidLate: Decimal;
  readonly completed: boolean;
  readonly obligationsMetOn: LocalDate | undefined;
}

const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());

/** Writes every installment's derived figures with one UPDATE … FROM (VALUES …). */
export async function updateInstallments(untyped: Kysely<object>, rows: readonly InstallmentFigures[], userId: number): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const values = rows.map((r) => sql`(${r.id}::bigint, ${nullIfZero(r.principalCompleted)}::numeric, ${nullIfZero(r.principalWrittenOff)}::numeric,
    ${nullIfZero(r.interestCompleted)}::numeric, ${nullIfZero(r.interestWaived)}::numeric, ${nullIfZero(r.interestWrittenOff)}::numeric,
    ${nullIfZero(r.feeCompleted)}::numeric, ${nullIfZero(r.feeWaived)}::numeric, ${nullIfZero(r.feeWrittenOff)}::numeric,
    ${nullIfZero(r.penaltyCompleted)}::numeric, ${nullIfZero(r.penaltyWaived)}::numeric, ${nullIfZero(r.penaltyWrittenOff)}::numeric,
    ${nullIfZero(r.paidInAdvance)}::numeric, ${nullIfZero(r.paidLate)}::numeric, ${r.completed}::boolean, ${r.obligationsMetOn?.toString() ?? null}::date)`);
  await sql`update m_loan_repayment_schedule as s set
      principal_completed_derived = v.pc, principal_writtenoff_derived = v.pw, interest_completed_derived = v.ic, interest_waived_derived = v.iw,
      interest_writtenoff_derived = v.iwo, fee_charges_completed_derived = v.fc, fee_charges_waived_derived = v.fw, fee_charges_writtenoff_derived = v.fwo,
      penalty_charges_completed_derived = v.pec, penalty_charges_waived_derived = v.pew, penalty_charges_writtenoff_derived = v.pewo,
      total_paid_in_advance_derived = v.adv, total_paid_late_derived = v.late, completed_derived = v.done, obligations_met_on_date = v.met,
      last_modified_by = ${userId}, last_modified_on_utc = current_timestamp
    from (values ${sql.join(values)}) as v(id, pc, pw, ic, iw, iwo, fc, fw, fwo, pec, pew, pewo, adv, late, done, met)
    where s.id = v.id`.execute(untyped);
}

/** New principal balances of transactions the replay leaves as they are (charge waivers, kept transactions): one statement, none without any. */
export async function updateTransactionBalances(untyped: Kysely<object>, balances: readonly { id: number; balance: Decimal }[]): Promise<void> {
  if (balances.length === 0) {
    return;
  }
  const values = balances.map(({ id, balance }) => sql`(${id}::bigint, ${balance.toString()}::numeric)`);
  await sql`update m_loan_transaction as t set outstanding_loan_balance_derived = v.balance
    from (values ${sql.join(values)}) as v(id, balance) where t.id = v.id`.execute(untyped);
}

/** Recomputed figures of a transaction Fineract keeps in place (write-offs): amount and portions. */
export async function updateTransactionFigures(untyped: Kysely<object>, id: number, figures: { amount: Decimal; principal: Decimal; interest: Decimal; fees: Decimal; penalties: Decimal; overpayment: Decimal; balance: Decimal | undefined }): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_transaction')
    .set({
      amount: figures.amount.toString(), principal_portion_derived: nullIfZero(figures.principal), interest_portion_derived: nullIfZero(figures.interest),
      fee_charges_portion_derived: nullIfZero(figures.fees), penalty_charges_portion_derived: nullIfZero(figures.penalties), overpayment_portion_derived: nullIfZero(figures.overpayment),
      outstanding_loan_balance_derived: figures.balance?.toString() ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** A note on a loan transaction (m_note type 300). */
export async function insertTransactionNote(untyped: Kysely<object>, loanId: number, transactionId: number, note: string | undefined, userId: number): Promise<void> {
  if (note !== undefined) {
    await tenantTables(untyped).insertInto('m_note').values({ loan_id: loanId, loan_transaction_id: transactionId, note, note_type_enum: 300, created_by: userId, last_modified_by: userId }).execute();
  }
}

/** One transaction of the loan by id (or external id), reversed or not (one statement). */
export async function findTransaction(untyped: Kysely<object>, loanId: number, key: { id: number } | { externalId: string }): Promise<StoredTransaction | undefined> {
  const query = selectTransactions(untyped).where('t.loan_id', '=', loanId);
  const row = await ('id' in key ? query.where('t.id', '=', key.id) : query.where('t.external_id', '=', key.externalId)).executeTakeFirst();
  return row === undefined ? undefined : storedOf(row);
}

/** Whether another loan transaction already uses the external id. */
export async function transactionExternalIdTaken(untyped: Kysely<object>, externalId: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan_transaction').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row !== undefined;
}

/** Whether a loan transaction's reversal already has this external id (m_loan_transaction.reversal_external_id is unique). */
export async function reversalExternalIdTaken(untyped: Kysely<object>, reversalExternalId: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan_transaction').select('id').where('reversal_external_id', '=', reversalExternalId).executeTakeFirst();
  return row !== undefined;
}

/** The date of the loan's latest active transaction other than accruals (ISO), if any. */
export async function latestTransactionDate(untyped: Kysely<object>, loanId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select((eb) => eb.fn.max('transaction_date').as('latest'))
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('transaction_type_enum', '!=', ACCRUAL)
    .executeTakeFirst();
  return row?.latest ?? undefined;
}
const ACCRUAL = 10;

/** Repayment-like transactions, refunds for active loans and credit balance refunds (Fineract's possibleNextRefundDate). */
const REFUND_ANCHORS = [2, 18, 20, 21, 22, 23, 24, 28, 31, 33];

/** The date of the loan's last (by creation) active, non-zero repayment-like or refund transaction, if any. */
export async function lastRefundAnchorDate(untyped: Kysely<object>, loanId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select('transaction_date')
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('amount', '!=', '0')
    .where('transaction_type_enum', 'in', REFUND_ANCHORS)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.transaction_date;
}

/** Marks one transaction reversed by the user, with the reversal's external id (an undone charge-off). */
export async function reverseWithExternalId(untyped: Kysely<object>, id: number, reversedOn: string, reversalExternalId: string | null, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_transaction')
    .set({ is_reversed: true, reversed_on_date: reversedOn, reversal_external_id: reversalExternalId, manually_adjusted_or_reversed: true, last_modified_by: userId, last_modified_on_utc: sql`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

/** Fineract's LoanTransactionRelationTypeEnum CHARGEBACK. */
const CHARGEBACK_RELATION = 1;

/** What active chargebacks of a transaction already took back (relation CHARGEBACK from it). */
export async function chargedBackAmount(untyped: Kysely<object>, transactionId: number): Promise<Decimal> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction_relation as r')
    .innerJoin('m_loan_transaction as t', 't.id', 'r.to_loan_transaction_id')
    .select((eb) => eb.fn.sum<string | null>('t.amount').as('total'))
    .where('r.from_loan_transaction_id', '=', transactionId)
    .where('r.relation_type_enum', '=', CHARGEBACK_RELATION)
    .where('t.is_reversed', '=', false)
    .executeTakeFirst();
  return new Decimal(row?.total ?? 0);
}

/** Links a chargeback to the transaction it takes back. */
export async function insertChargebackRelation(untyped: Kysely<object>, fromId: number, toId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_loan_transaction_relation')
    .values({ from_loan_transaction_id: fromId, to_loan_transaction_id: toId, relation_type_enum: CHARGEBACK_RELATION, created_by: userId, last_modified_by: userId })
    .execute();
}

/** Whether the loan transaction is a side of an account transfer. */
export async function isAccountTransfer(untyped: Kysely<object>, transactionId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_account_transfer_transaction')
    .select('id')
    .where((eb) => eb.or([eb('from_loan_transaction_id', '=', transactionId), eb('to_loan_transaction_id', '=', transactionId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What keeps a transaction from being adjusted or undone, in one statement: it is part of an account transfer, or an
 * active chargeback refers to it (Fineract's isAccountTransfer and hasChargebackLoanTransactionRelations).
 */
export async function adjustmentLinks(untyped: Kysely<object>, transactionId: number): Promise<{ accountTransfer: boolean; chargedBack: boolean }> {
  const db = tenantTables(untyped);
  const row = await db.selectNoFrom((eb) => [
    eb.exists(db.selectFrom('m_account_transfer_transaction').select('id')
      .where((w) => w.or([w('from_loan_transaction_id', '=', transactionId), w('to_loan_transaction_id', '=', transactionId)]))).as('account_transfer'),
    eb.exists(db.selectFrom('m_loan_transaction_relation as r').innerJoin('m_loan_transaction as t', 't.id', 'r.to_loan_transaction_id').select('r.id')
      .where('r.from_loan_transaction_id', '=', transactionId).where('r.relation_type_enum', '=', CHARGEBACK_RELATION).where('t.is_reversed', '=', false)).as('charged_back'),
  ]).executeTakeFirstOrThrow();
  return { accountTransfer: Boolean(row.account_transfer), chargedBack: Boolean(row.charged_back) };
}

/** Fineract's LoanTransactionRelationTypeEnum CHARGE_ADJUSTMENT: a charge adjustment points at the loan charge it adjusts. */
const CHARGE_ADJUSTMENT_RELATION = 2;

/**
 * Links charge adjustments to their loan charges: a new one (`linked`) to the charge it adjusts, and a transaction
 * re-created by a replay (`copied.from`) to the charge of the one it replaces (`copied.to`), as Fineract copies the
 * relations of a replayed transaction. At most two statements, none when there is nothing to link.
 */
export async function linkChargeAdjustments(untyped: Kysely<object>, links: { linked: readonly { transactionId: number; loanChargeId: number }[]; copied: readonly { from: number; to: number }[] }, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  if (links.linked.length > 0) {
    await db.insertInto('m_loan_transaction_relation')
      .values(links.linked.map((l) => ({ from_loan_transaction_id: l.transactionId, to_loan_charge_id: l.loanChargeId, relation_type_enum: CHARGE_ADJUSTMENT_RELATION, created_by: userId, last_modified_by: userId })))
      .execute();
  }
  if (links.copied.length === 0) {
    return;
  }
  const rows = await db.selectFrom('m_loan_transaction_relation').select(['from_loan_transaction_id', 'to_loan_charge_id'])
    .where('relation_type_enum', '=', CHARGE_ADJUSTMENT_RELATION).where('from_loan_transaction_id', 'in', links.copied.map((c) => c.to)).execute();
  const chargeOf = new Map(rows.map((r) => [Number(r.from_loan_transaction_id), r.to_loan_charge_id === null ? undefined : Number(r.to_loan_charge_id)]));
  const values = links.copied.flatMap((c) => {
    const loanChargeId = chargeOf.get(c.to);
    return loanChargeId === undefined ? [] : [{ from_loan_transaction_id: c.from, to_loan_charge_id: loanChargeId, relation_type_enum: CHARGE_ADJUSTMENT_RELATION, created_by: userId, last_modified_by: userId }];
  });
  if (values.length > 0) {
    await db.insertInto('m_loan_transaction_relation').values(values).execute();
  }
}

/** The loan charge each charge adjustment adjusts (its CHARGE_ADJUSTMENT relation): charge id and penalty flag. */
export async function findAdjustedCharges(untyped: Kysely<object>, transactionIds: readonly number[]): Promise<Map<number, { chargeId: number; penalty: boolean; loanChargeId: number }>> {
  if (transactionIds.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_transaction_relation as r')
    .innerJoin('m_loan_charge as c', 'c.id', 'r.to_loan_charge_id')
    .select(['r.from_loan_transaction_id', 'c.id', 'c.charge_id', 'c.is_penalty'])
    .where('r.relation_type_enum', '=', CHARGE_ADJUSTMENT_RELATION)
    .where('r.from_loan_transaction_id', 'in', transactionIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.from_loan_transaction_id), { chargeId: Number(r.charge_id), penalty: r.is_penalty, loanChargeId: Number(r.id) }]));
}
