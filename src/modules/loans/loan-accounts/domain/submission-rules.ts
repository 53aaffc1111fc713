import { LocalDate } from '@js-joda/core';
import type { DomainRuleError } from '../../../../shared/errors/api-errors.ts';
import { applicationDateRefused, invalidTransition } from '../loan-accounts.errors.ts';
import type { LoanApplication } from './loan-application.ts';
import type { ApplicationProduct } from './application-product.ts';

/** The borrower dates the submission is checked against (ISO texts as stored). */
export interface BorrowerDates {
  readonly clientActivationDate: string | null | undefined;
  readonly clientOfficeJoiningDate: string | null | undefined;
  readonly groupActivationDate: string | null | undefined;
}

const parse = (text: string | null | undefined): LocalDate | undefined => (text === null || text === undefined ? undefined : LocalDate.parse(text));

/**
 * Fineract's submitted-on date rules, in its order: within the product's start and close dates, not after the
 * business date, not before the client's activation or office transfer, not before the group's activation,
 * not after the expected disbursement, and the first repayment not before the submission.
 */
export function submissionRefusal(app: LoanApplication, product: ApplicationProduct, borrower: BorrowerDates, today: LocalDate): DomainRuleError | undefined {
  const submitted = app.submittedOnDate;
  const { startDate, closeDate } = product;
  if (startDate !== null && submitted.isBefore(startDate)) {
    return applicationDateRefused('submitted.on.date.cannot.be.before.the.loan.product.start.date', 'submittedOnDate cannot be before the loan product startDate.', [submitted.toString(), startDate.toString()]);
  }
  if (closeDate !== null && submitted.isAfter(closeDate)) {
    return applicationDateRefused('submitted.on.date.cannot.be.after.the.loan.product.close.date', 'submittedOnDate cannot be after the loan product closeDate.', [submitted.toString(), closeDate.toString()]);
  }
  if (submitted.isAfter(today)) {
    return invalidTransition('submittal', 'cannot.be.a.future.date', 'The date on which a loan is submitted cannot be in the future.', [submitted.toString(), today.toString()]);
  }
  const activation = parse(borrower.clientActivationDate);
  if (activation !== undefined && activation.isAfter(submitted)) {
    return invalidTransition('submittal', 'cannot.be.before.client.activation.date', "The date on which a loan is submitted cannot be earlier than client's activation date.", [submitted.toString(), activation.toString()]);
  }
  const joining = parse(borrower.clientOfficeJoiningDate);
  if (joining !== undefined && submitted.isBefore(joining)) {
    return invalidTransition('submittal', 'cannot.be.before.client.transfer.date', "The date on which a loan is submitted cannot be earlier than client's transfer date to this office", [joining.toString()]);
  }
  const groupActivation = parse(borrower.groupActivationDate);
  if (groupActivation !== undefined && groupActivation.isAfter(submitted)) {
    return invalidTransition('submittal', 'cannot.be.before.group.activation.date', "The date on which a loan is submitted cannot be earlier than group's activation date.", [submitted.toString(), groupActivation.toString()]);
  }
  if (submitted.isAfter(app.expectedDisbursementDate)) {
    return invalidTransition('submittal', 'cannot.be.after.expected.disbursement.date', `The date on which a loan is submitted cannot be after its expected disbursement date: ${app.expectedDisbursementDate.toString()}`, [submitted.toString(), app.expectedDisbursementDate.toString()]);
  }
  const firstRepayment = app.repaymentsStartingFromDate;
  if (firstRepayment !== undefined && submitted.isAfter(firstRepayment)) {
    return applicationDateRefused('submitted.on.date.cannot.be.after.the.loan.expected.first.repayment.date', 'submittedOnDate cannot be after the loans  expectedFirstRepaymentOnDate.', [submitted.toString(), firstRepayment.toString()]);
  }
  return undefined;
}
