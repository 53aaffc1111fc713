import { Type } from 'typebox';
import { Permission } from '../roles/roles.schemas.ts';

export const PermissionList = Type.Array(Permission);

export const PermissionsQuery = Type.Object({
  makerCheckerable: Type.Optional(Type.String({ description: '`true`: only permissions that may need a checker; `selected` = they do.' })),
});
