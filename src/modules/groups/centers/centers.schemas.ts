import { Type } from 'typebox';
import { PageOf } from '../../../platform/http/index.ts';
import { CodeValue, EnumOption, Group, GroupTimeline, LocalDateArray, OfficeOption, PagingQuery, StaffOption } from '../groups/groups.schemas.ts';

/** Fineract's CenterData: `status` carries `groupingStatusType.*` codes; `active` is always present. */
export const Center = Type.Object({
  id: Type.Integer(),
  accountNo: Type.String(),
  name: Type.String(),
  externalId: Type.Optional(Type.String()),
  officeId: Type.Integer(),
  officeName: Type.String(),
  staffId: Type.Optional(Type.Integer()),
  staffName: Type.Optional(Type.String()),
  hierarchy: Type.Optional(Type.String()),
  status: EnumOption,
  active: Type.Boolean(),
  activationDate: Type.Optional(LocalDateArray),
  timeline: GroupTimeline,
});

export const CenterDetail = Type.Intersect([
  Center,
  Type.Object({
    groupMembers: Type.Optional(Type.Array(Group)),
    officeOptions: Type.Optional(Type.Array(OfficeOption)),
    staffOptions: Type.Optional(Type.Array(StaffOption)),
    groupMembersOptions: Type.Optional(Type.Array(Group)),
  }),
]);

export const CenterList = Type.Union([Type.Array(Center), PageOf(Center)]);

export const CenterTemplate = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  active: Type.Boolean(),
  activationDate: Type.Optional(LocalDateArray),
  officeOptions: Type.Optional(Type.Array(OfficeOption)),
  staffOptions: Type.Optional(Type.Array(StaffOption)),
  groupMembersOptions: Type.Optional(Type.Array(Group)),
  closureReasons: Type.Optional(Type.Array(CodeValue)),
  datatables: Type.Optional(Type.Array(Type.Unknown())),
});

export const CenterIdParams = Type.Object({ centerId: Type.Integer() });

export const CenterListQuery = Type.Object({
  ...PagingQuery,
  name: Type.Optional(Type.String({ description: 'name pattern (SQL LIKE, any letter case)' })),
});

export const CenterQuery = Type.Object({
  associations: Type.Optional(Type.String({ description: 'groupMembers' })),
  template: Type.Optional(Type.String({ description: '`true` adds office, staff and group options' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String()),
});

export const CenterTemplateQuery = Type.Object({
  officeId: Type.Optional(Type.String()),
  command: Type.Optional(Type.String({ description: '`close`: the closure reasons' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String()),
});

export const CenterRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory' })),
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
  staffId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  activationDate: Type.Optional(Type.String({ description: 'Date in `dateFormat`; needs `locale`. Mandatory with `active: true`.' })),
  submittedOnDate: Type.Optional(Type.String()),
  groupMembers: Type.Optional(Type.Array(Type.Integer(), { description: 'create only' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const CenterCommandRequest = Type.Object({
  activationDate: Type.Optional(Type.String()),
  closureDate: Type.Optional(Type.String()),
  closureReasonId: Type.Optional(Type.Integer()),
  groupMembers: Type.Optional(Type.Array(Type.Integer())),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const CenterCommandQuery = Type.Object({ command: Type.String() });
