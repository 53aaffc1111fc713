import { Decimal } from 'decimal.js';
import { AMOUNT_CALCULATION_TYPES, FREQUENCY_TYPES, stringEnumOption, type StringEnumOption } from './domain/breach-options.ts';
import type { BreachRow } from './breaches.repository.ts';

/** A breach rule on the wire (Fineract's WorkingCapitalBreachData); absent columns are omitted. */
export interface BreachView {
  readonly id: number;
  readonly name?: string;
  readonly breachFrequency?: number;
  readonly breachFrequencyType?: StringEnumOption;
  readonly breachAmountCalculationType?: StringEnumOption;
  readonly breachAmount?: Decimal;
}

/** GET /working-capital/breach/template (Fineract's WorkingCapitalBreachTemplateResponse). */
export interface BreachTemplateView {
  readonly breachFrequencyTypeOptions: readonly StringEnumOption[];
  readonly breachAmountCalculationTypeOptions: readonly StringEnumOption[];
}

export function presentBreach(row: BreachRow): BreachView {
  return {
    id: row.id,
    ...(row.name === null ? {} : { name: row.name }),
    ...(row.breach_frequency === null ? {} : { breachFrequency: row.breach_frequency }),
    ...(row.breach_frequency_type === null ? {} : { breachFrequencyType: stringEnumOption(row.breach_frequency_type) }),
    ...(row.breach_amount_calculation_type === null ? {} : { breachAmountCalculationType: stringEnumOption(row.breach_amount_calculation_type) }),
    ...(row.breach_amount === null ? {} : { breachAmount: new Decimal(row.breach_amount) }),
  };
}

export function presentBreachTemplate(): BreachTemplateView {
  return {
    breachFrequencyTypeOptions: FREQUENCY_TYPES.map(stringEnumOption),
    breachAmountCalculationTypeOptions: AMOUNT_CALCULATION_TYPES.map(stringEnumOption),
  };
}
