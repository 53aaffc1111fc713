/** The report types a report may have (Fineract's reporting services: Table, Chart and SMS run here; Pentaho is kept but not run). */
export const REPORT_TYPES: readonly string[] = ['Table', 'Chart', 'SMS', 'Pentaho'];

/** The sub-types of a Chart report. */
export const REPORT_SUB_TYPES: readonly string[] = ['Bar', 'Pie'];

/** The types whose report is SQL (reportSql required); every other type must have none. */
export const SQL_REPORT_TYPES: readonly string[] = ['Table', 'Chart'];

/** The types the runner answers; another type has no reporting service here (503, as Fineract without its plugin). */
export const RUNNABLE_REPORT_TYPES: readonly string[] = ['Table', 'Chart', 'SMS'];
