import type { Decimal } from 'decimal.js';
import { JobCatalogue, type JobContext } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { SavingsAccountStatus, SavingsAccountSubStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { accountBlocked, creditsBlocked, savingsAccountNotFound, transactionRefused } from '../savings-accounts/savings-accounts.errors.ts';
import { findSavingsAccountForUpdate, updateSavingsAccount } from '../savings-accounts/savings-accounts.repository.ts';
import { AccountingRule } from '../savings-products/domain/savings-product-enums.ts';
import { SavingsTransactionType } from './domain/savings-transaction-type.ts';
import { productAccounting, requireActiveHolder } from './savings-transaction-guards.ts';
import { postSavingsTransaction } from './savings-transactions.postings.ts';
import { insertSavingsTransaction, recomputeSavingsBalances } from './savings-transactions.repository.ts';

/** The posting needs only the database, the clock and the acting user's id. */
function jobCommandContext(job: JobContext): CommandContext {
  const user: Principal = {
    id: job.userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db: job.db, json: new JsonCommand({}), entityId: undefined, subEntityId: undefined, entity: 'SAVINGSACCOUNT', resourceName: undefined,
    subResourceName: undefined, user, commandId: 0, tenantIdentifier: job.tenantIdentifier, clock: job.clock, jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(job.db),
  };
}

/**
 * Credits a share dividend to an active savings account that takes credits, on the business date: a "Dividend Payout"
 * transaction (type 8), the recomputed running balances and, with accounting, the journal entries of
 * Fineract's cash rule (debit the account mapped to the "Payable Dividends" financial activity, credit
 * savings control). Answers the savings transaction's id.
 */
export async function recordSavingsDividendPayout(job: JobContext, savingsAccountId: number, amount: Decimal): Promise<number> {
  const ctx = jobCommandContext(job);
  const account = await findSavingsAccountForUpdate(ctx.db, savingsAccountId);
  if (account === undefined) {
    throw savingsAccountNotFound(savingsAccountId);
  }
  const { row, holder } = account;
  const today = await ctx.clock.businessDate();
  if (row.sub_status_enum === SavingsAccountSubStatus.BLOCK) {
    throw accountBlocked(row.id);
  }
  if (row.sub_status_enum === SavingsAccountSubStatus.BLOCK_CREDIT) {
    throw creditsBlocked(row.id);
  }
  if (row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw transactionRefused('account.is.not.active', 'Transaction is not allowed. Account is not active.', [today.toString()]);
  }
  requireActiveHolder(account);
  const transactionId = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.DIVIDEND_PAYOUT,
    is_reversed: false, transaction_date: today.toString(), amount: amount.toString(), submitted_on_date: today.toString(), created_by: job.userId,
  });
  await recomputeSavingsBalances(ctx.db, row.id, today.toString(), job.userId, transactionId);
  if (row.sub_status_enum === SavingsAccountSubStatus.INACTIVE || row.sub_status_enum === SavingsAccountSubStatus.DORMANT) {
    await updateSavingsAccount(ctx.db, row.id, job.userId, { sub_status_enum: SavingsAccountSubStatus.NONE });
  }
  const accountingRule = await productAccounting(ctx, row);
  if (accountingRule !== AccountingRule.NONE) {
    const payableDividends = await requireFinancialActivityAccount(ctx.db, FinancialActivity.PAYABLE_DIVIDENDS);
    await postSavingsTransaction(ctx, {
      id: transactionId, accountId: row.id, productId: row.product_id ?? 0, accountingRule, kind: 'deposit', officeId: holder.officeId,
      currencyCode: row.currency_code, date: today, amount, overdraftAmount: amount.minus(amount), paymentTypeId: null, paymentDetailId: null,
      transferAccountId: payableDividends,
    }, false);
  }
  return transactionId;
}
