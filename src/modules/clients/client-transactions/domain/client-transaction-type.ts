import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** What a client transaction did (Fineract's ClientTransactionType). */
export const ClientTransactionType = { PAY_CHARGE: 1, WAIVE_CHARGE: 2 } as const;
export type ClientTransactionTypeId = (typeof ClientTransactionType)[keyof typeof ClientTransactionType];

const TYPES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['clientTransactionType.payCharge', 'PAY_CHARGE'],
  2: ['clientTransactionType.waiveCharge', 'WAIVE_CHARGE'],
};

/** `{id, code, value}` as Fineract writes it (the value is the enum's name). */
export function clientTransactionTypeOption(id: number): EnumOption {
  const entry = TYPES[id];
  return entry === undefined ? enumOption(id, 'clientTransactionType.invalid', 'INVALID') : enumOption(id, entry[0], entry[1]);
}
