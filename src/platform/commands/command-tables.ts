import type { Generated } from 'kysely';

/** Fineract's command source: one row per command, the audit trail. */
export type CommandTables = {
  m_portfolio_command_source: {
    id: Generated<number>;
    action_name: string;
    entity_name: string;
    office_id: number | null;
    group_id: number | null;
    client_id: number | null;
    loan_id: number | null;
    savings_account_id: number | null;
    api_get_url: string;
    resource_id: number | null;
    subresource_id: number | null;
    command_as_json: string;
    maker_id: number;
    made_on_date: Date | null;
    made_on_date_utc: Date;
    checker_id: number | null;
    checked_on_date: Date | null;
    checked_on_date_utc: Date | null;
    processing_result_enum: number;
    product_id: number | null;
    transaction_id: string | null;
    creditbureau_id: number | null;
    organisation_creditbureau_id: number | null;
    job_name: string | null;
    idempotency_key: string;
    resource_external_id: string | null;
    subresource_external_id: string | null;
    result: string | null;
    result_status_code: number | null;
    request_hash: string | null;
  };
};

/** processing_result_enum values (Fineract's CommandProcessingResultType). */
export const ProcessingResult = {
  INVALID: 0,
  PROCESSED: 1,
  AWAITING_APPROVAL: 2,
  REJECTED: 3,
  UNDER_PROCESSING: 4,
  ERROR: 5,
} as const;
