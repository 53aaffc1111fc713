import { LocalDate } from '@js-joda/core';

/**
 * Fineract's ExternalTransferStatus, stored by name in m_external_asset_owner_transfer.status. The two
 * intermediate states belong to Fineract's delayed settlement (a product option this project does not
 * have): they are known by name so that stored rows read back, but nothing writes them.
 */
export const TransferStatus = {
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  BUYBACK: 'BUYBACK',
  CANCELLED: 'CANCELLED',
  DECLINED: 'DECLINED',
  PENDING_INTERMEDIATE: 'PENDING_INTERMEDIATE',
  ACTIVE_INTERMEDIATE: 'ACTIVE_INTERMEDIATE',
} as const;
export type TransferStatusName = (typeof TransferStatus)[keyof typeof TransferStatus];

/** Fineract's ExternalTransferSubStatus: why a transfer was declined or cancelled. */
export const TransferSubStatus = {
  BALANCE_ZERO: 'BALANCE_ZERO',
  BALANCE_NEGATIVE: 'BALANCE_NEGATIVE',
  SAMEDAY_TRANSFERS: 'SAMEDAY_TRANSFERS',
  USER_REQUESTED: 'USER_REQUESTED',
  UNSOLD: 'UNSOLD',
} as const;
export type TransferSubStatusName = (typeof TransferSubStatus)[keyof typeof TransferSubStatus];

/** The effective-to date of a transfer row that still applies (Fineract's FUTURE_DATE_9999_12_31). */
export const OPEN_END_DATE = LocalDate.of(9999, 12, 31);

