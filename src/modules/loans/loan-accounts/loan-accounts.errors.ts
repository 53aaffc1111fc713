import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function loanNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${id} does not exist`, [id]);
}

export function loanExternalIdNotFound(externalId: string): NotFoundError {
  return new NotFoundError('error.msg.loan.external.id.invalid', `Loan with external identifier ${externalId} does not exist`, [externalId]);
}

/** A tranche (m_loan_disbursement_detail) the loan does not have. */
export function loanDisbursementDetailNotFound(loanId: number, id: number): NotFoundError {
  return new NotFoundError('error.msg.loan.disbursement.detail.id.invalid', `Loan disbursement detail with identifier ${id} does not exist for loan ${loanId}`, [id, loanId]);
}

export function loanProductNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${id} does not exist`, [id]);
}

export function clientNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${id} does not exist`, [id]);
}

export function groupNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${id} does not exist`, [id]);
}

export function fundNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.fund.id.invalid', `Fund with identifier ${id} does not exist`, [id]);
}

export function staffNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${id} does not exist`, [id]);
}

export function codeValueNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.codevalue.id.invalid', `Code value with identifier ${id} does not exist`, [id]);
}

export function chargeNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${id} does not exist`, [id]);
}

export function clientCollateralNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.client.collateral.id.invalid', `Client collateral with identifier ${id} does not exist`, [id]);
}

/** The `productId` member is missing (Fineract checks it before anything else, resource `loans`). */
export function productIdMissing(): ValidationError {
  return new ValidationError([parameterError('validation.msg.loans.productId.cannot.be.blank', 'The parameter `productId` is mandatory.', 'productId', [0])]);
}

export function clientNotActive(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.not.active.exception', `The Client with id \`${id}\` is not active`, [id]);
}

export function groupNotActive(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.not.active.exception', `The Group with id \`${id}\` is not active`, [id]);
}

export function clientNotInGroup(clientId: number, groupId: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.client.not.in.group', `Client with identifier ${clientId} is not in group ${groupId}`, [clientId, groupId]);
}

/** Fineract's InvalidLoanStateTransitionException: `error.msg.loan.<action>.<rule>`. */
export function invalidTransition(action: string, rule: string, message: string, args: readonly unknown[] = []): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.${action}.${rule}`, message, args);
}

/** Fineract's LoanApplicationDateException: `error.msg.loan.application.<rule>`. */
export function applicationDateRefused(rule: string, message: string, args: readonly unknown[] = []): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.application.${rule}`, message, args);
}

export function externalIdInUse(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.with.externalId.already.used', 'Loan with externalId is already registered.');
}

export function cannotModify(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.cannot.modify.loan.in.its.present.state', `Loan application with identifier ${id} cannot be modified in its current state.`, [id]);
}

export function cannotDelete(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.cannot.delete.loan.in.its.present.state', `Loan with identifier ${id} cannot be deleted in its current state.`, [id]);
}

/** Deleting an application that datatable entries refer to (Fineract's refusal of the foreign key, 403). */
export function loanHasDatatableEntries(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.unknown.data.integrity.issue', 'Unknown data integrity issue with resource.', [id]);
}

/** Deleting an application whose undone disbursal left journal entries (the ledger keeps them and their transactions; 403). */
export function journalEntriesKeepLoan(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.unknown.data.integrity.issue', 'Unknown data integrity issue with resource.', [id]);
}

export function unsupportedStrategy(code: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.strategy.code.unsupported', `Loan transaction processing strategy ${code} is not supported.`, [code]);
}

export function loanOfficerNotInOffice(staffId: number, officeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.loanOfficer.not.allowed', `Staff ${staffId} is not a loan officer of office ${officeId} or an office above it.`, [staffId, officeId]);
}

export function chargeCurrencyMismatch(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loancharge.currency.mismatch', `Charge ${chargeId} has a currency other than the loan's.`, [chargeId]);
}

export function chargeNotForLoans(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.not.a.loan.charge', `Charge with identifier ${chargeId} cannot be applied to a loan.`, [chargeId]);
}

export function collateralQuantityUnavailable(available: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.collateral.failed', `The collateral quantity value \`${available}\` cannot exceed the available quantity`, [available]);
}

export function collateralNotOfClient(id: number, clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.collateral.not.belongs.to.client', `Client collateral ${id} does not belong to client ${clientId}.`, [id, clientId]);
}

export function collateralValueTooLow(totalValue: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.collateral.failed', `The total collateral value ${totalValue} should be greater than or equal to the loan amount`, [totalValue]);
}

export function trancheDataRequired(): DomainRuleError {
  return new DomainRuleError('error.msg.disbursementData.required', 'For this loan product, disbursement details must be provided', ['disbursementData']);
}

export function trancheDataNotAllowed(): DomainRuleError {
  return new DomainRuleError('error.msg.disbursementData.not.allowed', 'For this loan product, disbursement details are not allowed', ['disbursementData']);
}

export function tooManyTranches(max: number, sent: number): DomainRuleError {
  return new DomainRuleError('error.msg.disbursementData.exceeding.max.tranche.count', `Number of tranche shouldn't be greater than ${max}`, [max, sent]);
}

export function fixedEmiNotSupported(): ValidationError {
  return new ValidationError([parameterError('error.msg.parameter.unsupported', 'The parameter fixedEmiAmount is not supported.', 'fixedEmiAmount', ['fixedEmiAmount'])]);
}

export function advancedStrategyNotConfigured(): DomainRuleError {
  return new DomainRuleError('strategy.cannot.be.advanced.payment.allocation.if.not.configured',
    'Loan transaction processing strategy cannot be Advanced Payment Allocation Strategy if it\'s not configured on loan product', []);
}

export function progressiveNeedsAdvancedStrategy(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.repayment.strategy.can.not.be.different.than.advanced.payment.allocation',
    'Loan repayment strategy can not be different than Advanced Payment Allocation', []);
}
