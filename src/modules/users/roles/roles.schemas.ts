import { Type } from 'typebox';

export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  disabled: Type.Boolean(),
});

export const RoleList = Type.Array(Role);

export const Permission = Type.Object({
  grouping: Type.Optional(Type.String()),
  code: Type.String(),
  entityName: Type.Optional(Type.String()),
  actionName: Type.Optional(Type.String()),
  selected: Type.Boolean(),
});

export const RolePermissions = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  disabled: Type.Boolean(),
  permissionUsageData: Type.Array(Permission),
});

export const RoleIdParams = Type.Object({ roleId: Type.Integer() });

export const RoleRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

export const PermissionsRequest = Type.Object({
  permissions: Type.Record(Type.String(), Type.Boolean(), { description: 'Permission code → granted (or maker-checker on).' }),
});

export const CommandResultSchema = Type.Object({
  resourceId: Type.Optional(Type.Integer()),
  officeId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
