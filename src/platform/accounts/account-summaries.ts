import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';

/** Whose accounts are asked for: a client, a group or a center (by id). */
export interface AccountOwner {
  readonly kind: 'client' | 'group' | 'center';
  readonly id: number;
}

/** One account in a summary list; its members are the providing module's (id, accountNo, status, product…). */
export type AccountSummary = Readonly<Record<string, unknown>> & { readonly id: number };

/**
 * The lists of Fineract's AccountSummaryCollectionData. A client has loan, savings, share and guarantor
 * accounts; a group or center has its own loan and savings accounts, its members' loan and savings accounts
 * and its group-level loans and savings with individual monitoring (GLIM, GSIM).
 */
export interface AccountSummaryLists {
  readonly loanAccounts?: readonly AccountSummary[];
  readonly savingsAccounts?: readonly AccountSummary[];
  readonly shareAccounts?: readonly AccountSummary[];
  readonly guarantorAccounts?: readonly AccountSummary[];
  readonly memberLoanAccounts?: readonly AccountSummary[];
  readonly memberSavingsAccounts?: readonly AccountSummary[];
  readonly groupLoanIndividualMonitoringAccounts?: readonly AccountSummary[];
  readonly gsimAccounts?: readonly AccountSummary[];
}

export type AccountSummaryList = keyof AccountSummaryLists;

/** The lists each kind of owner answers, in Fineract's order. */
const LISTS_OF: Readonly<Record<AccountOwner['kind'], readonly AccountSummaryList[]>> = {
  client: ['loanAccounts', 'savingsAccounts', 'shareAccounts', 'guarantorAccounts'],
  group: ['loanAccounts', 'groupLoanIndividualMonitoringAccounts', 'savingsAccounts', 'memberLoanAccounts', 'memberSavingsAccounts', 'gsimAccounts'],
  center: ['loanAccounts', 'groupLoanIndividualMonitoringAccounts', 'savingsAccounts', 'memberLoanAccounts', 'memberSavingsAccounts', 'gsimAccounts'],
};

/** The tenant's business date, read only by the providers whose lists depend on it (loans in arrears). */
export interface BusinessDateSource {
  businessDate(): Promise<LocalDate>;
}

/** What a module that holds accounts answers for an owner: the lists it fills (others left out). */
export type AccountSummaryProvider = (db: Kysely<object>, owner: AccountOwner, clock: BusinessDateSource) => Promise<AccountSummaryLists>;

/**
 * The accounts of a client, group or center (GET /clients/{id}/accounts and the like). The clients and
 * groups modules answer the route; the modules that hold accounts (loans, savings, shares) register a
 * provider here when they load, so the owner of the route never needs to know them.
 */
export class AccountSummaryRegistry {
  readonly #providers: AccountSummaryProvider[] = [];

  /** Adds a provider; returns a function that removes it again. */
  register(provider: AccountSummaryProvider): () => void {
    this.#providers.push(provider);
    return () => {
      const index = this.#providers.indexOf(provider);
      if (index >= 0) {
        this.#providers.splice(index, 1);
      }
    };
  }

  /**
   * Every provider's lists for the owner, joined in registration order. Only the lists of the owner's kind
   * are kept, and an empty list is left out (as Fineract omits it): an owner without accounts answers `{}`.
   */
  async summaryOf(db: Kysely<object>, owner: AccountOwner, clock: BusinessDateSource): Promise<AccountSummaryLists> {
    const joined = new Map<AccountSummaryList, AccountSummary[]>();
    for (const provider of this.#providers) {
      const lists = await provider(db, owner, clock);
      for (const name of LISTS_OF[owner.kind]) {
        const accounts = Object.hasOwn(lists, name) ? lists[name] : undefined;
        if (accounts !== undefined && accounts.length > 0) {
          joined.set(name, [...(joined.get(name) ?? []), ...accounts]);
        }
      }
    }
    const out: Partial<Record<AccountSummaryList, readonly AccountSummary[]>> = {};
    for (const name of LISTS_OF[owner.kind]) {
      const accounts = joined.get(name);
      if (accounts !== undefined) {
        out[name] = accounts;
      }
    }
    return out;
  }
}

/** The one registry of the application: loans, savings and shares register their providers in it. */
export const accountSummaries = new AccountSummaryRegistry();
