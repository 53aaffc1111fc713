import { Type } from 'typebox';

export const Fund = Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), externalId: Type.Optional(Type.String()) });
export const FundList = Type.Array(Fund);
export const FundIdParams = Type.Object({ fundId: Type.Integer() });
export const FundRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create' })),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
});
export const FundCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
