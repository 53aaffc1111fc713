import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';

/** An unknown teller, or one outside the user's offices (Fineract's TellerNotFoundException). */
export function tellerNotFound(tellerId: number): NotFoundError {
  return new NotFoundError('error.msg.teller.not.found', `Teller with identifier ${tellerId} not found!`, [tellerId]);
}

/** An unknown cashier, or one of another teller (Fineract's CashierNotFoundException). */
export function cashierNotFound(cashierId: number): NotFoundError {
  return new NotFoundError('error.msg.cashier.not.found', `Cashier with identifier ${cashierId} not found!`, [cashierId]);
}

export function duplicateTellerName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.teller.duplicate.name', `Teller with name \`${name}\` already exists`, 'name', [name]);
}

/** An end date before the start date (Fineract's code; reported as a 400 parameter error). */
export function endDateBeforeStartDate(startDate: string, endDate: string): ApiParameterError {
  return parameterError('error.msg.invalid.endDate', `EndDate ${endDate} cannot be before StartDate ${startDate}`, 'endDate', [startDate, endDate], endDate);
}

/** Deleting a teller that still has cashiers (Fineract's CashierExistForTellerException). */
export function cashierExistsForTeller(tellerId: number): DomainRuleError {
  return new DomainRuleError('error.msg.cashier.is.associated.with.this.teller', 'Cannot delete teller, Cashier is associated for this teller ', [tellerId]);
}

/** Our own code: deleting a cashier that has cash transactions (Fineract fails on the foreign key). */
export function cashierHasTransactions(cashierId: number): DomainRuleError {
  return new DomainRuleError('error.msg.cashier.has.transactions', `Cashier ${cashierId} has cash transactions and cannot be deleted.`, [cashierId]);
}

/** The cashier's dates reach outside the teller's validity (Fineract's code, without prefix). */
export function cashierOutsideTellerPeriod(): DomainRuleError {
  return new DomainRuleError('cashier.date.range.out.of.teller.date.range.exception', 'Cashier date range should be in teller date range.');
}

/** The staff member is already a cashier for an overlapping period (Fineract's code, without prefix). */
export function cashierAlreadyAllocated(staffId: number): DomainRuleError {
  return new DomainRuleError('cashier.already.allocated.for.given.data.and.time.exception', 'Cashier already allocated for given date and time range.', [staffId]);
}

/** Settling more than the cashier holds in that currency (Fineract's code, without prefix). */
export function cashierInsufficientAmount(currencyCode: string): DomainRuleError {
  return new DomainRuleError('cashier.insufficient.amount.exception', 'Cashier do not have sufficient amount for this transaction.', [currencyCode]);
}

/** Our own rule: a cashier's staff member works in the teller's office or an office above it. */
export function staffNotInTellerOfficeHierarchy(staffId: number, officeId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.teller.staff.not.in.office.hierarchy',
    `Staff member ${staffId} works neither in office ${officeId} of the teller nor in an office above it.`,
    [staffId, officeId],
  );
}
