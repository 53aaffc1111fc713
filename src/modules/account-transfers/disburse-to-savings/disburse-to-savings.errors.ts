import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** Our code: undoing a disbursement into a savings account would leave the deposit in place, so it is refused. */
export function undoOfDisbursalToSavingsNotSupported(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.undo.disbursal.to.savings.not.supported', `The disbursal of loan ${loanId} went to a savings account by account transfer and cannot be undone yet.`, [loanId]);
}
