import { defineCommand } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { GroupCommandQuery, GroupCommandRequest, GroupCommandResult, GroupIdParams } from '../groups/groups.schemas.ts';

const tags = ['Groups'];

/** `roleId` of unassignRole and updateRole: a whole number, or absent (the handler asks for it). */
function roleIdOf(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(trimmed)) {
    throw unsupportedQueryValue('roleId', trimmed);
  }
  return Number(trimmed);
}

export const groupLifecycleRoutes = [
  defineCommand({
    method: 'POST',
    url: '/groups/:groupId',
    summary: 'Group commands: activate, associate / disassociate / transfer clients, assign / unassign staff, close, assign / unassign / update a role',
    tags,
    command: {
      byQueryParam: {
        activate: { entity: 'GROUP', action: 'ACTIVATE' },
        associateClients: { entity: 'GROUP', action: 'ASSOCIATECLIENTS' },
        disassociateClients: { entity: 'GROUP', action: 'DISASSOCIATECLIENTS' },
        transferClients: { entity: 'GROUP', action: 'TRANSFERCLIENTS' },
        assignStaff: { entity: 'GROUP', action: 'ASSIGNSTAFF' },
        unassignStaff: { entity: 'GROUP', action: 'UNASSIGNSTAFF' },
        close: { entity: 'GROUP', action: 'CLOSE' },
        assignRole: { entity: 'GROUP', action: 'ASSIGNROLE' },
        unassignRole: { entity: 'GROUP', action: 'UNASSIGNROLE' },
        updateRole: { entity: 'GROUP', action: 'UPDATEROLE' },
      },
    },
    params: GroupIdParams,
    querystring: GroupCommandQuery,
    body: GroupCommandRequest,
    response: GroupCommandResult,
    ids: (req) => {
      const roleId = roleIdOf(req.query.roleId);
      return { entityId: req.params.groupId, ...(roleId === undefined ? {} : { subEntityId: roleId }) };
    },
  }),
  defineCommand({
    method: 'POST',
    url: '/groups/:groupId/command/unassign_staff',
    summary: 'Unassign the staff member of a group or center',
    tags,
    command: { entity: 'GROUP', action: 'UNASSIGNSTAFF' },
    params: GroupIdParams,
    body: GroupCommandRequest,
    response: GroupCommandResult,
    ids: (req) => ({ entityId: req.params.groupId }),
  }),
];
