import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { userHierarchy } from '../offices/offices.queries.ts';
import { retrieveAllStaff, retrieveStaff } from './staff.queries.ts';
import { Staff, StaffCommandResult, StaffIdParams, StaffList, StaffListQuery, StaffRequest } from './staff.schemas.ts';
import { TemplateQuery } from '../offices/offices.schemas.ts';

const tags = ['Staff'];
const READ = { permission: 'READ_STAFF' };

export const staffRoutes = [
  defineQuery({
    method: 'GET',
    url: '/staff',
    summary: 'List staff',
    tags,
    access: READ,
    querystring: StaffListQuery,
    response: StaffList,
    handle: (req) => retrieveAllStaff(req.tenant.database.db, req.query, userHierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/staff/:staffId',
    summary: 'Get a staff member (template=true adds allowedOffices)',
    tags,
    access: READ,
    params: StaffIdParams,
    querystring: TemplateQuery,
    response: Staff,
    handle: (req) => retrieveStaff(req.tenant.database.db, req.params.staffId, req.query, userHierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/staff',
    summary: 'Create a staff member',
    tags,
    command: { entity: 'STAFF', action: 'CREATE' },
    body: StaffRequest,
    response: StaffCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/staff/:staffId',
    summary: 'Update a staff member',
    tags,
    command: { entity: 'STAFF', action: 'UPDATE' },
    params: StaffIdParams,
    body: StaffRequest,
    response: StaffCommandResult,
    ids: (req) => ({ entityId: req.params.staffId }),
  }),
];
