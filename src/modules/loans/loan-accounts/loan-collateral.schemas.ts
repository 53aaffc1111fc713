import { Type } from 'typebox';

export const LoanCollateralIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const LoanCollateral = Type.Object(
  {
    collateralId: Type.Integer({ description: 'the pledge id' }),
    quantity: Type.Number(),
    total: Type.Number({ description: 'quantity × base price of the collateral type' }),
    totalCollateral: Type.Number({ description: 'total × pctToBase / 100' }),
    clientCollateralId: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
