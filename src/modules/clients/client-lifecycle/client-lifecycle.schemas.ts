import { Type } from 'typebox';

export const ClientCommandQuery = Type.Object({
  command: Type.String({
    description:
      'activate | close | reject | withdraw | reactivate | undoRejection | undoWithdrawal | assignStaff | unassignStaff | updateSavingsAccount | proposeTransfer | withdrawTransfer | acceptTransfer | rejectTransfer | proposeAndAcceptTransfer',
  }),
});

const dated = { description: 'Date in `dateFormat`; needs `locale`.' };

/** The members of every client command; each command takes its own subset (others are refused). */
export const ClientCommandRequest = Type.Object({
  activationDate: Type.Optional(Type.String({ description: 'activate' })),
  closureDate: Type.Optional(Type.String(dated)),
  closureReasonId: Type.Optional(Type.Integer({ description: 'close: a value of code ClientClosureReason' })),
  rejectionDate: Type.Optional(Type.String(dated)),
  rejectionReasonId: Type.Optional(Type.Integer({ description: 'reject: a value of code ClientRejectReason' })),
  withdrawalDate: Type.Optional(Type.String(dated)),
  withdrawalReasonId: Type.Optional(Type.Integer({ description: 'withdraw: a value of code ClientWithdrawReason' })),
  reactivationDate: Type.Optional(Type.String({ description: 'reactivate' })),
  reopenedDate: Type.Optional(Type.String({ description: 'undoRejection, undoWithdrawal' })),
  staffId: Type.Optional(Type.Integer({ description: 'assignStaff, unassignStaff, acceptTransfer, proposeAndAcceptTransfer' })),
  savingsAccountId: Type.Optional(Type.Integer({ description: 'updateSavingsAccount (refused until savings accounts exist)' })),
  destinationOfficeId: Type.Optional(Type.Integer({ description: 'proposeTransfer, proposeAndAcceptTransfer' })),
  transferDate: Type.Optional(Type.String({ description: 'proposeTransfer; default the business date' })),
  transferActiveLoans: Type.Optional(Type.Boolean()),
  destinationGroupId: Type.Optional(Type.Integer({ description: 'refused until groups exist' })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
