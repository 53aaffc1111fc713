import { Type, type TSchema } from 'typebox';
import { EnumOption, LocalDateArray } from '../../../platform/http/index.ts';

const Int = Type.Integer();
const Str = Type.String();
const opt = <T extends TSchema>(t: T) => Type.Optional(t);

export const ReassignmentTemplateQuery = Type.Object({
  officeId: opt(Type.String({ description: 'the office whose loan officers are offered (an id)' })),
  fromLoanOfficerId: opt(Type.String({ description: 'the officer whose loans are listed (an id)' })),
});

/** Fineract's LoanAccountSummaryData (the members the account lists answer). */
export const LoanAccountSummary = Type.Object(
  {
    id: Int, accountNo: opt(Str), externalId: opt(Str), productId: opt(Int), productName: opt(Str), shortProductName: opt(Str),
    status: Type.Object({ id: Int, code: Str, value: Str }, { additionalProperties: true }),
    currency: opt(Type.Object({ code: Str }, { additionalProperties: true })), loanType: opt(EnumOption), loanCycle: opt(Int),
    timeline: opt(Type.Object({}, { additionalProperties: true })), inArrears: opt(Type.Boolean()),
    originalLoan: opt(Type.Number()), loanBalance: opt(Type.Number()), amountPaid: opt(Type.Number()),
  },
  { additionalProperties: true },
);

const BorrowerLoans = Type.Object({ id: Int, displayName: Str, loans: Type.Array(LoanAccountSummary) });

const LoanOfficerOption = Type.Object({
  id: Int, firstname: opt(Str), lastname: opt(Str), displayName: Str, officeId: opt(Int), officeName: opt(Str), isLoanOfficer: Type.Boolean(),
  externalId: opt(Str), mobileNo: opt(Str), isActive: Type.Boolean(), joiningDate: opt(LocalDateArray),
});

/** GET /loans/loanreassignment/template: Fineract's BulkTransferLoanOfficerData. */
export const ReassignmentTemplate = Type.Object({
  officeId: opt(Int),
  fromLoanOfficerId: opt(Int),
  assignmentDate: LocalDateArray,
  officeOptions: Type.Array(Type.Object({ id: Int, name: Str, nameDecorated: Str })),
  loanOfficerOptions: opt(Type.Array(LoanOfficerOption)),
  accountSummaryCollection: opt(Type.Object({ clients: Type.Array(BorrowerLoans), groups: Type.Array(BorrowerLoans) })),
});

/** POST /loans/loanreassignment: assignmentDate (with dateFormat, locale), fromLoanOfficerId, toLoanOfficerId, loans. */
export const BulkReassignmentRequest = Type.Object({}, { additionalProperties: true, description: 'assignmentDate, dateFormat, locale, fromLoanOfficerId, toLoanOfficerId, loans (loan ids)' });
