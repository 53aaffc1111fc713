import { defineCommand, defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import { retrieveReport, retrieveReportTemplate, retrieveReports } from './report-definitions.queries.ts';
import { Report, ReportCommandResult, ReportIdParams, ReportList, ReportQuery, ReportRequest, ReportTemplate } from './report-definitions.schemas.ts';

const tags = ['Reports'];

export const reportDefinitionRoutes = [
  defineQuery({
    method: 'GET',
    url: '/reports',
    summary: 'List reports and their parameters',
    tags,
    access: { permission: 'READ_REPORT' },
    response: ReportList,
    handle: (req) => retrieveReports(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/reports/template',
    summary: 'Report template (report types, chart sub-types, parameters)',
    tags,
    access: { permission: 'READ_REPORT' },
    response: ReportTemplate,
    handle: (req) => retrieveReportTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/reports/:id',
    summary: 'Get a report with its SQL',
    tags,
    access: { permission: 'READ_REPORT' },
    params: ReportIdParams,
    querystring: ReportQuery,
    response: Report,
    handle: (req) => retrieveReport(req.tenant.database.db, req.params.id, isTrueFlag(req.query.template)),
  }),
  defineCommand({
    method: 'POST',
    url: '/reports',
    summary: 'Create a report (and its READ_<report name> permission)',
    tags,
    command: { entity: 'REPORT', action: 'CREATE' },
    body: ReportRequest,
    response: ReportCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/reports/:id',
    summary: 'Update a report (only useReport of a core report)',
    tags,
    command: { entity: 'REPORT', action: 'UPDATE' },
    params: ReportIdParams,
    body: ReportRequest,
    response: ReportCommandResult,
    ids: (req) => ({ entityId: req.params.id }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/reports/:id',
    summary: 'Delete a report that is not a core report',
    tags,
    command: { entity: 'REPORT', action: 'DELETE' },
    params: ReportIdParams,
    response: ReportCommandResult,
    ids: (req) => ({ entityId: req.params.id }),
  }),
];
