import type { Kysely } from 'kysely';

/**
 * One check of whether a record is still used: the names of what uses it (e.g. "client", "loan"), none
 * when free. Runs inside the command's transaction, so it sees the command's own earlier writes.
 */
export type UsageCheck<Key> = (db: Kysely<object>, key: Key) => Promise<readonly string[]>;

/**
 * The single mechanism behind every "still in use" refusal (a staff member's portfolio, a payment type on a
 * transaction, a currency in a product, a code value as a loan reason, a delinquency bucket on a loan…).
 *
 * The module that owns a record declares one registry for it and exports it from its index; the modules
 * that refer to the record (higher in the dependency order) register a check in it when they load. The
 * owner asks the registry before it deletes or deactivates the record, and so never needs to know who
 * refers to it.
 */
export class UsageRegistry<Key> {
  readonly #checks: UsageCheck<Key>[] = [];

  /** What the record is, for messages ("staff", "payment type", "code value"). */
  readonly resource: string;

  constructor(resource: string) {
    this.resource = resource;
  }

  /** Adds a check; returns a function that removes it again. */
  register(check: UsageCheck<Key>): () => void {
    this.#checks.push(check);
    return () => {
      const index = this.#checks.indexOf(check);
      if (index >= 0) {
        this.#checks.splice(index, 1);
      }
    };
  }

  /** Adds a check that reports `usedBy` when `isUsed` answers true. */
  registerUse(usedBy: string, isUsed: (db: Kysely<object>, key: Key) => Promise<boolean>): () => void {
    return this.register(async (db, key) => ((await isUsed(db, key)) ? [usedBy] : []));
  }

  /** What still uses the record, in registration order, without repeats; empty when nothing does. */
  async usesOf(db: Kysely<object>, key: Key): Promise<string[]> {
    const uses: string[] = [];
    for (const check of this.#checks) {
      for (const use of await check(db, key)) {
        if (!uses.includes(use)) {
          uses.push(use);
        }
      }
    }
    return uses;
  }

  /** Throws `refusal(uses)` when anything still uses the record. */
  async refuseIfUsed(db: Kysely<object>, key: Key, refusal: (uses: readonly string[]) => Error): Promise<void> {
    const uses = await this.usesOf(db, key);
    if (uses.length > 0) {
      throw refusal(uses);
    }
  }
}
