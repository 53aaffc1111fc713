import type { LocalDate } from '@js-joda/core';
import { DomainRuleError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function transferToSameOffice(officeName: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.cannot.transfer.client.as.selected.office.and.current.office.are.same',
    'error.msg.cannot.transfer.client.as.selected.office.and.current.office.are.same',
    [officeName],
  );
}

/** Our rule until the account modules move their accounts along: a client with open accounts stays put. */
export function transferWithOpenAccounts(uses: readonly string[]): DomainRuleError {
  return new DomainRuleError('error.msg.client.transfer.non-closed.accounts', `Client cannot be transferred because of non-closed accounts: ${uses.join(', ')}.`, [...uses]);
}

export function transferDateInTheFuture(date: LocalDate): ValidationError {
  return new ValidationError([parameterError('error.msg.clients.transferDate.in.the.future', 'The transferDate cannot be in the future.', 'transferDate', [date.toString()])]);
}
