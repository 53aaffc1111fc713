/**
 * The entities a datatable can extend and the statuses at which an entity datatable check can apply
 * (Fineract's EntityTables and StatusEnum, with their names, codes and numbers).
 */

export const DATATABLE_CHECK_STATUSES = {
  CREATE: { id: 100, code: 'statusEnum.create' },
  APPROVE: { id: 200, code: 'statusEnum.approve' },
  ACTIVATE: { id: 300, code: 'statusEnum.activate' },
  WITHDRAWN: { id: 400, code: 'statusEnum.withdraw' },
  REJECTED: { id: 500, code: 'statusEnum.reject' },
  CLOSE: { id: 600, code: 'statusEnum.close' },
  WRITE_OFF: { id: 601, code: 'statusEnum.write off' },
  RESCHEDULE: { id: 602, code: 'statusEnum.reschedule' },
  OVERPAY: { id: 700, code: 'statusEnum.overpay' },
  DISBURSE: { id: 800, code: 'statusEnum.disburse' },
} as const;

export type DatatableCheckStatusName = keyof typeof DATATABLE_CHECK_STATUSES;

export interface EntityTable {
  /** The entity's name on the wire and in m_entity_datatable_check.application_table_name. */
  readonly name: string;
  /** The column of a datatable that points at the entity. */
  readonly foreignKeyColumn: string;
  /** The statuses a check may name for this entity; none = the entity takes no checks. */
  readonly checkStatuses: readonly DatatableCheckStatusName[];
}

const entity = (name: string, foreignKeyColumn: string, ...checkStatuses: DatatableCheckStatusName[]): EntityTable => ({ name, foreignKeyColumn, checkStatuses });

/** In Fineract's order (the template lists the names in this order). */
export const ENTITY_TABLES: readonly EntityTable[] = [
  entity('m_client', 'client_id', 'CREATE', 'ACTIVATE', 'CLOSE'),
  entity('m_group', 'group_id', 'CREATE', 'ACTIVATE', 'CLOSE'),
  entity('m_center', 'center_id'),
  entity('m_office', 'office_id'),
  entity('m_product_loan', 'product_loan_id'),
  entity('m_loan', 'loan_id', 'CREATE', 'APPROVE', 'DISBURSE', 'WITHDRAWN', 'REJECTED', 'WRITE_OFF'),
  entity('m_savings_product', 'savings_product_id'),
  entity('m_savings_account', 'savings_account_id', 'CREATE', 'APPROVE', 'ACTIVATE', 'WITHDRAWN', 'REJECTED', 'CLOSE'),
  entity('m_savings_account_transaction', 'savings_transaction_id'),
  entity('m_share_product', 'share_product_id'),
];

/** The entity of that name, compared case-insensitively (as Fineract). */
export function entityTableNamed(name: string | undefined): EntityTable | undefined {
  const wanted = name?.trim().toLowerCase();
  return ENTITY_TABLES.find((table) => table.name === wanted);
}

/** The status numbers a check on the entity may name. */
export function checkStatusIds(table: EntityTable | undefined): number[] {
  return (table?.checkStatuses ?? []).map((name) => DATATABLE_CHECK_STATUSES[name].id);
}

/** The status with that number, if it is one. */
export function datatableCheckStatus(id: number): { readonly name: DatatableCheckStatusName; readonly id: number; readonly code: string } | undefined {
  for (const [name, status] of Object.entries(DATATABLE_CHECK_STATUSES)) {
    if (status.id === id && isStatusName(name)) {
      return { name, ...status };
    }
  }
  return undefined;
}

function isStatusName(name: string): name is DatatableCheckStatusName {
  return Object.hasOwn(DATATABLE_CHECK_STATUSES, name);
}

/** The entities that take checks (their datatables are offered in the template). */
export function entitiesWithChecks(): string[] {
  return ENTITY_TABLES.filter((table) => table.checkStatuses.length > 0).map((table) => table.name);
}
