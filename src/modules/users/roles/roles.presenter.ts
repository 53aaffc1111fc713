import type { PermissionRow, RoleRow } from './roles.repository.ts';

/** A role on the wire (Fineract's RoleData). */
export interface RoleView {
  id: number;
  name: string;
  description: string;
  disabled: boolean;
}

/** One permission with a flag (Fineract's PermissionData). */
export interface PermissionView {
  grouping: string | null;
  code: string;
  entityName: string | null;
  actionName: string | null;
  selected: boolean;
}

/** A role with every permission, `selected` when the role holds it (Fineract's RolePermissionsData). */
export interface RolePermissionsView extends RoleView {
  permissionUsageData: PermissionView[];
}

export function presentRole(row: RoleRow): RoleView {
  return { id: row.id, name: row.name, description: row.description, disabled: row.is_disabled };
}

export function presentPermission(row: PermissionRow, selected: boolean): PermissionView {
  return { grouping: row.grouping, code: row.code, entityName: row.entity_name, actionName: row.action_name, selected };
}
