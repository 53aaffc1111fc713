import { Type } from 'typebox';

export const CollateralType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quality: Type.String(),
  basePrice: Type.Number(),
  unitType: Type.String(),
  pctToBase: Type.Number({ description: 'percent of the base price counted as collateral value (70 = 70 %)' }),
  currency: Type.String({ description: 'ISO 4217 code' }),
});
export const CollateralTypeList = Type.Array(CollateralType);

/** A platform currency (Fineract's CurrencyData). */
export const CollateralCurrency = Type.Object({
  code: Type.String(),
  name: Type.String(),
  decimalPlaces: Type.Integer(),
  inMultiplesOf: Type.Optional(Type.Integer()),
  displaySymbol: Type.Optional(Type.String()),
  nameCode: Type.String(),
  displayLabel: Type.String(),
});
export const CollateralTemplate = Type.Array(CollateralCurrency, { description: 'every platform currency, by name' });

export const CollateralIdParams = Type.Object({ collateralId: Type.Integer() });

const decimal = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));
export const CollateralTypeRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 20, description: 'mandatory on create' })),
  quality: Type.Optional(Type.String({ maxLength: 40, description: 'mandatory on create' })),
  unitType: Type.Optional(Type.String({ maxLength: 10, description: 'mandatory on create' })),
  basePrice: decimal('greater than 0; mandatory on create; a string is read with `locale`'),
  pctToBase: decimal('greater than 0; mandatory on create; a string is read with `locale`'),
  currency: Type.Optional(Type.String({ description: 'ISO code of a platform currency; mandatory on create, kept when absent on update' })),
  locale: Type.Optional(Type.String({ description: 'mandatory on create' })),
});
export const CollateralTypeCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
