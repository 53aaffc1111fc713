import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/** One installment's share of an installment fee (a row of m_loan_installment_charge). */
export interface PayableInstallmentCharge {
  readonly scheduleId: number;
  readonly installmentNumber: number;
  readonly dueDate: LocalDate;
  readonly amount: Decimal;
  /** Paid before the transactions given are applied. */
  readonly paid: Decimal;
  readonly waived: Decimal;
}

/** A loan charge as repayments pay it. */
export interface PayableCharge {
  readonly id: number;
  /** The charge definition (m_charge), whose income account mapping the payment is posted to. */
  readonly chargeId: number;
  readonly penalty: boolean;
  readonly dueDate: LocalDate | null;
  readonly amount: Decimal;
  /** Paid before the transactions given are applied. */
  readonly paid: Decimal;
  readonly waived: Decimal;
  readonly writtenOff: Decimal;
  /** Due at disbursement: paid by the disbursement, never by a repayment. */
  readonly dueAtDisbursement: boolean;
  /** An installment fee's shares, in installment order; empty for the other charges. */
  readonly installments: readonly PayableInstallmentCharge[];
}

/** A transaction whose fee and penalty portions pay the loan's charges (or, `undo`, take back what they were paid). */
export interface ChargePayingTransaction {
  readonly id: number;
  readonly fee: Decimal;
  readonly penalty: Decimal;
  /** A refund of an active loan: its portions take back what the charges were paid (Fineract's undoChargesPaidAmountBy). */
  readonly undo?: boolean;
}

/** One m_loan_charge_paid_by row; a negative amount takes back what the charge was paid. */
export interface ChargePaidBy {
  readonly transactionId: number;
  readonly loanChargeId: number;
  readonly chargeId: number;
  readonly penalty: boolean;
  readonly amount: Decimal;
}

export interface ChargesPaid {
  readonly paidBy: readonly ChargePaidBy[];
  readonly charges: readonly { readonly id: number; readonly paid: Decimal; readonly waived: Decimal; readonly outstanding: Decimal }[];
  readonly installmentCharges: readonly { readonly loanChargeId: number; readonly scheduleId: number; readonly paid: Decimal; readonly outstanding: Decimal }[];
}

interface Share {
  readonly source: PayableInstallmentCharge;
  paid: Decimal;
}

interface Entry {
  readonly charge: PayableCharge;
  paid: Decimal;
  readonly shares: Share[];
}

const ZERO = new Decimal(0);

const outstandingOf = (e: Entry): Decimal => Decimal.max(e.charge.amount.minus(e.paid).minus(e.charge.waived).minus(e.charge.writtenOff), 0);
const shareOutstanding = (s: Share): Decimal => Decimal.max(s.source.amount.minus(s.paid).minus(s.source.waived), 0);
const unpaidShare = (e: Entry): Share | undefined => e.shares.find((s) => shareOutstanding(s).greaterThan(0));

/**
 * The earliest unpaid charge of the kind (Fineract's findEarliestUnpaidChargeFromUnOrderedSet): charges with a due
 * date by that date, installment fees by the due date of their earliest unpaid installment; on the same date the
 * charge with a due date of its own comes first. Charges due at disbursement are never paid here.
 */
function earliestUnpaid(entries: readonly Entry[], penalty: boolean): { entry: Entry; share: Share | undefined } | undefined {
  let dated: { entry: Entry; due: LocalDate } | undefined;
  let installment: { entry: Entry; share: Share } | undefined;
  for (const e of entries.filter((x) => x.charge.penalty === penalty && !x.charge.dueAtDisbursement && outstandingOf(x).greaterThan(0))) {
    const due = e.charge.dueDate;
    if (e.charge.installments.length > 0) {
      const share = unpaidShare(e);
      if (share !== undefined && (installment === undefined || installment.share.source.dueDate.isAfter(share.source.dueDate))) {
        installment = { entry: e, share };
      }
    } else if (due !== null && (dated === undefined || due.isBefore(dated.due))) {
      dated = { entry: e, due };
    }
  }
  if (dated === undefined || (installment !== undefined && dated.due.isAfter(installment.share.source.dueDate))) {
    return installment;
  }
  return { entry: dated.entry, share: undefined };
}

function payPortion(entries: readonly Entry[], t: ChargePayingTransaction, penalty: boolean, rows: ChargePaidBy[]): void {
  let remaining = penalty ? t.penalty : t.fee;
  while (remaining.greaterThan(0)) {
    const next = earliestUnpaid(entries, penalty);
    if (next === undefined) {
      return;
    }
    const limit = next.share === undefined ? outstandingOf(next.entry) : Decimal.min(shareOutstanding(next.share), outstandingOf(next.entry));
    const portion = Decimal.min(remaining, limit);
    if (next.share !== undefined) {
      next.share.paid = next.share.paid.plus(portion);
    }
    next.entry.paid = next.entry.paid.plus(portion);
    remaining = remaining.minus(portion);
    rows.push({ transactionId: t.id, loanChargeId: next.entry.charge.id, chargeId: next.entry.charge.chargeId, penalty, amount: portion });
  }
}

/**
 * The latest paid charge of the kind (Fineract's findLatestPaidChargeFromUnOrderedSet): among charges with a due date
 * the latest due, among installment fees the one whose last paid share is due latest; between the two, the one
 * Fineract's comparison keeps (the installment fee when the charge with a due date is due after its share). Only
 * charges with something paid are candidates (Fineract also considers charges only waived, and then never ends).
 */
function latestPaid(entries: readonly Entry[], penalty: boolean): { entry: Entry; share: Share | undefined } | undefined {
  let dated: { entry: Entry; due: LocalDate | null } | undefined;
  let installment: { entry: Entry; share: Share } | undefined;
  for (const e of entries.filter((x) => x.charge.penalty === penalty && !x.charge.dueAtDisbursement && x.paid.greaterThan(0))) {
    if (e.charge.installments.length > 0) {
      const share = e.shares.findLast((s) => s.paid.greaterThan(0));
      if (share !== undefined && (installment === undefined || installment.share.source.dueDate.isBefore(share.source.dueDate))) {
        installment = { entry: e, share };
      }
    } else if (dated === undefined || (e.charge.dueDate !== null && dated.due !== null && e.charge.dueDate.isAfter(dated.due))) {
      dated = { entry: e, due: e.charge.dueDate };
    }
  }
  if (dated === undefined || (installment !== undefined && dated.due !== null && dated.due.isAfter(installment.share.source.dueDate))) {
    return installment;
  }
  return { entry: dated.entry, share: undefined };
}

function unpayPortion(entries: readonly Entry[], t: ChargePayingTransaction, penalty: boolean, rows: ChargePaidBy[]): void {
  let remaining = penalty ? t.penalty : t.fee;
  while (remaining.greaterThan(0)) {
    const next = latestPaid(entries, penalty);
    if (next === undefined) {
      return;
    }
    let portion = Decimal.min(remaining, next.entry.paid);
    if (next.share !== undefined) {
      portion = Decimal.min(portion, next.share.paid);
      next.share.paid = next.share.paid.minus(portion);
    }
    next.entry.paid = next.entry.paid.minus(portion);
    remaining = remaining.minus(portion);
    rows.push({ transactionId: t.id, loanChargeId: next.entry.charge.id, chargeId: next.entry.charge.chargeId, penalty, amount: portion.negated() });
  }
}

/**
 * Gives the fee and penalty portions of repayment-like transactions, in processing order, to the loan's charges as
 * Fineract's updateChargesPaidAmountBy does: each portion goes to the earliest unpaid charge of its kind, then the
 * next, one paid-by row per charge (and per installment of an installment fee) it reaches; a refund's (`undo`) take
 * back from the latest paid charge first, one negative row per charge reached. Answers the rows and
 * every charge's (and installment share's) paid and outstanding figures afterwards.
 */
export function chargesPaidBy(charges: readonly PayableCharge[], transactions: readonly ChargePayingTransaction[]): ChargesPaid {
  const entries: Entry[] = [...charges].sort((a, b) => a.id - b.id).map((charge) => ({
    charge, paid: charge.paid, shares: [...charge.installments].sort((a, b) => a.dueDate.compareTo(b.dueDate)).map((source) => ({ source, paid: source.paid })),
  }));
  const rows: ChargePaidBy[] = [];
  for (const t of transactions) {
    const apply = t.undo === true ? unpayPortion : payPortion;
    apply(entries, t, false, rows);
    apply(entries, t, true, rows);
  }
  const payable = entries.filter((e) => !e.charge.dueAtDisbursement);
  return {
    paidBy: rows.filter((r) => !r.amount.isZero()),
    charges: payable.map((e) => ({ id: e.charge.id, paid: e.paid, waived: e.charge.waived, outstanding: outstandingOf(e) })),
    installmentCharges: payable.flatMap((e) => e.shares.map((s) => ({ loanChargeId: e.charge.id, scheduleId: s.source.scheduleId, paid: s.paid, outstanding: shareOutstanding(s) }))),
  };
}

/**
 * The transaction's paid-by rows of one kind as posting shares; none unless they add up to the portion (else the
 * product's income account takes it). A refund's rows are negative (what it took back): their shares are the amounts
 * without the sign, as Fineract's processors turn a refund's charge payments positive before posting them per charge.
 */
export function chargeShares(rows: readonly ChargePaidBy[], transactionId: number, penalty: boolean, portion: Decimal): { chargeId: number; amount: Decimal }[] {
  const mine = rows.filter((r) => r.transactionId === transactionId && r.penalty === penalty);
  const total = mine.reduce((s, r) => s.plus(r.amount), ZERO);
  if (total.equals(portion)) {
    return mine.map((r) => ({ chargeId: r.chargeId, amount: r.amount }));
  }
  return total.negated().equals(portion) ? mine.map((r) => ({ chargeId: r.chargeId, amount: r.amount.negated() })) : [];
}
