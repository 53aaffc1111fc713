import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';

export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

export function duplicateChargeName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.charge.duplicate.name', `Charge with name \`${name}\` already exists`, 'name', [name]);
}

/** Deleting a charge that a product or an account still uses (Fineract's ChargeCannotBeDeletedException). */
export function chargeCannotBeDeleted(uses: readonly string[]): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.deleted.it.is.already.used.in.loan', 'This charge cannot be deleted, it is already used in loan', [...uses]);
}

/** Deactivating a charge that a product still offers. */
export function chargeCannotBeDeactivated(uses: readonly string[]): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.updated.it.is.used.in.loan', 'This charge cannot be updated, it is used in loan', [...uses]);
}

/** Changing the fee frequency or interval of a loan charge that a loan product offers. */
export function chargeFrequencyCannotBeUpdated(uses: readonly string[]): DomainRuleError {
  return new DomainRuleError('error.msg.charge.frequency.cannot.be.updated.it.is.used.in.loan', 'This charge frequency cannot be updated, it is used in loan', [...uses]);
}

export function chargeAppliesToCannotBeUpdated(): DomainRuleError {
  return new DomainRuleError('error.msg.charge.update.of.charge.applies.to.is.not.supported', 'Update of Charge applies to is not supported');
}

export function chargeDueAtDisbursementCannotBePenalty(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.charge.due.at.disbursement.cannot.be.penalty', `Charge '${name}' is invalid.`, [name, name]);
}

export function chargeMustBePenalty(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.charge.must.be.penalty', `Charge '${name}' is invalid.`, [name, name]);
}

/** The charge's currency is not one of the organisation's currencies (Fineract's CurrencyNotFoundException). */
export function chargeCurrencyNotFound(currencyCode: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${currencyCode} does not exist`, [currencyCode]);
}

export function chargePaymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${paymentTypeId} does not exist`, [paymentTypeId]);
}

/** A create-time savings rule of Fineract's Charge (resource `charges`, its capital letters kept). */
export function savingsPercentageOnlyForWithdrawal(calculationType: number): ApiParameterError {
  const code = 'savings.charge.calculation.type.percentage.allowed.only.for.withdrawal.or.NoActivity';
  return parameterError('validation.msg.charges.savings.charge.calculation.type.percentage.allowed.only.for.withdrawal.or.NoActivity', `Failed data validation due to: ${code}.`, 'chargeCalculationType', [calculationType]);
}

/** A charge that has a tax group keeps it (Fineract). */
export function taxGroupModificationNotSupported(taxGroupId: number | null): ApiParameterError {
  return parameterError('validation.msg.charges.taxGroupId.modification.not.supported', 'Failed data validation due to: modification.not.supported.', 'taxGroupId', [taxGroupId]);
}
