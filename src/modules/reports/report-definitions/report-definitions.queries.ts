import type { Kysely } from 'kysely';
import { reportNotFound } from './report-definitions.errors.ts';
import { presentReports, presentTemplate, type ReportTemplateView, type ReportView } from './report-definitions.presenter.ts';
import { findAllowedParameters, findReportJoins } from './report-definitions.repository.ts';

/** GET /reports: every report with its parameters, without its SQL (as Fineract's list). */
export async function retrieveReports(db: Kysely<object>): Promise<ReportView[]> {
  return presentReports(await findReportJoins(db));
}

/** GET /reports/{id}, with the template's option lists when `template=true`. */
export async function retrieveReport(db: Kysely<object>, reportId: number, template: boolean): Promise<ReportView | (ReportView & ReportTemplateView)> {
  const [report] = presentReports(await findReportJoins(db, reportId));
  if (report === undefined) {
    throw reportNotFound(reportId);
  }
  return template ? { ...report, ...presentTemplate(await findAllowedParameters(db)) } : report;
}

/** GET /reports/template. */
export async function retrieveReportTemplate(db: Kysely<object>): Promise<ReportTemplateView> {
  return presentTemplate(await findAllowedParameters(db));
}
