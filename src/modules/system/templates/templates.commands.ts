import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { enumById, TEMPLATE_ENTITIES, TEMPLATE_TYPES } from './domain/template-enums.ts';
import { duplicateTemplateName, templateNotFound } from './templates.errors.ts';
import { deleteTemplate, findTemplateById, insertTemplate, templateWithName, updateTemplate, type TemplateValues } from './templates.repository.ts';

const RESOURCE = 'template';
const NAME_MAX_LENGTH = 255;
const MAPPER_TEXT_MAX_LENGTH = 255;

type Mapper = TemplateValues['mappers'][number];

function readMappers(json: JsonCommand, v: DataValidator): Mapper[] {
  const raw = json.json.mappers;
  if (raw === undefined || raw === null) {
    return [];
  }
  const list: readonly unknown[] | undefined = Array.isArray(raw) ? raw : undefined;
  const mappers = list?.map((item) => {
    const m = new Map<string, unknown>(typeof item === 'object' && item !== null ? Object.entries(item) : []);
    return { order: m.get('mappersorder'), key: m.get('mapperskey'), value: m.get('mappersvalue') };
  });
  const text = (value: unknown): value is string => typeof value === 'string' && value.length <= MAPPER_TEXT_MAX_LENGTH;
  if (mappers === undefined || !mappers.every((m) => Number.isInteger(m.order) && text(m.key) && text(m.value))) {
    v.fail('mappers', 'invalid', `The parameter \`mappers\` must be a list of {mappersorder (integer), mapperskey, mappersvalue} with texts of at most ${MAPPER_TEXT_MAX_LENGTH} characters.`);
    return [];
  }
  return mappers.map((m) => ({ order: Number(m.order), key: String(m.key), value: String(m.value) }));
}

/** Reads and checks the body: every member is mandatory on create and on update (an update replaces the template whole, as Fineract's does). */
function readTemplate(json: JsonCommand): TemplateValues {
  json.checkSupported(['name', 'text', 'entity', 'type', 'mappers']);
  const v = new DataValidator(RESOURCE);
  const name = json.string('name');
  v.parameter('name', name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  const text = json.string('text');
  v.parameter('text', text).notBlank();
  const entityId = json.long('entity', v);
  v.parameter('entity', entityId).notBlank().isOneOf(TEMPLATE_ENTITIES.map((e) => e.id));
  const typeId = json.long('type', v);
  v.parameter('type', typeId).notBlank().isOneOf(TEMPLATE_TYPES.map((t) => t.id));
  const mappers = readMappers(json, v);
  v.throwIfErrors();
  return {
    name: name?.trim() ?? '',
    text: text ?? '',
    entity: enumById(TEMPLATE_ENTITIES, entityId ?? -1)?.ordinal ?? 0,
    type: enumById(TEMPLATE_TYPES, typeId ?? -1)?.ordinal ?? 0,
    mappers,
  };
}

async function checkNameFree(db: Kysely<object>, name: string, exceptId?: number): Promise<void> {
  if (await templateWithName(db, name, exceptId)) {
    throw duplicateTemplateName(name);
  }
}

async function createTemplate(ctx: CommandContext): Promise<CommandResult> {
  const values = readTemplate(ctx.json);
  await checkNameFree(ctx.db, values.name);
  return { resourceId: await insertTemplate(ctx.db, values) };
}

async function updateTemplateCommand(ctx: CommandContext): Promise<CommandResult> {
  const templateId = ctx.entityId ?? 0;
  if ((await findTemplateById(ctx.db, templateId)) === undefined) {
    throw templateNotFound(templateId);
  }
  const values = readTemplate(ctx.json);
  await checkNameFree(ctx.db, values.name, templateId);
  await updateTemplate(ctx.db, templateId, values);
  return { resourceId: templateId };
}

async function deleteTemplateCommand(ctx: CommandContext): Promise<CommandResult> {
  const templateId = ctx.entityId ?? 0;
  if ((await findTemplateById(ctx.db, templateId)) === undefined) {
    throw templateNotFound(templateId);
  }
  await deleteTemplate(ctx.db, templateId);
  return { resourceId: templateId };
}

export const templateCommandHandlers = [
  commandHandler('TEMPLATE', 'CREATE', createTemplate),
  commandHandler('TEMPLATE', 'UPDATE', updateTemplateCommand),
  commandHandler('TEMPLATE', 'DELETE', deleteTemplateCommand),
];
