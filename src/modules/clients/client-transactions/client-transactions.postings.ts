import type { CommandContext } from '../../../platform/commands/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import {
  FinancialActivity,
  JournalEntryType,
  PortfolioProductType,
  postJournalEntries,
  requireBooksOpen,
  requireFinancialActivityAccount,
  TransactionIdPrefix,
} from '../../accounting/index.ts';
import { chargePaymentLines, isAccounted, type PaidCharge } from './domain/charge-payment-posting.ts';

/** The client transaction a posting belongs to. */
export interface PostedClientTransaction {
  readonly id: number;
  readonly clientId: number;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly date: LocalDate;
}

/**
 * Posts a client charge payment (or, with `undo`, its reversal) to the ledger as Fineract does: income
 * accounts of the paid charges against the fund source (financial activity 103), under transaction id
 * `C<id>`, entity client, dated on the transaction date. Nothing is posted when no paid charge has an income
 * account; otherwise a missing fund source mapping (404) or closed books (403) refuse the payment.
 */
export async function postChargePayment(ctx: CommandContext, transaction: PostedClientTransaction, paid: readonly PaidCharge[], undo: boolean): Promise<void> {
  if (!isAccounted(paid)) {
    return;
  }
  await requireBooksOpen(ctx.db, transaction.officeId, transaction.date);
  const fundSource = await requireFinancialActivityAccount(ctx.db, FinancialActivity.ASSET_FUND_SOURCE);
  const lines = chargePaymentLines(paid, fundSource, undo);
  if (lines.length === 0) {
    return;
  }
  await postJournalEntries(ctx.db, { userId: ctx.user.id }, {
    officeId: transaction.officeId,
    currencyCode: transaction.currencyCode,
    entryDate: transaction.date,
    transactionId: `${TransactionIdPrefix.CLIENT}${transaction.id}`,
    entity: { type: PortfolioProductType.CLIENT, id: transaction.clientId },
    clientTransactionId: transaction.id,
    submittedOnDate: await ctx.clock.businessDate(),
    lines: lines.map((line) => ({ glAccountId: line.glAccountId, type: line.side === 'DEBIT' ? JournalEntryType.DEBIT : JournalEntryType.CREDIT, amount: line.amount })),
  });
}
