import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { TransferState } from './domain/transfer-rules.ts';
import type { TransferRow } from './transfers.repository.ts';

/** A transfer row with its owner's external id and its executed details, as the reads select it. */
export interface TransferReadRow {
  readonly id: number;
  readonly owner_external_id: string;
  readonly loan_id: number;
  readonly external_loan_id: string | null;
  readonly external_id: string;
  readonly purchase_price_ratio: string;
  readonly settlement_date: string;
  readonly status: string;
  readonly sub_status: string | null;
  readonly effective_date_from: string;
  readonly effective_date_to: string;
  readonly details_id: number | null;
  readonly total_outstanding_derived: string | null;
  readonly principal_outstanding_derived: string | null;
  readonly interest_outstanding_derived: string | null;
  readonly fee_charges_outstanding_derived: string | null;
  readonly penalty_charges_outstanding_derived: string | null;
  readonly total_overpaid_derived: string | null;
}

/** The loan's amounts when the transfer was executed (Fineract's ExternalTransferDataDetails). */
export interface TransferDetailsView {
  readonly detailsId: number;
  readonly totalOutstanding: Decimal;
  readonly totalPrincipalOutstanding: Decimal;
  readonly totalInterestOutstanding: Decimal;
  readonly totalFeeChargesOutstanding: Decimal;
  readonly totalPenaltyChargesOutstanding: Decimal;
  readonly totalOverpaid: Decimal;
}

/**
 * A transfer on the wire (Fineract's ExternalTransferData). A typed endpoint: dates are `yyyy-MM-dd`
 * strings and the status and sub-status their names.
 */
export interface TransferView {
  readonly transferId: number;
  readonly owner: { readonly externalId: string };
  readonly loan: { readonly loanId: number; readonly externalId?: string };
  readonly details?: TransferDetailsView;
  readonly transferExternalId: string;
  readonly purchasePriceRatio: string;
  readonly settlementDate: string;
  readonly status: string;
  readonly subStatus?: string;
  readonly effectiveFrom: string;
  readonly effectiveTo: string;
}

const amount = (value: string | null): Decimal => new Decimal(value ?? 0);

function presentDetails(row: TransferReadRow): TransferDetailsView | undefined {
  if (row.details_id === null) {
    return undefined;
  }
  return {
    detailsId: row.details_id,
    totalOutstanding: amount(row.total_outstanding_derived),
    totalPrincipalOutstanding: amount(row.principal_outstanding_derived),
    totalInterestOutstanding: amount(row.interest_outstanding_derived),
    totalFeeChargesOutstanding: amount(row.fee_charges_outstanding_derived),
    totalPenaltyChargesOutstanding: amount(row.penalty_charges_outstanding_derived),
    totalOverpaid: amount(row.total_overpaid_derived),
  };
}

export function presentTransfer(row: TransferReadRow): TransferView {
  const details = presentDetails(row);
  return {
    transferId: row.id,
    owner: { externalId: row.owner_external_id },
    loan: row.external_loan_id === null ? { loanId: row.loan_id } : { loanId: row.loan_id, externalId: row.external_loan_id },
    ...(details === undefined ? {} : { details }),
    transferExternalId: row.external_id,
    purchasePriceRatio: row.purchase_price_ratio,
    settlementDate: row.settlement_date,
    status: row.status,
    ...(row.sub_status === null ? {} : { subStatus: row.sub_status }),
    effectiveFrom: row.effective_date_from,
    effectiveTo: row.effective_date_to,
  };
}

/** A stored row as the transfer rules see it. */
export function toTransferState(row: Pick<TransferRow, 'id' | 'status' | 'settlement_date'>): TransferState {
  return { id: row.id, status: row.status, settlementDate: LocalDate.parse(row.settlement_date) };
}
