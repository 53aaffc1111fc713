import { DataIntegrityError, DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** GET of an unknown code id, and a code value command on an unknown code. */
export function codeNotFound(codeId: number): NotFoundError {
  return new NotFoundError('error.msg.code.identifier.not.found', `Code with identifier \`${codeId}\` does not exist`, [codeId]);
}

/** Update or delete of an unknown code (Fineract reports these with its by-name code). */
export function codeNotFoundForChange(codeId: number): NotFoundError {
  return new NotFoundError('error.msg.code.not.found', `Code with name \`${codeId}\` does not exist`, [String(codeId)]);
}

export function systemDefinedCode(): DomainRuleError {
  return new DomainRuleError('error.msg.code.systemdefined', 'This code is system defined and cannot be modified or deleted.');
}

export function duplicateCodeName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.code.duplicate.name', `A code with name '${name}' already exists`, 'name', [name]);
}

export function codeValueNotFound(codeValueId: number): NotFoundError {
  return new NotFoundError('error.msg.codevalue.id.invalid', `Code value with identifier ${codeValueId} does not exist`, [codeValueId]);
}

/** A code value id that is not one of the named code's values. */
export function codeValueNotFoundForCode(codeName: string, codeValueId: number): NotFoundError {
  return new NotFoundError(
    'error.msg.codevalue.codename.id.combination.invalid',
    `Code value with identifier ${codeValueId} does not exist for a code with name ${codeName}`,
    [codeValueId, codeName],
  );
}

export function duplicateCodeValueName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.code.value.duplicate.label', `A code value with label '${name}' already exists`, 'name', [name]);
}

export function codeValueInUse(codeValueId: number, uses: readonly string[]): DataIntegrityError {
  return new DataIntegrityError('error.msg.codeValue.in.use', `This code value is in use (${uses.join(', ')})`, 'id', [codeValueId]);
}
