import type { Kysely } from 'kysely';
import { UnauthenticatedError } from '../../../shared/errors/api-errors.ts';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { requireReadPermission, type Principal } from '../../../platform/security/index.ts';
import { PortfolioProductType, productAccountMappings } from '../../accounting/index.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import { retrieveProductMixes, retrieveProductMixTemplate } from '../product-mix/product-mix.queries.ts';
import { loanProductNotFound } from './loan-products.errors.ts';
import { presentLoanProduct, type LoanProductAggregate } from './loan-products.presenter.ts';
import { findLoanProductChildren, findLoanProductRows, type LoanProductChildRows, type LoanProductReadRow } from './loan-product-reads.repository.ts';
import { findLoanProductIdByExternalId } from './loan-products.repository.ts';
import { newLoanProductDefaults, retrieveTemplateOptions } from './loan-product-template.queries.ts';

/** The handler-level permission checks of the routes that answer two kinds of data. */
function requireRead(user: Principal | undefined, code: string): void {
  if (user === undefined) {
    throw new UnauthenticatedError();
  }
  requireReadPermission(user, code);
}

type Query = Readonly<Record<string, string | undefined>>;
type ChargeList = Awaited<ReturnType<typeof retrieveAllCharges>>;

function aggregateOf(row: LoanProductReadRow, children: LoanProductChildRows, charges: ChargeList | undefined): Omit<LoanProductAggregate, 'mappings'> {
  const mine = <T extends { loan_product_id: number }>(rows: readonly T[]): T[] => rows.filter((r) => r.loan_product_id === row.id);
  const chargeIds = new Set(children.chargeIds.filter((c) => c.product_loan_id === row.id).map((c) => c.charge_id));
  return {
    row,
    fundName: row.fund_name,
    currency: { name: row.currency_name ?? row.currency_code, displaySymbol: row.currency_display_symbol, nameCode: row.currency_name_code ?? `currency.${row.currency_code}` },
    bucket: row.delinquency_bucket_id === null ? undefined : { id: row.delinquency_bucket_id, name: row.bucket_name ?? '', ranges: [] },
    charges: charges === undefined ? [] : charges.filter((c) => chargeIds.has(c.id)) as unknown as Record<string, unknown>[],
    recalculation: children.recalculation.find((r) => r.product_id === row.id),
    variations: mine(children.variations),
    floating: mine(children.floating)[0],
    guarantee: mine(children.guarantee)[0],
    attributes: mine(children.attributes)[0],
    variable: mine(children.variable)[0],
    paymentAllocation: mine(children.paymentAllocation),
    creditAllocation: mine(children.creditAllocation),
  };
}

/** GET /loanproducts: every product by id (Fineract's order), ten statements whatever their number; no charges or mappings. */
export async function retrieveAllLoanProducts(db: Kysely<object>, user: Principal | undefined, query: Query): Promise<unknown[]> {
  if ((query.associations ?? '').split(',').map((a) => a.trim()).includes('productMixes')) {
    requireRead(user, 'READ_PRODUCTMIX');
    return retrieveProductMixes(db);
  }
  const rows = await findLoanProductRows(db);
  const children = await findLoanProductChildren(db, rows.map((r) => r.id));
  return rows.map((row) => {
    const product = presentLoanProduct({ ...aggregateOf(row, children, undefined), mappings: [] });
    return Object.fromEntries(Object.entries(product).filter(([key]) => key !== 'charges'));
  });
}

async function loadAggregate(db: Kysely<object>, productId: number): Promise<LoanProductAggregate> {
  const [row] = await findLoanProductRows(db, [productId]);
  if (row === undefined) {
    throw loanProductNotFound(productId);
  }
  const children = await findLoanProductChildren(db, [row.id]);
  const charges = children.chargeIds.length === 0 ? [] : await retrieveAllCharges(db);
  const mappings = await productAccountMappings(db, PortfolioProductType.LOAN, row.id);
  return { ...aggregateOf(row, children, charges), mappings };
}

/** GET /loanproducts/{id}; `template=true` adds the template's option lists. */
export async function retrieveLoanProduct(db: Kysely<object>, productId: number, query: Query): Promise<Record<string, unknown>> {
  const product = presentLoanProduct(await loadAggregate(db, productId));
  return isTrueFlag(query.template) ? { ...product, ...(await retrieveTemplateOptions(db)) } : product;
}

/** GET /loanproducts/external-id/{externalId}. */
export async function retrieveLoanProductByExternalId(db: Kysely<object>, externalId: string, query: Query): Promise<Record<string, unknown>> {
  return retrieveLoanProduct(db, await requireLoanProductIdByExternalId(db, externalId), query);
}

export async function requireLoanProductIdByExternalId(db: Kysely<object>, externalId: string): Promise<number> {
  const id = await findLoanProductIdByExternalId(db, externalId);
  if (id === undefined) {
    throw loanProductNotFound(externalId);
  }
  return id;
}

/**
 * GET /loanproducts/template: a new product's defaults with every option list. With `isProductMixTemplate=true`
 * the products that own no mix instead, for READ_PRODUCTMIX alone; the plain template needs READ_LOANPRODUCT.
 */
export async function retrieveLoanProductTemplate(db: Kysely<object>, user: Principal | undefined, query: Query): Promise<Record<string, unknown>> {
  if (isTrueFlag(query.isProductMixTemplate)) {
    requireRead(user, 'READ_PRODUCTMIX');
    return retrieveProductMixTemplate(db);
  }
  requireRead(user, 'READ_LOANPRODUCT');
  return { ...newLoanProductDefaults(), ...(await retrieveTemplateOptions(db)) };
}
