import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

export { LocalDateArray, EnumOption };

export const OfficeOption = Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() });
export const StaffOption = Type.Object({
  id: Type.Integer(),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  displayName: Type.String(),
  officeId: Type.Optional(Type.Integer()),
  officeName: Type.Optional(Type.String()),
  isLoanOfficer: Type.Boolean(),
  externalId: Type.Optional(Type.String()),
  mobileNo: Type.Optional(Type.String()),
  isActive: Type.Boolean(),
  joiningDate: Type.Optional(LocalDateArray),
});
export const CodeValue = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Optional(Type.Integer()),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

export const GroupTimeline = Type.Object({
  submittedOnDate: Type.Optional(LocalDateArray),
  submittedByUsername: Type.Optional(Type.String()),
  submittedByFirstname: Type.Optional(Type.String()),
  submittedByLastname: Type.Optional(Type.String()),
  activatedOnDate: Type.Optional(LocalDateArray),
  activatedByUsername: Type.Optional(Type.String()),
  activatedByFirstname: Type.Optional(Type.String()),
  activatedByLastname: Type.Optional(Type.String()),
  closedOnDate: Type.Optional(LocalDateArray),
  closedByUsername: Type.Optional(Type.String()),
  closedByFirstname: Type.Optional(Type.String()),
  closedByLastname: Type.Optional(Type.String()),
});

/** Fineract's GroupGeneralData: `status` carries `clientStatusType.*` codes, as Fineract's group reads do. */
export const Group = Type.Object({
  id: Type.Integer(),
  accountNo: Type.String(),
  name: Type.String(),
  externalId: Type.Optional(Type.String()),
  status: EnumOption,
  active: Type.Boolean(),
  activationDate: Type.Optional(LocalDateArray),
  officeId: Type.Integer(),
  officeName: Type.String(),
  centerId: Type.Optional(Type.Integer()),
  centerName: Type.Optional(Type.String()),
  staffId: Type.Optional(Type.Integer()),
  staffName: Type.Optional(Type.String()),
  hierarchy: Type.Optional(Type.String()),
  groupLevel: Type.String({ description: 'the level id as text: "2"' }),
  timeline: GroupTimeline,
});

export const ClientMember = Type.Object({
  id: Type.Integer(),
  accountNo: Type.String(),
  externalId: Type.Optional(Type.String()),
  status: EnumOption,
  active: Type.Boolean(),
  activationDate: Type.Optional(LocalDateArray),
  firstname: Type.Optional(Type.String()),
  middlename: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  fullname: Type.Optional(Type.String()),
  displayName: Type.String(),
  mobileNo: Type.Optional(Type.String()),
  emailAddress: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(LocalDateArray),
  isStaff: Type.Boolean(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  staffId: Type.Optional(Type.Integer()),
  staffName: Type.Optional(Type.String()),
  legalForm: Type.Optional(EnumOption),
  submittedOnDate: Type.Optional(LocalDateArray),
});

export const ClientOption = Type.Object({ id: Type.Integer(), displayName: Type.String(), officeId: Type.Integer(), officeName: Type.String() });

export const GroupRole = Type.Object({
  id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), active: Type.Boolean(), mandatory: Type.Boolean() }),
  clientId: Type.Optional(Type.Integer()),
  clientName: Type.Optional(Type.String()),
});

export const GroupDetail = Type.Intersect([
  Group,
  Type.Object({
    clientMembers: Type.Optional(Type.Array(ClientMember)),
    activeClientMembers: Type.Optional(Type.Array(ClientMember)),
    groupRoles: Type.Optional(Type.Array(GroupRole)),
    selectedRole: Type.Optional(GroupRole),
    officeOptions: Type.Optional(Type.Array(OfficeOption)),
    staffOptions: Type.Optional(Type.Array(StaffOption)),
    availableRoles: Type.Optional(Type.Array(CodeValue)),
    clientOptions: Type.Optional(Type.Array(ClientOption)),
  }),
]);

export const GroupList = Type.Union([Type.Array(Group), PageOf(Group)]);

export const GroupTemplate = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  centerId: Type.Optional(Type.Integer()),
  accountNo: Type.Optional(Type.String()),
  centerName: Type.Optional(Type.String()),
  staffId: Type.Optional(Type.Integer()),
  staffName: Type.Optional(Type.String()),
  centerOptions: Type.Optional(Type.Array(Type.Unknown())),
  officeOptions: Type.Optional(Type.Array(OfficeOption)),
  staffOptions: Type.Optional(Type.Array(StaffOption)),
  clientOptions: Type.Optional(Type.Array(ClientOption)),
  availableRoles: Type.Optional(Type.Array(CodeValue)),
  closureReasons: Type.Optional(Type.Array(CodeValue)),
  datatables: Type.Optional(Type.Array(Type.Unknown())),
});

export const GroupIdParams = Type.Object({ groupId: Type.Integer() });

export const PagingQuery = {
  officeId: Type.Optional(Type.String()),
  staffId: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String({ description: 'exact external id' })),
  underHierarchy: Type.Optional(Type.String({ description: 'offices at or below this office hierarchy, e.g. `.1.2.`' })),
  paged: Type.Optional(Type.String({ description: '`true`: answer `{totalFilteredRecords, pageItems}`' })),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: 'default 200; 0 for all' })),
  orderBy: Type.Optional(Type.String({ description: 'id, name, accountNo, externalId, officeId, officeName, staffId, status, activationDate, submittedOnDate' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
};

export const GroupListQuery = Type.Object({
  ...PagingQuery,
  name: Type.Optional(Type.String({ description: 'part of the name, any letter case' })),
  orphansOnly: Type.Optional(Type.String({ description: '`true`: only groups under no center' })),
});

export const GroupQuery = Type.Object({
  associations: Type.Optional(Type.String({ description: 'clientMembers, activeClientMembers, groupRoles or all' })),
  roleId: Type.Optional(Type.String({ description: 'adds that role as `selectedRole`' })),
  template: Type.Optional(Type.String({ description: '`true` adds office, staff and role options' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String()),
});

export const GroupTemplateQuery = Type.Object({
  officeId: Type.Optional(Type.String()),
  center: Type.Optional(Type.String({ description: '`true` adds the office\'s centers' })),
  centerId: Type.Optional(Type.String({ description: 'the template of a group under that center' })),
  command: Type.Optional(Type.String({ description: '`close`: the closure reasons' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String()),
});

export const GroupRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory' })),
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create (a group under a center takes the center\'s office)' })),
  centerId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
  staffId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  activationDate: Type.Optional(Type.String({ description: 'Date in `dateFormat`; needs `locale`. Mandatory with `active: true`.' })),
  submittedOnDate: Type.Optional(Type.String()),
  clientMembers: Type.Optional(Type.Array(Type.Integer(), { description: 'create only' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const GroupCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  groupId: Type.Optional(Type.Integer()),
  clientId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** The bodies of POST /groups/{id}?command=… (each command takes its own members). */
export const GroupCommandRequest = Type.Object({
  activationDate: Type.Optional(Type.String()),
  closureDate: Type.Optional(Type.String()),
  closureReasonId: Type.Optional(Type.Integer()),
  clientMembers: Type.Optional(Type.Array(Type.Integer())),
  staffId: Type.Optional(Type.Integer()),
  inheritStaffForClientAccounts: Type.Optional(Type.Boolean()),
  destinationGroupId: Type.Optional(Type.Integer()),
  clients: Type.Optional(Type.Array(Type.Object({ id: Type.Integer() }))),
  inheritDestinationGroupLoanOfficer: Type.Optional(Type.Boolean()),
  transferActiveLoans: Type.Optional(Type.Boolean()),
  role: Type.Optional(Type.Integer({ description: 'a value of code GROUPROLE' })),
  clientId: Type.Optional(Type.Integer()),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const GroupCommandQuery = Type.Object({
  command: Type.String(),
  roleId: Type.Optional(Type.String({ description: 'unassignRole, updateRole: the role' })),
});
