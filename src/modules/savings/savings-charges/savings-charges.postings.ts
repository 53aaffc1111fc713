import type { Decimal } from 'decimal.js';
import type { CommandContext } from '../../../platform/commands/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { JournalEntryType, PortfolioProductType, postProductJournalEntries, requireBooksOpen, TransactionIdPrefix } from '../../accounting/index.ts';
import { SavingsAccountRole } from '../savings-products/domain/savings-product-accounting.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';

/** A charge paid from the account balance, as the ledger sees it. */
export interface PostedSavingsFee {
  readonly transactionId: number;
  readonly accountId: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly chargeId: number;
  readonly penalty: boolean;
}

/**
 * Fineract's cash rule for a paid savings charge: savings control is debited and the fee (or penalty)
 * income account credited, that of the charge when the product maps one, else the product's; `undo`
 * swaps the sides (the reversal of a withdrawal fee). Nothing when the product has no accounting.
 */
export async function postSavingsFee(ctx: CommandContext, f: PostedSavingsFee, undo = false): Promise<void> {
  if (f.accountingRule === AccountingRule.NONE) {
    return;
  }
  await requireBooksOpen(ctx.db, f.officeId, f.date);
  const income = f.penalty ? SavingsAccountRole.INCOME_FROM_PENALTIES : SavingsAccountRole.INCOME_FROM_FEES;
  await postProductJournalEntries(ctx.db, { userId: ctx.user.id }, { type: PortfolioProductType.SAVING, id: f.productId }, {
    officeId: f.officeId,
    currencyCode: f.currencyCode,
    entryDate: f.date,
    transactionId: `${TransactionIdPrefix.SAVINGS}${f.transactionId}`,
    entity: { type: PortfolioProductType.SAVING, id: f.accountId },
    savingsTransactionId: f.transactionId,
    paymentDetailId: null,
    submittedOnDate: await ctx.clock.businessDate(),
    lines: [
      { role: SavingsAccountRole.SAVINGS_CONTROL, type: undo ? JournalEntryType.CREDIT : JournalEntryType.DEBIT, amount: f.amount },
      { role: income, type: undo ? JournalEntryType.DEBIT : JournalEntryType.CREDIT, amount: f.amount, chargeId: f.chargeId },
    ],
  });
}
