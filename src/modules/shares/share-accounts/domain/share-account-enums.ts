import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's ShareAccountStatusType. */
export const ShareAccountStatus = { SUBMITTED: 100, APPROVED: 200, ACTIVE: 300, REJECTED: 500, CLOSED: 600 } as const;

const STATUS: Readonly<Record<number, readonly [code: string, value: string]>> = {
  100: ['shareAccountStatusType.submitted.and.pending.approval', 'Submitted and pending approval'],
  200: ['shareAccountStatusType.approved', 'Approved'],
  300: ['shareAccountStatusType.active', 'Active'],
  500: ['shareAccountStatusType.rejected', 'Rejected'],
  600: ['shareAccountStatusType.closed', 'Closed'],
};

/** Fineract's ShareAccountStatusEnumData: the option plus one flag per state. */
export interface ShareAccountStatusView extends EnumOption {
  readonly submittedAndPendingApproval: boolean;
  readonly approved: boolean;
  readonly rejected: boolean;
  readonly active: boolean;
  readonly closed: boolean;
}

export function shareAccountStatusOption(id: number): ShareAccountStatusView {
  const entry = STATUS[id];
  const option = entry === undefined ? enumOption(0, 'shareAccountStatusType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
  return {
    ...option,
    submittedAndPendingApproval: id === ShareAccountStatus.SUBMITTED,
    approved: id === ShareAccountStatus.APPROVED,
    rejected: id === ShareAccountStatus.REJECTED,
    active: id === ShareAccountStatus.ACTIVE,
    closed: id === ShareAccountStatus.CLOSED,
  };
}

/** Fineract's PurchasedSharesStatusType: the status (100–400) and the type (500–700) of a share transaction. */
export const ShareTransactionStatus = { APPLIED: 100, APPROVED: 300, REJECTED: 400 } as const;
export const ShareTransactionType = { PURCHASE: 500, REDEEM: 600, CHARGE_PAYMENT: 700 } as const;

const TRANSACTION: Readonly<Record<number, readonly [code: string, value: string]>> = {
  100: ['purchasedSharesStatusType.applied', 'Pending Approval'],
  300: ['purchasedSharesStatusType.approved', 'Approved'],
  400: ['purchasedSharesStatusType.rejected', 'Rejected'],
  500: ['purchasedSharesType.purchased', 'Purchase'],
  600: ['purchasedSharesType.redeemed', 'Redeem'],
  700: ['charge.payment', 'Charge Payment'],
};

export function shareTransactionOption(id: number | null): EnumOption {
  const entry = id === null ? undefined : TRANSACTION[id];
  return entry === undefined || id === null ? enumOption(0, 'purchasedSharesStatusType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
}
