import type { CodeRow, CodeValueRow } from './codes.repository.ts';

/** A code on the wire (Fineract's CodeData). */
export interface CodeView {
  readonly id: number;
  readonly name: string | null;
  readonly systemDefined: boolean;
}

/** A code value on the wire (Fineract's CodeValueData); templates of other modules list these. */
export interface CodeValueView {
  readonly id: number;
  readonly name: string | null;
  readonly position: number;
  readonly description: string | null;
  readonly active: boolean;
  readonly mandatory: boolean;
}

export function presentCode(row: CodeRow): CodeView {
  return { id: row.id, name: row.code_name, systemDefined: row.is_system_defined };
}

export function presentCodeValue(row: CodeValueRow): CodeValueView {
  return {
    id: row.id,
    name: row.code_value,
    position: row.order_position,
    description: row.code_description,
    active: row.is_active,
    mandatory: row.is_mandatory,
  };
}
