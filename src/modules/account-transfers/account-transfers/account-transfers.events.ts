import type { CommandContext } from '../../../platform/commands/index.ts';
import { recordBusinessEvents, type ExternalEventType } from '../../../platform/events/index.ts';

const SAVINGS_EVENTS: Readonly<Record<'withdrawal' | 'deposit', ExternalEventType>> = {
  withdrawal: { type: 'SavingsWithdrawalBusinessEvent', category: 'Savings' },
  deposit: { type: 'SavingsDepositBusinessEvent', category: 'Savings' },
};

/**
 * The event of a savings leg of an account transfer, raised right after the leg as Fineract's savings domain service
 * raises SavingsWithdrawalBusinessEvent and SavingsDepositBusinessEvent for every withdrawal and deposit it handles, a
 * transfer's included (the transfer's command has no event of its own). Payload: the transaction as
 * SavingsAccountTransactionDataV1. Nothing, and no statement, while the type is disabled.
 */
export async function raiseSavingsLeg(ctx: Pick<CommandContext, 'db' | 'clock'>, kind: 'withdrawal' | 'deposit', leg: { readonly savingsId: number; readonly transactionId: number }): Promise<void> {
  await recordBusinessEvents(ctx.db, [{ type: SAVINGS_EVENTS[kind], businessDate: await ctx.clock.businessDate(), result: { savingsId: leg.savingsId, resourceId: leg.transactionId } }]);
}
