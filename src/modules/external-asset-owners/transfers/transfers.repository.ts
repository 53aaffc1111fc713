import { sql, type Kysely, type Selectable } from 'kysely';
import type { TenantDB } from '../../../../db/schema/tenant.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { OPEN_END_DATE, TransferStatus } from './domain/transfer-status.ts';

export type TransferRow = Selectable<TenantDB['m_external_asset_owner_transfer']>;

/** The columns a new transfer row is written with (audit columns are added here). */
export interface TransferValues {
  readonly owner_id: number;
  readonly external_id: string;
  readonly status: string;
  readonly sub_status: string | null;
  readonly purchase_price_ratio: string;
  readonly settlement_date: string;
  readonly effective_date_from: string;
  readonly effective_date_to: string;
  readonly loan_id: number;
  readonly external_loan_id: string | null;
}

const now = sql<Date>`current_timestamp`;
const OPEN_END = OPEN_END_DATE.toString();

export async function findOwnerIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_external_asset_owner').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

export async function insertOwner(untyped: Kysely<object>, externalId: string, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_external_asset_owner')
    .values({ external_id: externalId, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether any transfer row (whatever its status) carries the external id. */
export async function transferExternalIdExists(untyped: Kysely<object>, externalId: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_external_asset_owner_transfer').select('id').where('external_id', '=', externalId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The loan's transfers that still apply after `date` (effective-to later than it), newest first. */
export async function findEffectiveTransfers(untyped: Kysely<object>, loanId: number, date: string): Promise<TransferRow[]> {
  return tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('effective_date_to', '>', date)
    .orderBy('id', 'desc')
    .execute();
}

export async function findTransfer(untyped: Kysely<object>, transferId: number): Promise<TransferRow | undefined> {
  return tenantTables(untyped).selectFrom('m_external_asset_owner_transfer').selectAll().where('id', '=', transferId).executeTakeFirst();
}

/** The newest transfer row with the external id (cancel by external id acts on it). */
export async function findLastTransferIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id ?? undefined;
}

export async function insertTransfer(untyped: Kysely<object>, values: TransferValues, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_external_asset_owner_transfer')
    .values({ ...values, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends the rows' effect on `effectiveTo` (a state change replaces them). */
export async function closeTransfers(untyped: Kysely<object>, transferIds: readonly number[], effectiveTo: string, userId: number): Promise<void> {
  if (transferIds.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .updateTable('m_external_asset_owner_transfer')
    .set({ effective_date_to: effectiveTo, last_modified_by: userId, last_modified_on_utc: now })
    .where('id', 'in', [...transferIds])
    .execute();
}

/**
 * The loan's open sales and buy-backs whose settlement date has come by `date`, by settlement date and id
 * (the order they are executed in).
 */
export async function findDueTransfers(untyped: Kysely<object>, date: string, loanId: number): Promise<TransferRow[]> {
  return openTransfersOf(untyped, loanId).where('settlement_date', '<=', date).orderBy('settlement_date').orderBy('id').execute();
}

/** The loan's open sales and buy-backs, whatever their settlement date, by id. */
export async function findOpenTransfers(untyped: Kysely<object>, loanId: number): Promise<TransferRow[]> {
  return openTransfersOf(untyped, loanId).orderBy('id').execute();
}

/** The loan's sales and buy-backs still open (pending, not ended). */
function openTransfersOf(untyped: Kysely<object>, loanId: number) {
  return tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('status', 'in', [TransferStatus.PENDING, TransferStatus.BUYBACK])
    .where('effective_date_to', '=', OPEN_END);
}

/** The loans (of `loanIds` when given) with open sales or buy-backs whose settlement date has come by `date`, by id. */
export async function findLoansWithDueTransfers(untyped: Kysely<object>, date: string, loanIds?: readonly number[]): Promise<number[]> {
  if (loanIds?.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer')
    .select('loan_id')
    .distinct()
    .where('status', 'in', [TransferStatus.PENDING, TransferStatus.BUYBACK])
    .where('effective_date_to', '=', OPEN_END)
    .where('settlement_date', '<=', date)
    .$if(loanIds !== undefined, (qb) => qb.where('loan_id', 'in', [...(loanIds ?? [])]))
    .orderBy('loan_id')
    .execute();
  return rows.map((row) => row.loan_id);
}

/** The loan's open ACTIVE transfer to the owner, if any (the one a buy-back ends). */
export async function findActiveTransferOfOwner(untyped: Kysely<object>, loanId: number, ownerId: number): Promise<TransferRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('owner_id', '=', ownerId)
    .where('status', '=', TransferStatus.ACTIVE)
    .where('effective_date_to', '=', OPEN_END)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertLoanMapping(untyped: Kysely<object>, loanId: number, transferId: number, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_external_asset_owner_transfer_loan_mapping')
    .values({ loan_id: loanId, owner_transfer_id: transferId, created_by: userId, last_modified_by: userId })
    .execute();
}

export async function deleteLoanMapping(untyped: Kysely<object>, loanId: number, transferId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_external_asset_owner_transfer_loan_mapping').where('loan_id', '=', loanId).where('owner_transfer_id', '=', transferId).execute();
}

/** The loan's outstanding amounts when a transfer was executed (text decimals). */
export interface TransferDetailsValues {
  readonly total_outstanding_derived: string;
  readonly principal_outstanding_derived: string;
  readonly interest_outstanding_derived: string;
  readonly fee_charges_outstanding_derived: string;
  readonly penalty_charges_outstanding_derived: string;
  readonly total_overpaid_derived: string;
}

export async function insertTransferDetails(untyped: Kysely<object>, transferId: number, values: TransferDetailsValues, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_external_asset_owner_transfer_details')
    .values({ ...values, asset_owner_transfer_id: transferId, created_by: userId, last_modified_by: userId })
    .execute();
}

/** Records the journal entries a transfer posted, and those of them that are the owner's. */
export async function insertJournalEntryMappings(
  untyped: Kysely<object>,
  mappings: { readonly transferId: number; readonly ownerId: number; readonly entryIds: readonly number[]; readonly ownerEntryIds: readonly number[] },
  userId: number,
): Promise<void> {
  const db = tenantTables(untyped);
  if (mappings.entryIds.length > 0) {
    await db
      .insertInto('m_external_asset_owner_transfer_journal_entry_mapping')
      .values(mappings.entryIds.map((id) => ({ journal_entry_id: id, owner_transfer_id: mappings.transferId, created_by: userId, last_modified_by: userId })))
      .execute();
  }
  if (mappings.ownerEntryIds.length > 0) {
    await db
      .insertInto('m_external_asset_owner_journal_entry_mapping')
      .values(mappings.ownerEntryIds.map((id) => ({ journal_entry_id: id, owner_id: mappings.ownerId, created_by: userId, last_modified_by: userId })))
      .execute();
  }
}

/** What executing a transfer reads of its loan (a read-model of m_loan; the office is the borrower's). */
export interface TransferLoanRow {
  readonly id: number;
  readonly loan_status_id: number;
  readonly product_id: number | null;
  readonly currency_code: string;
  readonly office_id: number | null;
  readonly principal_outstanding_derived: string;
  readonly interest_outstanding_derived: string;
  readonly fee_charges_outstanding_derived: string;
  readonly penalty_charges_outstanding_derived: string;
  readonly total_outstanding_derived: string;
  readonly total_overpaid_derived: string | null;
  readonly is_charged_off: boolean;
  readonly is_fraud: boolean;
}

/** The loan, locked for the execution of its transfers (FOR UPDATE of the loan row only). */
export async function findLoanForTransfer(untyped: Kysely<object>, loanId: number): Promise<TransferLoanRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .select([
      'l.id', 'l.loan_status_id', 'l.product_id', 'l.currency_code', 'l.principal_outstanding_derived', 'l.interest_outstanding_derived',
      'l.fee_charges_outstanding_derived', 'l.penalty_charges_outstanding_derived', 'l.total_outstanding_derived', 'l.total_overpaid_derived',
      'l.is_charged_off', 'l.is_fraud',
    ])
    .select((eb) => eb.fn.coalesce('c.office_id', 'g.office_id').as('office_id'))
    .where('l.id', '=', loanId)
    .forUpdate('l')
    .executeTakeFirst();
}
