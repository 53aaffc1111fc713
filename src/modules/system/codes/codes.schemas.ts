import { Type } from 'typebox';

export const Code = Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), systemDefined: Type.Boolean() });
export const CodeList = Type.Array(Code);
export const CodeIdParams = Type.Object({ codeId: Type.Integer() });
export const CodeRequest = Type.Object({ name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create' })) });
export const CodeCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });

export const CodeValue = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});
export const CodeValueList = Type.Array(CodeValue);
export const CodeValueIdParams = Type.Object({ codeId: Type.Integer(), codeValueId: Type.Integer() });
export const CodeValueRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create' })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  position: Type.Optional(Type.Integer()),
  isActive: Type.Optional(Type.Boolean({ description: 'default true' })),
  isMandatory: Type.Optional(Type.Boolean({ description: 'create only; default false' })),
});
export const CodeValueCommandResult = Type.Object({
  resourceId: Type.Integer(),
  subResourceId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
