import type { Kysely } from 'kysely';
import type { CommandContext, CommandHandlerRegistration } from '../../../platform/commands/index.ts';
import type { BusinessEventContext } from '../../../platform/events/index.ts';
import { JobCatalogue } from '../../../platform/jobs/index.ts';
import { JsonCommand, type JsonObject } from '../../../shared/validation/index.ts';
import { clientActivated, savingsAccountHolders, updateClient, type ClientActivation } from '../../clients/index.ts';
import { findSavingsAccountForUpdate } from './savings-accounts.repository.ts';
import { savingsAccountLifecycleCommandHandlers } from '../savings-account-lifecycle/savings-account-lifecycle.commands.ts';
import { savingsAccountCommandHandlers } from './savings-accounts.commands.ts';

const DATE = { dateFormat: 'yyyy-MM-dd', locale: 'en' } as const;

function handlerOf(handlers: readonly CommandHandlerRegistration[], action: string): CommandHandlerRegistration['handle'] {
  const found = handlers.find((h) => h.action === action);
  if (found === undefined) {
    throw new Error(`no savings account handler for ${action}`);
  }
  return found.handle;
}

/** The savings command run on behalf of the client activation, in its transaction and as its user. */
function commandContext(ctx: BusinessEventContext, json: JsonObject, entityId: number | undefined): CommandContext {
  return {
    db: ctx.db, user: ctx.user, clock: ctx.clock, moneyContext: ctx.moneyContext, json: new JsonCommand(json), entityId, subEntityId: undefined,
    entity: 'SAVINGSACCOUNT', resourceName: undefined, subResourceName: undefined, commandId: 0, tenantIdentifier: ctx.tenantIdentifier, jobs: JobCatalogue.EMPTY,
  };
}

/**
 * Fineract's client activation with a default savings product: a savings account of that product is
 * submitted, approved and activated on the activation date (with the product's terms and every rule of those
 * commands), and becomes the client's default savings account. Any refusal refuses the activation.
 */
async function openDefaultSavingsAccount(ctx: BusinessEventContext, activation: ClientActivation): Promise<void> {
  if (activation.savingsProductId === null) {
    return;
  }
  const date = activation.activationDate.toString();
  const created = await handlerOf(savingsAccountCommandHandlers, 'CREATE')(
    commandContext(ctx, { clientId: activation.clientId, productId: activation.savingsProductId, submittedOnDate: date, ...DATE }, undefined),
  );
  const accountId = created.savingsId ?? 0;
  await handlerOf(savingsAccountLifecycleCommandHandlers, 'APPROVE')(commandContext(ctx, { approvedOnDate: date, ...DATE }, accountId));
  await handlerOf(savingsAccountLifecycleCommandHandlers, 'ACTIVATE')(commandContext(ctx, { activatedOnDate: date, ...DATE }, accountId));
  await updateClient(ctx.db, activation.clientId, { default_savings_account: accountId }, ctx.user.id);
}

/** The holder of an account (read with the account's row lock, as a savings command would). */
async function findSavingsAccountHolder(db: Kysely<object>, savingsAccountId: number): Promise<{ clientId: number | null } | undefined> {
  const found = await findSavingsAccountForUpdate(db, savingsAccountId);
  return found === undefined ? undefined : { clientId: found.row.client_id };
}

/** Registers the reaction and the holder lookup of `?command=updateSavingsAccount` once, when the savings module loads. */
export function listenToClientActivation(): void {
  clientActivated.listen(openDefaultSavingsAccount);
  savingsAccountHolders.register(findSavingsAccountHolder);
}
