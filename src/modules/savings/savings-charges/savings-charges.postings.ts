import type { Decimal } from 'decimal.js';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { JournalEntryType } from '../../accounting/index.ts';
import { SavingsAccountRole } from '../savings-products/domain/savings-product-accounting.ts';
import { postSavingsLines, type SavingsLedgerEntry } from '../savings-transactions/savings-transactions.postings.ts';

/** A charge paid from the account balance, as the ledger sees it. */
export interface PostedSavingsFee extends SavingsLedgerEntry {
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
  const income = f.penalty ? SavingsAccountRole.INCOME_FROM_PENALTIES : SavingsAccountRole.INCOME_FROM_FEES;
  await postSavingsLines(ctx.db, ctx.user.id, f, () => ctx.clock.businessDate(), [
    { role: SavingsAccountRole.SAVINGS_CONTROL, type: undo ? JournalEntryType.CREDIT : JournalEntryType.DEBIT, amount: f.amount },
    { role: income, type: undo ? JournalEntryType.DEBIT : JournalEntryType.CREDIT, amount: f.amount, chargeId: f.chargeId },
  ]);
}
