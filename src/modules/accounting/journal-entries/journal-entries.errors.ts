import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Fineract's reasons a manual journal entry is refused (JournalEntryInvalidException), all 403. */
const INVALID = {
  futureDate: ['error.msg.glJournalEntry.invalid.future.date', 'The journal entry cannot be made for a future date'],
  noDebitsOrCredits: ['error.msg.glJournalEntry.invalid.no.debits.or.credits', 'Journal Entry must have at least one Debit and one Credit'],
  sumMismatch: ['error.msg.glJournalEntry.invalid.mismatch.debits.credits', 'Sum of All Debits must equal the sum of all Credits for a Journal Entry'],
  accountDisabled: ['error.msg.glJournalEntry.invalid.account.disabled', 'Target account has been disabled'],
  manualNotPermitted: ['error.msg.glJournalEntry.invalid.account.manual.adjustments.not.permitted', 'Target account does not allow manual adjustments'],
  headerAccount: ['error.msg.glJournalEntry.invalid.account.header', 'Target account is a header account and takes no entries'],
  invalidAccounts: ['error.msg.glJournalEntry.invalid.debit.or.credit.accounts', 'Invalid debit or credit accounts are passed'],
  invalidCredits: ['error.msg.glJournalEntry.invalid.credits', 'Invalid Credits.'],
  invalidDebits: ['error.msg.glJournalEntry.invalid.debits', 'Invalid Debits'],
} as const;

export function journalEntryInvalid(reason: keyof typeof INVALID, args: readonly unknown[] = []): DomainRuleError {
  const [code, message] = INVALID[reason];
  return new DomainRuleError(code, message, args);
}

export function journalEntryNotFound(entryId: number): NotFoundError {
  return new NotFoundError('error.msg.journalEntries.id.invalid', `Journal Entry with entry Id ${entryId} does not exist `, [entryId]);
}

export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

export function currencyNotFound(currencyCode: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${currencyCode} does not exist`, [currencyCode]);
}

export function accountingRuleNotFound(ruleId: number): NotFoundError {
  return new NotFoundError('error.msg.accounting.rule.id.invalid', `Accounting Rule with identifier ${ruleId} does not exist`, [ruleId]);
}

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.paymenttype.id.invalid', `Payment Type with identifier ${paymentTypeId} does not exist`, [paymentTypeId]);
}

export function contraMappingNotFound(): NotFoundError {
  return new NotFoundError('error.msg.financialActivityAccount.not.found', 'Financial Activity account with for the financial Activity with Id 300 does not exist', [300]);
}

export function contraNotEquity(glAccountId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.configuration.opening.balance.contra.account.value.is.invalid.account.type',
    "The opening balances contra account is not an equity account",
    [glAccountId],
  );
}

export function openingBalanceNotAllowed(transactionIds: readonly string[]): DomainRuleError {
  return new DomainRuleError('error.msg.journalentry.defining.openingbalance.not.allowed', 'Defining Opening balances not allowed after journal entries posted', [transactionIds]);
}
