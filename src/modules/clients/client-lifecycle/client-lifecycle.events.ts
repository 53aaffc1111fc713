import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { BusinessEvent } from '../../../platform/events/index.ts';

/** A client became active, with the default savings product chosen for it (if any). */
export interface ClientActivation {
  readonly clientId: number;
  readonly officeId: number;
  readonly activationDate: LocalDate;
  readonly savingsProductId: number | null;
}

/** Stated when a client is activated (created active, or `?command=activate`), inside that transaction. */
export const clientActivated = new BusinessEvent<ClientActivation>('ClientActivateBusinessEvent');

/** The client holding a savings account (null for a group's), or undefined when there is no such account. */
export type SavingsAccountHolderLookup = (db: Kysely<object>, savingsAccountId: number) => Promise<{ readonly clientId: number | null } | undefined>;

const holderLookups: SavingsAccountHolderLookup[] = [];

/**
 * Savings accounts as `?command=updateSavingsAccount` sees them: the savings module (higher in the dependency
 * order) registers how to find an account's holder when it loads.
 */
export const savingsAccountHolders = {
  register(lookup: SavingsAccountHolderLookup): void {
    holderLookups.push(lookup);
  },
  async of(db: Kysely<object>, savingsAccountId: number): Promise<{ readonly clientId: number | null } | undefined> {
    for (const lookup of holderLookups) {
      const found = await lookup(db, savingsAccountId);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  },
};
