import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, springPage, type SpringPage } from '../../../platform/http/index.ts';
import { pageSizeOf, selectTransferColumns, transferReads } from '../transfers/transfers.queries.ts';
import { presentTransfer, type TransferView } from '../transfers/transfers.presenter.ts';
import { presentJournalEntry, type OwnerJournalEntryRow, type OwnerJournalEntryView } from './owner-journal-entries.presenter.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Fineract's ExternalOwnerJournalEntryData: both members absent when the page has no entry. */
export interface OwnerJournalEntries {
  readonly ownerData?: { readonly externalId: string };
  readonly journalEntryData?: SpringPage<OwnerJournalEntryView>;
}

/** Fineract's ExternalOwnerTransferJournalEntryData: both members absent when the page has no entry. */
export interface TransferJournalEntries {
  readonly transferData?: TransferView;
  readonly journalEntryData?: SpringPage<OwnerJournalEntryView>;
}

/** Journal entry lines with their office and account (a read-model of the ledger), by a mapping table. */
function entriesOf(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('acc_gl_journal_entry as je')
    .innerJoin('acc_gl_account as ga', 'ga.id', 'je.account_id')
    .innerJoin('m_office as of', 'of.id', 'je.office_id')
    .select([
      'je.id', 'je.office_id', 'of.name as office_name', 'je.account_id', 'ga.name as gl_account_name', 'ga.gl_code', 'ga.classification_enum', 'je.entry_date',
      'je.submitted_on_date', 'je.type_enum', 'je.amount', 'je.currency_code', 'je.transaction_id', 'je.manual_entry', 'je.entity_type_enum', 'je.entity_id',
      'je.reversed', 'je.ref_num',
    ])
    .select(sql<string>`count(*) over ()`.as('total_count'));
}

interface Paging {
  readonly page: number;
  readonly size: number;
}

/** `offset` is the zero-based page number and `limit` the page size (default 100), as Fineract reads them. */
function pagingOf(query: Query): Paging {
  return { page: nonNegativeInteger('offset', query.offset) ?? 0, size: pageSizeOf(query.limit) };
}

function entryPage(rows: readonly (OwnerJournalEntryRow & { readonly total_count: string })[], paging: Paging): SpringPage<OwnerJournalEntryView> | undefined {
  const first = rows[0];
  if (first === undefined) {
    return undefined;
  }
  return springPage(rows.map(presentJournalEntry), { page: paging.page, size: paging.size, sorted: true }, Number(first.total_count));
}

/** GET /external-asset-owners/owners/external-id/{ownerExternalId}/journal-entries: the owner's side of its postings, in mapping order. */
export async function retrieveOwnerJournalEntries(untyped: Kysely<object>, ownerExternalId: string, query: Query): Promise<OwnerJournalEntries> {
  const paging = pagingOf(query);
  const rows = await entriesOf(untyped)
    .innerJoin('m_external_asset_owner_journal_entry_mapping as m', 'm.journal_entry_id', 'je.id')
    .innerJoin('m_external_asset_owner as o', 'o.id', 'm.owner_id')
    .where('o.external_id', '=', ownerExternalId)
    .orderBy('m.id')
    .offset(paging.page * paging.size)
    .limit(paging.size)
    .execute();
  const journalEntryData = entryPage(rows, paging);
  return journalEntryData === undefined ? {} : { ownerData: { externalId: ownerExternalId }, journalEntryData };
}

/** GET /external-asset-owners/transfers/{transferId}/journal-entries: every line the transfer posted, with the transfer. */
export async function retrieveTransferJournalEntries(untyped: Kysely<object>, transferId: number, query: Query): Promise<TransferJournalEntries> {
  const paging = pagingOf(query);
  const rows = await entriesOf(untyped)
    .innerJoin('m_external_asset_owner_transfer_journal_entry_mapping as m', 'm.journal_entry_id', 'je.id')
    .where('m.owner_transfer_id', '=', transferId)
    .orderBy('m.id')
    .offset(paging.page * paging.size)
    .limit(paging.size)
    .execute();
  const journalEntryData = entryPage(rows, paging);
  if (journalEntryData === undefined) {
    return {};
  }
  const transfer = await selectTransferColumns(transferReads(untyped)).where('t.id', '=', transferId).executeTakeFirst();
  return transfer === undefined ? { journalEntryData } : { transferData: presentTransfer(transfer), journalEntryData };
}
