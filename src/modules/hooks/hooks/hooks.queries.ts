import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { HookTemplate } from './domain/hook-template.ts';
import { hookNotFound } from './hooks.errors.ts';
import { presentGroupings, presentHook, presentTemplate, type HookDetailRows, type HookTemplateView, type HookView, type PermissionEventRow } from './hooks.presenter.ts';

async function hookRows(db: Kysely<object>, hookId?: number): Promise<HookDetailRows> {
  const t = tenantTables(db);
  let hooks = t
    .selectFrom('m_hook as h')
    .innerJoin('m_hook_templates as s', 's.id', 'h.template_id')
    .select(['h.id', 's.name as template_name', 'h.name', 'h.is_active', 'h.ugd_template_id'])
    .select([sql<string | null>`to_char(h.created_date, 'YYYY-MM-DD')`.as('created_date'), sql<string | null>`to_char(h.lastmodified_date, 'YYYY-MM-DD')`.as('lastmodified_date')]);
  let events = t.selectFrom('m_hook_registered_events').select(['hook_id', 'entity_name', 'action_name']);
  let config = t.selectFrom('m_hook_configuration').select(['hook_id', 'field_name', 'field_value']);
  if (hookId !== undefined) {
    hooks = hooks.where('h.id', '=', hookId);
    events = events.where('hook_id', '=', hookId);
    config = config.where('hook_id', '=', hookId);
  }
  return {
    hooks: await hooks.orderBy('h.name').orderBy('h.id').execute(),
    events: await events.orderBy('id').execute(),
    config: await config.orderBy('field_name').execute(),
  };
}

/** GET /hooks: every hook by name, with its events and configuration (three statements). */
export async function retrieveHooks(db: Kysely<object>): Promise<HookView[]> {
  const rows = await hookRows(db);
  return rows.hooks.map((hook) => presentHook(hook, rows));
}

/** The templates with their fields, in id order (as the specification shows them). */
async function templates(db: Kysely<object>): Promise<HookTemplate[]> {
  const rows = await tenantTables(db)
    .selectFrom('m_hook_templates as t')
    .innerJoin('m_hook_schema as s', 's.hook_template_id', 't.id')
    .select(['t.id', 't.name', 's.field_name', 's.field_type', 's.optional', 's.placeholder'])
    .orderBy('t.id')
    .orderBy('s.id')
    .execute();
  const byId = new Map<number, HookTemplate>();
  for (const row of rows) {
    const template = byId.get(row.id) ?? { id: row.id, name: row.name, fields: [] };
    byId.set(row.id, { ...template, fields: [...template.fields, { fieldName: row.field_name, fieldType: row.field_type, optional: row.optional, placeholder: row.placeholder }] });
  }
  return [...byId.values()];
}

/** The subscribable events: every permission's grouping, entity and action except reads and checker actions (Fineract's m_permission query). */
async function permissionEvents(db: Kysely<object>): Promise<PermissionEventRow[]> {
  const rows = await tenantTables(db)
    .selectFrom('m_permission')
    .select(['grouping', 'entity_name', 'action_name'])
    .where('action_name', 'not like', '%CHECKER%')
    .where('action_name', 'not like', '%READ%')
    .where('entity_name', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.grouping === null || r.entity_name === null || r.action_name === null ? [] : [{ grouping: r.grouping, entity: r.entity_name, action: r.action_name }]));
}

/** GET /hooks/template: the templates and the groupings of events (two statements). */
export async function retrieveHookTemplate(db: Kysely<object>): Promise<HookTemplateView> {
  return { templates: (await templates(db)).map(presentTemplate), groupings: presentGroupings(await permissionEvents(db)) };
}

/** GET /hooks/{hookId}; `template=true` adds the templates and groupings. */
export async function retrieveHook(db: Kysely<object>, hookId: number, template: boolean): Promise<HookView & Partial<HookTemplateView>> {
  const rows = await hookRows(db, hookId);
  const hook = rows.hooks[0];
  if (hook === undefined) {
    throw hookNotFound(hookId);
  }
  const view = presentHook(hook, rows);
  return template ? { ...view, ...(await retrieveHookTemplate(db)) } : view;
}
