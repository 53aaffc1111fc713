import type { Kysely } from 'kysely';
import { assert } from '../../../shared/assert.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { collateralTypesByIds, type CollateralTypeRef } from '../../collateral/index.ts';
import { requireVisibleClient } from '../client-identifiers/client-identifiers.queries.ts';
import { clientCollateralNotFound, collateralLoanProductNotFound } from './client-collaterals.errors.ts';
import {
  presentClientCollateral,
  presentClientCollateralTemplate,
  type ClientCollateralTemplateView,
  type ClientCollateralView,
} from './client-collaterals.presenter.ts';
import { findClientCollateral, listClientCollaterals, loanProductCurrency, type ClientCollateralRow } from './client-collaterals.repository.ts';

/** The client's rows with their types (two statements, whatever the number of rows). */
async function rowsWithTypes(db: Kysely<object>, rows: readonly ClientCollateralRow[]): Promise<[ClientCollateralRow, CollateralTypeRef][]> {
  const types = await collateralTypesByIds(db, rows.map((row) => row.collateral_id));
  return rows.map((row) => {
    const type = types.get(row.collateral_id);
    assert(type !== undefined, `client collateral ${row.id} refers to missing collateral type ${row.collateral_id}`);
    return [row, type];
  });
}

type Query = Readonly<Record<string, string | undefined>>;

/** `prodId`: a loan product id; blank counts as absent, anything but digits is 400. */
function productIdOf(query: Query): number | undefined {
  const text = query.prodId?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw unsupportedQueryValue('prodId', text);
  }
  return Number(text);
}

/**
 * GET /clients/{clientId}/collaterals: every row of the client. With `prodId`, only the rows whose type
 * has the loan product's currency (the loan application screen); an unknown product is 404
 * `error.msg.loanproduct.id.invalid`, and so is every product until loan products exist. (Fineract answers
 * [] without `prodId`; the specification asks for every row.)
 */
export async function retrieveClientCollaterals(db: Kysely<object>, clientId: number, query: Query, userHierarchy: string): Promise<ClientCollateralView[]> {
  const productId = productIdOf(query);
  await requireVisibleClient(db, clientId, userHierarchy);
  const currencyCode = productId === undefined ? undefined : await loanProductCurrency.currencyOf(db, productId);
  if (productId !== undefined && currencyCode === undefined) {
    throw collateralLoanProductNotFound(productId);
  }
  const rows = await rowsWithTypes(db, await listClientCollaterals(db, clientId));
  return rows.filter(([, type]) => currencyCode === undefined || type.currencyCode === currencyCode).map(([row, type]) => presentClientCollateral(row, type));
}

/**
 * GET /clients/{clientId}/collaterals/{clientCollateralId}, with `loanTransactionData`: the loan
 * transactions of its pledges, none until loans exist.
 */
export async function retrieveClientCollateral(db: Kysely<object>, clientId: number, clientCollateralId: number, userHierarchy: string): Promise<ClientCollateralView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const row = await findClientCollateral(db, clientId, clientCollateralId);
  if (row === undefined) {
    throw clientCollateralNotFound(clientCollateralId);
  }
  const [withType] = await rowsWithTypes(db, [row]);
  assert(withType !== undefined, 'one row in, one row out');
  return { ...presentClientCollateral(...withType), loanTransactionData: [] };
}

/** GET /clients/{clientId}/collaterals/template: the client's rows to pledge from. */
export async function retrieveClientCollateralTemplate(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<ClientCollateralTemplateView[]> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const rows = await rowsWithTypes(db, await listClientCollaterals(db, clientId));
  return rows.map(([row, type]) => presentClientCollateralTemplate(row, type));
}
