import type { Kysely } from 'kysely';
import { activePasswordPolicyNotFound } from './password-preferences.errors.ts';
import { presentPolicy, type PasswordValidationPolicyView } from './password-preferences.presenter.ts';
import { findActivePolicy, findAllPolicies, type PasswordPolicyRow } from './password-preferences.repository.ts';

/** The active policy row (for password checks); 404 when none is active. */
export async function requireActivePolicy(db: Kysely<object>): Promise<PasswordPolicyRow> {
  const row = await findActivePolicy(db);
  if (row === undefined) {
    throw activePasswordPolicyNotFound();
  }
  return row;
}

export async function retrieveActivePolicy(db: Kysely<object>): Promise<PasswordValidationPolicyView> {
  return presentPolicy(await requireActivePolicy(db));
}

export async function retrieveAllPolicies(db: Kysely<object>): Promise<PasswordValidationPolicyView[]> {
  return (await findAllPolicies(db)).map(presentPolicy);
}
