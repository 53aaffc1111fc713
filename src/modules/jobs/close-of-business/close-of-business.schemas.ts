import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

export const CatchUpStatus = Type.Object({
  isCatchUpRunning: Type.Boolean(),
  processingDate: LocalDateArray,
});

export const LoanAccountLock = Type.Object({
  loanId: Type.Integer(),
  lockOwner: Type.String({ examples: ['LOAN_COB_CHUNK_PROCESSING', 'LOAN_INLINE_COB_PROCESSING'] }),
  error: Type.Optional(Type.String()),
  stacktrace: Type.Optional(Type.String()),
  lockPlacedOn: Type.Optional(Type.String()),
  lockPlacedOnCobBusinessDate: Type.Optional(LocalDateArray),
});

/** Fineract's LoanAccountLockResponseDTO: the page asked for and its locks. */
export const LoanAccountLockPage = Type.Object({ page: Type.Integer(), limit: Type.Integer(), content: Type.Array(LoanAccountLock) });

export const LockedLoansQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'Page number, from 0.' })),
  limit: Type.Optional(Type.String()),
});
