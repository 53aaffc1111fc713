import type { Kysely } from 'kysely';
import { assert } from '../../shared/assert.ts';
import type { NotFoundError } from '../../shared/errors/api-errors.ts';

/** A record offered for selection: `{id, name}`. */
export interface RecordOption {
  readonly id: number;
  readonly name: string;
}

/** How the module that owns a kind of record answers lookups of it. */
export interface RecordSource {
  /** The names of those of `ids` that exist. */
  namesOf(db: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
  /** The records offered for selection in templates (e.g. the active products), by name. */
  options(db: Kysely<object>): Promise<readonly RecordOption[]>;
}

/**
 * Looks up records that a lower module refers to by id while a higher module owns them (loan products,
 * savings products, charges). The owning module registers its source when it loads (the dependency
 * order lets it import the lookup, never the reverse). Until a source is registered, no record of the
 * kind exists: every id is unknown and there are no options.
 */
export class RecordLookup {
  #source: RecordSource | undefined;
  readonly #notFound: (id: number) => NotFoundError;

  /** `notFound` builds the 404 refusal for an unknown id, with the owner's Fineract code. */
  constructor(notFound: (id: number) => NotFoundError) {
    this.#notFound = notFound;
  }

  /** Installs the owner's source; returns a function that removes it again. */
  register(source: RecordSource): () => void {
    assert(this.#source === undefined, 'a record lookup takes one source');
    this.#source = source;
    return () => {
      if (this.#source === source) {
        this.#source = undefined;
      }
    };
  }

  namesOf(db: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
    return this.#source === undefined || ids.length === 0 ? Promise.resolve(new Map<number, string>()) : this.#source.namesOf(db, ids);
  }

  options(db: Kysely<object>): Promise<readonly RecordOption[]> {
    return this.#source === undefined ? Promise.resolve([]) : this.#source.options(db);
  }

  /** The record's name; the owner's 404 when there is no such record. */
  async require(db: Kysely<object>, id: number): Promise<string> {
    const name = (await this.namesOf(db, [id])).get(id);
    if (name === undefined) {
      throw this.#notFound(id);
    }
    return name;
  }
}
