import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function entityDatatableCheckNotFound(checkId: number): NotFoundError {
  return new NotFoundError('error.msg.entity.datatable.check.not.found', `Entity datatable check with identifier ${checkId} does not exist`, [checkId]);
}

export function datatableNotFound(datatableName: string): NotFoundError {
  return new NotFoundError('error.msg.datatable.not.found', `Datatable \`${datatableName}\` is not registered.`, [datatableName]);
}

/** The datatable has no column pointing at the entity (Fineract answers 404). */
export function datatableNotForEntity(datatableName: string, entity: string): NotFoundError {
  return new NotFoundError(
    'error.msg.entity.datatable.check.combination.not.supported',
    `Entity datatable check on table ${datatableName} is not supported for entity ${entity}`,
    [datatableName, entity],
  );
}

/** A product id on an entity other than loans and savings accounts (Fineract answers 404). */
export function productNotSupportedForEntity(entity: string, productId: number): NotFoundError {
  return new NotFoundError(
    'error.msg.entity.datatable.check.combination.not.supported',
    `Entity datatable check on entity ${entity} is not supported with productId ${productId}`,
    [entity, productId],
  );
}

export function duplicateEntityDatatableCheck(entity: string, status: number, datatableName: string, productId: number | undefined): DomainRuleError {
  const product = productId === undefined ? '' : ` and product id '${productId}'`;
  return new DomainRuleError(
    'error.msg.entityDatatableCheck.duplicate.entry',
    `The entity datatable check for status '${status}' and datatable '${datatableName}' on entity '${entity}'${product} exists already`,
    productId === undefined ? [status, datatableName, entity] : [status, datatableName, entity, productId],
  );
}

export function loanProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${productId} does not exist`, [productId]);
}

/** Fineract's spelling: `savingproduct`. */
export function savingsProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.savingproduct.id.invalid', `Saving product with identifier ${productId} does not exist`, [productId]);
}
