import { Type } from 'typebox';

/** A code value as originators show it (Fineract's CodeValueData). */
export const OriginatorCodeValue = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

export const Originator = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  name: Type.Optional(Type.String()),
  status: Type.String({ description: 'ACTIVE, PENDING or INACTIVE' }),
  originatorType: Type.Optional(OriginatorCodeValue),
  originatorTypeId: Type.Optional(Type.Integer()),
  channelType: Type.Optional(OriginatorCodeValue),
  channelTypeId: Type.Optional(Type.Integer()),
});
export const OriginatorList = Type.Array(Originator);

export const OriginatorTemplate = Type.Object({
  externalId: Type.String({ description: 'a freshly generated external id suggestion' }),
  statusOptions: Type.Array(Type.String()),
  originatorTypeOptions: Type.Array(OriginatorCodeValue, { description: 'values of the code LoanOriginatorType' }),
  channelTypeOptions: Type.Array(OriginatorCodeValue, { description: 'values of the code LoanOriginationChannelType' }),
});

export const OriginatorIdParams = Type.Object({ originatorId: Type.Integer() });
export const OriginatorExternalIdParams = Type.Object({ externalId: Type.String() });

const codeValueId = (description: string) => Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description }));
const originatorMembers = {
  name: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  status: Type.Optional(Type.String({ description: 'ACTIVE (default), PENDING or INACTIVE, any case' })),
  originatorTypeId: codeValueId('a value of the code LoanOriginatorType'),
  channelTypeId: codeValueId('a value of the code LoanOriginationChannelType'),
};
export const OriginatorCreateRequest = Type.Object({
  externalId: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory, unique' })),
  ...originatorMembers,
});
export const OriginatorUpdateRequest = Type.Object(originatorMembers);

export const OriginatorCommandResult = Type.Object({
  resourceId: Type.Integer(),
  resourceExternalId: Type.Optional(Type.String()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
