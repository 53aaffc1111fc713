import { sql, type Expression, type Kysely } from 'kysely';
import { assert } from '../../../shared/assert.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/** What other modules need to know of a client to decide about it (office, status, staff). */
export interface ClientRef {
  readonly id: number;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly statusId: number;
  readonly officeId: number;
  readonly officeHierarchy: string;
  readonly staffId: number | null;
  readonly displayName: string;
  /** `yyyy-mm-dd`, or null while the client was never activated. */
  readonly activationDate: string | null;
}

/**
 * The clients of `ids` that exist, by id, locked for the command's transaction (so that a concurrent
 * transfer or status change of one of them waits until the caller has decided).
 */
export async function lockClientsByIds(untyped: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, ClientRef>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_client as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.id', 'c.account_no', 'c.external_id', 'c.status_enum', 'c.office_id', 'o.hierarchy', 'c.staff_id', 'c.display_name', 'c.activation_date'])
    .where('c.id', 'in', [...ids])
    .orderBy('c.id')
    .forUpdate('c')
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        accountNo: row.account_no,
        externalId: row.external_id,
        statusId: row.status_enum,
        officeId: row.office_id,
        officeHierarchy: row.hierarchy ?? '.',
        staffId: row.staff_id,
        displayName: row.display_name,
        activationDate: row.activation_date,
      },
    ]),
  );
}

/** Gives the clients `staffId` (a group's staff member passed on to its members); stamps the modification. */
export async function assignStaffToClients(untyped: Kysely<object>, clientIds: readonly number[], staffId: number | null, userId: number): Promise<void> {
  if (clientIds.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .updateTable('m_client')
    .set({ staff_id: staffId, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', 'in', [...clientIds])
    .execute();
}

/** A group a client belongs to, as a client's detail lists it (Fineract's GroupGeneralData.lookup). */
export interface ClientGroupSummary {
  readonly id: number;
  readonly accountNo: string;
  readonly name: string;
}

/** What the clients module needs to know of a group named in a client command (`groupId`, `destinationGroupId`). */
export interface ClientGroupRef {
  readonly id: number;
  readonly name: string;
  readonly officeId: number;
  /** Fineract's GroupingTypeStatus: 100 pending, 300 active, 600 closed. */
  readonly statusId: number;
  readonly staffId: number | null;
}

/** How the groups module answers the clients module about groups and memberships. */
export interface ClientGroupSource {
  /** The groups (not centers) the client is a member of, by id. */
  groupsOf(db: Kysely<object>, clientId: number): Promise<readonly ClientGroupSummary[]>;
  /** The group (not a center) with that id, or undefined. */
  find(db: Kysely<object>, groupId: number): Promise<ClientGroupRef | undefined>;
  /** Makes the client a member of the group (nothing when it is one already). */
  join(db: Kysely<object>, groupId: number, clientId: number): Promise<void>;
  /** Ends the client's membership of the group, with the roles it held there. */
  leave(db: Kysely<object>, groupId: number, clientId: number): Promise<void>;
  /** A subquery of the ids of clients that belong to any group (for `orphansOnly`). */
  memberClientIds(db: Kysely<object>): Expression<{ client_id: number }>;
}

function groupNotFound(groupId: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${groupId} does not exist`, [groupId]);
}

/**
 * The groups of clients, answered by the groups module (which sits above clients and registers its source
 * when it loads). Until a source is registered no group exists: a client belongs to none and every group id
 * is unknown. Only one source is taken.
 */
export class ClientGroupLookup {
  #source: ClientGroupSource | undefined;

  /** Installs the groups module's source; returns a function that removes it again. */
  register(source: ClientGroupSource): () => void {
    assert(this.#source === undefined, 'the client group lookup takes one source');
    this.#source = source;
    return () => {
      if (this.#source === source) {
        this.#source = undefined;
      }
    };
  }

  /** The `groups` of a client's detail: `[{id, accountNo, name}]`, empty without groups. */
  groupsOf(db: Kysely<object>, clientId: number): Promise<readonly ClientGroupSummary[]> {
    return this.#source === undefined ? Promise.resolve([]) : this.#source.groupsOf(db, clientId);
  }

  /** The group named by a client command; 404 `error.msg.group.id.invalid` when there is none. */
  async require(db: Kysely<object>, groupId: number): Promise<ClientGroupRef> {
    const group = this.#source === undefined ? undefined : await this.#source.find(db, groupId);
    if (group === undefined) {
      throw groupNotFound(groupId);
    }
    return group;
  }

  async join(db: Kysely<object>, groupId: number, clientId: number): Promise<void> {
    if (this.#source === undefined) {
      throw groupNotFound(groupId);
    }
    await this.#source.join(db, groupId, clientId);
  }

  async leave(db: Kysely<object>, groupId: number, clientId: number): Promise<void> {
    if (this.#source === undefined) {
      throw groupNotFound(groupId);
    }
    await this.#source.leave(db, groupId, clientId);
  }

  /** The ids of clients in any group, as a subquery; undefined when no groups exist (every client is outside). */
  memberClientIds(db: Kysely<object>): Expression<{ client_id: number }> | undefined {
    return this.#source?.memberClientIds(db);
  }
}

/** The one lookup of clients' groups (exported from the clients module; the groups module fills it). */
export const clientGroups = new ClientGroupLookup();
