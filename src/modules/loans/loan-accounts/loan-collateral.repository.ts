import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { adjustClientCollateralQuantities } from '../../clients/index.ts';
import { LoanStatus } from './domain/loan-status.ts';

/** A pledge of a client's collateral to a loan, with the values of its collateral type. */
export interface LoanPledge {
  readonly id: number;
  readonly loanId: number | null;
  readonly clientCollateralId: number | null;
  readonly quantity: Decimal;
  readonly released: boolean;
  readonly basePrice: Decimal;
  readonly pctToBase: Decimal;
}

/** One pledge (`m_loan_collateral_management`) with its type's price and percentage; undefined when unknown. */
export async function findPledge(untyped: Kysely<object>, id: number, forUpdate = false): Promise<LoanPledge | undefined> {
  let query = tenantTables(untyped)
    .selectFrom('m_loan_collateral_management as lc')
    .leftJoin('m_client_collateral_management as cc', 'cc.id', 'lc.client_collateral_id')
    .leftJoin('m_collateral_management as c', 'c.id', 'cc.collateral_id')
    .select(['lc.id', 'lc.loan_id', 'lc.client_collateral_id', 'lc.quantity', 'lc.is_released', 'c.base_price', 'c.pct_to_base'])
    .where('lc.id', '=', id);
  if (forUpdate) {
    query = query.forUpdate('lc');
  }
  const row = await query.executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  return {
    id: row.id, loanId: row.loan_id, clientCollateralId: row.client_collateral_id, quantity: new Decimal(row.quantity), released: row.is_released === true,
    basePrice: new Decimal(row.base_price ?? 0), pctToBase: new Decimal(row.pct_to_base ?? 0),
  };
}

/** Removes a pledge; a pledge not yet released gives its quantity back to the client's collateral. */
export async function deletePledge(untyped: Kysely<object>, pledge: LoanPledge): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loan_collateral_management').where('id', '=', pledge.id).execute();
  if (!pledge.released && pledge.clientCollateralId !== null) {
    await adjustClientCollateralQuantities(untyped, [{ id: pledge.clientCollateralId, delta: pledge.quantity.toString() }]);
  }
}

/** The loan statuses whose pledges still hold their collateral (not closed, rejected, withdrawn or written off). */
const OPEN_STATUSES = [LoanStatus.SUBMITTED_AND_PENDING_APPROVAL, LoanStatus.APPROVED, LoanStatus.ACTIVE, LoanStatus.OVERPAID];

/** Whether units of the collateral type are pledged, not released, to a loan that is still open. */
export async function collateralTypePledgedToOpenLoan(untyped: Kysely<object>, collateralTypeId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_collateral_management as lc')
    .innerJoin('m_client_collateral_management as cc', 'cc.id', 'lc.client_collateral_id')
    .innerJoin('m_loan as l', 'l.id', 'lc.loan_id')
    .select('lc.id')
    .where('cc.collateral_id', '=', collateralTypeId)
    .where((eb) => eb.or([eb('lc.is_released', '=', false), eb('lc.is_released', 'is', null)]))
    .where('l.loan_status_id', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a client collateral row has units pledged, not released, to any loan (its delete is refused then). */
export async function clientCollateralPledged(untyped: Kysely<object>, clientCollateralId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_collateral_management')
    .select('id')
    .where('client_collateral_id', '=', clientCollateralId)
    .where((eb) => eb.or([eb('is_released', '=', false), eb('is_released', 'is', null)]))
    .executeTakeFirst();
  return row !== undefined;
}
