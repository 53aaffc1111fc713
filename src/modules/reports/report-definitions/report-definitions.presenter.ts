import type { ReportJoinRow } from './report-definitions.repository.ts';
import { REPORT_SUB_TYPES, REPORT_TYPES } from './domain/report-types.ts';

/** A parameter usage of a report (Fineract's ReportParameterData). */
export interface ReportParameterView {
  readonly id: number;
  readonly parameterId: number | null;
  readonly reportParameterName: string | null;
  readonly parameterName: string | null;
}

/** A report on the wire (Fineract's ReportData); null members are omitted. */
export interface ReportView {
  readonly id: number;
  readonly reportName: string;
  readonly reportType: string;
  readonly reportSubType: string | null;
  readonly reportCategory: string | null;
  readonly description: string | null;
  readonly reportSql: string | null;
  readonly coreReport: boolean;
  readonly useReport: boolean;
  readonly reportParameters: readonly ReportParameterView[] | null;
}

export interface ReportTemplateView {
  readonly allowedReportTypes: readonly string[];
  readonly allowedReportSubTypes: readonly string[];
  readonly allowedParameters: readonly { readonly id: number; readonly parameterName: string }[];
}

/** Groups report × parameter rows (ordered by report) into reports; a report without usages has no `reportParameters`. */
export function presentReports(rows: readonly ReportJoinRow[]): ReportView[] {
  const reports = new Map<number, ReportView & { reportParameters: ReportParameterView[] | null }>();
  for (const row of rows) {
    let report = reports.get(row.id);
    if (report === undefined) {
      report = {
        id: row.id,
        reportName: row.report_name,
        reportType: row.report_type,
        reportSubType: row.report_subtype,
        reportCategory: row.report_category,
        description: row.description,
        reportSql: row.report_sql,
        coreReport: row.core_report,
        useReport: row.use_report,
        reportParameters: null,
      };
      reports.set(row.id, report);
    }
    if (row.report_parameter_id !== null) {
      report.reportParameters ??= [];
      report.reportParameters.push({
        id: row.report_parameter_id,
        parameterId: row.parameter_id,
        reportParameterName: row.report_parameter_name,
        parameterName: row.parameter_name,
      });
    }
  }
  return [...reports.values()];
}

export function presentTemplate(allowed: readonly { id: number; parameter_name: string }[]): ReportTemplateView {
  return {
    allowedReportTypes: REPORT_TYPES,
    allowedReportSubTypes: REPORT_SUB_TYPES,
    allowedParameters: allowed.map((parameter) => ({ id: parameter.id, parameterName: parameter.parameter_name })),
  };
}
