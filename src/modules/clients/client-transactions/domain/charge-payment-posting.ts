import { Decimal } from 'decimal.js';

/** One charge a client transaction paid: the charge's income account (none: not accounted) and the amount. */
export interface PaidCharge {
  readonly incomeAccountId: number | null;
  readonly amount: Decimal;
}

export interface ChargePaymentLine {
  readonly glAccountId: number;
  readonly side: 'DEBIT' | 'CREDIT';
  readonly amount: Decimal;
}

/**
 * Fineract's journal entry of a client charge payment: one credit per income account (the amounts of the
 * charges that share an account added up, in order of first appearance) and one debit of their total to the
 * fund source. Charges without an income account are not accounted; when none has one there is no entry.
 * Undoing the payment swaps every side.
 */
export function chargePaymentLines(paid: readonly PaidCharge[], fundSourceAccountId: number, undo: boolean): ChargePaymentLine[] {
  const perAccount = new Map<number, Decimal>();
  for (const charge of paid) {
    if (charge.incomeAccountId !== null && charge.amount.greaterThan(0)) {
      perAccount.set(charge.incomeAccountId, (perAccount.get(charge.incomeAccountId) ?? new Decimal(0)).plus(charge.amount));
    }
  }
  if (perAccount.size === 0) {
    return [];
  }
  const [income, fundSource]: readonly ['DEBIT' | 'CREDIT', 'DEBIT' | 'CREDIT'] = undo ? ['DEBIT', 'CREDIT'] : ['CREDIT', 'DEBIT'];
  const credits = [...perAccount].map(([glAccountId, amount]) => ({ glAccountId, side: income, amount }));
  const total = credits.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  return [...credits, { glAccountId: fundSourceAccountId, side: fundSource, amount: total }];
}

/** Whether any paid charge is accounted (has an income account). */
export function isAccounted(paid: readonly PaidCharge[]): boolean {
  return paid.some((charge) => charge.incomeAccountId !== null);
}
