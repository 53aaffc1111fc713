import { Decimal } from 'decimal.js';
import { LocalDate } from '../../../shared/time/index.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { Money } from '../../../shared/money/index.ts';
import { paymentTypeUsage } from '../../organisation/index.ts';
import { requireActiveClient } from '../client-charges/client-charges.commands.ts';
import { balanceOf, balanceValues, currencyOf, findClientCharge, updateClientCharge } from '../client-charges/client-charges.repository.ts';
import { undoClientChargePayment, undoClientChargeWaiver } from '../client-charges/domain/client-charge-balance.ts';
import { clientTransactionAlreadyReversed, clientTransactionNotFound } from './client-transactions.errors.ts';
import { chargesPaidBy, clientTransactionUsesPaymentType, lockClientTransaction, markTransactionReversed, type ClientTransactionRow } from './client-transactions.repository.ts';
import { postChargePayment } from './client-transactions.postings.ts';
import type { PaidCharge } from './domain/charge-payment-posting.ts';
import { ClientTransactionType } from './domain/client-transaction-type.ts';

// A payment type named by a client transaction's payment detail cannot be deleted.
paymentTypeUsage.registerUse('client transaction', clientTransactionUsesPaymentType);

/** Puts every charge the transaction paid or waived back as it was before it; answers the charges it paid. */
async function reopenChargesOf(ctx: CommandContext, transaction: ClientTransactionRow): Promise<PaidCharge[]> {
  const money = await ctx.moneyContext();
  const paid: PaidCharge[] = [];
  for (const paidBy of await chargesPaidBy(ctx.db, transaction.id)) {
    const charge = await findClientCharge(ctx.db, paidBy.client_charge_id);
    if (charge === undefined) {
      continue;
    }
    const balance = balanceOf(charge, money);
    const amount = Money.of(currencyOf(charge), transaction.amount, money);
    const reopened =
      transaction.transaction_type_enum === ClientTransactionType.WAIVE_CHARGE ? undoClientChargeWaiver(balance, amount, money) : undoClientChargePayment(balance, amount, money);
    await updateClientCharge(ctx.db, charge.id, balanceValues(reopened));
    paid.push({ incomeAccountId: charge.income_account_id, amount: new Decimal(paidBy.amount) });
  }
  return paid;
}

/** POST /clients/{clientId}/transactions/{transactionId}?command=undo: reverses a payment or waiver of a charge. */
async function undoClientTransaction(ctx: CommandContext): Promise<CommandResult> {
  const client = await requireActiveClient(ctx);
  const transactionId = ctx.subEntityId ?? 0;
  const transaction = await lockClientTransaction(ctx.db, client.id, transactionId);
  if (transaction === undefined) {
    throw clientTransactionNotFound(client.id, transactionId);
  }
  if (transaction.is_reversed) {
    throw clientTransactionAlreadyReversed(client.id, transactionId);
  }
  await markTransactionReversed(ctx.db, transaction.id, ctx.user.id);
  const paid = await reopenChargesOf(ctx, transaction);
  if (transaction.transaction_type_enum === ClientTransactionType.PAY_CHARGE) {
    const posted = { id: transaction.id, clientId: client.id, officeId: transaction.office_id, currencyCode: transaction.currency_code, date: LocalDate.parse(String(transaction.transaction_date)) };
    await postChargePayment(ctx, posted, paid, true);
  }
  return { officeId: client.office_id, clientId: client.id, resourceId: transaction.id };
}

export const clientTransactionCommandHandlers = [commandHandler('CLIENT', 'UNDOTRANSACTION', undoClientTransaction)];
