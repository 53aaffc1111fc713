// Generated from the migrations by db/generate-schema.ts: do not edit.
// Regenerate with `npm run db:schema` (or `node db/generate-schema.ts`) after changing a migration;
// `npm run check` fails while this file is out of date.
// The tenant store (db/migrations/tenant-store).

import type { ColumnType } from 'kysely';

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface Tenants {
  created_at: Generated<Date>;
  db_url: string | null;
  id: Generated<number>;
  identifier: string;
  name: string;
  timezone_id: string;
}

export interface TenantStoreDB {
  tenants: Tenants;
}
