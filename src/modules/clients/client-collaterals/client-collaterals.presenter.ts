import { Decimal } from 'decimal.js';
import type { CollateralTypeRef } from '../../collateral/index.ts';
import { collateralValue } from './domain/collateral-value.ts';
import type { ClientCollateralRow } from './client-collaterals.repository.ts';

/** A pledge's loan transaction (Fineract's LoanTransactionData of client collateral). */
export interface CollateralLoanTransactionView {
  readonly loanId: number;
}

/** A client collateral on the wire (Fineract's ClientCollateralManagementData). */
export interface ClientCollateralView {
  readonly id: number;
  readonly clientId: number;
  readonly name: string;
  /** The available (unpledged) quantity. */
  readonly quantity: Decimal;
  readonly total: Decimal;
  readonly totalCollateral: Decimal;
  /** GET one only: the loan transactions of its pledges. */
  readonly loanTransactionData?: readonly CollateralLoanTransactionView[];
}

/** An entry of the template the loan application screen picks pledges from (Fineract's LoanCollateralTemplateData). */
export interface ClientCollateralTemplateView {
  /** The client collateral row's id (not the type's). */
  readonly collateralId: number;
  readonly name: string;
  readonly basePrice: Decimal;
  readonly pctToBase: Decimal;
  readonly quantity: Decimal;
}

export function presentClientCollateral(row: ClientCollateralRow, type: CollateralTypeRef): ClientCollateralView {
  const quantity = new Decimal(row.quantity);
  const { total, totalCollateral } = collateralValue(quantity, type.basePrice, type.pctToBase);
  return { id: row.id, clientId: row.client_id, name: type.name, quantity, total, totalCollateral };
}

export function presentClientCollateralTemplate(row: ClientCollateralRow, type: CollateralTypeRef): ClientCollateralTemplateView {
  return { collateralId: row.id, name: type.name, basePrice: type.basePrice, pctToBase: type.pctToBase, quantity: new Decimal(row.quantity) };
}
