/**
 * The enumerations of working-capital breach rules, as Fineract's typed endpoints write them: the option's
 * `id` and `code` are the constant's name, `value` its label.
 */

/** Fineract's WorkingCapitalLoanPeriodFrequencyType: the unit of a breach or near-breach period. */
export const FREQUENCY_TYPES = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] as const;
export type FrequencyType = (typeof FREQUENCY_TYPES)[number];

/** Fineract's WorkingCapitalBreachAmountCalculationType: how the breach amount is read. */
export const AMOUNT_CALCULATION_TYPES = ['PERCENTAGE', 'FLAT'] as const;
export type AmountCalculationType = (typeof AMOUNT_CALCULATION_TYPES)[number];

/** A string enum option of a typed endpoint. */
export interface StringEnumOption {
  readonly id: string;
  readonly code: string;
  readonly value: string;
}

const LABELS: Readonly<Record<FrequencyType | AmountCalculationType, string>> = {
  DAYS: 'Days',
  WEEKS: 'Weeks',
  MONTHS: 'Months',
  YEARS: 'Years',
  PERCENTAGE: 'Percentage',
  FLAT: 'Flat',
};

function isLabelled(name: string): name is FrequencyType | AmountCalculationType {
  return Object.hasOwn(LABELS, name);
}

/** The option of a stored constant; a constant unknown to us is shown with its name as label. */
export function stringEnumOption(name: string): StringEnumOption {
  return { id: name, code: name, value: isLabelled(name) ? LABELS[name] : name };
}

/** The constant named by `text` (case-insensitive), or undefined. */
export function frequencyTypeOf(text: string): FrequencyType | undefined {
  return FREQUENCY_TYPES.find((name) => name === text.trim().toUpperCase());
}

/** The constant named by `text` (case-insensitive), or undefined. */
export function amountCalculationTypeOf(text: string): AmountCalculationType | undefined {
  return AMOUNT_CALCULATION_TYPES.find((name) => name === text.trim().toUpperCase());
}
