import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { hostProblem, templateExists } from '../../system/index.ts';
import { hookSubscriptionsChanged } from '../hook-deliveries/hook-deliveries.events.ts';
import {
  assembleConfig,
  distinctEvents,
  EVENT_NAME_MAX_LENGTH,
  FIELD_VALUE_MAX_LENGTH,
  HOOK_NAME_MAX_LENGTH,
  hookRuleFailures,
  type HookConfigValue,
  type HookEvent,
  type HookTemplate,
} from './domain/hook-template.ts';
import { payloadUrlProblem } from './domain/hook-target.ts';
import { hookNotFound, hookTemplateNotFound, ugdTemplateNotFound } from './hooks.errors.ts';
import {
  deleteHookRow,
  findHookConfig,
  findHookEvents,
  findHookForUpdate,
  findTemplateByName,
  insertHook,
  otherHookOfTemplateExists,
  replaceHookDetails,
  updateHookRow,
} from './hooks.repository.ts';

const SUPPORTED = ['name', 'displayName', 'isActive', 'events', 'config', 'templateId'];
const RESOURCE = 'hook';

/**
 * Whether hooks may target loopback and private addresses (HOOKS_ALLOW_PRIVATE_TARGETS), as set by the
 * application's configuration when it is built (hooksModule's command listener). One application per
 * process in production; the delivery side checks every resolved address again with its own setting.
 */
let allowPrivateTargets = false;

export function setHookTargetPolicy(allowPrivate: boolean): void {
  allowPrivateTargets = allowPrivate;
}

function targetProblem(url: string): string | undefined {
  return payloadUrlProblem(url, allowPrivateTargets, hostProblem);
}

interface HookInput {
  readonly name: string | undefined;
  readonly displayName: string | undefined;
  readonly isActive: boolean | undefined;
  readonly templateId: number | undefined;
  /** The `config` object as sent; undefined when absent. */
  readonly config: Readonly<Record<string, unknown>> | undefined;
  readonly events: HookEvent[] | undefined;
}

function readConfig(json: JsonCommand, v: DataValidator): Readonly<Record<string, unknown>> | undefined {
  const config = json.json.config;
  if (config === undefined || config === null) {
    return undefined;
  }
  if (typeof config !== 'object' || Array.isArray(config)) {
    v.add(parameterError('validation.msg.hook.config.must.be.an.object', 'The parameter `config` must be an object of field names and values.', 'config', [], JSON.stringify(config)));
    return undefined;
  }
  const values = config as Readonly<Record<string, unknown>>;
  for (const [name, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > FIELD_VALUE_MAX_LENGTH) {
      v.add(parameterError('validation.msg.hook.config.exceeds.max.length', `The value of \`${name}\` exceeds max length of ${FIELD_VALUE_MAX_LENGTH}.`, 'config', [FIELD_VALUE_MAX_LENGTH, name]));
    }
  }
  return values;
}

function readEvents(json: JsonCommand, v: DataValidator): HookEvent[] | undefined {
  const events = json.json.events;
  if (events === undefined || events === null) {
    return undefined;
  }
  const list = Array.isArray(events) ? (events as unknown[]) : undefined;
  const read = list?.map((event) => {
    const item = typeof event === 'object' && event !== null ? (event as Record<string, unknown>) : {};
    return { entityName: item.entityName, actionName: item.actionName };
  });
  const valid = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '' && text.length <= EVENT_NAME_MAX_LENGTH;
  if (read === undefined || !read.every((e) => valid(e.entityName) && valid(e.actionName))) {
    const message = `The parameter \`events\` must be a list of {entityName, actionName} of at most ${EVENT_NAME_MAX_LENGTH} characters each.`;
    v.add(parameterError('validation.msg.hook.events.invalid', message, 'events', [], JSON.stringify(events)));
    return undefined;
  }
  return distinctEvents(read.map((e) => ({ entityName: String(e.entityName).trim(), actionName: String(e.actionName).trim() })));
}

/** Fineract's HookCommandFromApiJsonDeserializer, plus the column widths of the hook's name, values and events. */
function readHook(json: JsonCommand, creating: boolean): HookInput {
  json.checkSupported(SUPPORTED);
  const v = new DataValidator(RESOURCE);
  const name = json.string('name');
  if (creating || json.has('name')) {
    v.parameter('name', name).notBlank().notExceedingLengthOf(100);
  }
  const templateId = json.long('templateId', v);
  if (json.has('templateId')) {
    v.parameter('templateId', templateId).positive();
  }
  const displayName = json.trimmedString('displayName');
  v.parameter('displayName', displayName).notExceedingLengthOf(HOOK_NAME_MAX_LENGTH);
  const isActive = json.boolean('isActive', v);
  const config = readConfig(json, v);
  const events = readEvents(json, v);
  v.throwIfErrors();
  return { name: name?.trim(), displayName, isActive, templateId, config, events };
}

/** Fineract's validateHookRules: every failure at once. */
function checkHookRules(template: HookTemplate, config: readonly HookConfigValue[], events: readonly HookEvent[], otherHook: boolean): void {
  const v = new DataValidator(RESOURCE);
  for (const failure of hookRuleFailures(template, config, events, otherHook, targetProblem)) {
    const rule = failure.code.split('.').slice(3).join('.');
    v.add(parameterError(failure.code, `Failed data validation due to: ${rule}.`, failure.parameterName, failure.value === undefined ? [] : [failure.value], failure.value));
  }
  v.throwIfErrors();
}

async function requireTemplate(db: Kysely<object>, name: string): Promise<HookTemplate> {
  const template = await findTemplateByName(db, name);
  if (template === undefined) {
    throw hookTemplateNotFound(name);
  }
  return template;
}

/** `templateId`, when sent, must name a template (`/templates`): the SMS text of a Message Gateway hook without a mapped one. */
async function requireUgdTemplate(db: Kysely<object>, templateId: number | undefined): Promise<void> {
  if (templateId !== undefined && !(await templateExists(db, templateId))) {
    throw ugdTemplateNotFound(templateId);
  }
}

async function createHook(ctx: CommandContext): Promise<CommandResult> {
  const input = readHook(ctx.json, true);
  const template = await requireTemplate(ctx.db, input.name ?? '');
  await requireUgdTemplate(ctx.db, input.templateId);
  const config = assembleConfig(input.config ?? {}, template);
  const events = input.events ?? [];
  checkHookRules(template, config, events, await otherHookOfTemplateExists(ctx.db, template.id));
  const hookId = await insertHook(ctx.db, { templateId: template.id, name: input.displayName ?? template.name, isActive: input.isActive ?? false, userId: ctx.user.id, ugdTemplateId: input.templateId ?? null });
  await replaceHookDetails(ctx.db, hookId, config, events);
  hookSubscriptionsChanged(ctx.db);
  return { resourceId: hookId };
}

/**
 * Fineract's update: `displayName`, `isActive`, and `events` and `config` each replaced when sent. Unlike
 * Fineract, the rules of create are checked again on the result (a Payload URL is never stored unchecked).
 */
async function updateHook(ctx: CommandContext): Promise<CommandResult> {
  const hookId = ctx.entityId ?? 0;
  const input = readHook(ctx.json, false);
  const hook = await findHookForUpdate(ctx.db, hookId);
  if (hook === undefined) {
    throw hookNotFound(hookId);
  }
  const changes: Record<string, unknown> = {};
  if (input.displayName !== undefined && input.displayName !== hook.name) {
    changes.displayName = input.displayName;
  }
  if (input.isActive !== undefined && input.isActive !== hook.is_active) {
    changes.isActive = input.isActive;
  }
  await requireUgdTemplate(ctx.db, input.templateId);
  if (input.templateId !== undefined && input.templateId !== hook.ugd_template_id) {
    changes.templateId = input.templateId;
  }
  const template = await requireTemplate(ctx.db, hook.template_name);
  const config = input.config === undefined ? undefined : assembleConfig(input.config, template);
  if (input.events !== undefined) {
    changes.events = input.events;
  }
  if (input.config !== undefined) {
    changes.config = input.config;
  }
  if (Object.keys(changes).length === 0) {
    return { resourceId: hookId };
  }
  if (config !== undefined || input.events !== undefined) {
    checkHookRules(template, config ?? (await findHookConfig(ctx.db, hookId)), input.events ?? (await findHookEvents(ctx.db, hookId)), false);
  }
  await updateHookRow(ctx.db, hookId, { name: changes.displayName === undefined ? undefined : input.displayName, isActive: changes.isActive === undefined ? undefined : input.isActive, ugdTemplateId: changes.templateId === undefined ? undefined : input.templateId }, ctx.user.id);
  await replaceHookDetails(ctx.db, hookId, config, input.events);
  hookSubscriptionsChanged(ctx.db);
  return { resourceId: hookId, changes };
}

async function deleteHook(ctx: CommandContext): Promise<CommandResult> {
  const hookId = ctx.entityId ?? 0;
  if ((await findHookForUpdate(ctx.db, hookId)) === undefined) {
    throw hookNotFound(hookId);
  }
  await deleteHookRow(ctx.db, hookId);
  hookSubscriptionsChanged(ctx.db);
  return { resourceId: hookId };
}

export const hookCommandHandlers = [commandHandler('HOOK', 'CREATE', createHook), commandHandler('HOOK', 'UPDATE', updateHook), commandHandler('HOOK', 'DELETE', deleteHook)];
