import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** One row of acc_product_mapping as a product module writes it. */
export interface ProductMappingInsert {
  readonly role: number;
  readonly glAccountId: number;
  readonly paymentTypeId: number | null;
  readonly chargeId: number | null;
}

/** Removes every mapping of the product (core roles, fund sources and income overrides). */
export async function deleteMappingsOf(untyped: Kysely<object>, productType: number, productId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('acc_product_mapping').where('product_type', '=', productType).where('product_id', '=', productId).execute();
}

/** Writes the rows with one statement (none when there are none). */
export async function insertMappings(untyped: Kysely<object>, productType: number, productId: number, rows: readonly ProductMappingInsert[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('acc_product_mapping')
    .values(
      rows.map((row) => ({
        product_type: productType,
        product_id: productId,
        financial_account_type: row.role,
        gl_account_id: row.glAccountId,
        payment_type: row.paymentTypeId,
        charge_id: row.chargeId,
      })),
    )
    .execute();
}
