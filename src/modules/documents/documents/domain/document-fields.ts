import { parameterError } from '../../../../shared/errors/api-errors.ts';
import { DataValidator } from '../../../../shared/validation/index.ts';

/** The members of a document a request may set (Fineract's DocumentCommand). */
export interface DocumentFields {
  readonly name: string | undefined;
  readonly description: string | undefined;
  readonly fileName: string | undefined;
  readonly size: number | undefined;
}

const MAX_NAME_LENGTH = 250;
const MAX_DESCRIPTION_LENGTH = 1000;

/**
 * Fineract's DocumentCommandValidator: on create a name, a file name and a size above zero are needed;
 * on update what is given is checked and something must be given. Every error at once (400).
 */
export function validateDocumentFields(fields: DocumentFields, creating: boolean): void {
  const v = new DataValidator('document');
  if (creating || fields.name !== undefined) {
    v.parameter('name', fields.name).notBlank().notExceedingLengthOf(MAX_NAME_LENGTH);
  }
  if (creating || fields.fileName !== undefined) {
    v.parameter('fileName', fields.fileName).notBlank().notExceedingLengthOf(MAX_NAME_LENGTH);
  }
  if (creating || fields.size !== undefined) {
    v.parameter('size', fields.size ?? 0).positive();
  }
  v.parameter('description', fields.description).notExceedingLengthOf(MAX_DESCRIPTION_LENGTH);
  if (!creating && Object.values(fields).every((value) => value === undefined)) {
    v.add(parameterError('validation.msg.document.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
}
