import { DomainRuleError, NotFoundError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

/** No record of the entity with that id within the user's offices, or no entry for it. */
export function datatableDataNotFound(datatable: string, id: number): NotFoundError {
  return new NotFoundError('error.msg.datatable.data.not.found', `Data not found for datatable: ${datatable} Id: ${id}`, [datatable, id]);
}

export function entryAlreadyExists(datatable: string, id: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.datatable.entry.duplicate',
    `An entry already exists for datatable \`${datatable}\` and application table with identifier \`${id}\`.`,
    [datatable, id],
  );
}

/** A value of a unique column that another entry holds already. */
export function entryValueTaken(datatable: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.entry.duplicate.value', `A unique column of datatable \`${datatable}\` already holds that value.`, [datatable]);
}

/** A multi-row datatable's entries are changed one at a time, by entry id. */
export function multipleUpdate(datatable: string, id: number): DomainRuleError {
  return new DomainRuleError('error.msg.attempting.multiple.update', `Application table: ${datatable} Foreign key id: ${id}`, [datatable, id]);
}

/** An entity datatable check requires the entries: Fineract refuses to delete them. */
export function entryRequiredByCheck(datatable: string, id: number): DomainRuleError {
  return new DomainRuleError(
    `error.msg.entry.cannot.be.deleted.datatable.${datatable}.attached.to.entity.datatable.check`,
    `The entry cannot be deleted, due to datatable ${datatable} is attached to an Entity-Datatable check`,
    [datatable, id],
  );
}

export function invalidOrder(order: string): ValidationError {
  return new ValidationError([parameterError('error.msg.invalid.column', 'Column not exist in database', 'order', [order], order)]);
}
