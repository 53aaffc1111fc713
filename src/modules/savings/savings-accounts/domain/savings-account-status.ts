import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's SavingsAccountStatusType. */
export const SavingsAccountStatus = {
  SUBMITTED_AND_PENDING_APPROVAL: 100,
  APPROVED: 200,
  ACTIVE: 300,
  TRANSFER_IN_PROGRESS: 303,
  TRANSFER_ON_HOLD: 304,
  WITHDRAWN_BY_APPLICANT: 400,
  REJECTED: 500,
  CLOSED: 600,
  PRE_MATURE_CLOSURE: 700,
  MATURED: 800,
} as const;
export type SavingsAccountStatusId = (typeof SavingsAccountStatus)[keyof typeof SavingsAccountStatus];

/** Fineract's SavingsAccountSubStatusEnum. */
export const SavingsAccountSubStatus = { NONE: 0, INACTIVE: 100, DORMANT: 200, ESCHEAT: 300, BLOCK: 400, BLOCK_CREDIT: 500, BLOCK_DEBIT: 600 } as const;

const STATUS: Readonly<Record<number, readonly [code: string, value: string]>> = {
  100: ['savingsAccountStatusType.submitted.and.pending.approval', 'Submitted and pending approval'],
  200: ['savingsAccountStatusType.approved', 'Approved'],
  300: ['savingsAccountStatusType.active', 'Active'],
  303: ['savingsAccountStatusType.transfer.in.progress', 'Transfer in progress'],
  304: ['savingsAccountStatusType.transfer.on.hold', 'Transfer on hold'],
  400: ['savingsAccountStatusType.withdrawn.by.applicant', 'Withdrawn by applicant'],
  500: ['savingsAccountStatusType.rejected', 'Rejected'],
  600: ['savingsAccountStatusType.closed', 'Closed'],
  700: ['savingsAccountStatusType.pre.mature.closure', 'Premature Closed'],
  800: ['savingsAccountStatusType.matured', 'Matured'],
};

const SUB_STATUS: Readonly<Record<number, readonly [code: string, value: string]>> = {
  0: ['SavingsAccountSubStatusEnum.none', 'None'],
  100: ['SavingsAccountSubStatusEnum.inactive', 'Inactive'],
  200: ['SavingsAccountSubStatusEnum.dormant', 'Dormant'],
  300: ['SavingsAccountSubStatusEnum.escheat', 'Escheat'],
  400: ['SavingsAccountSubStatusEnum.block', 'Block'],
  500: ['SavingsAccountSubStatusEnum.blockCredit', 'BlockCredit'],
  600: ['SavingsAccountSubStatusEnum.blockDebit', 'BlockDebit'],
};

/** Fineract's SavingsAccountStatusEnumData: the enum with one flag per state. */
export interface SavingsAccountStatusView extends EnumOption {
  readonly submittedAndPendingApproval: boolean;
  readonly approved: boolean;
  readonly rejected: boolean;
  readonly withdrawnByApplicant: boolean;
  readonly active: boolean;
  readonly closed: boolean;
  readonly prematureClosed: boolean;
  readonly transferInProgress: boolean;
  readonly transferOnHold: boolean;
  readonly matured: boolean;
}

export function savingsStatusView(id: number): SavingsAccountStatusView {
  const [code, value] = STATUS[id] ?? ['savingsAccountStatusType.invalid', 'Invalid'];
  const S = SavingsAccountStatus;
  return {
    ...enumOption(STATUS[id] === undefined ? 0 : id, code, value),
    submittedAndPendingApproval: id === S.SUBMITTED_AND_PENDING_APPROVAL,
    approved: id === S.APPROVED,
    rejected: id === S.REJECTED,
    withdrawnByApplicant: id === S.WITHDRAWN_BY_APPLICANT,
    active: id === S.ACTIVE,
    closed: id === S.CLOSED,
    prematureClosed: id === S.PRE_MATURE_CLOSURE,
    transferInProgress: id === S.TRANSFER_IN_PROGRESS,
    transferOnHold: id === S.TRANSFER_ON_HOLD,
    matured: id === S.MATURED,
  };
}

/** Fineract's SavingsAccountSubStatusEnumData: the enum with one flag per sub-status. */
export interface SavingsAccountSubStatusView extends EnumOption {
  readonly none: boolean;
  readonly inactive: boolean;
  readonly dormant: boolean;
  readonly escheat: boolean;
  readonly block: boolean;
  readonly blockCredit: boolean;
  readonly blockDebit: boolean;
}

export function savingsSubStatusView(id: number): SavingsAccountSubStatusView {
  const [code, value] = SUB_STATUS[id] ?? ['SavingsAccountSubStatusEnum.none', 'None'];
  const S = SavingsAccountSubStatus;
  return {
    ...enumOption(SUB_STATUS[id] === undefined ? 0 : id, code, value),
    none: id === S.NONE,
    inactive: id === S.INACTIVE,
    dormant: id === S.DORMANT,
    escheat: id === S.ESCHEAT,
    block: id === S.BLOCK,
    blockCredit: id === S.BLOCK_CREDIT,
    blockDebit: id === S.BLOCK_DEBIT,
  };
}

/** Fineract's AccountType of a savings account. */
export const SavingsAccountType = { INDIVIDUAL: 1, GROUP: 2, JLG: 3, GSIM: 4 } as const;

const ACCOUNT_TYPE: Readonly<Record<number, readonly [code: string, value: string]>> = {
  1: ['accountType.individual', 'Individual'],
  2: ['accountType.group', 'Group'],
  3: ['accountType.jlg', 'JLG'],
  4: ['accountType.gsim', 'GSIM'],
};

export function accountTypeOption(id: number): EnumOption {
  const [code, value] = ACCOUNT_TYPE[id] ?? ['accountType.invalid', 'Invalid'];
  return enumOption(id, code, value);
}

/** Fineract's DepositAccountType of a plain savings account. */
export function savingsDepositTypeOption(): EnumOption {
  return enumOption(100, 'depositAccountType.savingsDeposit', 'Savings');
}
