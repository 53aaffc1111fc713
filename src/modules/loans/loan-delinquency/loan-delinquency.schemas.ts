import { Type, type TSchema } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

const Int = Type.Integer();
const Num = Type.Number();
const Str = Type.String();
const opt = <T extends TSchema>(t: T) => Type.Optional(t);

export const LoanDelinquencyParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }) });
export const LoanDelinquencyExternalParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }) });

/** Fineract's DelinquencyRangeData. */
export const LoanDelinquencyRange = Type.Object({ id: Int, classification: Str, minimumAgeDays: Int, maximumAgeDays: opt(Int) });

/** Fineract's LoanDelinquencyTagHistoryData. */
export const LoanDelinquencyTagHistory = Type.Object({
  id: Int, loanId: Int, delinquencyRange: LoanDelinquencyRange, addedOnDate: LocalDateArray, liftedOnDate: opt(LocalDateArray),
});
export const LoanDelinquencyTagHistoryList = Type.Array(LoanDelinquencyTagHistory);

/** Fineract's LoanDelinquencyActionData. */
export const LoanDelinquencyAction = Type.Object({
  id: Int, action: Type.Union([Type.Literal('PAUSE'), Type.Literal('RESUME')]), startDate: LocalDateArray, endDate: opt(LocalDateArray),
  createdById: Int, createdOn: Str, updatedById: Int, lastModifiedOn: Str,
});
export const LoanDelinquencyActionList = Type.Array(LoanDelinquencyAction);

/** The body of POST /loans/{id}/delinquency-actions, checked by the handler (Fineract's validation codes). */
export const LoanDelinquencyActionRequest = Type.Object({}, { additionalProperties: true, description: 'action (pause | resume), startDate, endDate (pause only), dateFormat, locale' });

/** Fineract's CollectionData: the `delinquent` block of GET /loans/{id}. */
export const LoanCollectionData = Type.Object({
  availableDisbursementAmount: Num, pastDueDays: Int, nextPaymentDueDate: opt(LocalDateArray), delinquentDays: Int, delinquentDate: opt(LocalDateArray),
  delinquentAmount: Num, lastPaymentDate: opt(LocalDateArray), lastPaymentAmount: Num, lastRepaymentDate: opt(LocalDateArray), lastRepaymentAmount: Num,
  delinquencyPausePeriods: opt(Type.Array(Type.Object({ active: Type.Boolean(), pausePeriodStart: LocalDateArray, pausePeriodEnd: LocalDateArray }))),
  installmentLevelDelinquency: opt(Type.Array(Type.Object({ rangeId: Int, classification: Str, minimumAgeDays: Int, maximumAgeDays: opt(Int), delinquentAmount: Num }))),
  delinquentPrincipal: Num, delinquentInterest: Num, delinquentFee: Num, delinquentPenalty: Num,
});
