import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import type { AccountOwner, AccountSummaryLists } from '../../../platform/accounts/index.ts';
import type { DatatableEntity } from '../../../platform/datatables/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { retrieveAllStaff } from '../../organisation/index.ts';
import { savingsProductEnumOptions } from '../savings-products/domain/savings-product-enums.ts';
import { accountTransactions } from '../savings-transactions/savings-transactions.queries.ts';
import { savingsAccountExternalIdNotFound } from './savings-accounts.errors.ts';
import { accountDetails, requireAccountForRead } from './savings-account-records.queries.ts';
import { currencyOfAccount, presentAccountSummary, presentSavingsAccount, type SavingsAccountRecord, type SavingsAccountView } from './savings-accounts.presenter.ts';
import { findSavingsAccountIdByExternalId } from './savings-accounts.repository.ts';
import { retrieveSavingsAccountTemplateFor } from './savings-account-template.queries.ts';

type Query = Readonly<Record<string, string | undefined>>;

const ASSOCIATIONS = ['all', 'transactions', 'charges'];

function associationsOf(query: Query): Set<string> {
  const asked = (query.associations ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const name of asked) {
    if (!ASSOCIATIONS.includes(name)) {
      throw unsupportedQueryValue('associations', name, ASSOCIATIONS);
    }
  }
  return new Set(asked.includes('all') ? ['transactions', 'charges'] : asked);
}

/** Fineract's SavingsAccountChargeData of the account's charges. */
async function accountCharges(untyped: Kysely<object>, record: SavingsAccountRecord) {
  const rows = await tenantTables(untyped)
    .selectFrom('m_savings_account_charge as ac')
    .innerJoin('m_charge as ch', 'ch.id', 'ac.charge_id')
    .select(['ac.id', 'ac.charge_id', 'ch.name', 'ac.is_penalty', 'ac.charge_time_enum', 'ac.charge_calculation_enum', 'ac.charge_due_date', 'ac.fee_on_month', 'ac.fee_on_day',
      'ac.fee_interval', 'ac.amount', 'ac.calculation_percentage', 'ac.amount_paid_derived', 'ac.amount_waived_derived', 'ac.amount_writtenoff_derived',
      'ac.amount_outstanding_derived', 'ac.is_active', 'ac.inactivated_on_date'])
    .where('ac.savings_account_id', '=', record.id)
    .orderBy('ac.id')
    .execute();
  const currency = currencyOfAccount(record);
  return rows.map((c) => ({
    id: c.id, chargeId: c.charge_id, accountId: record.id, name: c.name ?? undefined, penalty: c.is_penalty,
    chargeTimeType: { id: c.charge_time_enum }, chargeCalculationType: { id: c.charge_calculation_enum },
    dueDate: c.charge_due_date === null ? undefined : LocalDate.parse(c.charge_due_date), feeInterval: c.fee_interval ?? undefined,
    feeOnMonthDay: c.fee_on_month === null || c.fee_on_day === null ? undefined : [c.fee_on_month, c.fee_on_day],
    percentage: c.calculation_percentage === null ? undefined : new Decimal(c.calculation_percentage), currency,
    amount: new Decimal(c.amount), amountPaid: new Decimal(c.amount_paid_derived ?? 0), amountWaived: new Decimal(c.amount_waived_derived ?? 0),
    amountWrittenOff: new Decimal(c.amount_writtenoff_derived ?? 0), amountOutstanding: new Decimal(c.amount_outstanding_derived),
    amountOrPercentage: new Decimal(c.calculation_percentage ?? c.amount), isActive: c.is_active,
    inactivationDate: c.inactivated_on_date === null ? undefined : LocalDate.parse(c.inactivated_on_date),
  }));
}

async function present(untyped: Kysely<object>, record: SavingsAccountRecord, query: Query): Promise<SavingsAccountView> {
  const associations = associationsOf(query);
  const view = presentSavingsAccount(record);
  const transactions = associations.has('transactions') ? await accountTransactions(untyped, record.id, view.currency) : undefined;
  const charges = associations.has('charges') ? await accountCharges(untyped, record) : undefined;
  return {
    ...view,
    ...(transactions !== undefined && transactions.length > 0 ? { transactions } : {}),
    ...(charges !== undefined && charges.length > 0 ? { charges } : {}),
  };
}

/** GET /savingsaccounts/{id}: the account with its summary; `associations=transactions,charges` adds them. */
export async function retrieveSavingsAccount(untyped: Kysely<object>, accountId: number, query: Query): Promise<SavingsAccountView> {
  return present(untyped, await requireAccountForRead(untyped, accountId), query);
}

export async function requireSavingsAccountIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number> {
  const id = await findSavingsAccountIdByExternalId(untyped, externalId);
  if (id === undefined) {
    throw savingsAccountExternalIdNotFound(externalId);
  }
  return id;
}

export async function retrieveSavingsAccountByExternalId(untyped: Kysely<object>, externalId: string, query: Query): Promise<SavingsAccountView> {
  return retrieveSavingsAccount(untyped, await requireSavingsAccountIdByExternalId(untyped, externalId), query);
}

const ORDER_BY: Readonly<Record<string, string>> = {
  id: 'sa.id', accountNo: 'sa.account_no', account_no: 'sa.account_no', externalId: 'sa.external_id', external_id: 'sa.external_id',
  submittedOnDate: 'sa.submittedon_date', status: 'sa.status_enum', clientId: 'sa.client_id', productId: 'sa.product_id',
};

/** GET /savingsaccounts: paged (`offset`, `limit`, `orderBy`, `sortOrder`), `externalId` filter; accounts of the user's offices. */
export async function retrieveSavingsAccounts(untyped: Kysely<object>, query: Query, hierarchy: string): Promise<Page<SavingsAccountView>> {
  const paging = parsePaging(query, ORDER_BY);
  const offices = tenantTables(untyped).selectFrom('m_office').select('id').where('hierarchy', 'like', `${hierarchy}%`);
  let base = accountDetails(untyped).where((eb) => eb.or([eb('c.office_id', 'in', offices), eb('g.office_id', 'in', offices)]));
  if (query.externalId !== undefined) {
    base = base.where('sa.external_id', '=', query.externalId);
  }
  let listed = base.select(sql<string>`count(*) over ()`.as('total_count')).orderBy(sql.ref(paging.orderBy ?? 'sa.id'), paging.sortOrder === 'DESC' ? 'desc' : 'asc');
  if (paging.orderBy !== undefined) {
    listed = listed.orderBy('sa.id');
  }
  if (paging.limit !== undefined && paging.limit > 0) {
    listed = listed.limit(paging.limit);
  }
  const rows = await listed.offset(paging.offset).execute();
  const total = rows[0] !== undefined ? Number(rows[0].total_count) : paging.offset > 0 ? Number((await base.select(sql<string>`count(*) over ()`.as('n')).limit(1).execute())[0]?.n ?? 0) : 0;
  return page(total, rows.map((r) => presentSavingsAccount(r)));
}

/** GET /savingsaccounts/template. */
export async function retrieveSavingsAccountTemplate(untyped: Kysely<object>, query: Query, hierarchy: string) {
  const staff = async (officeId: number) => retrieveAllStaff(untyped, { officeId: String(officeId), staffInOfficeHierarchy: 'true', loanOfficersOnly: 'true' }, hierarchy);
  return { ...(await retrieveSavingsAccountTemplateFor(untyped, query, staff)), ...savingsProductEnumOptions(), accountingRuleOptions: undefined };
}

/** The client's or group's savings accounts for GET /clients/{id}/accounts (one statement). */
export async function savingsAccountSummaries(untyped: Kysely<object>, owner: AccountOwner): Promise<AccountSummaryLists> {
  const rows: SavingsAccountRecord[] = await accountDetails(untyped)
    .where(owner.kind === 'client' ? 'sa.client_id' : 'sa.group_id', '=', owner.id)
    .$if(owner.kind !== 'client', (q) => q.where('sa.client_id', 'is', null))
    .orderBy('sa.id')
    .execute();
  return { savingsAccounts: rows.map(presentAccountSummary) };
}

/** Savings accounts as the application table of datatables (`m_savings_account`). */
export const savingsAccountDatatableEntity: DatatableEntity = {
  name: 'm_savings_account',
  appTable: 'm_savings_account',
  async scopeOf(db, id, principal) {
    const offices = tenantTables(db).selectFrom('m_office').select('id').where('hierarchy', 'like', `${principal.officeHierarchy}%`);
    const row = await tenantTables(db)
      .selectFrom('m_savings_account as sa')
      .leftJoin('m_client as c', 'c.id', 'sa.client_id')
      .leftJoin('m_group as g', 'g.id', 'sa.group_id')
      .select(['sa.id', 'sa.client_id', 'sa.group_id', sql<number>`coalesce(c.office_id, g.office_id)`.as('office_id')])
      .where('sa.id', '=', id)
      .where((eb) => eb.or([eb('c.office_id', 'in', offices), eb('g.office_id', 'in', offices)]))
      .executeTakeFirst();
    return row === undefined ? undefined : { officeId: row.office_id, clientId: row.client_id, groupId: row.group_id, savingsId: row.id };
  },
};
