import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type PasswordPolicyRow = Selectable<TenantDB['m_password_validation_policy']>;

export async function findAllPolicies(untyped: Kysely<object>): Promise<PasswordPolicyRow[]> {
  return tenantTables(untyped).selectFrom('m_password_validation_policy').selectAll().orderBy('id').execute();
}

export async function findActivePolicy(untyped: Kysely<object>): Promise<PasswordPolicyRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_password_validation_policy')
    .selectAll()
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

/** Makes one policy the only active one. */
export async function activatePolicy(untyped: Kysely<object>, policyId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.updateTable('m_password_validation_policy').set({ active: false }).where('id', '!=', policyId).where('active', '=', true).execute();
  await db.updateTable('m_password_validation_policy').set({ active: true }).where('id', '=', policyId).execute();
}
