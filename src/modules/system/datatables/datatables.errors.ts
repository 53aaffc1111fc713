import { DomainRuleError, NotFoundError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

export function datatableNotFound(name: string): NotFoundError {
  return new NotFoundError('error.msg.datatable.not.found', `Datatable \`${name}\` not found.`, [name]);
}

export function datatableAlreadyExists(name: string): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.datatable.datatableName.datatable.already.exists', `A table named \`${name}\` exists already.`, 'datatableName', [name], name),
  ]);
}

/** The name is (or may become) one of the application's own tables, or of a prefix reserved for them. */
export function datatableNameReserved(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.name.reserved', `The name \`${name}\` is reserved for the application's own tables.`, [name]);
}

/** The datatable's permission codes would equal existing ones (codes compare ignoring case). */
export function datatablePermissionsTaken(name: string, codes: readonly string[]): DomainRuleError {
  return new DomainRuleError(
    'error.msg.datatable.permission.already.exists',
    `The permissions of datatable \`${name}\` would equal existing permissions: ${codes.join(', ')}.`,
    [name, ...codes],
  );
}

/** The entity exists in Fineract's list but its module (loans, savings, shares…) is not part of this service yet. */
export function applicationTableNotAvailable(entity: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.apptable.not.available', `Datatables cannot extend \`${entity}\` yet: its records do not exist in this service.`, [entity]);
}

export function datatableAlreadyRegistered(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.registered', `Datatable \`${name}\` is already registered against an application table.`, [name]);
}

/** POST /datatables/register names a table that does not exist (Fineract: 403 error.msg.invalid.datatable). */
export function invalidDatatable(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.invalid.datatable', `Invalid data table: ${name}`, [name]);
}

/** The table to register does not point at the entity through the entity's key column. */
export function datatableKeyMissing(name: string, column: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.key.column.missing', `Table \`${name}\` has no column \`${column}\` referring to the application table.`, [name, column]);
}

export function invalidApplicationTable(entity: string): DomainRuleError {
  return new DomainRuleError('error.msg.invalid.application.table', `Invalid datatable entity: ${entity}`, [entity]);
}

export function nonEmptyDatatableCannotBeDeleted(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.non.empty.datatable.cannot.be.deleted', 'Non-empty datatable cannot be deleted.', [name]);
}

export function nonEmptyDatatableColumnCannotBeDeleted(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.non.empty.datatable.column.cannot.be.deleted', 'Non-empty datatable columns can not be deleted.', [name]);
}

export function nonEmptyDatatableMandatoryColumnCannotBeAdded(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.non.empty.datatable.mandatory.column.cannot.be.added', 'Non empty datatable mandatory columns can not be added.', [name]);
}

/** The datatable has entries, so it cannot move to another application table. */
export function nonEmptyDatatableCannotChangeApptable(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.non.empty.datatable.apptable.cannot.be.changed', 'The application table of a non-empty datatable cannot be changed.', [name]);
}

export function columnDoesNotExist(column: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.column.missing.update.parse', `Column ${column} does not exist.`, [column]);
}

export function columnAlreadyExists(column: string): ValidationError {
  return new ValidationError([parameterError('validation.msg.datatable.name.column.already.exists', `Column \`${column}\` exists already.`, 'name', [column], column)]);
}

export function noParameters(): DomainRuleError {
  return new DomainRuleError('error.msg.invalid.request.body.no.parameters', 'Provided JSON request body does not have any parameters.');
}

export function codeNotFound(code: string): NotFoundError {
  return new NotFoundError('error.msg.code.not.found', `Code with name \`${code}\` does not exist`, [code]);
}

/** An entity datatable check names the datatable: it cannot be deleted or deregistered while it does. */
export function datatableAttachedToCheck(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.attached.to.entity.datatable.check', `Datatable \`${name}\` is named by an entity datatable check.`, [name]);
}

/** Changing a column would break the values already stored (too long for a shorter length, empty for mandatory). */
export function columnUpdateNotAllowed(column: string): DomainRuleError {
  return new DomainRuleError('error.msg.datatable.column.update.not.allowed', `Column \`${column}\` cannot be changed so: stored values do not fit.`, [column]);
}
