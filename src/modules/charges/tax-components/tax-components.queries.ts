import type { Kysely } from 'kysely';
import { enabledDetailGlAccounts, glAccountSummaries, GlAccountType } from '../../accounting/index.ts';
import { taxComponentNotFound } from './tax-components.errors.ts';
import { presentTaxComponent, presentTaxComponentTemplate, type TaxComponentView } from './tax-components.presenter.ts';
import { listTaxComponentHistories, listTaxComponents, type TaxComponentRow } from './tax-components.repository.ts';

/** The debit and credit accounts the components name, in one statement (none when they name none). */
function accountsOf(db: Kysely<object>, rows: readonly TaxComponentRow[]) {
  return glAccountSummaries(db, rows.flatMap((row) => [row.debit_account_id, row.credit_account_id]));
}

/** GET /taxes/component: every component with its past rates and accounts, by id. */
export async function retrieveAllTaxComponents(db: Kysely<object>): Promise<TaxComponentView[]> {
  const rows = await listTaxComponents(db);
  const histories = await listTaxComponentHistories(db, rows.map((row) => row.id));
  const accounts = await accountsOf(db, rows);
  return rows.map((row) => presentTaxComponent(row, histories, accounts));
}

export async function retrieveTaxComponent(db: Kysely<object>, taxComponentId: number): Promise<TaxComponentView> {
  const [row] = await listTaxComponents(db, taxComponentId);
  if (row === undefined) {
    throw taxComponentNotFound(taxComponentId);
  }
  return presentTaxComponent(row, await listTaxComponentHistories(db, [row.id]), await accountsOf(db, [row]));
}

/** GET /taxes/component/template: the enabled detail accounts of every type, in one statement. */
export async function retrieveTaxComponentTemplate(db: Kysely<object>) {
  const allTypes = [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.EQUITY, GlAccountType.INCOME, GlAccountType.EXPENSE];
  return presentTaxComponentTemplate(await enabledDetailGlAccounts(db, allTypes));
}
