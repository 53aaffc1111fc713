import { Decimal } from 'decimal.js';
import { stringEnumOption, type StringEnumOption } from '../breaches/domain/breach-options.ts';
import type { NearBreachRow } from './near-breaches.repository.ts';

/** A near-breach rule on the wire (Fineract's WorkingCapitalNearBreachData). */
export interface NearBreachView {
  readonly id: number;
  readonly name: string;
  readonly frequency: number;
  readonly frequencyType: StringEnumOption;
  readonly threshold: Decimal;
}

export function presentNearBreach(row: NearBreachRow): NearBreachView {
  return {
    id: row.id,
    name: row.near_breach_name,
    frequency: row.near_breach_frequency,
    frequencyType: stringEnumOption(row.near_breach_frequency_type),
    threshold: new Decimal(row.near_breach_threshold),
  };
}
