/** One row of m_field_configuration: whether a field may be sent, must be sent, and the pattern it must match. */
export interface FieldConfiguration {
  readonly field: string;
  readonly isEnabled: boolean;
  readonly isMandatory: boolean;
  readonly validationRegex: string | null;
}

/** The body member a configured field is sent as (Fineract configures `addressType` for `addressTypeId`). */
export function memberOf(field: string): string {
  return field === 'addressType' ? 'addressTypeId' : field;
}

/** The members an address request may send: the enabled fields, `locale`, `dateFormat` and `addressId` (Fineract's list). */
export function supportedMembers(configurations: readonly FieldConfiguration[]): string[] {
  return [...configurations.filter((c) => c.isEnabled).map((c) => c.field), 'locale', 'dateFormat', 'addressId'];
}

/**
 * Whether `value` matches `pattern` as a whole (Java's String.matches). A pattern that is not a valid
 * regular expression here rejects nothing, so a bad configuration row cannot block every address.
 */
export function matchesPattern(value: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/** The enabled fields of a configuration that carry a rule (mandatory or a pattern), by body member. */
export function fieldRules(configurations: readonly FieldConfiguration[]): { member: string; isMandatory: boolean; pattern: string | null }[] {
  return configurations
    .filter((c) => c.isEnabled && c.field !== 'addressType')
    .map((c) => ({ member: memberOf(c.field), isMandatory: c.isMandatory, pattern: c.validationRegex === null || c.validationRegex === '' ? null : c.validationRegex }))
    .filter((rule) => rule.isMandatory || rule.pattern !== null);
}
