import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveWorkingDays, retrieveWorkingDaysTemplate } from './working-days.queries.ts';
import { WorkingDays, WorkingDaysCommandResult, WorkingDaysRequest } from './working-days.schemas.ts';

const tags = ['Working Days'];
const READ = { permission: 'READ_WORKINGDAYS' };

export const workingDaysRoutes = [
  defineQuery({ method: 'GET', url: '/workingdays', summary: 'Get the working days', tags, access: READ, response: WorkingDays, handle: (req) => retrieveWorkingDays(req.tenant.database.db) }),
  defineQuery({
    method: 'GET',
    url: '/workingdays/template',
    summary: 'Template for the working days',
    tags,
    access: READ,
    response: WorkingDays,
    handle: () => Promise.resolve(retrieveWorkingDaysTemplate()),
  }),
  defineCommand({
    method: 'PUT',
    url: '/workingdays',
    summary: 'Update the working days',
    tags,
    command: { entity: 'WORKINGDAYS', action: 'UPDATE' },
    body: WorkingDaysRequest,
    response: WorkingDaysCommandResult,
  }),
];
