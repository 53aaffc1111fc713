import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, springPage, type SpringPage } from '../../../platform/http/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { transferExternalIdNotFound, transferLookupParameterMissing } from './transfers.errors.ts';
import { findLastTransferIdByExternalId } from './transfers.repository.ts';
import { presentTransfer, type TransferView } from './transfers.presenter.ts';

/** Page size of GET /external-asset-owners/transfers when `limit` is not given (Fineract's). */
const DEFAULT_LIMIT = 100;

/** Which transfers a lookup names: a loan (by id or external id) or a transfer external id, in that precedence. */
export type TransferLookup =
  | { readonly loanId: number }
  | { readonly loanExternalId: string }
  | { readonly transferExternalId: string };

/** The transfers with their owner and executed details (one statement, whatever the filter). */
export function transferReads(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_external_asset_owner_transfer as t')
    .innerJoin('m_external_asset_owner as o', 'o.id', 't.owner_id')
    .leftJoin('m_external_asset_owner_transfer_details as d', 'd.asset_owner_transfer_id', 't.id');
}

export type TransferReads = ReturnType<typeof transferReads>;

/** The columns a TransferReadRow is made of. */
export function selectTransferColumns(query: TransferReads) {
  return query.select([
    't.id', 'o.external_id as owner_external_id', 't.loan_id', 't.external_loan_id', 't.external_id', 't.purchase_price_ratio', 't.settlement_date', 't.status',
    't.sub_status', 't.effective_date_from', 't.effective_date_to', 'd.id as details_id', 'd.total_outstanding_derived', 'd.principal_outstanding_derived',
    'd.interest_outstanding_derived', 'd.fee_charges_outstanding_derived', 'd.penalty_charges_outstanding_derived', 'd.total_overpaid_derived',
  ]);
}

/** Reads the lookup from the query string: `loanId`, else `loanExternalId`, else `transferExternalId` (400 when none). */
export function transferLookupOf(query: Readonly<Record<string, string | undefined>>): TransferLookup {
  const loanId = nonNegativeInteger('loanId', query.loanId);
  if (loanId !== undefined) {
    return { loanId };
  }
  if (query.loanExternalId !== undefined && query.loanExternalId !== '') {
    return { loanExternalId: query.loanExternalId };
  }
  if (query.transferExternalId !== undefined && query.transferExternalId !== '') {
    return { transferExternalId: query.transferExternalId };
  }
  throw transferLookupParameterMissing();
}

function whereLookup(query: TransferReads, lookup: TransferLookup): TransferReads {
  if ('loanId' in lookup) {
    return query.where('t.loan_id', '=', lookup.loanId);
  }
  if ('loanExternalId' in lookup) {
    return query.where('t.external_loan_id', '=', lookup.loanExternalId);
  }
  return query.where('t.external_id', '=', lookup.transferExternalId);
}

/** `limit`: a whole number from 1 (Fineract's page size); default 100. */
export function pageSizeOf(text: string | undefined): number {
  const limit = nonNegativeInteger('limit', text) ?? DEFAULT_LIMIT;
  if (limit === 0) {
    throw new ValidationError([parameterError('validation.msg.limit.not.greater.than.zero', 'The parameter `limit` must be greater than 0.', 'limit', [text], text)]);
  }
  return limit;
}

/**
 * GET /external-asset-owners/transfers: the transfer rows of a loan or of a transfer external id, oldest
 * first, as a Spring page. As Fineract, `offset` is the page number (zero-based), not a row count.
 */
export async function retrieveTransfers(untyped: Kysely<object>, query: Readonly<Record<string, string | undefined>>): Promise<SpringPage<TransferView>> {
  const lookup = transferLookupOf(query);
  const pageNumber = nonNegativeInteger('offset', query.offset) ?? 0;
  const size = pageSizeOf(query.limit);
  const rows = await selectTransferColumns(whereLookup(transferReads(untyped), lookup))
    .select(sql<string>`count(*) over ()`.as('total_count'))
    .orderBy('t.id')
    .offset(pageNumber * size)
    .limit(size)
    .execute();
  const total = rows[0] === undefined ? await countTransfers(untyped, lookup, pageNumber) : Number(rows[0].total_count);
  return springPage(rows.map(presentTransfer), { page: pageNumber, size, sorted: true }, total);
}

/** The count when the page asked for is past the last row (the windowed count came back with no row). */
async function countTransfers(untyped: Kysely<object>, lookup: TransferLookup, pageNumber: number): Promise<number> {
  if (pageNumber === 0) {
    return 0;
  }
  const row = await whereLookup(transferReads(untyped), lookup).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * GET /external-asset-owners/transfers/active-transfer: the ACTIVE transfer of the loan (by id or external
 * id) or the one with the transfer external id; undefined when there is none.
 */
export async function retrieveActiveTransfer(untyped: Kysely<object>, query: Readonly<Record<string, string | undefined>>): Promise<TransferView | undefined> {
  const lookup = transferLookupOf(query);
  const active = transferReads(untyped).where('t.id', 'in', (eb) => eb.selectFrom('m_external_asset_owner_transfer_loan_mapping').select('owner_transfer_id'));
  const row = await selectTransferColumns(whereLookup(active, lookup)).orderBy('t.id', 'desc').executeTakeFirst();
  return row === undefined ? undefined : presentTransfer(row);
}

/** The newest transfer row with the external id (what cancel by external id acts on); 404 when there is none. */
export async function requireLastTransferIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number> {
  const id = await findLastTransferIdByExternalId(untyped, externalId);
  if (id === undefined) {
    throw transferExternalIdNotFound(externalId);
  }
  return id;
}
