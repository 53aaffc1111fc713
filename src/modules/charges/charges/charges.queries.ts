import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { enabledDetailGlAccounts, glAccountSummaries, GlAccountType } from '../../accounting/index.ts';
import { chargeNotFound } from './charges.errors.ts';
import { presentCurrency } from '../../organisation/index.ts';
import { presentCharge, presentChargeTemplate, type ChargeView } from './charges.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Charges that are not deleted, with their currency (an organisation currency), tax group and payment type. */
function selectCharges(db: Kysely<object>) {
  return tenantTables(db)
    .selectFrom('m_charge as c')
    .innerJoin('m_organisation_currency as oc', 'oc.code', 'c.currency_code')
    .leftJoin('m_tax_group as tg', 'tg.id', 'c.tax_group_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'c.payment_type_id')
    .selectAll('c')
    .select([
      'oc.name as currency_name',
      'oc.decimal_places as currency_decimal_places',
      'oc.currency_multiplesof as currency_multiplesof',
      'oc.display_symbol as currency_display_symbol',
      'oc.internationalized_name_code as currency_name_code',
      'tg.name as tax_group_name',
      'pt.value as payment_type_name',
    ])
    .where('c.is_deleted', '=', false);
}

/** GET /charges: every charge that is not deleted, by name (the accounts they name read in one more statement). */
export async function retrieveAllCharges(db: Kysely<object>): Promise<ChargeView[]> {
  const rows = await selectCharges(db).orderBy('c.name').orderBy('c.id').execute();
  const accounts = await glAccountSummaries(db, rows.map((row) => row.income_or_liability_account_id));
  return rows.map((row) => presentCharge(row, accounts));
}

/** Fineract's `account-mapping-for-charge`: its text when enabled and not blank, else "Income". */
async function accountMappingForCharge(db: Kysely<object>): Promise<string> {
  const configuration = await readConfiguration(db, 'account-mapping-for-charge');
  const text = configuration?.stringValue?.trim();
  return configuration?.enabled === true && text !== undefined && text !== '' ? text : 'Income';
}

/** GET /charges/template. */
export async function retrieveChargeTemplate(db: Kysely<object>) {
  const tables = tenantTables(db);
  const currencies = await tables.selectFrom('m_organisation_currency').selectAll().orderBy('name').orderBy('id').execute();
  const taxGroups = await tables.selectFrom('m_tax_group').select(['id', 'name']).orderBy('id').execute();
  return presentChargeTemplate({
    currencyOptions: currencies.map(presentCurrency),
    taxGroupOptions: taxGroups,
    accountMappingForChargeConfig: await accountMappingForCharge(db),
    glAccountOptions: await enabledDetailGlAccounts(db, [GlAccountType.INCOME, GlAccountType.LIABILITY, GlAccountType.EXPENSE, GlAccountType.ASSET]),
  });
}

/** GET /charges/{id}; `template=true` adds the template's option lists. */
export async function retrieveCharge(db: Kysely<object>, chargeId: number, query: Query) {
  const row = await selectCharges(db).where('c.id', '=', chargeId).executeTakeFirst();
  if (row === undefined) {
    throw chargeNotFound(chargeId);
  }
  const charge = presentCharge(row, await glAccountSummaries(db, [row.income_or_liability_account_id]));
  return isTrueFlag(query.template) ? { ...(await retrieveChargeTemplate(db)), ...charge } : charge;
}
