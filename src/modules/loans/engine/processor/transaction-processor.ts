import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CurrencyRules, MoneyContext } from '../../../../shared/money/index.ts';
import { Exact, money } from '../amounts.ts';
import { strategyNotFound } from './errors.ts';
import { COMPONENTS, InstallmentState, type InstallmentDue } from './installment.ts';
import {
  isNonMonetary,
  principalBalanceChange,
  isAllocatedAsRepayment,
  isRepaymentLike,
  LoanTransactionType,
  type InstallmentMapping,
  type LoanTransactionInput,
  type ProcessedTransaction,
} from './loan-transaction.ts';
import { zeroPortions, type InstallmentPayment, type Portions, type RepaymentStrategy, type Timing } from './allocation.ts';
import { ChargeLedger, type LoanChargeDue } from './charge-ledger.ts';
import { repaymentStrategy } from './repayment-strategy.ts';
import { refundOrder, unpayInstallments } from './refund-for-active-loan.ts';

/** Everything a replay needs: the freshly generated installments and every active transaction of the loan. */
export interface LoanReplayInput {
  readonly currency: CurrencyRules;
  readonly money: MoneyContext;
  /** The loan's transactionProcessingStrategyCode. */
  readonly strategyCode: string;
  readonly disbursementDate: LocalDate;
  readonly installments: readonly InstallmentDue[];
  /** Active (not reversed) transactions, in creation order; the replay orders them by date, keeping that order within a day. */
  readonly transactions: readonly LoanTransactionInput[];
  /** The loan's fees and penalties with due dates: only the "due / in advance" strategies look at them. */
  readonly charges?: readonly LoanChargeDue[];
}

export interface LoanReplay {
  readonly installments: readonly InstallmentState[];
  /** In processing order (by date, then creation order). */
  readonly transactions: readonly ProcessedTransaction[];
  /** What each of the input's `charges` has been paid, in their order. */
  readonly chargesPaid: readonly Decimal[];
}

/** A transaction being replayed. */
class Work {
  readonly input: LoanTransactionInput;
  amount: Decimal;
  portions: Portions = zeroPortions();
  overpayment: Decimal = new Exact(0);
  readonly mappings: InstallmentMapping[] = [];

  constructor(input: LoanTransactionInput, amount: Decimal) {
    this.input = input;
    this.amount = amount;
  }

  add(installment: InstallmentState, portions: Portions): void {
    for (const c of COMPONENTS) {
      this.portions[c] = this.portions[c].plus(portions[c]);
    }
    if (COMPONENTS.every((c) => portions[c].isZero())) {
      return;
    }
    const index = this.mappings.findIndex((m) => m.installmentNumber === installment.installmentNumber);
    const existing = this.mappings[index];
    if (existing === undefined) {
      this.mappings.push({ installmentNumber: installment.installmentNumber, portions });
      return;
    }
    const merged = zeroPortions();
    for (const c of COMPONENTS) {
      merged[c] = existing.portions[c].plus(portions[c]);
    }
    this.mappings[index] = { installmentNumber: installment.installmentNumber, portions: merged };
  }
}

interface Replay {
  readonly strategy: RepaymentStrategy;
  readonly strategyCode: string;
  readonly installments: InstallmentState[];
  readonly charges: ChargeLedger;
  /** Fineract's overpayment holder: what the latest repayments left over, consumed by credits. */
  overpaid: Decimal;
}

/** Orders transactions by date; within a day the given (creation) order stays. */
export function chronological(transactions: readonly LoanTransactionInput[]): LoanTransactionInput[] {
  return transactions.map((t, index) => ({ t, index })).sort((a, b) => a.t.date.compareTo(b.t.date) || a.index - b.index).map((x) => x.t);
}

/**
 * Replays every transaction against fresh installments, as Fineract's classic processor does after any change
 * (AbstractLoanRepaymentScheduleTransactionProcessor.reprocessLoanTransactions): charge payments first, then the
 * others by date; repayment-like transactions and interest waivers go through the strategy installment by
 * installment, what is left is overpaid; write-offs take everything outstanding; credits (credit balance refund,
 * chargeback) add principal back; a repayment at disbursement pays the fees due at disbursement, which are not
 * in any installment; a refund of an active loan takes paid amounts back from the latest installments.
 */
export function replayLoanTransactions(input: LoanReplayInput): LoanReplay {
  const strategy = repaymentStrategy(input.strategyCode);
  if (strategy === undefined) {
    throw strategyNotFound(input.strategyCode);
  }
  const installments = input.installments.map((i) => new InstallmentState(i));
  sortByDueDate(installments);
  for (const installment of installments) {
    if (installment.totalOutstanding().isZero()) {
      installment.checkObligationsMet(input.disbursementDate);
    }
  }
  const replay: Replay = { strategy, strategyCode: input.strategyCode, installments, charges: new ChargeLedger(input.charges ?? []), overpaid: new Exact(0) };
  const ordered = chronological(input.transactions);
  const works = new Map<LoanTransactionInput, Work>();
  const round = (v: Decimal.Value): Decimal => money(v, input.currency, input.money);
  for (const tx of ordered.filter((t) => t.type === LoanTransactionType.CHARGE_PAYMENT)) {
    works.set(tx, bookCharges(replay, processChargePayment(replay, new Work(tx, round(tx.amount)))));
  }
  for (const tx of ordered.filter((t) => t.type !== LoanTransactionType.CHARGE_PAYMENT)) {
    works.set(tx, bookCharges(replay, processOne(replay, new Work(tx, round(tx.amount)))));
  }
  for (const installment of installments) {
    if (installment.totalOutstanding().greaterThan(0)) {
      installment.checkObligationsMet(undefined);
    }
  }
  const transactions = withBalances(ordered.map((t) => works.get(t)).filter((w) => w !== undefined));
  return { installments, transactions, chargesPaid: replay.charges.paidAmounts() };
}

/** A repayment-like transaction applied on top of a loan's current state, as the last of its transactions. */
export interface AppendedTransactionInput {
  readonly currency: CurrencyRules;
  readonly money: MoneyContext;
  readonly strategyCode: string;
  /** The installments as the replay of every earlier transaction left them (restored from the stored figures); they are changed in place. */
  readonly installments: InstallmentState[];
  /** Dated on or after every earlier transaction: a full replay would process it last. */
  readonly transaction: LoanTransactionInput;
  /** The running principal balance after the earlier transactions, before it is floored at zero. */
  readonly balanceBefore: Decimal;
}

/**
 * What a full replay gives for a repayment-like transaction that comes after every earlier one: the earlier ones
 * keep their figures (a replay processes them first and the same way), so only this one is allocated, on the
 * installments as they stand. The loan's charges are not tracked here, as `applyLoanChange` passes none to the replay.
 */
export function appendTransaction(input: AppendedTransactionInput): { installments: readonly InstallmentState[]; transaction: ProcessedTransaction } {
  const strategy = repaymentStrategy(input.strategyCode);
  if (strategy === undefined) {
    throw strategyNotFound(input.strategyCode);
  }
  if (!isRepaymentLike(input.transaction.type)) {
    throw new Error(`only repayment-like transactions are appended, not type ${input.transaction.type}`);
  }
  const replay: Replay = { strategy, strategyCode: input.strategyCode, installments: input.installments, charges: new ChargeLedger([]), overpaid: new Exact(0) };
  const work = bookCharges(replay, processOne(replay, new Work(input.transaction, money(input.transaction.amount, input.currency, input.money))));
  for (const installment of input.installments) {
    if (installment.totalOutstanding().greaterThan(0)) {
      installment.checkObligationsMet(undefined);
    }
  }
  const [transaction] = withBalances([work], new Exact(input.balanceBefore));
  if (transaction === undefined) {
    throw new Error('the appended transaction was not processed');
  }
  return { installments: input.installments, transaction };
}

/** Fee and penalty portions of payments (not waivers or write-offs) are booked to the charges they paid. */
function bookCharges(replay: Replay, work: Work): Work {
  const charge = work.input.charge;
  if (work.input.type === LoanTransactionType.CHARGE_PAYMENT && charge !== undefined) {
    replay.charges.payCharge(charge.penalty, charge.dueDate, charge.penalty ? work.portions.penalty : work.portions.fee);
  } else if (isAllocatedAsRepayment(work.input.type)) {
    replay.charges.pay(false, work.portions.fee);
    replay.charges.pay(true, work.portions.penalty);
  } else if (work.input.type === LoanTransactionType.REFUND_FOR_ACTIVE_LOAN) {
    replay.charges.unpay(false, work.portions.fee);
    replay.charges.unpay(true, work.portions.penalty);
  }
  return work;
}

function sortByDueDate(installments: InstallmentState[]): void {
  installments.sort((a, b) => a.dueDate.compareTo(b.dueDate) || a.installmentNumber - b.installmentNumber);
}

function processOne(replay: Replay, work: Work): Work {
  const type = work.input.type;
  sortByDueDate(replay.installments);
  if (isAllocatedAsRepayment(type) || type === LoanTransactionType.WAIVE_INTEREST) {
    allocate(replay, work);
  } else if (type === LoanTransactionType.WRITEOFF) {
    writeOff(replay, work);
  } else if (type === LoanTransactionType.CHARGE_OFF) {
    chargeOff(replay, work);
  } else if (type === LoanTransactionType.CREDIT_BALANCE_REFUND || type === LoanTransactionType.CHARGEBACK) {
    credit(replay, work);
  } else if (type === LoanTransactionType.REPAYMENT_AT_DISBURSEMENT) {
    work.portions.fee = work.amount;
  } else if (type === LoanTransactionType.REFUND) {
    // An overpaid amount moved out by account transfer: no portions, the overpayment shrinks.
    replay.overpaid = Exact.max(replay.overpaid.minus(work.amount), 0);
  } else if (type === LoanTransactionType.REFUND_FOR_ACTIVE_LOAN) {
    const { taken } = unpayInstallments(replay.installments, refundOrder(replay.strategyCode), work.input.date, work.amount);
    for (const payment of taken) {
      work.add(payment.installment, payment.portions);
    }
  }
  return work;
}

/** Walks the installments in due-date order, letting the strategy pay each one not yet met. */
function payOverInstallments(replay: Replay, work: Work, amount: Decimal): Decimal {
  let remaining = amount;
  const installments = replay.installments;
  for (let index = 0; index < installments.length && remaining.greaterThan(0); index++) {
    const installment = installments[index];
    if (installment === undefined || installment.obligationsMet) {
      continue;
    }
    const payments = payOne(replay, work, index, remaining);
    for (const payment of payments) {
      work.add(payment.installment, payment.portions);
      remaining = remaining.minus(sumOf(payment.portions));
    }
  }
  return remaining;
}

function timing(replay: Replay, index: number, date: LocalDate): Timing {
  if (replay.strategy.isInAdvance(replay.installments, index, date)) {
    return 'inAdvance';
  }
  const installment = replay.installments[index];
  return installment !== undefined && date.isAfter(installment.dueDate) ? 'late' : 'onTime';
}

function payOne(replay: Replay, work: Work, index: number, amount: Decimal): readonly InstallmentPayment[] {
  const installment = replay.installments[index];
  const date = work.input.date;
  if (installment === undefined) {
    return [];
  }
  if (work.input.type === LoanTransactionType.WAIVE_INTEREST) {
    return [{ installment, portions: { ...zeroPortions(), interest: installment.waive('interest', date, amount) } }];
  }
  const when = timing(replay, index, date);
  if (when === 'late' && replay.strategy.payLateAcross !== undefined) {
    return replay.strategy.payLateAcross(replay.installments, date, amount);
  }
  return [{ installment, portions: replay.strategy.pay(installment, when, date, amount, replay.charges) }];
}

function allocate(replay: Replay, work: Work): void {
  const unprocessed = payOverInstallments(replay, work, work.amount);
  if (unprocessed.greaterThan(0)) {
    if (work.input.type === LoanTransactionType.WAIVE_INTEREST) {
      work.amount = sumOf(work.portions);
    } else {
      work.overpayment = unprocessed;
    }
    replay.overpaid = replay.overpaid.plus(unprocessed);
  } else {
    replay.overpaid = new Exact(0);
  }
}

/**
 * A charge payment pays its charge's fee or penalty on the installment whose period holds the charge's due date
 * (the first period includes its start), or the named installment for installment fees, up to the charge's amount.
 */
function processChargePayment(replay: Replay, work: Work): Work {
  const charge = work.input.charge;
  const target = charge === undefined ? undefined : chargeInstallment(replay.installments, charge);
  let unprocessed = work.amount;
  if (charge !== undefined && target !== undefined) {
    const component = charge.penalty ? 'penalty' : 'fee';
    const amount = Exact.min(new Exact(charge.amount), unprocessed);
    const portion = target.pay(component, work.input.date, amount);
    work.add(target, { ...zeroPortions(), [component]: portion });
    unprocessed = unprocessed.minus(portion);
  }
  if (unprocessed.greaterThan(0)) {
    work.overpayment = unprocessed;
  }
  return work;
}

function chargeInstallment(installments: readonly InstallmentState[], charge: NonNullable<LoanTransactionInput['charge']>): InstallmentState | undefined {
  if (charge.installmentNumber !== undefined) {
    return installments.find((i) => i.installmentNumber === charge.installmentNumber);
  }
  const due = charge.dueDate;
  if (due === undefined) {
    return undefined;
  }
  return installments.find((i, index) => {
    const afterStart = index === 0 ? !due.isBefore(i.fromDate) : due.isAfter(i.fromDate);
    return afterStart && !due.isAfter(i.dueDate);
  });
}

function writeOff(replay: Replay, work: Work): void {
  for (const installment of replay.installments.filter((i) => !i.obligationsMet)) {
    const portions = zeroPortions();
    for (const c of COMPONENTS) {
      portions[c] = installment.writeOff(c, work.input.date);
    }
    work.add(installment, portions);
  }
  work.amount = sumOf(work.portions);
}

/** Charge-off records what is outstanding; it changes no installment. */
function chargeOff(replay: Replay, work: Work): void {
  for (const installment of replay.installments.filter((i) => !i.obligationsMet)) {
    const portions = zeroPortions();
    for (const c of COMPONENTS) {
      portions[c] = installment.outstanding(c);
    }
    work.add(installment, portions);
  }
  work.amount = sumOf(work.portions);
}

/**
 * A credit (credit balance refund, chargeback) first uses up the overpaid amount; the rest is new principal,
 * added to the first installment due after the credit, to an existing added installment, or to a new one.
 */
function credit(replay: Replay, work: Work): void {
  const date = work.input.date;
  const principal = Exact.max(work.amount.minus(replay.overpaid), 0);
  const repaid = Exact.max(work.amount.minus(principal), 0);
  work.overpayment = repaid;
  replay.overpaid = replay.overpaid.minus(repaid);
  work.portions.principal = principal;
  if (principal.isZero()) {
    return;
  }
  const target = creditInstallment(replay, date);
  target.addCreditedPrincipal(date, work.amount);
  if (repaid.greaterThan(0)) {
    const paid = target.pay('principal', date, repaid);
    work.mappings.push({ installmentNumber: target.installmentNumber, portions: { ...zeroPortions(), principal: paid } });
  }
}

function creditInstallment(replay: Replay, date: LocalDate): InstallmentState {
  const installments = replay.installments;
  for (const installment of installments) {
    if (installment.additional) {
      if (date.isAfter(installment.dueDate)) {
        installment.dueDate = date;
      }
      return installment;
    }
    if (installment.dueDate.isAfter(date)) {
      return installment;
    }
  }
  const last = installments[installments.length - 1];
  if (last !== undefined && last.dueDate.equals(date)) {
    return last;
  }
  const added = new InstallmentState({
    installmentNumber: installments.length + 1,
    fromDate: last?.dueDate ?? date,
    dueDate: date,
    principal: 0,
    interest: 0,
    feeCharges: 0,
    penaltyCharges: 0,
    additional: true,
  });
  installments.push(added);
  return added;
}

function sumOf(portions: Portions): Decimal {
  return COMPONENTS.reduce((sum, c) => sum.plus(portions[c]), new Exact(0));
}

/** The principal balance after each transaction, in the order processed (see {@link principalBalanceChange}). */
function withBalances(works: readonly Work[], balanceBefore: Decimal = new Exact(0)): ProcessedTransaction[] {
  let outstanding = balanceBefore;
  return works.map((work) => {
    const type = work.input.type;
    outstanding = outstanding.plus(principalBalanceChange({ type, amount: work.amount, overpayment: work.overpayment, principal: work.portions.principal }));
    return {
      input: work.input,
      amount: work.amount,
      principalPortion: work.portions.principal,
      interestPortion: work.portions.interest,
      feeChargesPortion: work.portions.fee,
      penaltyChargesPortion: work.portions.penalty,
      overpaymentPortion: work.overpayment,
      outstandingLoanBalance: isNonMonetary(type) ? undefined : Exact.max(outstanding, 0),
      mappings: work.mappings,
    };
  });
}
