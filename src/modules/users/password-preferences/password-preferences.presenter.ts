import type { PasswordPolicyRow } from './password-preferences.repository.ts';

/** A policy on the wire (Fineract's PasswordValidationPolicyData); the regex stays inside. */
export interface PasswordValidationPolicyView {
  id: number;
  description: string;
  active: boolean;
  key: string;
}

export function presentPolicy(row: PasswordPolicyRow): PasswordValidationPolicyView {
  return { id: row.id, description: row.description, active: row.active, key: row.key };
}
