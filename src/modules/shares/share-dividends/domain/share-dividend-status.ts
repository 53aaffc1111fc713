import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's ShareAccountDividendStatusType: a payout is initiated then approved; an allocation is initiated then posted. */
export const DividendStatus = { INITIATED: 100, APPROVED: 300 } as const;
export const AllocationStatus = { INITIATED: 100, POSTED: 300 } as const;

const INITIATED = enumOption(100, 'shareAccountDividendStatusType.initiated', 'Dividend Initiated');

export function dividendStatusOption(id: number): EnumOption {
  return id === DividendStatus.APPROVED ? enumOption(300, 'shareAccountDividendStatusType.approved', 'Dividend Approved') : INITIATED;
}

export function allocationStatusOption(id: number): EnumOption {
  return id === AllocationStatus.POSTED ? enumOption(300, 'shareAccountDividendStatusType.posted', 'Dividend Posted') : INITIATED;
}
