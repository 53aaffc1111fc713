import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { DATATABLE_CHECK_STATUSES, datatableCheckStatus, ENTITY_TABLES, entityTableNamed } from './domain/entity-tables.ts';
import type { RecordOption } from '../../../platform/commands/index.ts';
import type { EntityDatatableCheckRow, RegisteredTableRow } from './entity-datatable-checks.repository.ts';

/** A check on the wire (Fineract's EntityDataTableChecksData; `order` repeats the id, as Fineract). */
export interface EntityDatatableCheckView {
  readonly id: number;
  readonly entity: string;
  readonly status: EnumOption | undefined;
  readonly datatableName: string;
  readonly systemDefined: boolean;
  readonly order: number;
  readonly productId: number | null;
  readonly productName: string | null;
}

export function presentCheck(row: EntityDatatableCheckRow, productName: string | undefined): EntityDatatableCheckView {
  const status = datatableCheckStatus(row.status_enum);
  return {
    id: row.id,
    entity: row.application_table_name,
    status: status === undefined ? undefined : enumOption(status.id, status.code, status.name),
    datatableName: row.x_registered_table_name,
    systemDefined: row.system_defined,
    order: row.id,
    productId: row.product_id,
    productName: productName ?? null,
  };
}

export interface DatatableCheckStatusView {
  readonly name: string;
  readonly code: number;
}

export interface EntityDatatableChecksTemplateView {
  readonly entities: readonly string[];
  readonly statusClient: readonly DatatableCheckStatusView[];
  readonly statusGroup: readonly DatatableCheckStatusView[];
  readonly statusSavings: readonly DatatableCheckStatusView[];
  readonly statusLoans: readonly DatatableCheckStatusView[];
  readonly datatables: readonly { readonly entity: string; readonly dataTableName: string }[];
  readonly loanProductDatas: readonly RecordOption[];
  readonly savingsProductDatas: readonly RecordOption[];
}

function statusesOf(entity: string): DatatableCheckStatusView[] {
  return (entityTableNamed(entity)?.checkStatuses ?? []).map((name) => ({ name, code: DATATABLE_CHECK_STATUSES[name].id }));
}

/** Fineract's template: entities, the statuses of the four entities that take checks, datatables and products. */
export function presentTemplate(
  datatables: readonly RegisteredTableRow[],
  loanProducts: readonly RecordOption[],
  savingsProducts: readonly RecordOption[],
): EntityDatatableChecksTemplateView {
  return {
    entities: ENTITY_TABLES.map((table) => table.name),
    statusClient: statusesOf('m_client'),
    statusGroup: statusesOf('m_group'),
    statusSavings: statusesOf('m_savings_account'),
    statusLoans: statusesOf('m_loan'),
    datatables: datatables.map((table) => ({ entity: table.application_table_name, dataTableName: table.registered_table_name })),
    loanProductDatas: loanProducts,
    savingsProductDatas: savingsProducts,
  };
}
