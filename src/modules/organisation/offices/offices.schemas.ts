import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

export { LocalDateArray };


export const OfficeOption = Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() });

export const Office = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  nameDecorated: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  openingDate: LocalDateArray,
  hierarchy: Type.Optional(Type.String()),
  parentId: Type.Optional(Type.Integer()),
  parentName: Type.Optional(Type.String()),
  allowedParents: Type.Optional(Type.Array(OfficeOption)),
});

export const OfficeList = Type.Array(Office);

export const OfficeIdParams = Type.Object({ officeId: Type.Integer() });

export const OfficeListQuery = Type.Object({
  includeAllOffices: Type.Optional(Type.String({ description: '`true`: every office, not only those at or below the user\'s office' })),
  orderBy: Type.Optional(Type.String({ description: 'id, name, externalId, openingDate, hierarchy, parentId' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
});

export const TemplateQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });

export const OfficeRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
  parentId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  openingDate: Type.Optional(Type.String({ description: 'Date in `dateFormat`; needs `locale`. Mandatory on create.' })),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const OfficeCommandResult = Type.Object({
  officeId: Type.Integer(),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
