import { defineQuery } from '../../../platform/http/index.ts';
import { retrieveAudit, retrieveAudits, retrieveAuditSearchTemplate } from './audits.queries.ts';
import { AuditIdParams, AuditList, AuditSearchQuery, AuditSearchTemplate, AuditView } from './audits.schemas.ts';

const tags = ['Audits'];
const access = { permission: 'READ_AUDIT' };

export const auditRoutes = [
  defineQuery({
    method: 'GET',
    url: '/audits',
    summary: 'Search the audit trail of commands',
    tags,
    access,
    querystring: AuditSearchQuery,
    response: AuditList,
    handle: (req) => retrieveAudits(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/audits/searchtemplate',
    summary: 'Options for an audit search: users, action names, entity names, processing results',
    tags,
    access,
    response: AuditSearchTemplate,
    handle: (req) => retrieveAuditSearchTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/audits/:auditId',
    summary: 'Get one audit entry with its request JSON',
    tags,
    access,
    params: AuditIdParams,
    response: AuditView,
    handle: (req) => retrieveAudit(req.tenant.database.db, req.params.auditId),
  }),
];
