import { Type } from 'typebox';
import { Role } from '../roles/roles.schemas.ts';

const StaffLookup = Type.Object({ id: Type.Integer(), displayName: Type.String() });

export const AppUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  officeId: Type.Optional(Type.Integer()),
  officeName: Type.Optional(Type.String()),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  passwordNeverExpires: Type.Boolean(),
  availableRoles: Type.Optional(Type.Array(Role)),
  selectedRoles: Type.Array(Role),
  staff: Type.Optional(StaffLookup),
  isSelfServiceUser: Type.Boolean(),
});

export const AppUserList = Type.Array(AppUser);

export const AppUserTemplate = Type.Object({
  allowedOffices: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() })),
  availableRoles: Type.Array(Role),
  selfServiceRoles: Type.Array(Role),
});

export const UserIdParams = Type.Object({ userId: Type.Integer() });

const Id = Type.Union([Type.Integer(), Type.String()]);

export const UserRequest = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 100 })),
  firstname: Type.Optional(Type.String({ maxLength: 100 })),
  lastname: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.String({ maxLength: 100 })),
  officeId: Type.Optional(Id),
  staffId: Type.Optional(Id),
  roles: Type.Optional(Type.Array(Id, { description: 'Role ids; at least one.' })),
  password: Type.Optional(Type.String({ description: 'Must match the active password policy; never returned.' })),
  repeatPassword: Type.Optional(Type.String()),
  sendPasswordToEmail: Type.Optional(Type.Boolean({ description: 'Required on create; false to set `password`.' })),
  passwordNeverExpires: Type.Optional(Type.Boolean()),
  isSelfServiceUser: Type.Optional(Type.Boolean()),
});
