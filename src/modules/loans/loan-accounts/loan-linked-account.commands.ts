import type { Kysely } from 'kysely';
import type { JsonCommand } from '../../../shared/validation/index.ts';
import { linkedSavingsAccountNotActive, linkedSavingsAccountNotFound, linkedSavingsAccountOfAnotherClient } from './loan-linked-account.errors.ts';
import { findLinkableSavingsAccount, findLinkedSavingsAccount, replaceLinkedSavingsAccount } from './loan-linked-account.repository.ts';

/**
 * Fineract's linked-account check of an application: the savings account must exist (404), be active and be
 * held by the loan's client (400 on `linkAccountId`).
 */
async function requireLinkableSavingsAccount(db: Kysely<object>, savingsId: number, clientId: number | null): Promise<void> {
  const account = await findLinkableSavingsAccount(db, savingsId);
  if (account === undefined) {
    throw linkedSavingsAccountNotFound(savingsId);
  }
  if (!account.active) {
    throw linkedSavingsAccountNotActive(savingsId);
  }
  if (clientId === null || account.clientId !== clientId) {
    throw linkedSavingsAccountOfAnotherClient(savingsId);
  }
}

/** POST /loans: the application's `linkAccountId`, when given, becomes the loan's linked savings account. */
export async function linkSavingsAccountOnCreate(db: Kysely<object>, loanId: number, clientId: number | null, linkAccountId: number | undefined): Promise<void> {
  if (linkAccountId === undefined) {
    return;
  }
  await requireLinkableSavingsAccount(db, linkAccountId, clientId);
  await replaceLinkedSavingsAccount(db, loanId, linkAccountId);
}

/**
 * PUT /loans/{id}: a `linkAccountId` member replaces the link (null removes it); answers the change to report,
 * undefined when the member was absent or named the account already linked.
 */
export async function linkSavingsAccountOnModify(db: Kysely<object>, json: JsonCommand, loanId: number, clientId: number | null, linkAccountId: number | undefined): Promise<{ linkAccountId: number | null } | undefined> {
  if (!Object.hasOwn(json.json, 'linkAccountId')) {
    return undefined;
  }
  const current = await findLinkedSavingsAccount(db, loanId);
  if (linkAccountId === undefined) {
    if (current === undefined) {
      return undefined;
    }
    await replaceLinkedSavingsAccount(db, loanId, null);
    return { linkAccountId: null };
  }
  await requireLinkableSavingsAccount(db, linkAccountId, clientId);
  if (current?.id === linkAccountId) {
    return undefined;
  }
  await replaceLinkedSavingsAccount(db, loanId, linkAccountId);
  return { linkAccountId };
}
