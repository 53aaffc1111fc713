import { defineQuery, requireUser } from '../../../platform/http/index.ts';
import { availableExports, runReport } from './run-reports.queries.ts';
import { ExportTypes, RunReportParams, RunReportQuery, RunReportResponse } from './run-reports.schemas.ts';

export const runReportRoutes = [
  defineQuery({
    method: 'GET',
    url: '/runreports/availableExports/:reportName',
    summary: 'The export types a report offers',
    description: 'For any signed-in user, as Fineract.',
    tags: ['Run Reports'],
    access: { authenticated: true },
    params: RunReportParams,
    querystring: RunReportQuery,
    response: ExportTypes,
    handle: (req) => availableExports(req.tenant.database.db, req.params.reportName, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/runreports/:reportName',
    summary: 'Run a report',
    description:
      'Parameters as R_<name> (R_officeId=1). Needs READ_<report name>, REPORTING_SUPER_USER, ALL_FUNCTIONS or ALL_FUNCTIONS_READ; ' +
      'parameter lists (parameterType=true) need a signed-in user only. exportCSV=true, exportPDF=true or output-type=CSV|XLSX|PDF answer a file.',
    tags: ['Run Reports'],
    access: { authenticated: true },
    params: RunReportParams,
    querystring: RunReportQuery,
    response: RunReportResponse,
    handle: (req) => {
      const user = requireUser(req.user);
      return runReport(req.tenant.database.db, req.params.reportName, req.query, {
        user,
        businessDate: async () => (await req.clock.businessDate()).toString(),
      });
    },
  }),
];
