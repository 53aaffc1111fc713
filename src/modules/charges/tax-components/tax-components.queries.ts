import type { Kysely } from 'kysely';
import { taxComponentNotFound } from './tax-components.errors.ts';
import { presentTaxComponent, type TaxComponentView } from './tax-components.presenter.ts';
import { listTaxComponentHistories, listTaxComponents } from './tax-components.repository.ts';

/** GET /taxes/component: every component with its past rates, by id. */
export async function retrieveAllTaxComponents(db: Kysely<object>): Promise<TaxComponentView[]> {
  const rows = await listTaxComponents(db);
  const histories = await listTaxComponentHistories(db, rows.map((row) => row.id));
  return rows.map((row) => presentTaxComponent(row, histories));
}

export async function retrieveTaxComponent(db: Kysely<object>, taxComponentId: number): Promise<TaxComponentView> {
  const [row] = await listTaxComponents(db, taxComponentId);
  if (row === undefined) {
    throw taxComponentNotFound(taxComponentId);
  }
  return presentTaxComponent(row, await listTaxComponentHistories(db, [row.id]));
}
