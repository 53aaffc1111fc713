import { Type } from 'typebox';
import { LocalDateArray, OfficeOption } from '../offices/offices.schemas.ts';

export const Staff = Type.Object({
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
  allowedOffices: Type.Optional(Type.Array(OfficeOption)),
});

export const StaffList = Type.Array(Staff);

export const StaffIdParams = Type.Object({ staffId: Type.Integer() });

export const StaffListQuery = Type.Object({
  officeId: Type.Optional(Type.String()),
  staffInOfficeHierarchy: Type.Optional(Type.String({ description: '`true`: active staff of the office and the offices above it' })),
  loanOfficersOnly: Type.Optional(Type.String()),
  status: Type.Optional(Type.String({ description: 'active (default), inactive or all' })),
});

export const StaffRequest = Type.Object({
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  firstname: Type.Optional(Type.String({ maxLength: 50 })),
  lastname: Type.Optional(Type.String({ maxLength: 50 })),
  isLoanOfficer: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
  forceStatus: Type.Optional(Type.Boolean({ description: '`false` skips the portfolio check when deactivating' })),
  mobileNo: Type.Optional(Type.String({ maxLength: 50 })),
  externalId: Type.Optional(Type.String({ maxLength: 100 })),
  joiningDate: Type.Optional(Type.String({ description: 'Date in `dateFormat`; needs `locale`. Mandatory on create.' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const StaffCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
