import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { GlAccountSummary } from '../gl-accounts/gl-account-options.queries.ts';

/** One mapping of a product with the names of what it refers to. */
export interface ProductAccountMapping {
  readonly role: number;
  readonly glAccount: GlAccountSummary;
  readonly paymentType?: { readonly id: number; readonly name: string };
  readonly charge?: { readonly id: number; readonly name: string; readonly active: boolean; readonly penalty: boolean };
}

/**
 * Every mapping of the product, in one statement, with each account's id, name and GL code, the payment
 * type's id and name and the charge's id, name, active and penalty flags. Ordered by role, then row id.
 */
export async function productAccountMappings(untyped: Kysely<object>, productType: number, productId: number): Promise<ProductAccountMapping[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('acc_product_mapping as m')
    .innerJoin('acc_gl_account as gl', 'gl.id', 'm.gl_account_id')
    .leftJoin('m_payment_type as pt', 'pt.id', 'm.payment_type')
    .leftJoin('m_charge as c', 'c.id', 'm.charge_id')
    .select([
      'm.financial_account_type as role',
      'gl.id as gl_id',
      'gl.name as gl_name',
      'gl.gl_code',
      'pt.id as payment_type_id',
      'pt.value as payment_type_name',
      'c.id as charge_id',
      'c.name as charge_name',
      'c.is_active as charge_active',
      'c.is_penalty as charge_penalty',
    ])
    .where('m.product_type', '=', productType)
    .where('m.product_id', '=', productId)
    .orderBy('m.financial_account_type')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    role: row.role ?? 0,
    glAccount: { id: row.gl_id, name: row.gl_name, glCode: row.gl_code },
    ...(row.payment_type_id === null ? {} : { paymentType: { id: row.payment_type_id, name: row.payment_type_name ?? '' } }),
    ...(row.charge_id === null
      ? {}
      : { charge: { id: row.charge_id, name: row.charge_name ?? '', active: row.charge_active === true, penalty: row.charge_penalty === true } }),
  }));
}
