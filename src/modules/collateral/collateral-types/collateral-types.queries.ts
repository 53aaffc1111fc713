import type { Kysely } from 'kysely';
import { collateralTypeNotFound } from './collateral-types.errors.ts';
import {
  collateralTypeRef,
  presentCollateralCurrency,
  presentCollateralType,
  type CollateralCurrencyView,
  type CollateralTypeRef,
  type CollateralTypeView,
} from './collateral-types.presenter.ts';
import { findCollateralType, listCollateralTypes, listCollateralTypesByIds, listPlatformCurrencies } from './collateral-types.repository.ts';

/** GET /collateral-management, by id. */
export async function retrieveCollateralTypes(db: Kysely<object>): Promise<CollateralTypeView[]> {
  return (await listCollateralTypes(db)).map(presentCollateralType);
}

/** GET /collateral-management/{collateralId}. */
export async function retrieveCollateralType(db: Kysely<object>, collateralId: number): Promise<CollateralTypeView> {
  const record = await findCollateralType(db, collateralId);
  if (record === undefined) {
    throw collateralTypeNotFound(collateralId);
  }
  return presentCollateralType(record);
}

/** GET /collateral-management/template: a bare array of every platform currency, by name. */
export async function retrieveCollateralTemplate(db: Kysely<object>): Promise<CollateralCurrencyView[]> {
  return (await listPlatformCurrencies(db)).map(presentCollateralCurrency);
}

/** The type, or 404 `error.msg.loan.collateral.id.invalid` (for modules that refer to types). */
export async function requireCollateralType(db: Kysely<object>, collateralId: number): Promise<CollateralTypeRef> {
  const record = await findCollateralType(db, collateralId);
  if (record === undefined) {
    throw collateralTypeNotFound(collateralId);
  }
  return collateralTypeRef(record);
}

/** The types of the given ids that exist, by id, in one statement (for lists of records that refer to types). */
export async function collateralTypesByIds(db: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, CollateralTypeRef>> {
  const records = await listCollateralTypesByIds(db, [...new Set(ids)]);
  return new Map(records.map((record) => [record.id, collateralTypeRef(record)]));
}
