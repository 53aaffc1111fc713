import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function accountingRuleNotFound(ruleId: number): NotFoundError {
  return new NotFoundError('error.msg.accounting.rule.id.invalid', `Accounting Rule with identifier ${ruleId} does not exist`, [ruleId]);
}

export function accountingRuleDuplicate(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.accounting.rule.duplicate', `An accounting rule named ${name} already exists`, [name]);
}

/** A side of the rule names both an account and tags (or, on create, neither). */
export function accountOrTagsRequired(accountParam: string, tagsParam: string): DomainRuleError {
  return new DomainRuleError(`error.msg.accounting.rule.${accountParam}.or.${tagsParam}.required`, `Either ${accountParam} or ${tagsParam} is required, not both`, [accountParam, tagsParam]);
}

export function systemDefinedRule(ruleId: number): DomainRuleError {
  return new DomainRuleError('error.msg.accounting.rule.system.defined', `The accounting rule ${ruleId} is system defined and cannot be changed or deleted`, [ruleId]);
}

export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

/** A tag that is not an account tag (a value of AssetAccountTags … ExpenseAccountTags). */
export function tagNotFound(codeValueId: number): NotFoundError {
  return new NotFoundError('error.msg.codevalue.id.invalid', `Code value with identifier ${codeValueId} does not exist`, [codeValueId]);
}
