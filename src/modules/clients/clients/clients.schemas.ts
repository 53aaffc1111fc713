import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';
import { DatatableViewSchema } from '../../system/index.ts';

export { LocalDateArray };

const CodeValueRef = Type.Object({ id: Type.Optional(Type.Integer()), name: Type.Optional(Type.String()), active: Type.Boolean(), mandatory: Type.Boolean() });
const CodeValue = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

const Timeline = Type.Object({
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

const NonPersonDetails = Type.Object({
  constitution: Type.Optional(CodeValueRef),
  incorpNumber: Type.Optional(Type.String()),
  incorpValidityTillDate: Type.Optional(LocalDateArray),
  mainBusinessLine: Type.Optional(CodeValueRef),
  remarks: Type.Optional(Type.String()),
});

/** Fineract's ClientData as GET /clients/{id} and the list items show it (template members with template=true). */
export const Client = Type.Object(
  {
    id: Type.Integer(),
    accountNo: Type.String(),
    externalId: Type.Optional(Type.String()),
    status: EnumOption,
    subStatus: Type.Optional(CodeValueRef),
    active: Type.Boolean(),
    activationDate: Type.Optional(LocalDateArray),
    firstname: Type.Optional(Type.String()),
    middlename: Type.Optional(Type.String()),
    lastname: Type.Optional(Type.String()),
    fullname: Type.Optional(Type.String()),
    displayName: Type.Optional(Type.String()),
    mobileNo: Type.Optional(Type.String()),
    emailAddress: Type.Optional(Type.String()),
    dateOfBirth: Type.Optional(LocalDateArray),
    gender: Type.Optional(CodeValueRef),
    clientType: Type.Optional(CodeValueRef),
    clientClassification: Type.Optional(CodeValueRef),
    isStaff: Type.Boolean(),
    officeId: Type.Integer(),
    officeName: Type.String(),
    transferToOfficeId: Type.Optional(Type.Integer()),
    transferToOfficeName: Type.Optional(Type.String()),
    imageId: Type.Optional(Type.Integer()),
    imagePresent: Type.Optional(Type.Boolean()),
    staffId: Type.Optional(Type.Integer()),
    staffName: Type.Optional(Type.String()),
    timeline: Timeline,
    savingsProductId: Type.Optional(Type.Integer()),
    savingsAccountId: Type.Optional(Type.Integer()),
    legalForm: Type.Optional(EnumOption),
    clientNonPersonDetails: Type.Optional(NonPersonDetails),
    groups: Type.Optional(Type.Array(Type.Unknown())),
    clientCollateralManagements: Type.Optional(Type.Array(Type.Unknown())),
  },
  { additionalProperties: true },
);

export const ClientPage = PageOf(Client);

export const ClientTemplate = Type.Object(
  {
    officeId: Type.Optional(Type.Integer()),
    activationDate: Type.Optional(LocalDateArray),
    officeOptions: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() }))),
    staffOptions: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), displayName: Type.String() }, { additionalProperties: true }))),
    genderOptions: Type.Optional(Type.Array(CodeValue)),
    savingProductOptions: Type.Optional(Type.Array(Type.Unknown(), { description: 'savings products (id, name) for savingsProductId' })),
    clientTypeOptions: Type.Optional(Type.Array(CodeValue)),
    clientClassificationOptions: Type.Optional(Type.Array(CodeValue)),
    clientNonPersonConstitutionOptions: Type.Optional(Type.Array(CodeValue)),
    clientNonPersonMainBusinessLineOptions: Type.Optional(Type.Array(CodeValue)),
    clientLegalFormOptions: Type.Optional(Type.Array(EnumOption)),
    familyMemberOptions: Type.Optional(Type.Record(Type.String(), Type.Array(CodeValue))),
    isAddressEnabled: Type.Optional(Type.Boolean()),
    address: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Array(CodeValue)))),
    datatables: Type.Optional(Type.Array(DatatableViewSchema, { description: 'the datatables entity datatable checks require on creation (entries may come with the create request)' })),
    narrations: Type.Optional(Type.Array(CodeValue, { description: 'with commandParam: the reasons of that command' })),
    isStaff: Type.Boolean(),
  },
  { additionalProperties: true },
);

export const ClientIdParams = Type.Object({ clientId: Type.Integer() });
export const ClientExternalIdParams = Type.Object({ externalId: Type.String() });

export const ClientTemplateQuery = Type.Object({
  officeId: Type.Optional(Type.String({ description: 'default: the user’s office' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String({ description: '`true`: staff of the office only, not of the offices above' })),
  commandParam: Type.Optional(Type.String({ description: 'close, acceptTransfer, reject or withdraw: the reasons of that command' })),
});

export const ClientQuery = Type.Object({
  template: Type.Optional(Type.String({ description: '`true` adds the option lists' })),
  staffInSelectedOfficeOnly: Type.Optional(Type.String()),
});

export const ClientListQuery = Type.Object({
  officeId: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String({ description: 'SQL LIKE pattern' })),
  displayName: Type.Optional(Type.String({ description: 'part of the display name, any letter case' })),
  firstName: Type.Optional(Type.String({ description: 'LIKE pattern, any letter case' })),
  lastName: Type.Optional(Type.String({ description: 'LIKE pattern, any letter case' })),
  status: Type.Optional(Type.String({ description: 'pending, active, transfer_in_progress, transfer_on_hold, closed, rejected or withdrawn' })),
  underHierarchy: Type.Optional(Type.String({ description: 'an office hierarchy such as .1.2.' })),
  orphansOnly: Type.Optional(Type.String({ description: 'true: only clients outside every group' })),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: 'default 200; 0 for all' })),
  orderBy: Type.Optional(Type.String({ description: 'id, accountNo, externalId, displayName, firstname, lastname, mobileNo, status, officeId, officeName, activationDate, submittedOnDate' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
});

const dated = { description: 'Date in `dateFormat`; needs `locale`.' };

export const ClientRequest = Type.Object({
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  legalFormId: Type.Optional(Type.Integer({ description: '1 person, 2 entity; mandatory on create' })),
  firstname: Type.Optional(Type.String({ maxLength: 50 })),
  middlename: Type.Optional(Type.String({ maxLength: 50 })),
  lastname: Type.Optional(Type.String({ maxLength: 50 })),
  fullname: Type.Optional(Type.String({ maxLength: 160, description: 'instead of first and last name; required for an entity' })),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
  accountNo: Type.Optional(Type.String({ maxLength: 20, description: 'default: from the client account number format' })),
  mobileNo: Type.Optional(Type.String({ maxLength: 50 })),
  emailAddress: Type.Optional(Type.String({ maxLength: 150 })),
  dateOfBirth: Type.Optional(Type.String(dated)),
  genderId: Type.Optional(Type.Integer({ description: 'a value of code Gender' })),
  clientTypeId: Type.Optional(Type.Integer({ description: 'a value of code ClientType' })),
  clientClassificationId: Type.Optional(Type.Integer({ description: 'a value of code ClientClassification' })),
  staffId: Type.Optional(Type.Integer()),
  isStaff: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean({ description: '`true` creates an active client and needs activationDate' })),
  activationDate: Type.Optional(Type.String(dated)),
  submittedOnDate: Type.Optional(Type.String({ description: 'default: the business date' })),
  savingsProductId: Type.Optional(Type.Integer({ description: 'the default savings product (a pending client only)' })),
  clientNonPersonDetails: Type.Optional(
    Type.Object({
      incorpNumber: Type.Optional(Type.String({ maxLength: 50 })),
      incorpValidityTillDate: Type.Optional(Type.String()),
      constitutionId: Type.Optional(Type.Integer()),
      mainBusinessLineId: Type.Optional(Type.Integer()),
      remarks: Type.Optional(Type.String({ maxLength: 150 })),
    }),
  ),
  groupId: Type.Optional(Type.Integer({ description: 'the group the new client joins' })),
  familyMembers: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 0 })),
  address: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 0 })),
  datatables: Type.Optional(
    Type.Array(Type.Object({ registeredTableName: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) }), { description: 'first entries of the client in its datatables (each needs CREATE_<datatable>)' }),
  ),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const ClientCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  groupId: Type.Optional(Type.Integer({ description: 'the group a new client joined' })),
  clientId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  resourceExternalId: Type.Optional(Type.String()),
  savingsId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
