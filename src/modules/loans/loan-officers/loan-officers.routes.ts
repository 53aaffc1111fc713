import { CommandResult, defineCommand, defineQuery, type RouteDefinition } from '../../../platform/http/index.ts';
import { BulkReassignmentRequest, ReassignmentTemplate, ReassignmentTemplateQuery } from './loan-officers.schemas.ts';
import { retrieveReassignmentTemplate } from './loan-officers.queries.ts';

const tags = ['Loans'];
const ENTITY = 'LOAN';

/** `?command=` values of POST /loans/{id} for the loan officer (permissions UPDATELOANOFFICER_LOAN, REMOVELOANOFFICER_LOAN); any case. */
export const LOAN_OFFICER_COMMANDS = {
  assignLoanOfficer: { entity: ENTITY, action: 'UPDATELOANOFFICER' },
  assignloanofficer: { entity: ENTITY, action: 'UPDATELOANOFFICER' },
  unassignLoanOfficer: { entity: ENTITY, action: 'REMOVELOANOFFICER' },
  unassignloanofficer: { entity: ENTITY, action: 'REMOVELOANOFFICER' },
} as const;

const LOAN_COMMAND_URLS = new Set(['/loans/:loanId', '/loans/external-id/:externalId']);

/** The loan command routes (`POST /loans/{loanId}?command=` and its external-id twin) with the officer commands added. */
export function withOfficerCommands(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => {
    if (route.kind !== 'command' || route.method !== 'POST' || !LOAN_COMMAND_URLS.has(route.url) || !('byQueryParam' in route.command)) {
      return route;
    }
    return { ...route, summary: `${route.summary}; assign or unassign the loan officer`, command: { byQueryParam: { ...route.command.byQueryParam, ...LOAN_OFFICER_COMMANDS } } };
  });
}

export const loanOfficerRoutes = [
  defineQuery({
    method: 'GET',
    url: '/loans/loanreassignment/template',
    summary: 'Offices, their loan officers and an officer’s loans, for moving loans between officers',
    tags,
    access: { permission: 'READ_LOAN' },
    querystring: ReassignmentTemplateQuery,
    response: ReassignmentTemplate,
    handle: (req) => retrieveReassignmentTemplate(req.tenant.database.db, req.clock, req.query, req.user?.officeHierarchy ?? '.'),
  }),
  defineCommand({
    method: 'POST',
    url: '/loans/loanreassignment',
    summary: 'Move loans from one loan officer to another',
    tags,
    command: { entity: ENTITY, action: 'BULKREASSIGN' },
    body: BulkReassignmentRequest,
    response: CommandResult,
  }),
];
