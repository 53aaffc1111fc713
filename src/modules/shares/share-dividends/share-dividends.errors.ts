import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Fineract's DividendNotFoundException. */
export function dividendNotFound(dividendId: number): NotFoundError {
  return new NotFoundError('error.msg.dividend.id.invalid', `share dividend with identifier ${dividendId} does not exist`, [dividendId]);
}

/** No share account of the product holds share-days in the period (also when the product has no accounts). */
export function noEligibleShares(): DomainRuleError {
  return new DomainRuleError('error.msg.divident.processing.eligible.shares.not.found', 'No eligible shares for creating dividends');
}

/** Approving or deleting an approved dividend (Fineract's code and messages, spelling included). */
export function dividendAlreadyApproved(action: 'approve' | 'delete'): DomainRuleError {
  return new DomainRuleError('error.msg.divident.processing.alreay.approved', `Can't ${action} already appoved  dividends `);
}
