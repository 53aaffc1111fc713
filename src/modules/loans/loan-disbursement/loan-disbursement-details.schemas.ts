import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

export const LoanDisbursementDetailParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }), disbursementId: Type.Integer({ minimum: 1 }) });
export const LoanDisbursementsParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }) });

/** Fineract's DisbursementData: one tranche of a multi-disbursement loan. */
export const LoanDisbursementDetail = Type.Object(
  {
    id: Type.Integer(),
    expectedDisbursementDate: LocalDateArray,
    actualDisbursementDate: Type.Optional(LocalDateArray),
    principal: Type.Number(),
    netDisbursalAmount: Type.Optional(Type.Number()),
    loanChargeId: Type.Optional(Type.String({ description: "the ids of the tranche's active charges, comma-separated" })),
    chargeAmount: Type.Optional(Type.Number({ description: "the tranche's active charges less what was waived" })),
    waivedChargeAmount: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

/** PUT /loans/{loanId}/disbursements/{disbursementId}: Fineract's members, checked by the handler. */
export const UpdateLoanDisbursementDetailRequest = Type.Object({}, {
  additionalProperties: true,
  description: 'updatedExpectedDisbursementDate, updatedPrincipal, expectedDisbursementDate, approvedLoanAmount, dateFormat, locale (see docs/loans.md, "Editing tranches")',
});

/** PUT /loans/{loanId}/disbursements/editDisbursements: the whole tranche list. */
export const EditLoanDisbursementsRequest = Type.Object({}, {
  additionalProperties: true,
  description: 'disbursementData [{id?, expectedDisbursementDate, principal}], expectedDisbursementDate, approvedLoanAmount, dateFormat, locale (see docs/loans.md, "Editing tranches")',
});
