import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { Money } from '../../shared/money/index.ts';

/**
 * Fineract's legacy JSON style, applied to every response in one place: LocalDate → [y, m, d],
 * Decimal and Money → JSON number, Date (instants) → epoch millis, null and undefined members omitted.
 */
export function toWire(value: unknown): unknown {
  if (value === null || value === undefined) {
    return undefined;
  }
  if (typeof value !== 'object') {
    return value;
  }
  // Plain objects first: the most frequent, and none of the classes below (a large read walks thousands of them).
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return wireObject(value as Record<string, unknown>);
  }
  if (Array.isArray(value)) {
    return value.map((item) => toWire(item) ?? null);
  }
  if (value instanceof LocalDate) {
    return [value.year(), value.monthValue(), value.dayOfMonth()];
  }
  if (value instanceof Decimal) {
    return value.toNumber();
  }
  if (value instanceof Money) {
    return value.amount.toNumber();
  }
  if (value instanceof Date) {
    return value.getTime();
  }
  return wireObject(value as Record<string, unknown>);
}

function wireObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const wire = toWire(value[key]);
    if (wire !== undefined) {
      out[key] = wire;
    }
  }
  return out;
}

export function serializeWire(value: unknown): string {
  return JSON.stringify(toWire(value) ?? null);
}

/** `fields=a,b`: keeps only those top-level members (of each item of a list or page). */
export function keepFields(value: unknown, fields: readonly string[]): unknown {
  const pick = (item: unknown): unknown => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return item;
    }
    return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key)));
  };
  if (Array.isArray(value)) {
    return value.map(pick);
  }
  if (typeof value === 'object' && value !== null && 'pageItems' in value && Array.isArray(value.pageItems)) {
    return { ...value, pageItems: value.pageItems.map(pick) };
  }
  return pick(value);
}
