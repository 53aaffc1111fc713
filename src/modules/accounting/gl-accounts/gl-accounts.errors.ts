import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function glAccountNotFound(glAccountId: number): NotFoundError {
  return new NotFoundError('error.msg.glaccount.id.invalid', `General Ledger account with identifier ${glAccountId} does not exist`, [glAccountId]);
}

export function glCodeDuplicate(glCode: string): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.glcode.duplicate', `General Ledger Account with GL code ${glCode} is already present`, [glCode]);
}

/** A list filter `type` or `usage` outside its enumeration (Fineract answers both with this code). */
export function glAccountFilterInvalid(value: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.usage.invalid', `The following COA usage is invalid: ${value}`, [value]);
}

export function parentIsDetailAccount(parentId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.parent.invalid', `The account with id ${parentId} is a 'Detail' account and cannot be used as a parent`, [parentId]);
}

export function parentSameAsAccount(glAccountId: number, parentId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.id.and.parentid.must.not.same', `parentId:${parentId}, id${glAccountId} should not be same`, [glAccountId, parentId]);
}

export function parentTypeMismatch(parentId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.parent.type.mismatch', `The parent account ${parentId} is of another account type`, [parentId]);
}

export function parentIsDescendant(glAccountId: number, parentId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.parent.is.descendant', `The account ${parentId} is below account ${glAccountId} and cannot become its parent`, [glAccountId, parentId]);
}

export function attachedToProduct(glAccountId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.attached.to.product', 'General Ledger Account is already attached to product.', [glAccountId]);
}

export function usageChangeWithEntries(glAccountId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.glaccount.glcode.invalid.update.transactions.logged',
    'The usage of this (detail) GL Account cannot change as it already has transactions logged against it',
    [glAccountId],
  );
}

export function usageChangeWithChildren(glAccountId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.glcode.invalid.update.has.children', 'A header GL Account with children cannot become a detail account', [glAccountId]);
}

export function typeChangeWithChildren(glAccountId: number): DomainRuleError {
  return new DomainRuleError('error.msg.glaccount.type.invalid.update.has.children', 'The type of a header GL Account with children cannot change', [glAccountId]);
}

/** Why an account cannot be deleted: Fineract's two reasons and the mappings that name it. */
export const DELETE_REFUSALS = {
  hasChildren: ['error.msg.glaccount.glcode.invalid.delete.has.children', 'Cannot delete this Header GL Account without first deleting or reassigning its children'],
  transactionsLogged: ['error.msg.glaccount.glcode.invalid.delete.transactions.logged', 'This GL Account cannot be deleted as it has transactions logged against it'],
  productMapping: ['error.msg.glaccount.glcode.invalid.delete.product.mapping', 'This GL Account cannot be deleted as a product is mapped to it'],
  financialActivityMapping: ['error.msg.glaccount.glcode.invalid.delete.financial.activity.mapping', 'This GL Account cannot be deleted as a financial activity is mapped to it'],
  accountingRule: ['error.msg.glaccount.glcode.invalid.delete.accounting.rule', 'This GL Account cannot be deleted as an accounting rule uses it'],
  inUse: ['error.msg.glaccount.glcode.invalid.delete.in.use', 'This GL Account cannot be deleted as it is in use'],
} as const;

export function invalidDelete(reason: keyof typeof DELETE_REFUSALS, glAccountId: number): DomainRuleError {
  const [code, message] = DELETE_REFUSALS[reason];
  return new DomainRuleError(code, message, [glAccountId]);
}
