import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** An unknown template id (Fineract's TemplateNotFoundException). */
export function templateNotFound(templateId: number): NotFoundError {
  return new NotFoundError('error.msg.template.id.invalid', `Template with identifier ${templateId} does not exist`, [templateId]);
}

/** Another template has the name (Fineract's unique key `unq_name` on `m_template.name`). */
export function duplicateTemplateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.template.duplicate.name', `A template with name '${name}' already exists`, 'name', [name]);
}

/** A mapper URL that names anything but this server's own API (Fineract's TemplateForbiddenException code; ours answers 403). */
export function templateUrlForbidden(url: string): DomainRuleError {
  return new DomainRuleError('error.msg.template.url.forbidden', `Template with url ${url} not allowed: a mapper may only name a path of this server's API`, [url]);
}

/** The body of a merge is not a JSON object of scope values. */
export function mergeScopeNotAnObject(): ValidationError {
  return new ValidationError([parameterError('validation.msg.template.scope.must.be.an.object', 'The body of a merge must be a JSON object of scope values.', 'body')]);
}
