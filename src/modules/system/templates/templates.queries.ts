import type { Kysely } from 'kysely';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { enumById, SMS_TEMPLATE_MAPPER_KEY, TEMPLATE_ENTITIES, TEMPLATE_TYPES } from './domain/template-enums.ts';
import { templateNotFound } from './templates.errors.ts';
import { presentTemplate, presentTemplateData, type TemplateDataView, type TemplateView } from './templates.presenter.ts';
import { findSmsTemplate, findTemplateById, listMappers, listTemplates } from './templates.repository.ts';

/** An integer query parameter (absent: -1, as Fineract's default); anything else is refused with 400. */
function integerParameter(name: string, text: string | undefined): number {
  if (text === undefined || text === '') {
    return -1;
  }
  if (!/^-?\d{1,9}$/.test(text)) {
    throw unsupportedQueryValue(name, text);
  }
  return Number(text);
}

/**
 * GET /templates: every template by id; with both `typeId` and `entityId` only those of that type and entity
 * (an id that names no type or entity matches nothing).
 */
export async function retrieveAllTemplates(db: Kysely<object>, typeText: string | undefined, entityText: string | undefined): Promise<TemplateView[]> {
  const typeId = integerParameter('typeId', typeText);
  const entityId = integerParameter('entityId', entityText);
  const filtered = typeId !== -1 && entityId !== -1;
  const type = filtered ? enumById(TEMPLATE_TYPES, typeId) : undefined;
  const entity = filtered ? enumById(TEMPLATE_ENTITIES, entityId) : undefined;
  if (filtered && (type === undefined || entity === undefined)) {
    return [];
  }
  const rows = await listTemplates(db, type === undefined || entity === undefined ? undefined : { entity: entity.ordinal, type: type.ordinal });
  const mappers = await listMappers(db, rows.map((r) => r.id));
  return rows.map((row) => presentTemplate(row, mappers));
}

export async function retrieveTemplate(db: Kysely<object>, templateId: number): Promise<TemplateView> {
  const row = await findTemplateById(db, templateId);
  if (row === undefined) {
    throw templateNotFound(templateId);
  }
  return presentTemplate(row, await listMappers(db, [row.id]));
}

/** GET /templates/template: the entity and type options. */
export function retrieveNewTemplateData(): TemplateDataView {
  return presentTemplateData(null);
}

/** GET /templates/{id}/template: the template with the entity and type options. */
export async function retrieveTemplateData(db: Kysely<object>, templateId: number): Promise<TemplateDataView> {
  return presentTemplateData(await retrieveTemplate(db, templateId));
}

/** The text of the SMS template mapped to `ENTITY_ACTION` (`SMS_template_Key` mapper), else of template `fallbackId`; undefined when neither exists. */
export async function smsTemplateText(db: Kysely<object>, eventName: string, fallbackId: number | null): Promise<string | undefined> {
  return (await findSmsTemplate(db, SMS_TEMPLATE_MAPPER_KEY, eventName, fallbackId))?.text;
}

/** Whether a template with this id exists. */
export async function templateExists(db: Kysely<object>, templateId: number): Promise<boolean> {
  return (await findTemplateById(db, templateId)) !== undefined;
}
