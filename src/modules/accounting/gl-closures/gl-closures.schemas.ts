import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

const OfficeOption = Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() });

/** Fineract's GLClosureData (null members omitted). */
export const GlClosure = Type.Object({
  id: Type.Integer(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  closingDate: LocalDateArray,
  deleted: Type.Boolean(),
  createdDate: Type.Optional(LocalDateArray),
  lastUpdatedDate: Type.Optional(LocalDateArray),
  createdByUserId: Type.Optional(Type.Integer()),
  createdByUsername: Type.Optional(Type.String()),
  lastUpdatedByUserId: Type.Optional(Type.Integer()),
  lastUpdatedByUsername: Type.Optional(Type.String()),
  comments: Type.Optional(Type.String()),
  allowedOffices: Type.Array(OfficeOption, { description: 'the offices the user sees with template=true, else empty' }),
});
export const GlClosureList = Type.Array(GlClosure);

export const GlClosureIdParams = Type.Object({ glClosureId: Type.Integer() });
export const GlClosureListQuery = Type.Object({ officeId: Type.Optional(Type.String({ description: 'only this office (0 or absent: all)' })) });
export const GlClosureDetailQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` fills allowedOffices' })) });

export const GlClosureRequest = Type.Object({
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  closingDate: Type.Optional(Type.String({ description: 'mandatory on create; in `dateFormat`, not after the business date' })),
  comments: Type.Optional(Type.String({ maxLength: 500, description: 'the only member an update changes' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
export const GlClosureCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
