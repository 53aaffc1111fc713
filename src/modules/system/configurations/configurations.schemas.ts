import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';


export const GlobalConfigurationProperty = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  enabled: Type.Boolean(),
  value: Type.Optional(Type.Integer()),
  dateValue: Type.Optional(LocalDateArray),
  stringValue: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  trapDoor: Type.Boolean(),
});

export const GlobalConfigurationList = Type.Object({ globalConfiguration: Type.Array(GlobalConfigurationProperty) });

export const ConfigIdParams = Type.Object({ configId: Type.Integer() });
export const ConfigNameParams = Type.Object({ name: Type.String() });

export const UpdateConfigurationRequest = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  value: Type.Optional(Type.Integer({ minimum: 0 })),
  dateValue: Type.Optional(Type.String({ description: 'Date in `dateFormat`; needs `locale`.' })),
  stringValue: Type.Optional(Type.String()),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const CommandResultSchema = Type.Object({
  resourceId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
