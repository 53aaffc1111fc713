import type { Decimal } from 'decimal.js';

/** One age range of a provisioning criteria: loans overdue `minAge`..`maxAge` days fall in the category. */
export interface ProvisioningDefinition {
  readonly categoryId: number;
  readonly minAge: number;
  readonly maxAge: number;
  /** Of the loan's outstanding balance, in percent. */
  readonly provisioningPercentage: Decimal;
  readonly liabilityAccount: number;
  readonly expenseAccount: number;
}

/** Whether two age ranges share a day (both ends inclusive). */
export function rangesOverlap(a: Pick<ProvisioningDefinition, 'minAge' | 'maxAge'>, b: Pick<ProvisioningDefinition, 'minAge' | 'maxAge'>): boolean {
  return a.minAge <= b.maxAge && b.minAge <= a.maxAge;
}

/** Whether any two of the ranges overlap. */
export function anyOverlap(definitions: readonly Pick<ProvisioningDefinition, 'minAge' | 'maxAge'>[]): boolean {
  return definitions.some((a, i) => definitions.slice(i + 1).some((b) => rangesOverlap(a, b)));
}
