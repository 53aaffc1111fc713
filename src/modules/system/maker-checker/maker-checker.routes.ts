import { Type } from 'typebox';
import { CommandResult, defineQuery } from '../../../platform/http/index.ts';
import { AuditList, AuditSearchQuery, AuditSearchTemplate } from '../audits/audits.schemas.ts';
import { retrieveMakerCheckerSearchTemplate, retrievePendingCommands } from '../audits/audits.queries.ts';
import { decidePendingCommand, deletePendingCommand } from './maker-checker.commands.ts';

const tags = ['Maker Checker (or 4-eye) functionality'];
const AuditIdParams = Type.Object({ auditId: Type.Integer() });
const Decision = Type.Object({ command: Type.Union([Type.Literal('approve'), Type.Literal('reject')]) });

/**
 * The checker's inbox. Who may decide depends on each entry (`<PERMISSION>_CHECKER` or
 * CHECKER_SUPER_USER), so these routes admit any signed-in user and check per entry.
 */
export const makerCheckerRoutes = [
  defineQuery({
    method: 'GET',
    url: '/makercheckers',
    summary: 'Commands awaiting approval that the user may check',
    tags,
    access: { authenticated: true },
    querystring: AuditSearchQuery,
    response: AuditList,
    handle: (req) => retrievePendingCommands(req.tenant.database.db, req.query, req.user ?? never()),
  }),
  defineQuery({
    method: 'GET',
    url: '/makercheckers/searchtemplate',
    summary: 'Search options for the checker inbox',
    tags,
    access: { authenticated: true },
    response: AuditSearchTemplate,
    handle: (req) => retrieveMakerCheckerSearchTemplate(req.tenant.database.db, req.user ?? never()),
  }),
  defineQuery({
    method: 'POST',
    url: '/makercheckers/:auditId',
    summary: 'Approve (runs it) or reject a command awaiting approval',
    tags,
    access: { authenticated: true },
    params: AuditIdParams,
    querystring: Decision,
    response: CommandResult,
    handle: (req, services) => decidePendingCommand(req.tenant, req.user ?? never(), req.params.auditId, req.query.command, services.pipeline),
  }),
  defineQuery({
    method: 'DELETE',
    url: '/makercheckers/:auditId',
    summary: 'Delete a command awaiting approval',
    tags,
    access: { authenticated: true },
    params: AuditIdParams,
    response: CommandResult,
    handle: (req) => deletePendingCommand(req.tenant, req.user ?? never(), req.params.auditId),
  }),
];

function never(): never {
  throw new Error('authenticated route without a user');
}
