import { LocalDate } from '@js-joda/core';
import type { HookTemplate } from './domain/hook-template.ts';

export interface HookRowView {
  readonly id: number;
  readonly template_name: string;
  readonly name: string;
  readonly is_active: boolean;
  readonly ugd_template_id: number | null;
  readonly created_date: string | null;
  readonly lastmodified_date: string | null;
}

export interface HookDetailRows {
  readonly hooks: readonly HookRowView[];
  readonly events: readonly { hook_id: number; entity_name: string; action_name: string }[];
  readonly config: readonly { hook_id: number | null; field_name: string; field_value: string }[];
}

/** Fineract's HookData: `name` is the template's name, `displayName` the hook's own. */
export interface HookView {
  readonly id: number;
  readonly name: string;
  readonly displayName: string;
  readonly isActive: boolean;
  readonly createdAt?: LocalDate;
  readonly updatedAt?: LocalDate;
  readonly templateId?: number;
  readonly events: { actionName: string; entityName: string }[];
  readonly config: { fieldName: string; fieldValue: string }[];
}

export interface HookTemplateFieldView {
  readonly fieldName: string;
  readonly fieldType: string;
  readonly optional: boolean;
  readonly placeholder?: string;
}

export interface HookTemplateView {
  readonly templates: { id: number; name: string; schema: HookTemplateFieldView[] }[];
  readonly groupings: { name: string; entities: { name: string; actions: string[] }[] }[];
}

export interface PermissionEventRow {
  readonly grouping: string;
  readonly entity: string;
  readonly action: string;
}

const dateOf = (text: string | null): LocalDate | undefined => (text === null ? undefined : LocalDate.parse(text));

export function presentHook(hook: HookRowView, rows: HookDetailRows): HookView {
  return {
    id: hook.id,
    name: hook.template_name,
    displayName: hook.name,
    isActive: hook.is_active,
    ...(dateOf(hook.created_date) === undefined ? {} : { createdAt: dateOf(hook.created_date) }),
    ...(dateOf(hook.lastmodified_date) === undefined ? {} : { updatedAt: dateOf(hook.lastmodified_date) }),
    ...(hook.ugd_template_id === null ? {} : { templateId: hook.ugd_template_id }),
    events: rows.events.filter((e) => e.hook_id === hook.id).map((e) => ({ actionName: e.action_name, entityName: e.entity_name })),
    config: rows.config.filter((c) => c.hook_id === hook.id).map((c) => ({ fieldName: c.field_name, fieldValue: c.field_value })),
  };
}

export function presentTemplate(template: HookTemplate): HookTemplateView['templates'][number] {
  return {
    id: template.id,
    name: template.name,
    schema: template.fields.map((f) => ({ fieldName: f.fieldName, fieldType: f.fieldType, optional: f.optional, ...(f.placeholder === null ? {} : { placeholder: f.placeholder }) })),
  };
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Groupings by name, their entities by name, each entity's actions sorted (Fineract's EventResultSetExtractor). */
export function presentGroupings(rows: readonly PermissionEventRow[]): HookTemplateView['groupings'] {
  const groupings = new Map<string, Map<string, Set<string>>>();
  for (const row of rows) {
    const entities = groupings.get(row.grouping) ?? new Map<string, Set<string>>();
    groupings.set(row.grouping, entities);
    const actions = entities.get(row.entity) ?? new Set<string>();
    entities.set(row.entity, actions);
    actions.add(row.action);
  }
  return [...groupings.keys()].sort(byName).map((name) => {
    const entities = groupings.get(name) ?? new Map<string, Set<string>>();
    return { name, entities: [...entities.keys()].sort(byName).map((entity) => ({ name: entity, actions: [...(entities.get(entity) ?? [])].sort(byName) })) };
  });
}
