import { DataIntegrityError, DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** No criteria with this id. */
export function provisioningCriteriaNotFound(criteriaId: number): NotFoundError {
  return new NotFoundError('error.msg.provisioning.criteria.id.invalid', `Provisioning criteria with identifier ${criteriaId} does not exist`, [criteriaId]);
}

/** No provisioning category with this id (a definition names it). */
export function provisioningCategoryNotFound(categoryId: number): NotFoundError {
  return new NotFoundError('error.msg.provisioning.id.invalid', `Provisioning category with identifier ${categoryId} does not exist`, [categoryId]);
}

/** A loan product the criteria names does not exist. */
export function loanProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${productId} does not exist`, [productId]);
}

/** Two age ranges of one criteria share a day. Fineract answers this refusal with 404. */
export function overlappingDefinitions(): NotFoundError {
  return new NotFoundError('error.msg.provisioning.criteria.definitions.are.overlapping', 'The age ranges of the provisioning criteria definitions overlap');
}

/** Another criteria already has this name (constraint on `criteria_name`). */
export function duplicateCriteriaName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.provisioning.duplicate.criterianame', `A provisioning criteria named \`${name}\` already exists`, 'criteriaName', [name]);
}

/** A loan product is covered by one criteria at most (constraint on `product_id`). */
export function productAlreadyCovered(): DataIntegrityError {
  return new DataIntegrityError(
    'error.msg.provisioning.product.id(s).already.associated.existing.criteria',
    'A selected loan product is already covered by another provisioning criteria',
    'loanProducts',
  );
}

/** Provisioning entries were computed with this criteria: it stays. */
export function criteriaUsedInEntries(criteriaId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.provisioningcriteria.id.usedin.provisioning.entries',
    `Provisioning criteria ${criteriaId} was used by provisioning entries and cannot be deleted`,
    [criteriaId],
  );
}

/** Another category has this name (constraint on `category_name`). */
export function duplicateCategoryName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.provisioning.duplicate.categoryname', `A provisioning category named \`${name}\` already exists`, 'categoryname', [name]);
}

/** A criteria definition or a provisioning entry names the category. */
export function categoryInUse(categoryId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.provisioningcategory.cannot.be.deleted.it.is.already.used.in.loanproduct',
    `Provisioning category ${categoryId} is used by a provisioning criteria and cannot be deleted`,
    [categoryId],
  );
}
