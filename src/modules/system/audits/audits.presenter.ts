/** processing_result_enum → the label Fineract shows (its enum message properties). */
export const PROCESSING_RESULT_LABELS: Readonly<Record<number, string>> = {
  0: 'invalid',
  1: 'processed',
  2: 'awaiting.approval',
  3: 'rejected',
  4: 'under.processing',
  5: 'error',
};

export interface AuditRow {
  id: number;
  action_name: string;
  entity_name: string;
  resource_id: number | null;
  subresource_id: number | null;
  maker: string | null;
  made_on_date_utc: Date;
  checker: string | null;
  checked_on_date_utc: Date | null;
  processing_result_enum: number;
  command_as_json?: string;
  office_name: string | null;
  client_id: number | null;
  loan_id: number | null;
  api_get_url: string;
}

/** An audit entry on the wire (Fineract's AuditData); instants as epoch milliseconds. */
export interface AuditView {
  id: number;
  actionName: string;
  entityName: string;
  resourceId: number | null;
  subresourceId: number | null;
  maker: string | null;
  madeOnDate: Date;
  checker: string | null;
  checkedOnDate: Date | null;
  processingResult: string;
  commandAsJson?: string;
  officeName: string | null;
  clientId: number | null;
  loanId: number | null;
  url: string;
}

export function presentAudit(row: AuditRow): AuditView {
  return {
    id: row.id,
    actionName: row.action_name,
    entityName: row.entity_name,
    resourceId: row.resource_id,
    subresourceId: row.subresource_id,
    maker: row.maker,
    madeOnDate: row.made_on_date_utc,
    checker: row.checker,
    checkedOnDate: row.checked_on_date_utc,
    processingResult: PROCESSING_RESULT_LABELS[row.processing_result_enum] ?? String(row.processing_result_enum),
    ...(row.command_as_json === undefined ? {} : { commandAsJson: row.command_as_json }),
    officeName: row.office_name,
    clientId: row.client_id,
    loanId: row.loan_id,
    url: row.api_get_url,
  };
}
