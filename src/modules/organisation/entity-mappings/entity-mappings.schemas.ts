import { Type } from 'typebox';

const WireDate = Type.Array(Type.Integer(), { description: '[year, month, day]' });

export const EntityRelation = Type.Object({ id: Type.Integer(), mappingTypes: Type.String() });
export const EntityRelationList = Type.Array(EntityRelation);
export const EntityMappingList = Type.Array(
  Type.Object({ relationId: Type.Integer(), fromId: Type.Integer(), toId: Type.Integer(), startDate: Type.Optional(WireDate), endDate: Type.Optional(WireDate) }),
);
export const NamedEntityMappingList = Type.Array(
  Type.Object({
    mapId: Type.Integer(),
    relationId: Type.Integer(),
    fromId: Type.Integer(),
    toId: Type.Integer(),
    startDate: Type.Optional(WireDate),
    endDate: Type.Optional(WireDate),
    fromEntity: Type.Optional(Type.String()),
    toEntity: Type.Optional(Type.String()),
  }),
);
export const MapIdParams = Type.Object({ mapId: Type.Integer() });
export const RelIdParams = Type.Object({ relId: Type.Integer() });
export const MappingFilterParams = Type.Object({
  mapId: Type.Integer({ description: 'the relation (mapping type) id' }),
  fromId: Type.Integer({ description: '0: any' }),
  toId: Type.Integer({ description: '0: any' }),
});
export const EntityMappingRequest = Type.Object({
  fromId: Type.Optional(Type.Integer({ minimum: 1, description: 'office or role id (mandatory on create)' })),
  toId: Type.Optional(Type.Integer({ minimum: 1, description: 'loan product, savings product or charge id (mandatory on create)' })),
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String({ description: 'not before startDate' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
  relId: Type.Optional(Type.Integer({ description: 'update only: the relation (mapping type) id; accepted as Fineract sends it' })),
});
export const EntityMappingCommandResult = Type.Object({ resourceId: Type.Integer() });
