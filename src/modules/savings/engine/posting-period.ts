import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { EXACT, type EndOfDayBalance } from './end-of-day-balance.ts';
import { containsInterval, containsPortionOf, daysInPeriodInclusiveOfEndDate, interval, type LocalDateInterval } from './local-date-interval.ts';

/** How a transaction moves the balance that earns interest: deposits (and dividend payouts) add, withdrawals and charge payments take away, others leave it. */
export type BalanceEffect = 'deposit' | 'withdrawal' | 'none';

/** A non-interest-posting transaction with the days its balance lasts (Fineract's SavingsAccountTransactionDetailsForPostingPeriod). */
export interface TransactionBalance {
  readonly transactionDate: LocalDate;
  readonly endOfBalanceDate: LocalDate;
  readonly balanceNumberOfDays: number;
  readonly amount: Decimal;
  readonly runningBalance: Decimal;
  readonly effect: BalanceEffect;
}

function balanceInterval(t: TransactionBalance): LocalDateInterval {
  return interval(t.transactionDate, t.endOfBalanceDate);
}

/** The balance after the transaction; a withdrawal from a balance that is not positive keeps the stored running balance unless overdraft is allowed. */
function closingAfter(t: TransactionBalance, opening: Decimal, allowOverdraft: boolean): Decimal {
  if (t.effect === 'deposit') {
    return EXACT.add(opening, t.amount);
  }
  if (t.effect === 'withdrawal') {
    return opening.greaterThan(0) || allowOverdraft ? EXACT.sub(opening, t.amount) : t.runningBalance;
  }
  return opening;
}

/** The transaction's balance cut to the period; a balance from before the period is the opening balance carried in. */
function boundedBalance(t: TransactionBalance, opening: Decimal, period: LocalDateInterval, allowOverdraft: boolean): EndOfDayBalance {
  let closing = opening;
  let start = t.transactionDate;
  let end = t.endOfBalanceDate;
  let days = t.balanceNumberOfDays;
  if (period.startDate.isAfter(start)) {
    start = period.startDate;
    days = daysInPeriodInclusiveOfEndDate(interval(start, end));
  } else {
    closing = closingAfter(t, opening, allowOverdraft);
  }
  if (end.isAfter(period.endDate)) {
    end = period.endDate;
    days = daysInPeriodInclusiveOfEndDate(interval(start, end));
  }
  return { date: start, openingBalance: opening, closingBalance: closing, numberOfDays: days };
}

/** The end-of-day balances of one posting period and the balance it closes with (Fineract's PostingPeriod.createFrom). */
export function postingPeriodBalances(
  period: LocalDateInterval,
  startingBalance: Decimal,
  transactions: readonly TransactionBalance[],
  upToInterestCalculationDate: LocalDate,
  allowOverdraft: boolean,
): { readonly balances: EndOfDayBalance[]; readonly closingBalance: Decimal } {
  const balances: EndOfDayBalance[] = [];
  let opening = startingBalance;
  let closeOfDay = opening;
  for (const t of transactions) {
    if (containsInterval(period, balanceInterval(t))) {
      const balance: EndOfDayBalance = {
        date: t.transactionDate,
        openingBalance: opening,
        closingBalance: closingAfter(t, opening, allowOverdraft),
        numberOfDays: t.balanceNumberOfDays,
      };
      balances.push(balance);
      opening = balance.closingBalance;
    } else if (containsPortionOf(balanceInterval(t), period)) {
      const balance = boundedBalance(t, opening, period, allowOverdraft);
      balances.push(balance);
      closeOfDay = balance.closingBalance;
      opening = closeOfDay;
    }
  }
  if (balances.length === 0) {
    const end = period.endDate.isAfter(upToInterestCalculationDate) ? upToInterestCalculationDate : period.endDate;
    balances.push({ date: period.startDate, openingBalance: opening, closingBalance: closeOfDay, numberOfDays: daysInPeriodInclusiveOfEndDate(interval(period.startDate, end)) });
    opening = closeOfDay;
  }
  return { balances, closingBalance: opening };
}
