import { Type } from 'typebox';

/** A LocalDate on the wire: `[year, month, day]` (wire-format.ts writes it). */
export const LocalDateArray = Type.Array(Type.Integer(), { minItems: 3, maxItems: 3, description: '[year, month, day]' });

/** An enum value on the wire: Fineract's `{id, code, value}`. */
export const EnumOption = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });
