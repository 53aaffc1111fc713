import { Type } from 'typebox';
import { Originator } from '../originators/originators.schemas.ts';

export const LoanOriginators = Type.Object({ originators: Type.Array(Originator) });

export const LoanIdParams = Type.Object({ loanId: Type.Integer() });
export const LoanExternalIdParams = Type.Object({ loanExternalId: Type.String() });
export const LoanOriginatorParams = Type.Object({ loanId: Type.Integer(), originatorId: Type.Integer() });
export const LoanOriginatorExternalParams = Type.Object({ loanId: Type.Integer(), originatorExternalId: Type.String() });
export const LoanExternalOriginatorParams = Type.Object({ loanExternalId: Type.String(), originatorId: Type.Integer() });
export const LoanExternalOriginatorExternalParams = Type.Object({ loanExternalId: Type.String(), originatorExternalId: Type.String() });

/** The command result with the members of Fineract's LoanOriginatorMappingResponse. */
export const LoanOriginatorMappingResult = Type.Object({
  resourceId: Type.Integer({ description: 'the loan' }),
  subResourceId: Type.Integer({ description: 'the originator' }),
  resourceExternalId: Type.Optional(Type.String({ description: "the loan's external id" })),
  loanId: Type.Integer(),
  loanExternalId: Type.Optional(Type.String()),
  originatorId: Type.Integer(),
  originatorExternalId: Type.String(),
});
