import type { Kysely, Transaction } from 'kysely';
import type { TenantDB } from '../../../db/schema/tenant.ts';

export type { TenantDB } from '../../../db/schema/tenant.ts';

/**
 * A tenant database handle typed with every table of the tenant schema (generated from the migrations,
 * see docs/database.md). Which module may write which table is declared in table-owners.ts.
 */
export function tenantTables(db: Transaction<object>): Transaction<TenantDB>;
export function tenantTables(db: Kysely<object>): Kysely<TenantDB>;
export function tenantTables(db: Kysely<object>): Kysely<TenantDB> {
  return db.withTables<Tables<TenantDB>>();
}

/** The same tables as an object type (the generated interfaces have no index signature, `withTables` needs one). */
export type Tables<DB> = { [Table in keyof DB]: DB[Table] };
