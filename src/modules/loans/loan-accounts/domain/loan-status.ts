import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's LoanStatus ids. */
export const LoanStatus = {
  SUBMITTED_AND_PENDING_APPROVAL: 100,
  APPROVED: 200,
  ACTIVE: 300,
  TRANSFER_IN_PROGRESS: 303,
  TRANSFER_ON_HOLD: 304,
  WITHDRAWN_BY_CLIENT: 400,
  REJECTED: 500,
  CLOSED_OBLIGATIONS_MET: 600,
  CLOSED_WRITTEN_OFF: 601,
  CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT: 602,
  OVERPAID: 700,
} as const;
export type LoanStatusId = (typeof LoanStatus)[keyof typeof LoanStatus];

const NAMES: Readonly<Record<number, readonly [string, string]>> = {
  100: ['submitted.and.pending.approval', 'Submitted and pending approval'],
  200: ['approved', 'Approved'],
  300: ['active', 'Active'],
  303: ['transfer.in.progress', 'Transfer in progress'],
  304: ['transfer.on.hold', 'Transfer on hold'],
  400: ['withdrawn.by.client', 'Withdrawn by applicant'],
  500: ['rejected', 'Rejected'],
  600: ['closed.obligations.met', 'Closed (obligations met)'],
  601: ['closed.written.off', 'Closed (written off)'],
  602: ['closed.reschedule.outstanding.amount', 'Closed (rescheduled)'],
  700: ['overpaid', 'Overpaid'],
};

/** Fineract's LoanStatusEnumData: the enum option with the state flags the web app reads. */
export interface LoanStatusView extends EnumOption {
  readonly pendingApproval: boolean;
  readonly waitingForDisbursal: boolean;
  readonly active: boolean;
  readonly closedObligationsMet: boolean;
  readonly closedWrittenOff: boolean;
  readonly closedRescheduled: boolean;
  readonly closed: boolean;
  readonly overpaid: boolean;
}

export function loanStatusView(id: number): LoanStatusView {
  const entry = NAMES[id] ?? ['invalid', 'Invalid'];
  const base = enumOption(NAMES[id] === undefined ? 0 : id, `loanStatusType.${entry[0]}`, entry[1]);
  const closedObligationsMet = id === LoanStatus.CLOSED_OBLIGATIONS_MET;
  const closedWrittenOff = id === LoanStatus.CLOSED_WRITTEN_OFF;
  const closedRescheduled = id === LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT;
  return {
    ...base,
    pendingApproval: id === LoanStatus.SUBMITTED_AND_PENDING_APPROVAL,
    waitingForDisbursal: id === LoanStatus.APPROVED,
    active: id === LoanStatus.ACTIVE,
    closedObligationsMet,
    closedWrittenOff,
    closedRescheduled,
    closed: closedObligationsMet || closedWrittenOff || closedRescheduled,
    overpaid: id === LoanStatus.OVERPAID,
  };
}

/** The lifecycle events of an application (Fineract's LoanEvent subset handled before disbursement). */
export type LoanApplicationEvent = 'approve' | 'undoApproval' | 'reject' | 'withdraw' | 'modify' | 'delete';

/**
 * The status an application event leads to from `status`, or undefined when the event is not allowed there
 * (Fineract's loan lifecycle state machine for the events before disbursement).
 */
export function transition(status: number, event: LoanApplicationEvent): LoanStatusId | undefined {
  const submitted = status === LoanStatus.SUBMITTED_AND_PENDING_APPROVAL;
  switch (event) {
    case 'approve':
      return submitted ? LoanStatus.APPROVED : undefined;
    case 'undoApproval':
      return status === LoanStatus.APPROVED ? LoanStatus.SUBMITTED_AND_PENDING_APPROVAL : undefined;
    case 'reject':
      return submitted ? LoanStatus.REJECTED : undefined;
    case 'withdraw':
      return submitted ? LoanStatus.WITHDRAWN_BY_CLIENT : undefined;
    case 'modify':
    case 'delete':
      return submitted ? LoanStatus.SUBMITTED_AND_PENDING_APPROVAL : undefined;
  }
}
