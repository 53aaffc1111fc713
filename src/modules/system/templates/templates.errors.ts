import { DataIntegrityError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown template id (Fineract's TemplateNotFoundException). */
export function templateNotFound(templateId: number): NotFoundError {
  return new NotFoundError('error.msg.template.id.invalid', `Template with identifier ${templateId} does not exist`, [templateId]);
}

/** Another template has the name (Fineract's unique key `unq_name` on `m_template.name`). */
export function duplicateTemplateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.template.duplicate.name', `A template with name '${name}' already exists`, 'name', [name]);
}
