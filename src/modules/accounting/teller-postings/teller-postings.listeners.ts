import { cashierCashMoved, type CashierCashMovement } from '../../organisation/index.ts';
import type { BusinessEventContext } from '../../../platform/events/index.ts';
import { FinancialActivity } from '../financial-activity-accounts/domain/financial-activity.ts';
import { requireFinancialActivityAccounts } from '../financial-activity-accounts/financial-activity-accounts.queries.ts';
import { JournalEntryType } from '../posting/domain/journal-entry-enums.ts';
import { newTransactionId, postJournalEntries, requireBooksOpen } from '../posting/posting.commands.ts';

/**
 * Fineract's posting of a cashier's cash movement: allocating cash debits "cash at teller" (activity 102)
 * and credits "cash at main vault" (101); settling does the opposite. Both activities must be mapped
 * (404 `error.msg.financialActivityAccount.not.found` otherwise, as Fineract), so the movement is refused
 * when the ledger cannot record it. The entry is dated on the movement's date, in the teller's office,
 * under a generated transaction id, with the movement's note as description.
 */
export async function postCashierMovement(ctx: BusinessEventContext, movement: CashierCashMovement): Promise<void> {
  const [vault, till] = await requireFinancialActivityAccounts(ctx.db, [FinancialActivity.CASH_AT_MAINVAULT, FinancialActivity.CASH_AT_TELLER]);
  await requireBooksOpen(ctx.db, movement.officeId, movement.date);
  const [debit, credit] = movement.direction === 'allocate' ? [till, vault] : [vault, till];
  const actor = { userId: ctx.user.id };
  await postJournalEntries(ctx.db, actor, {
    officeId: movement.officeId,
    currencyCode: movement.amount.currency.code,
    entryDate: movement.date,
    transactionId: await newTransactionId(ctx.db, actor, movement.officeId),
    description: movement.note,
    submittedOnDate: await ctx.clock.businessDate(),
    lines: [
      { glAccountId: debit, type: JournalEntryType.DEBIT, amount: movement.amount.amount },
      { glAccountId: credit, type: JournalEntryType.CREDIT, amount: movement.amount.amount },
    ],
  });
}

/** Registers the ledger's reactions to cash movements (once, when the module loads). */
export function listenToCashierMovements(): void {
  cashierCashMoved.listen(postCashierMovement);
}
