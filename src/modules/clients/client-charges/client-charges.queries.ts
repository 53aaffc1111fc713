import type { Kysely } from 'kysely';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { requireVisibleClient } from '../client-identifiers/client-identifiers.queries.ts';
import { transactionsOfClientCharge } from '../client-transactions/client-transactions.queries.ts';
import { clientChargeNotFound } from './client-charges.errors.ts';
import { presentClientCharge, type ClientChargeView } from './client-charges.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Fineract's ChargeAppliesTo.CLIENT. */
const APPLIES_TO_CLIENT = 3;

/** A client's charges with the name and organisation currency of each charge. */
function selectClientCharges(db: Kysely<object>, clientId: number) {
  return tenantTables(db)
    .selectFrom('m_client_charge as cc')
    .innerJoin('m_charge as c', 'c.id', 'cc.charge_id')
    .innerJoin('m_organisation_currency as oc', 'oc.code', 'c.currency_code')
    .selectAll('cc')
    .select([
      'c.name', 'c.currency_code', 'oc.name as currency_name', 'oc.decimal_places as currency_digits', 'oc.currency_multiplesof',
      'oc.display_symbol as currency_symbol', 'oc.internationalized_name_code as currency_name_code',
    ])
    .where('cc.client_id', '=', clientId);
}

type Select = ReturnType<typeof selectClientCharges>;

/** `chargeStatus`: all (default), active or inactive, any case. */
function filterByStatus(select: Select, query: Query): Select {
  const status = query.chargeStatus?.trim().toLowerCase() ?? '';
  if (status === '' || status === 'all') {
    return select;
  }
  if (status !== 'active' && status !== 'inactive') {
    throw unsupportedQueryValue('chargeStatus', query.chargeStatus ?? '', ['all', 'active', 'inactive']);
  }
  return select.where('cc.is_active', '=', status === 'active');
}

/** `pendingPayment`: true for charges neither paid nor waived, false for those paid or waived. */
function filterByPendingPayment(select: Select, query: Query): Select {
  const text = query.pendingPayment?.trim().toLowerCase() ?? '';
  if (text === '') {
    return select;
  }
  if (text !== 'true' && text !== 'false') {
    throw unsupportedQueryValue('pendingPayment', query.pendingPayment ?? '', ['true', 'false']);
  }
  return text === 'true'
    ? select.where('cc.is_paid_derived', '=', false).where('cc.waived', '=', false)
    : select.where((eb) => eb.or([eb('cc.is_paid_derived', '=', true), eb('cc.waived', '=', true)]));
}

/**
 * GET /clients/{clientId}/charges: `{totalFilteredRecords, pageItems}` filtered by `chargeStatus` and
 * `pendingPayment`, ordered as Fineract (time type, due date newest first, fees before penalties), paged by
 * `offset` and `limit` (all without).
 */
export async function retrieveClientCharges(db: Kysely<object>, clientId: number, query: Query, userHierarchy: string): Promise<Page<ClientChargeView>> {
  const paging = parsePaging(query, {});
  const filtered = filterByPendingPayment(filterByStatus(selectClientCharges(db, clientId), query), query);
  await requireVisibleClient(db, clientId, userHierarchy);
  const total = await filtered.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  let items = filtered.orderBy('cc.charge_time_enum', 'asc').orderBy('cc.charge_due_date', 'desc').orderBy('cc.is_penalty', 'asc').orderBy('cc.id', 'asc').offset(paging.offset);
  if (paging.limit !== undefined && paging.limit > 0) {
    items = items.limit(paging.limit);
  }
  const rows = await items.execute();
  return page(Number(total.count), rows.map(presentClientCharge));
}

function wantsTransactions(query: Query): boolean {
  const names = (query.associations ?? '').split(',').map((name) => name.trim().toLowerCase());
  return names.includes('transactions') || names.includes('all');
}

/** GET /clients/{clientId}/charges/{chargeId}; `associations=transactions` (or `all`) adds the charge's transactions. */
export async function retrieveClientCharge(db: Kysely<object>, clientId: number, clientChargeId: number, query: Query, userHierarchy: string): Promise<ClientChargeView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const row = await selectClientCharges(db, clientId).where('cc.id', '=', clientChargeId).executeTakeFirst();
  if (row === undefined) {
    throw clientChargeNotFound(clientChargeId, clientId);
  }
  const charge = presentClientCharge(row);
  if (!wantsTransactions(query)) {
    return charge;
  }
  const transactions = await transactionsOfClientCharge(db, clientId, clientChargeId);
  return transactions.length === 0 ? charge : { ...charge, clientTransactionDatas: transactions };
}

/** GET /clients/{clientId}/charges/template: the active charges that apply to clients, by name. */
export async function retrieveClientChargeTemplate(db: Kysely<object>, clientId: number, userHierarchy: string) {
  await requireVisibleClient(db, clientId, userHierarchy);
  const charges = await retrieveAllCharges(db);
  return { penalty: false, chargeOptions: charges.filter((charge) => charge.active && charge.chargeAppliesTo.id === APPLIES_TO_CLIENT) };
}
