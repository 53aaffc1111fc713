import { ClientStatus, type ClientStatusId } from '../../clients/domain/client-status.ts';

/** The commands that move a client from one status to another. */
export type ClientTransition =
  | 'activate'
  | 'close'
  | 'reject'
  | 'withdraw'
  | 'reactivate'
  | 'undoRejection'
  | 'undoWithdrawal'
  | 'proposeTransfer'
  | 'acceptTransfer'
  | 'rejectTransfer'
  | 'withdrawTransfer';

/** Why a transition is refused: Fineract's code and message; `validation` refusals are 400, the others 403. */
export interface TransitionRefusal {
  readonly code: string;
  readonly message: string;
  readonly validation?: boolean;
}

const { PENDING, ACTIVE, TRANSFER_IN_PROGRESS, TRANSFER_ON_HOLD, CLOSED, REJECTED, WITHDRAWN } = ClientStatus;

/** For each transition: the statuses it starts from and the status it leads to. */
const TRANSITIONS: Readonly<Record<ClientTransition, { readonly from: readonly ClientStatusId[]; readonly to: ClientStatusId }>> = {
  activate: { from: [PENDING], to: ACTIVE },
  close: { from: [PENDING, ACTIVE], to: CLOSED },
  reject: { from: [PENDING], to: REJECTED },
  withdraw: { from: [PENDING], to: WITHDRAWN },
  reactivate: { from: [CLOSED], to: PENDING },
  undoRejection: { from: [REJECTED], to: PENDING },
  undoWithdrawal: { from: [WITHDRAWN], to: PENDING },
  proposeTransfer: { from: [ACTIVE], to: TRANSFER_IN_PROGRESS },
  acceptTransfer: { from: [TRANSFER_IN_PROGRESS], to: ACTIVE },
  rejectTransfer: { from: [TRANSFER_IN_PROGRESS], to: TRANSFER_ON_HOLD },
  withdrawTransfer: { from: [TRANSFER_IN_PROGRESS, TRANSFER_ON_HOLD], to: ACTIVE },
};

function closeRefusal(status: number): TransitionRefusal {
  if (status === CLOSED) {
    return { code: 'error.msg.client.close.is.already.closed', message: 'Client is already closed.' };
  }
  if (status === TRANSFER_IN_PROGRESS || status === TRANSFER_ON_HOLD) {
    return { code: 'error.msg.client.close.is.under.transfer', message: 'Cannot Close a Client under Transfer' };
  }
  return { code: 'error.msg.client.close.on.account.not.active.or.pending', message: 'Only pending or active clients may be closed.' };
}

function activateRefusal(status: number): TransitionRefusal {
  if (status === ACTIVE) {
    return { code: 'error.msg.clients.already.active', message: 'Cannot activate client. Client is already active.', validation: true };
  }
  return { code: 'error.msg.client.activation.on.account.not.in.pending.activation.status', message: 'Only clients pending activation may be activated.' };
}

function refusalFor(transition: ClientTransition, status: number, clientId: number): TransitionRefusal {
  switch (transition) {
    case 'activate':
      return activateRefusal(status);
    case 'close':
      return closeRefusal(status);
    case 'reject':
      return { code: 'error.msg.client.rejection.on.account.not.in.pending.activation.status', message: 'Only clients pending activation may be rejected.' };
    case 'withdraw':
      return { code: 'error.msg.client.withdrawal.on.account.not.in.pending.activation.status', message: 'Only clients pending activation may be withdrawn.' };
    case 'reactivate':
      return { code: 'error.msg.client.reactivation.on.nonclosed.account', message: 'only closed clients may be reactivated.' };
    case 'undoRejection':
      return { code: 'error.msg.client.undorejection.on.nonrejected.account', message: 'only rejected clients may be reactivated.' };
    case 'undoWithdrawal':
      return { code: 'error.msg.client.undoWithdrawal.on.nonwithdrawal.account', message: 'only withdrawal clients may be reactivated.' };
    case 'proposeTransfer':
      return { code: 'error.msg.client.not.active.exception', message: `The Client with id \`${clientId}\` is not active` };
    case 'acceptTransfer':
    case 'rejectTransfer':
      return { code: 'error.msg.client.not.awaiting.transfer.approval.exception', message: `The Client with id \`${clientId}\` is not awaiting transfer` };
    case 'withdrawTransfer':
      return { code: 'error.msg.client.not.awaiting.transfer.approval.or.on.hold.exception', message: `The Client with id \`${clientId}\` is neither awaiting a transfer nor on hold` };
  }
}

/** The refusal of `transition` for a client in `status`, or undefined when the transition is allowed. */
export function transitionRefusal(transition: ClientTransition, status: number, clientId: number): TransitionRefusal | undefined {
  return TRANSITIONS[transition].from.some((from) => from === status) ? undefined : refusalFor(transition, status, clientId);
}

/** The status a client has after `transition`. */
export function statusAfter(transition: ClientTransition): ClientStatusId {
  return TRANSITIONS[transition].to;
}
