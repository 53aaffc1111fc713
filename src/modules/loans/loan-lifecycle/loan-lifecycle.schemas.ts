import { Type } from 'typebox';

/** approvedOnDate | rejectedOnDate | withdrawnOnDate with dateFormat and locale, note, approvedLoanAmount, expectedDisbursementDate. */
export const LoanTransitionRequest = Type.Object({}, { additionalProperties: true, description: 'the transition’s date (with dateFormat and locale) and note' });
