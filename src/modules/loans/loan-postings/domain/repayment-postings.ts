import { Decimal } from 'decimal.js';
import { JournalEntryType, type JournalEntryTypeId, type RoleLine } from '../../../accounting/index.ts';

/** The roles the repayment-like postings use beyond the disbursement's (Fineract's CashAccountsForLoan ids). */
export const RepaymentRole = {
  FUND_SOURCE: 1,
  LOAN_PORTFOLIO: 2,
  INTEREST_ON_LOANS: 3,
  INCOME_FROM_FEES: 4,
  INCOME_FROM_PENALTIES: 5,
  LOSSES_WRITTEN_OFF: 6,
  INTEREST_RECEIVABLE: 7,
  FEES_RECEIVABLE: 8,
  PENALTIES_RECEIVABLE: 9,
  OVERPAYMENT: 11,
  INCOME_FROM_RECOVERY: 12,
  GOODWILL_CREDIT: 13,
  INCOME_FROM_GOODWILL_CREDIT_INTEREST: 19,
  INCOME_FROM_GOODWILL_CREDIT_FEES: 20,
  INCOME_FROM_GOODWILL_CREDIT_PENALTY: 21,
  INCOME_FROM_CHARGE_OFF_INTEREST: 14,
  INCOME_FROM_CHARGE_OFF_FEES: 15,
  CHARGE_OFF_EXPENSE: 16,
  CHARGE_OFF_FRAUD_EXPENSE: 17,
  INCOME_FROM_CHARGE_OFF_PENALTY: 18,
} as const;

/** The part of a transaction paid to one loan charge. */
export interface ChargeShare {
  readonly chargeId: number;
  readonly amount: Decimal;
}

/** What the repayment postings read of a transaction. */
export interface RepaymentPosting {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly overpayment?: Decimal;
  readonly amount: Decimal;
  readonly paymentTypeId: number | null;
  readonly feePayments: readonly ChargeShare[];
  readonly penaltyPayments: readonly ChargeShare[];
  /** The debit side goes to this account (an account transfer's liability-transfer account). */
  readonly transferAccountId?: number;
}

/** How the debit side of a repayment-like transaction is found. */
export type DebitSide = 'fundSource' | 'goodwill' | 'writeOff';

const { DEBIT, CREDIT } = JournalEntryType;
const positive = (amount: Decimal | undefined): amount is Decimal => amount !== undefined && amount.greaterThan(0);

function chargeCredits(role: number, total: Decimal, portions: readonly ChargeShare[]): RoleLine[] {
  const named = portions.filter((p) => positive(p.amount));
  if (named.length === 0) {
    return [{ role, type: CREDIT, amount: total }];
  }
  return named.map((p) => ({ role, type: CREDIT, amount: p.amount, chargeId: p.chargeId }));
}

interface Part {
  readonly amount: Decimal | undefined;
  /** The credited role under the cash rule and under the accrual rules. */
  readonly cash: number;
  readonly accrual: number;
  readonly goodwillDebit: number;
  readonly charges?: readonly ChargeShare[];
}

function partsOf(t: RepaymentPosting): Part[] {
  return [
    { amount: t.principal, cash: RepaymentRole.LOAN_PORTFOLIO, accrual: RepaymentRole.LOAN_PORTFOLIO, goodwillDebit: RepaymentRole.GOODWILL_CREDIT },
    { amount: t.interest, cash: RepaymentRole.INTEREST_ON_LOANS, accrual: RepaymentRole.INTEREST_RECEIVABLE, goodwillDebit: RepaymentRole.INCOME_FROM_GOODWILL_CREDIT_INTEREST },
    { amount: t.fees, cash: RepaymentRole.INCOME_FROM_FEES, accrual: RepaymentRole.FEES_RECEIVABLE, goodwillDebit: RepaymentRole.INCOME_FROM_GOODWILL_CREDIT_FEES, charges: t.feePayments },
    { amount: t.penalties, cash: RepaymentRole.INCOME_FROM_PENALTIES, accrual: RepaymentRole.PENALTIES_RECEIVABLE, goodwillDebit: RepaymentRole.INCOME_FROM_GOODWILL_CREDIT_PENALTY, charges: t.penaltyPayments },
    { amount: t.overpayment, cash: RepaymentRole.OVERPAYMENT, accrual: RepaymentRole.OVERPAYMENT, goodwillDebit: RepaymentRole.GOODWILL_CREDIT },
  ];
}

function debitLine(t: RepaymentPosting, role: number, amount: Decimal): RoleLine {
  const line = { role, type: DEBIT as JournalEntryTypeId, amount, paymentTypeId: t.paymentTypeId };
  return t.transferAccountId === undefined ? line : { ...line, glAccountId: t.transferAccountId };
}

/**
 * Repayment-like transactions (Fineract's cash and accrual processors' repayment postings): each component is
 * credited — under cash to the portfolio and the income accounts, under the accrual rules to the portfolio and the
 * receivables — and the total debited to the fund source (or the transfer account), to the write-off expense for
 * write-offs and waivers (accrual rules), or per component to the goodwill accounts for a goodwill credit.
 */
export function repaymentLines(t: RepaymentPosting, accrual: boolean, debit: DebitSide): RoleLine[] {
  const credits: RoleLine[] = [];
  const goodwill = new Map<number, Decimal>();
  let total = new Decimal(0);
  for (const part of partsOf(t)) {
    if (!positive(part.amount)) {
      continue;
    }
    total = total.plus(part.amount);
    const role = accrual ? part.accrual : part.cash;
    credits.push(...(part.charges !== undefined && !accrual ? chargeCredits(role, part.amount, part.charges) : [{ role, type: CREDIT, amount: part.amount }]));
    goodwill.set(part.goodwillDebit, (goodwill.get(part.goodwillDebit) ?? new Decimal(0)).plus(part.amount));
  }
  if (!positive(total)) {
    return [];
  }
  if (debit === 'goodwill' && t.transferAccountId === undefined) {
    return [...credits, ...[...goodwill].map(([role, amount]) => debitLine(t, role, amount))];
  }
  return [...credits, debitLine(t, debit === 'writeOff' ? RepaymentRole.LOSSES_WRITTEN_OFF : RepaymentRole.FUND_SOURCE, total)];
}

/** Write-off under the cash rule: only the principal moves, from the portfolio to the write-off expense. */
export function cashWriteOffLines(t: RepaymentPosting): RoleLine[] {
  if (!positive(t.principal)) {
    return [];
  }
  return [
    { role: RepaymentRole.LOSSES_WRITTEN_OFF, type: DEBIT, amount: t.principal, paymentTypeId: t.paymentTypeId },
    { role: RepaymentRole.LOAN_PORTFOLIO, type: CREDIT, amount: t.principal, paymentTypeId: t.paymentTypeId },
  ];
}

/** Recovery payment (both rules): the whole amount from the fund source to the recovery income. */
export function recoveryLines(t: RepaymentPosting): RoleLine[] {
  if (!positive(t.amount)) {
    return [];
  }
  return [debitLine(t, RepaymentRole.FUND_SOURCE, t.amount), { role: RepaymentRole.INCOME_FROM_RECOVERY, type: CREDIT, amount: t.amount, paymentTypeId: t.paymentTypeId }];
}

/**
 * How a repayment-like transaction of a charged-off loan is posted under the cash and accrual rules (Fineract's
 * createJournalEntriesForChargeOffLoanRepayments and createJournalEntriesForChargeOffLoanRepaymentAndWriteOffs): a merchant issued or payout refund takes its components
 * back from the charge-off accounts (principal: the charge-off expense, or the fraud expense; interest, fees, penalties:
 * the charge-off incomes); a repayment or a goodwill credit goes to the recovery income.
 */
export type ChargedOffAs = 'refund' | 'recovery';

function chargedOffRoles(as: ChargedOffAs, fraud: boolean): readonly number[] {
  const R = RepaymentRole;
  return as === 'refund'
    ? [fraud ? R.CHARGE_OFF_FRAUD_EXPENSE : R.CHARGE_OFF_EXPENSE, R.INCOME_FROM_CHARGE_OFF_INTEREST, R.INCOME_FROM_CHARGE_OFF_FEES, R.INCOME_FROM_CHARGE_OFF_PENALTY, R.OVERPAYMENT]
    : [R.INCOME_FROM_RECOVERY, R.INCOME_FROM_RECOVERY, R.INCOME_FROM_RECOVERY, R.INCOME_FROM_RECOVERY, R.OVERPAYMENT];
}

/**
 * {@link repaymentLines} of a charged-off loan: each component credited to its charge-off role ({@link ChargedOffAs}),
 * one line per role as Fineract adds them up per account, the total debited to the fund source (or the transfer
 * account), per component to the goodwill accounts for a goodwill credit.
 */
export function chargedOffRepaymentLines(t: RepaymentPosting, as: ChargedOffAs, fraud: boolean, debit: 'fundSource' | 'goodwill'): RoleLine[] {
  const roles = chargedOffRoles(as, fraud);
  const credits = new Map<number, Decimal>();
  const goodwill = new Map<number, Decimal>();
  let total = new Decimal(0);
  partsOf(t).forEach((part, index) => {
    const role = roles[index];
    if (!positive(part.amount) || role === undefined) {
      return;
    }
    total = total.plus(part.amount);
    credits.set(role, (credits.get(role) ?? new Decimal(0)).plus(part.amount));
    goodwill.set(part.goodwillDebit, (goodwill.get(part.goodwillDebit) ?? new Decimal(0)).plus(part.amount));
  });
  if (!positive(total)) {
    return [];
  }
  const creditLines: RoleLine[] = [...credits].map(([role, amount]) => ({ role, type: CREDIT, amount }));
  if (debit === 'goodwill' && t.transferAccountId === undefined) {
    return [...creditLines, ...[...goodwill].map(([role, amount]) => debitLine(t, role, amount))];
  }
  return [...creditLines, debitLine(t, RepaymentRole.FUND_SOURCE, total)];
}
