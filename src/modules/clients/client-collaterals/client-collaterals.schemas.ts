import { Type } from 'typebox';

export const ClientCollateral = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String({ description: "the collateral type's name" }),
  quantity: Type.Number({ description: 'available (unpledged) quantity' }),
  total: Type.Number({ description: 'quantity × basePrice' }),
  totalCollateral: Type.Number({ description: 'total × pctToBase / 100' }),
  loanTransactionData: Type.Optional(Type.Array(Type.Object({ loanId: Type.Integer() }, { additionalProperties: true }), { description: 'GET one only' })),
});
export const ClientCollateralList = Type.Array(ClientCollateral);

export const ClientCollateralTemplateEntry = Type.Object({
  collateralId: Type.Integer({ description: 'the client collateral id (to pledge on a loan application)' }),
  name: Type.String(),
  basePrice: Type.Number(),
  pctToBase: Type.Number(),
  quantity: Type.Number(),
});
export const ClientCollateralTemplate = Type.Array(ClientCollateralTemplateEntry);

export const ClientIdParams = Type.Object({ clientId: Type.Integer() });
export const ClientCollateralIdParams = Type.Object({ clientId: Type.Integer(), clientCollateralId: Type.Integer() });
export const ClientCollateralListQuery = Type.Object({
  prodId: Type.Optional(Type.String({ description: "a loan product id: only collaterals in the product's currency" })),
});

const decimal = (description: string) => Type.Union([Type.Number(), Type.String()], { description });
export const ClientCollateralRequest = Type.Object({
  collateralId: Type.Optional(Type.Integer({ description: 'the collateral type; mandatory' })),
  quantity: Type.Optional(decimal('greater than 0; mandatory; a string is read with `locale`')),
  locale: Type.Optional(Type.String()),
});
export const ClientCollateralUpdateRequest = Type.Object({
  quantity: Type.Optional(decimal('greater than 0; mandatory; a string is read with `locale`')),
  locale: Type.Optional(Type.String()),
});
export const ClientCollateralCommandResult = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
