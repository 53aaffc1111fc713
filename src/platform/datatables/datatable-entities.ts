import type { Kysely } from 'kysely';
import type { Principal } from '../security/principal.ts';

/**
 * The ids a datatable entry belongs to, as its command result names them (Fineract answers the office,
 * group, client, loan or savings account of the entity an entry extends).
 */
export interface DatatableEntityScope {
  readonly officeId?: number | null;
  readonly groupId?: number | null;
  readonly clientId?: number | null;
  readonly loanId?: number | null;
  readonly savingsId?: number | null;
  readonly transactionId?: string | null;
}

/**
 * An application table that datatables may extend, contributed by the module that owns it. `scopeOf`
 * finds the record within the user's office hierarchy (undefined: no such record, or not the user's to see).
 */
export interface DatatableEntity {
  /** Fineract's entity name (`m_client`, `m_center`…), as in x_registered_table.application_table_name. */
  readonly name: string;
  /** The table a datatable's foreign key references (`m_group` for centers). */
  readonly appTable: string;
  scopeOf(db: Kysely<object>, id: number, user: Principal): Promise<DatatableEntityScope | undefined>;
}

/**
 * The entities whose module exists. A datatable can be created only for one of them; the others
 * (loans, savings…) join when their modules register.
 */
export class DatatableEntityRegistry {
  private readonly entities = new Map<string, DatatableEntity>();

  /** Adds or replaces the entity of that name (the application may be built more than once in a process). */
  register(entities: readonly DatatableEntity[]): void {
    for (const entity of entities) {
      this.entities.set(entity.name, entity);
    }
  }

  get(name: string): DatatableEntity | undefined {
    return this.entities.get(name);
  }
}

/** The process's registry, filled from the modules' definitions when the application is built. */
export const datatableEntities = new DatatableEntityRegistry();
