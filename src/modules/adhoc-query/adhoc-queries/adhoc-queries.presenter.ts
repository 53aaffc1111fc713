import type { EnumOption } from '../../../shared/enum-option.ts';
import type { AdhocRecord } from './adhoc-queries.repository.ts';
import { REPORT_RUN_FREQUENCIES } from './domain/report-run-frequency.ts';

/** A saved ad-hoc query on the wire (Fineract's AdHocData); null members are omitted. */
export interface AdhocView {
  readonly id: number;
  readonly name: string | null;
  readonly query: string | null;
  readonly tableName: string | null;
  readonly tableFields: string | null;
  readonly email: string | null;
  readonly isActive: boolean;
  readonly createdOn: Date | null;
  readonly createdById: number;
  readonly updatedById: number;
  readonly updatedOn: Date | null;
  readonly createdBy: string | null;
  readonly reportRunFrequencies: readonly EnumOption[];
  readonly reportRunFrequency: number | null;
  readonly reportRunEvery: number | null;
  readonly lastRun: Date | null;
}

/** GET /adhocquery/template. */
export interface AdhocTemplateView {
  readonly isActive: boolean;
  readonly reportRunFrequencies: readonly EnumOption[];
}

export function presentAdhoc(record: AdhocRecord): AdhocView {
  return {
    id: record.id,
    name: record.name,
    query: record.query,
    tableName: record.table_name,
    tableFields: record.table_fields,
    email: record.email,
    isActive: record.is_active,
    createdOn: record.created_date,
    createdById: record.createdby_id,
    updatedById: record.lastmodifiedby_id,
    updatedOn: record.lastmodified_date,
    createdBy: record.created_by_username,
    reportRunFrequencies: REPORT_RUN_FREQUENCIES,
    reportRunFrequency: record.report_run_frequency_code,
    reportRunEvery: record.report_run_every,
    lastRun: record.last_run,
  };
}

export function presentAdhocTemplate(): AdhocTemplateView {
  return { isActive: false, reportRunFrequencies: REPORT_RUN_FREQUENCIES };
}
