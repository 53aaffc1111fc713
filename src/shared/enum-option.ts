/** An enum value on the wire: `{id, code, value}` (Fineract's EnumOptionData). */
export interface EnumOption {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

export function enumOption(id: number, code: string, value: string): EnumOption {
  return { id, code, value };
}
