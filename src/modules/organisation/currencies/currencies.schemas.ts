import { Type } from 'typebox';

export const Currency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Type.Integer(),
  inMultiplesOf: Type.Optional(Type.Integer()),
  displaySymbol: Type.Optional(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});
export const CurrencyConfiguration = Type.Object({ selectedCurrencyOptions: Type.Array(Currency), currencyOptions: Type.Array(Currency) });
export const CurrenciesRequest = Type.Object({ currencies: Type.Array(Type.String({ description: 'ISO 4217 code' }), { description: 'at least one' }) });
export const CurrenciesCommandResult = Type.Object({ changes: Type.Object({ currencies: Type.Array(Type.String()) }) });
