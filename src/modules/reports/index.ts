import type { ModuleDefinition } from '../module.ts';
import { reportCommandHandlers } from './report-definitions/report-definitions.commands.ts';
import { reportDefinitionRoutes } from './report-definitions/report-definitions.routes.ts';
import { runReportRoutes } from './run-reports/run-reports.routes.ts';

export { countReport, prepareReport, requireRunPermission, writeReport, type ReportCaller } from './run-reports/run-reports.queries.ts';
export { reportFileWriter, type ReportFileFormat } from './run-reports/run-reports.exports.ts';

/** Fineract's stretchy reports: the report catalogue (/reports) and its runner (/runreports) with CSV, Excel and PDF files. */
export const reportsModule: ModuleDefinition = {
  name: 'reports',
  routes: [...reportDefinitionRoutes, ...runReportRoutes],
  commandHandlers: reportCommandHandlers,
};
