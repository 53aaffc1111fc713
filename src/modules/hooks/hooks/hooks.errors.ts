import { NotFoundError } from '../../../shared/errors/api-errors.ts';

export function hookNotFound(hookId: number): NotFoundError {
  return new NotFoundError('error.msg.hook.identifier.not.found', `Hook with identifier \`${hookId}\` does not exist`, [hookId]);
}

/** `name` names no hook template (Fineract's HookTemplateNotFoundException). */
export function hookTemplateNotFound(name: string): NotFoundError {
  return new NotFoundError('error.msg.template.not.found', `Template with name \`${name}\` does not exist`, [name]);
}

/** `templateId` names no user-generated-document template (`/templates`; Fineract's TemplateNotFoundException). */
export function ugdTemplateNotFound(templateId: number): NotFoundError {
  return new NotFoundError('error.msg.template.id.invalid', `Template with identifier ${templateId} does not exist`, [templateId]);
}
