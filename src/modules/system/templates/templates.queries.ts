import type { Kysely } from 'kysely';
import type { LocalResponse } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { apiBaseOf, localTargetOf } from './domain/mapper-url.ts';
import { enumById, SMS_TEMPLATE_MAPPER_KEY, TEMPLATE_ENTITIES, TEMPLATE_TYPES } from './domain/template-enums.ts';
import { renderTemplateText, withListItemsByIndex } from './domain/template-text.ts';
import { mergeScopeNotAnObject, templateNotFound, templateUrlForbidden } from './templates.errors.ts';
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

/** How long one mapper's answer is awaited before the merge goes on without it. */
export const MAPPER_TIMEOUT_MS = 5000;

/** What a merge needs of its request: where it came in, as whom, and how to ask this server for a path. */
export interface MergeContext {
  /** The request's `Host` (mapper URLs may name only it). */
  readonly host: string;
  /** The request's path (its API base is the base of relative mapper URLs). */
  readonly requestUrl: string;
  /** The headers a mapper request carries: the caller's credentials and tenant. */
  readonly headers: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  localGet(pathAndQuery: string, headers: Readonly<Record<string, string>>): Promise<LocalResponse>;
  readonly timeoutMs?: number;
}

function scopeOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) {
    return {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw mergeScopeNotAnObject();
  }
  return { ...(body as Record<string, unknown>) };
}

/** A mapper's answer as a scope value: a JSON answer as it is, a text/plain answer as `{src}`; undefined when it failed. */
function answerValue(answer: LocalResponse | undefined): unknown {
  if (answer === undefined || answer.status < 200 || answer.status > 299) {
    return undefined;
  }
  if (answer.contentType?.startsWith('text/plain') === true) {
    return { src: answer.body };
  }
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer of a local GET, or undefined when it took longer than `timeoutMs`. */
async function fetchWithin(context: MergeContext, pathAndQuery: string): Promise<LocalResponse | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), context.timeoutMs ?? MAPPER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([context.localGet(pathAndQuery, context.headers), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST /templates/{id}: the template's text filled with the scope (the body's members over the query
 * parameters and `BASE_URI`), after each mapper (in order) has put under its key the JSON answer of the URL
 * its value names (itself filled with the scope so far). Mapper URLs may name only this server's API
 * (domain/mapper-url.ts; else 403 `error.msg.template.url.forbidden`) and are answered in process with the
 * caller's credentials and tenant; an answer that fails, is no JSON or takes longer than the timeout leaves its
 * key out, as Fineract does. The `SMS_template_Key` mapper names an event, not a URL, and is skipped.
 */
export async function mergeTemplate(db: Kysely<object>, templateId: number, body: unknown, context: MergeContext): Promise<string> {
  const template = await findTemplateById(db, templateId);
  if (template === undefined) {
    throw templateNotFound(templateId);
  }
  const apiBase = apiBaseOf(context.requestUrl);
  const parameters = Object.fromEntries(Object.entries(context.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const scope: Record<string, unknown> = { ...parameters, BASE_URI: `http://${context.host}${apiBase}`, ...scopeOf(body) };
  for (const mapper of await listMappers(db, [template.id])) {
    const key = mapper.mapperkey ?? '';
    if (key === '' || key === SMS_TEMPLATE_MAPPER_KEY) {
      continue;
    }
    const url = renderTemplateText(mapper.mappervalue ?? '', scope);
    const target = localTargetOf(url, context.host, apiBase);
    if (target === undefined) {
      throw templateUrlForbidden(url);
    }
    const value = answerValue(await fetchWithin(context, target.pathAndQuery));
    if (value !== undefined) {
      scope[key] = value;
    }
  }
  return renderTemplateText(template.text, withListItemsByIndex(scope));
}
