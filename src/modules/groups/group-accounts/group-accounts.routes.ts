import { GroupAccountSummaries } from '../../../platform/accounts/index.ts';
import { defineQuery } from '../../../platform/http/index.ts';
import { CenterIdParams } from '../centers/centers.schemas.ts';
import { GroupLevel } from '../groups/domain/grouping.ts';
import { readerOf } from '../groups/grouping.queries.ts';
import { GroupIdParams } from '../groups/groups.schemas.ts';
import { retrieveGroupingAccounts } from './group-accounts.queries.ts';

export const groupAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/groups/:groupId/accounts',
    operationId: 'retrieveGroupAccount',
    summary: 'A group’s accounts: its own and its members’ loans and savings (empty lists left out)',
    tags: ['Groups'],
    access: { permission: 'READ_GROUP' },
    params: GroupIdParams,
    response: GroupAccountSummaries,
    handle: (req) => retrieveGroupingAccounts(req.tenant.database.db, GroupLevel.GROUP, req.params.groupId, readerOf(req.user).officeHierarchy, req.clock),
  }),
  defineQuery({
    method: 'GET',
    url: '/centers/:centerId/accounts',
    operationId: 'retrieveCenterAccount',
    summary: 'A center’s accounts: its own and its members’ loans and savings (empty lists left out)',
    tags: ['Centers'],
    access: { permission: 'READ_CENTER' },
    params: CenterIdParams,
    response: GroupAccountSummaries,
    handle: (req) => retrieveGroupingAccounts(req.tenant.database.db, GroupLevel.CENTER, req.params.centerId, readerOf(req.user).officeHierarchy, req.clock),
  }),
];
