import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

const NOT_FOUND = 'error.msg.financialActivityAccount.not.found';

export function financialActivityAccountNotFound(mappingId: number): NotFoundError {
  return new NotFoundError(NOT_FOUND, `Financial Activity account with Id ${mappingId} does not exist`, [mappingId]);
}

/** No GL account is mapped to the activity (tellers, opening balances and transfers need one). */
export function financialActivityNotMapped(financialActivityId: number): NotFoundError {
  return new NotFoundError(NOT_FOUND, `No GL account is mapped to the financial activity with id ${financialActivityId}`, [financialActivityId]);
}

export function financialActivityAccountExists(financialActivityId: number): DomainRuleError {
  return new DomainRuleError('error.msg.financialActivityAccount.exists', `A GL account is already mapped to the financial activity ${financialActivityId}`, [financialActivityId]);
}

export function financialActivityAccountTypeMismatch(
  activity: { readonly id: number; readonly name: string; readonly typeName: string },
  account: { readonly name: string; readonly glCode: string },
): DomainRuleError {
  return new DomainRuleError(
    'error.msg.financialActivityAccount.invalid',
    `The financial activity '${activity.name}' (${activity.id}) needs a GL account of type ${activity.typeName}; '${account.name}' (${account.glCode}) is not of that type`,
    [activity.name, activity.id, activity.typeName, account.name, account.glCode],
  );
}
