import { DomainRuleError, NotFoundError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

/**
 * Every refusal of a sale, buy-back or cancel: Fineract answers them all with one code, 403, and the reason
 * as the message (its ExternalAssetOwnerInitiateTransferException).
 */
export function transferRefused(reason: string): DomainRuleError {
  return new DomainRuleError('error.msg.external.asset.owner.initiate', reason);
}

export function transferExternalIdTaken(externalId: string): DomainRuleError {
  return transferRefused(`Already existing an asset transfer with the provided transfer external id: ${externalId}`);
}

export function settlementDateInPast(): DomainRuleError {
  return transferRefused('Settlement date cannot be in the past');
}

export function loanNotActive(): DomainRuleError {
  return transferRefused('Loan is not in active status');
}

export function transferToCancelNotFound(transferId: number): DomainRuleError {
  return transferRefused(`This loan cannot be cancelled, transfer with id ${transferId} does not exist`);
}

/** An external id no transfer carries (cancel by external id). */
export function transferExternalIdNotFound(externalId: string): NotFoundError {
  return new NotFoundError('error.msg.external.asset.owner.transfer.external.id', `External asset owner transfer with external id: ${externalId} does not found`, [externalId]);
}

/** An unknown loan (the loans module's code and message). */
export function loanNotFound(loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${loanId} does not exist`, [loanId]);
}

/**
 * GET /external-asset-owners/transfers (and the active transfer) without loanId, loanExternalId or
 * transferExternalId. Fineract fails there with an unmapped IllegalArgumentException; we answer 400.
 */
export function transferLookupParameterMissing(): ValidationError {
  return new ValidationError([
    parameterError(
      'validation.msg.external.asset.owner.transfer.parameter.missing',
      'At least one of the following parameters must be provided: loanId, loanExternalId, transferExternalId',
      'loanId',
    ),
  ]);
}
