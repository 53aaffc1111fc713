import type { CommandContext } from '../commands/command.ts';

/** What a listener may use: the publishing command's transaction, user, clock and money rules. */
export type BusinessEventContext = Pick<CommandContext, 'db' | 'user' | 'clock' | 'moneyContext' | 'tenantIdentifier'>;

/** A reaction to a business event; it runs inside the publishing command's transaction. */
export type BusinessEventListener<Payload> = (ctx: BusinessEventContext, payload: Payload) => Promise<void>;

/**
 * A business event: a fact one module states while it changes its records, which modules higher in the
 * dependency order react to without the publisher knowing them (the teller states that cash moved; the
 * accounting module posts the journal entry).
 *
 * The publishing module declares the event and exports it from its index; a listening module registers
 * its reaction when it loads. Listeners run in registration order inside the publisher's transaction, so
 * a reaction that fails refuses the whole command and nothing of it is kept.
 */
export class BusinessEvent<Payload> {
  readonly #listeners: BusinessEventListener<Payload>[] = [];

  /** The event's type name (Fineract's name where Fineract has one). */
  readonly type: string;

  constructor(type: string) {
    this.type = type;
  }

  /** Adds a reaction; returns a function that removes it again. */
  listen(listener: BusinessEventListener<Payload>): () => void {
    this.#listeners.push(listener);
    return () => {
      const index = this.#listeners.indexOf(listener);
      if (index >= 0) {
        this.#listeners.splice(index, 1);
      }
    };
  }

  /** States the event: every reaction runs, in order, in the caller's transaction. */
  async publish(ctx: BusinessEventContext, payload: Payload): Promise<void> {
    for (const listener of [...this.#listeners]) {
      await listener(ctx, payload);
    }
  }
}
