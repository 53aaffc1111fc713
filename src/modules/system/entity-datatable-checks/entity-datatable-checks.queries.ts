import type { Kysely } from 'kysely';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { entitiesWithChecks } from './domain/entity-tables.ts';
import { presentCheck, presentTemplate, type EntityDatatableCheckView, type EntityDatatableChecksTemplateView } from './entity-datatable-checks.presenter.ts';
import {
  listChecks,
  loanProductLookup,
  registeredTablesOf,
  savingsProductLookup,
  type EntityDatatableCheckRow,
} from './entity-datatable-checks.repository.ts';

type Query = Readonly<Record<string, string | undefined>>;

function integerParameter(query: Query, name: string): number | undefined {
  const text = query[name]?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw new ValidationError([parameterError('validation.msg.invalid.integer.format', `The parameter \`${name}\` has value: ${text} which is invalid integer value.`, name, [text], text)]);
  }
  return Number(text);
}

/** The product names of the checks on loans and savings accounts (one lookup per kind). */
async function productNames(db: Kysely<object>, rows: readonly EntityDatatableCheckRow[]): Promise<(row: EntityDatatableCheckRow) => string | undefined> {
  const idsOf = (entity: string): number[] => rows.flatMap((row) => (row.application_table_name === entity && row.product_id !== null ? [row.product_id] : []));
  const loanNames = await loanProductLookup.namesOf(db, idsOf('m_loan'));
  const savingsNames = await savingsProductLookup.namesOf(db, idsOf('m_savings_account'));
  return (row) => {
    if (row.product_id === null) {
      return undefined;
    }
    return (row.application_table_name === 'm_loan' ? loanNames : row.application_table_name === 'm_savings_account' ? savingsNames : undefined)?.get(row.product_id);
  };
}

/** GET /entityDatatableChecks: a page, filtered by `status`, `entity` and `productId`, by id; no limit unless given. */
export async function retrieveEntityDatatableChecks(db: Kysely<object>, query: Query): Promise<Page<EntityDatatableCheckView>> {
  const paging = parsePaging(query, { id: 'id' });
  const entity = query.entity?.trim();
  const filter = { status: integerParameter(query, 'status'), entity: entity === '' ? undefined : entity?.toLowerCase(), productId: integerParameter(query, 'productId') };
  const { total, rows } = await listChecks(db, filter, { offset: paging.offset, limit: paging.limit, descending: paging.sortOrder === 'DESC' });
  const nameOf = await productNames(db, rows);
  return page(total, rows.map((row) => presentCheck(row, nameOf(row))));
}

/** GET /entityDatatableChecks/template. */
export async function retrieveEntityDatatableChecksTemplate(db: Kysely<object>): Promise<EntityDatatableChecksTemplateView> {
  const datatables = await registeredTablesOf(db, entitiesWithChecks());
  return presentTemplate(datatables, await loanProductLookup.options(db), await savingsProductLookup.options(db));
}
