import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { nonNegativeInteger, page, type Page } from '../../../platform/http/index.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import { provisioningEntryNotFound } from './provisioning-entries.errors.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Fineract's ProvisioningEntryData. */
export interface ProvisioningEntryView {
  readonly id: number;
  readonly journalEntry: boolean;
  readonly createdById: number | null;
  readonly createdUser: string | null;
  readonly createdDate: LocalDate | null;
  readonly modifiedById: number | null;
  readonly modifiedUser: string | null;
  readonly reservedAmount?: Decimal;
}

/** Fineract's LoanProductProvisioningEntryData (with its spellings `liablityAccount` and `amountreserved`). */
export interface LoanProductProvisioningEntryView {
  readonly historyId: number;
  readonly criteriaId: number;
  readonly officeId: number;
  readonly officeName: string | null;
  readonly currencyCode: string;
  readonly productId: number;
  readonly productName: string | null;
  readonly categoryId: number;
  readonly categoryName: string | null;
  readonly overdueInDays: number;
  readonly amountreserved: Decimal;
  readonly liablityAccount: number | null;
  readonly liabilityAccountCode: string | null;
  readonly liabilityAccountName: string | null;
  readonly expenseAccount: number | null;
  readonly expenseAccountCode: string | null;
  readonly expenseAccountName: string | null;
}

function entries(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_provisioning_history as entry')
    .leftJoin('m_appuser as created', 'created.id', 'entry.createdby_id')
    .leftJoin('m_appuser as modified', 'modified.id', 'entry.lastmodifiedby_id')
    .select([
      'entry.id', 'entry.journal_entry_created', 'entry.createdby_id', 'created.username as created_user', 'entry.created_date',
      'entry.lastmodifiedby_id', 'modified.username as modified_user',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function presentEntry(row: EntryRow): ProvisioningEntryView {
  return {
    id: row.id,
    journalEntry: row.journal_entry_created,
    createdById: row.createdby_id,
    createdUser: row.created_user,
    createdDate: row.created_date === null ? null : LocalDate.parse(row.created_date),
    modifiedById: row.lastmodifiedby_id,
    modifiedUser: row.modified_user,
  };
}

/** GET /provisioningentries: the entries by date, `offset` and `limit` as Fineract (a page). */
export async function retrieveAllProvisioningEntries(untyped: Kysely<object>, query: Query): Promise<Page<ProvisioningEntryView>> {
  const offset = nonNegativeInteger('offset', query.offset) ?? 0;
  const limit = nonNegativeInteger('limit', query.limit);
  let select = entries(untyped).orderBy('entry.created_date').orderBy('entry.id').offset(offset);
  if (limit !== undefined) {
    select = select.limit(limit);
  }
  const [rows, count] = [
    await select.execute(),
    await tenantTables(untyped).selectFrom('m_provisioning_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ];
  return page(Number(count.n), rows.map(presentEntry));
}

/** GET /provisioningentries/{id}: the entry with the sum of its reserved amounts. */
export async function retrieveProvisioningEntry(untyped: Kysely<object>, entryId: number): Promise<ProvisioningEntryView> {
  const row = await entries(untyped)
    .select((eb) =>
      eb.selectFrom('m_loanproduct_provisioning_entry as r').select((inner) => inner.fn.sum<string>('r.reseve_amount').as('s')).whereRef('r.history_id', '=', 'entry.id').as('total_reserved'),
    )
    .where('entry.id', '=', entryId)
    .executeTakeFirst();
  if (row === undefined) {
    throw provisioningEntryNotFound(entryId);
  }
  return { ...presentEntry(row), reservedAmount: new Decimal(row.total_reserved ?? '0') };
}

/** The id query parameters of the lines list: whole numbers (400 otherwise). */
function idFilter(name: string, text: string | undefined): number | undefined {
  return nonNegativeInteger(name, text);
}

/** GET /provisioningentries/entries: the lines of entries, filtered by entry, office, product and category, by id. */
export async function retrieveProvisioningLines(untyped: Kysely<object>, query: Query): Promise<Page<LoanProductProvisioningEntryView>> {
  const filters = {
    entryId: idFilter('entryId', query.entryId),
    officeId: idFilter('officeId', query.officeId),
    productId: idFilter('productId', query.productId),
    categoryId: idFilter('categoryId', query.categoryId),
  };
  const offset = nonNegativeInteger('offset', query.offset) ?? 0;
  const limit = nonNegativeInteger('limit', query.limit);
  let base = tenantTables(untyped).selectFrom('m_loanproduct_provisioning_entry as e');
  if (filters.entryId !== undefined) {
    base = base.where('e.history_id', '=', filters.entryId);
  }
  if (filters.officeId !== undefined) {
    base = base.where('e.office_id', '=', filters.officeId);
  }
  if (filters.productId !== undefined) {
    base = base.where('e.product_id', '=', filters.productId);
  }
  if (filters.categoryId !== undefined) {
    base = base.where('e.category_id', '=', filters.categoryId);
  }
  let select = base
    .leftJoin('m_office as o', 'o.id', 'e.office_id')
    .leftJoin('m_product_loan as p', 'p.id', 'e.product_id')
    .leftJoin('m_provision_category as c', 'c.id', 'e.category_id')
    .leftJoin('acc_gl_account as lia', 'lia.id', 'e.liability_account')
    .leftJoin('acc_gl_account as exp', 'exp.id', 'e.expense_account')
    .select([
      'e.history_id', 'e.criteria_id', 'e.office_id', 'o.name as office_name', 'e.currency_code', 'e.product_id', 'p.name as product_name', 'e.category_id',
      'c.category_name', 'e.overdue_in_days', 'e.reseve_amount', 'e.liability_account', 'lia.gl_code as liability_code', 'lia.name as liability_name',
      'e.expense_account', 'exp.gl_code as expense_code', 'exp.name as expense_name',
    ])
    .orderBy('e.id')
    .offset(offset);
  if (limit !== undefined) {
    select = select.limit(limit);
  }
  const [rows, count] = [await select.execute(), await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()];
  return page(
    Number(count.n),
    rows.map((r) => ({
      historyId: r.history_id,
      criteriaId: r.criteria_id,
      officeId: r.office_id,
      officeName: r.office_name,
      currencyCode: r.currency_code,
      productId: r.product_id,
      productName: r.product_name,
      categoryId: r.category_id,
      categoryName: r.category_name,
      overdueInDays: r.overdue_in_days ?? 0,
      amountreserved: new Decimal(r.reseve_amount ?? '0'),
      liablityAccount: r.liability_account,
      liabilityAccountCode: r.liability_code,
      liabilityAccountName: r.liability_name,
      expenseAccount: r.expense_account,
      expenseAccountCode: r.expense_code,
      expenseAccountName: r.expense_name,
    })),
  );
}
