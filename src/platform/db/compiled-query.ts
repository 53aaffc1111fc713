import { createQueryId, type Compilable, type Kysely, type QueryResult } from 'kysely';

/** Where a statement's bound value goes: replaced, on every run, by the value of the same name. */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/**
 * A fixed-shape statement of a hot path, built and compiled by Kysely once per process and then run with
 * each call's values bound in place (its text is the same on every run, so the database layer also keeps it
 * prepared). `build` receives a placeholder per name; each must be used as a plain bound value (a compared
 * value, an inserted or set column), never to choose the shape of the statement (no `in` lists, no branches on
 * it). Every name must end up bound, or the first run throws.
 */
export function compiledQuery<const Names extends string, Row>(
  names: readonly Names[],
  build: (db: Kysely<object>, values: Readonly<Record<Names, never>>) => Compilable<Row>,
): (db: Kysely<object>, values: Readonly<Record<Names, unknown>>) => Promise<QueryResult<Row>> {
  let compiled: { sql: string; query: ReturnType<Compilable<Row>['compile']>['query']; slots: readonly unknown[] } | undefined;
  return async (db, values) => {
    if (compiled === undefined) {
      const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as Record<Names, never>;
      const query = build(db, slots).compile();
      const bound = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => p.name));
      const unbound = names.filter((name) => !bound.has(name));
      if (unbound.length > 0) {
        throw new Error(`compiled query leaves ${unbound.join(', ')} unbound: ${query.sql}`);
      }
      compiled = { sql: query.sql, query: query.query, slots: query.parameters };
    }
    const parameters = compiled.slots.map((slot) => (slot instanceof Slot ? values[slot.name as Names] : slot));
    return db.executeQuery<Row>({ sql: compiled.sql, query: compiled.query, parameters, queryId: createQueryId() });
  };
}
