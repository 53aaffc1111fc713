import type { LocalDate } from '@js-joda/core';
import { Money, type MoneyContext } from '../../../../shared/money/index.ts';

/** What is due, paid, waived and written off of one client charge (Fineract's ClientCharge amounts and flags). */
export interface ClientChargeBalance {
  readonly amount: Money;
  readonly paid: Money;
  readonly waived: Money;
  readonly writtenOff: Money;
  readonly outstanding: Money;
  readonly isPaid: boolean;
  readonly isWaived: boolean;
  readonly isActive: boolean;
}

/** A new charge of `amount`: all of it outstanding. */
export function newClientChargeBalance(amount: Money): ClientChargeBalance {
  const zero = Money.zero(amount.currency);
  return { amount, paid: zero, waived: zero, writtenOff: zero, outstanding: amount, isPaid: amount.isZero(), isWaived: false, isActive: true };
}

/** amount − paid − waived − written off. */
function outstandingOf(balance: Pick<ClientChargeBalance, 'amount' | 'paid' | 'waived' | 'writtenOff'>, ctx: MoneyContext): Money {
  return balance.amount.minus(balance.paid, ctx).minus(balance.waived, ctx).minus(balance.writtenOff, ctx);
}

/** A payment of `amount`: paid grows, outstanding shrinks; fully paid when nothing is left. */
export function payClientCharge(balance: ClientChargeBalance, amount: Money, ctx: MoneyContext): ClientChargeBalance {
  const outstanding = balance.outstanding.minus(amount, ctx);
  return { ...balance, paid: balance.paid.plus(amount, ctx), outstanding, isPaid: outstanding.isZero() };
}

/** A waiver of everything outstanding; `waivedAmount` is what the waiver transaction records (all waived so far). */
export function waiveClientCharge(balance: ClientChargeBalance, ctx: MoneyContext): { balance: ClientChargeBalance; waivedAmount: Money } {
  const waived = balance.waived.plus(balance.outstanding, ctx);
  return { balance: { ...balance, waived, outstanding: Money.zero(balance.amount.currency), isWaived: true }, waivedAmount: waived };
}

/** Undoing a payment of `amount`: the charge is open (and active) again. */
export function undoClientChargePayment(balance: ClientChargeBalance, amount: Money, ctx: MoneyContext): ClientChargeBalance {
  const paid = balance.paid.minus(amount, ctx);
  return { ...balance, paid, outstanding: outstandingOf({ ...balance, paid }, ctx), isPaid: false, isActive: true };
}

/** Undoing a waiver of `amount`: the charge is open (and active) again. */
export function undoClientChargeWaiver(balance: ClientChargeBalance, amount: Money, ctx: MoneyContext): ClientChargeBalance {
  const waived = balance.waived.minus(amount, ctx);
  return { ...balance, waived, outstanding: outstandingOf({ ...balance, waived }, ctx), isWaived: false, isActive: true };
}

/**
 * Why a charge cannot take a payment or waiver (Fineract's codes after `validation.msg.CLIENTCHARGE.`), checked in
 * Fineract's order: inactive charge, waived, paid, and for a payment an amount above what is outstanding.
 */
export type ClientChargeRefusal =
  | 'charge.is.not.active'
  | 'transaction.invalid.account.charge.is.already.waived'
  | 'transaction.invalid.account.charge.is.paid'
  | 'transaction.invalid.charge.amount.paid.in.access';

export function clientChargeStateRefusal(balance: ClientChargeBalance): ClientChargeRefusal | undefined {
  if (!balance.isActive) {
    return 'charge.is.not.active';
  }
  if (balance.isWaived) {
    return 'transaction.invalid.account.charge.is.already.waived';
  }
  return balance.isPaid ? 'transaction.invalid.account.charge.is.paid' : undefined;
}

export function clientChargePaymentRefusal(balance: ClientChargeBalance, amount: Money): ClientChargeRefusal | undefined {
  return clientChargeStateRefusal(balance) ?? (amount.isGreaterThan(balance.outstanding) ? 'transaction.invalid.charge.amount.paid.in.access' : undefined);
}

/** Why a payment may not be dated `date`: before the client's activation, or after the business date. */
export type TransactionDateRefusal = 'transaction.before.activationDate' | 'transaction.is.futureDate';

export function paymentDateRefusal(date: LocalDate, activationDate: LocalDate | null, today: LocalDate): TransactionDateRefusal | undefined {
  if (activationDate !== null && date.isBefore(activationDate)) {
    return 'transaction.before.activationDate';
  }
  return date.isAfter(today) ? 'transaction.is.futureDate' : undefined;
}
