import { Decimal } from 'decimal.js';
import { Money, type CurrencyRules, type MoneyContext } from '../../../../shared/money/index.ts';
import { JournalEntryType } from '../../posting/domain/journal-entry-enums.ts';
import type { PostingLine } from '../../posting/domain/posting-rules.ts';

/** One active loan as provisioning sees it: its oldest unpaid installment's age and the definition that age falls in. */
export interface LoanProvisioningFact {
  readonly officeId: number;
  readonly productId: number;
  readonly currency: CurrencyRules;
  readonly overdueInDays: number;
  readonly criteriaId: number;
  readonly categoryId: number;
  /** In percent. */
  readonly percentage: Decimal;
  /** The loan's total outstanding balance. */
  readonly outstanding: Decimal;
  readonly liabilityAccountId: number;
  readonly expenseAccountId: number;
}

/** One row of a provisioning entry: the amount reserved for the loans sharing every other member. */
export interface ProvisioningLine {
  readonly criteriaId: number;
  readonly officeId: number;
  readonly productId: number;
  readonly currencyCode: string;
  readonly categoryId: number;
  readonly overdueInDays: number;
  readonly liabilityAccountId: number;
  readonly expenseAccountId: number;
  readonly reservedAmount: Decimal;
}

const keyOf = (f: LoanProvisioningFact): string =>
  [f.criteriaId, f.officeId, f.currency.code, f.productId, f.categoryId, f.overdueInDays, f.liabilityAccountId, f.expenseAccountId].join(':');

/**
 * Fineract's grouping: each loan reserves its outstanding balance × percentage / 100, rounded to its
 * currency; loans alike in criteria, office, currency, product, category, days overdue and both accounts
 * share one line, whose amount is the sum of theirs. Lines keep the order of their first loan.
 */
export function provisioningLines(facts: readonly LoanProvisioningFact[], ctx: MoneyContext): ProvisioningLine[] {
  const lines = new Map<string, ProvisioningLine>();
  for (const fact of facts) {
    const reserved = Money.of(fact.currency, new ctx.Decimal(fact.outstanding).times(fact.percentage).dividedBy(100), ctx).amount;
    const key = keyOf(fact);
    const line = lines.get(key);
    lines.set(key, {
      criteriaId: fact.criteriaId,
      officeId: fact.officeId,
      productId: fact.productId,
      currencyCode: fact.currency.code,
      categoryId: fact.categoryId,
      overdueInDays: fact.overdueInDays,
      liabilityAccountId: fact.liabilityAccountId,
      expenseAccountId: fact.expenseAccountId,
      reservedAmount: line === undefined ? reserved : line.reservedAmount.plus(reserved),
    });
  }
  return [...lines.values()];
}

/** The journal lines of one office and currency. */
export interface ProvisioningPosting {
  readonly officeId: number;
  readonly currencyCode: string;
  readonly lines: readonly PostingLine[];
}

function addTo(totals: Map<number, Decimal>, accountId: number, amount: Decimal): void {
  totals.set(accountId, (totals.get(accountId) ?? new Decimal(0)).plus(amount));
}

/**
 * Fineract's provisioning journal: per office and currency, a credit to each liability account and a debit
 * to each expense account of the summed reserved amounts. Accounts with nothing reserved get no line, and
 * an office and currency with nothing reserved no posting.
 */
export function provisioningPostings(lines: readonly ProvisioningLine[]): ProvisioningPosting[] {
  const groups = new Map<string, { officeId: number; currencyCode: string; credits: Map<number, Decimal>; debits: Map<number, Decimal> }>();
  for (const line of lines) {
    const key = `${line.officeId}:${line.currencyCode}`;
    const group = groups.get(key) ?? { officeId: line.officeId, currencyCode: line.currencyCode, credits: new Map<number, Decimal>(), debits: new Map<number, Decimal>() };
    addTo(group.credits, line.liabilityAccountId, line.reservedAmount);
    addTo(group.debits, line.expenseAccountId, line.reservedAmount);
    groups.set(key, group);
  }
  const toLines = (totals: Map<number, Decimal>, type: PostingLine['type']): PostingLine[] =>
    [...totals].filter(([, amount]) => amount.gt(0)).map(([glAccountId, amount]) => ({ glAccountId, type, amount }));
  return [...groups.values()]
    .map((g) => ({ officeId: g.officeId, currencyCode: g.currencyCode, lines: [...toLines(g.credits, JournalEntryType.CREDIT), ...toLines(g.debits, JournalEntryType.DEBIT)] }))
    .filter((p) => p.lines.length > 0);
}
