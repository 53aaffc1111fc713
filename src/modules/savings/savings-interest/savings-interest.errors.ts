import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** Fineract's PostInterestAsOnDateException reasons, each with its code and message. */
const POST_INTEREST_AS_ON = {
  VALID_DATE: ['error.msg.nullDatePassed', 'Please Pass a valid date'],
  ACTIVATION_DATE: ['error.msg.before activation date', 'Post Interest Date must be after the Activation date'],
  LAST_TRANSACTION_DATE: ['error.msg.countInterest', 'Cannot Post Interest before last transaction date'],
  FUTURE_DATE: ['error.msg.futureDate', 'Cannot Post Interest in future Dates'],
} as const;

/** A refusal of `postInterest` with `isPostInterestAsOn` (403, Fineract's codes). */
export function postInterestAsOnRefused(reason: keyof typeof POST_INTEREST_AS_ON): DomainRuleError {
  const [code, message] = POST_INTEREST_AS_ON[reason];
  return new DomainRuleError(code, message, []);
}
