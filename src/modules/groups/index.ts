import { clientGroups } from '../clients/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { staffPortfolio } from '../organisation/index.ts';
import { codeValueUsage } from '../system/index.ts';
import { groupAccountRoutes } from './group-accounts/group-accounts.routes.ts';
import { centerCommandHandlers } from './centers/centers.commands.ts';
import { centerRoutes } from './centers/centers.routes.ts';
import { groupLifecycleCommandHandlers } from './group-lifecycle/group-lifecycle.commands.ts';
import { groupLifecycleRoutes } from './group-lifecycle/group-lifecycle.routes.ts';
import { groupMemberCommandHandlers } from './group-lifecycle/group-members.commands.ts';
import { groupRoleCommandHandlers } from './group-roles/group-roles.commands.ts';
import { codeValueIsGroupRole } from './group-roles/group-roles.repository.ts';
import { GroupLevel } from './groups/domain/grouping.ts';
import { groupCommandHandlers } from './groups/groups.commands.ts';
import { clientGroupSource, codeValueIsClosureReason, staffHasGroupings } from './groups/groups.repository.ts';
import { groupRoutes } from './groups/groups.routes.ts';

export { groupAccounts } from './group-lifecycle/group-lifecycle.commands.ts';
export { groupMemberAccounts, type GroupMember } from './group-lifecycle/group-members.commands.ts';
export { GroupingStatus, GroupLevel, type GroupingStatusId, type GroupLevelId } from './groups/domain/grouping.ts';
export { groupRecordSource } from './groups/groups.repository.ts';
export { centerStatusOption as groupingStatusOption } from './groups/domain/grouping.ts';

// A staff member keeps a portfolio while a group or center has them (Fineract counts every status).
staffPortfolio.registerUse('group', (db, staffId) => staffHasGroupings(db, staffId, GroupLevel.GROUP));
staffPortfolio.registerUse('center', (db, staffId) => staffHasGroupings(db, staffId, GroupLevel.CENTER));
// Code values stored by groups: the roles of members (GROUPROLE) and closure reasons.
codeValueUsage.registerUse('group role', codeValueIsGroupRole);
codeValueUsage.registerUse('group closure', codeValueIsClosureReason);
// The clients module lists a client's groups and resolves groups named in client commands through this.
clientGroups.register(clientGroupSource);

/** Groups and centers: their members, staff, roles and lifecycles. */
import { groupDatatableEntities } from './groups/groups.queries.ts';

export const groupsModule: ModuleDefinition = {
  name: 'groups',
  routes: [...groupRoutes, ...groupLifecycleRoutes, ...centerRoutes, ...groupAccountRoutes],
  commandHandlers: [...groupCommandHandlers, ...groupLifecycleCommandHandlers, ...groupMemberCommandHandlers, ...groupRoleCommandHandlers, ...centerCommandHandlers],
  datatableEntities: groupDatatableEntities,
};
