import type { Kysely, Selectable } from 'kysely';

/** Fineract's m_password_validation_policy. */
export type PasswordPolicyTables = {
  m_password_validation_policy: { id: number; regex: string; description: string; active: boolean; key: string };
};

export type PasswordPolicyRow = Selectable<PasswordPolicyTables['m_password_validation_policy']>;

export async function findAllPolicies(untyped: Kysely<object>): Promise<PasswordPolicyRow[]> {
  return untyped.withTables<PasswordPolicyTables>().selectFrom('m_password_validation_policy').selectAll().orderBy('id').execute();
}

export async function findActivePolicy(untyped: Kysely<object>): Promise<PasswordPolicyRow | undefined> {
  return untyped
    .withTables<PasswordPolicyTables>()
    .selectFrom('m_password_validation_policy')
    .selectAll()
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

/** Makes one policy the only active one. */
export async function activatePolicy(untyped: Kysely<object>, policyId: number): Promise<void> {
  const db = untyped.withTables<PasswordPolicyTables>();
  await db.updateTable('m_password_validation_policy').set({ active: false }).where('id', '!=', policyId).where('active', '=', true).execute();
  await db.updateTable('m_password_validation_policy').set({ active: true }).where('id', '=', policyId).execute();
}
