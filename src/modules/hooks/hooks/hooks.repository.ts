import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { HookConfigValue, HookEvent, HookTemplate } from './domain/hook-template.ts';

/** A hook as stored (m_hook), with its template's name. */
export interface HookRow {
  readonly id: number;
  readonly template_id: number;
  readonly template_name: string;
  readonly name: string;
  readonly is_active: boolean;
  readonly ugd_template_id: number | null;
}

/** The template named exactly `name` with its fields in id order, or undefined. */
export async function findTemplateByName(db: Kysely<object>, name: string): Promise<HookTemplate | undefined> {
  const rows = await tenantTables(db)
    .selectFrom('m_hook_templates as t')
    .leftJoin('m_hook_schema as s', 's.hook_template_id', 't.id')
    .select(['t.id', 't.name', 's.field_name', 's.field_type', 's.optional', 's.placeholder'])
    .where('t.name', '=', name)
    .orderBy('s.id')
    .execute();
  const first = rows[0];
  if (first === undefined) {
    return undefined;
  }
  const fields = rows.flatMap((r) =>
    r.field_name === null ? [] : [{ fieldName: r.field_name, fieldType: r.field_type ?? 'string', optional: r.optional ?? false, placeholder: r.placeholder }],
  );
  return { id: first.id, name: first.name, fields };
}

/** Whether another hook than `exceptHookId` uses the template. */
export async function otherHookOfTemplateExists(db: Kysely<object>, templateId: number, exceptHookId?: number): Promise<boolean> {
  let query = tenantTables(db).selectFrom('m_hook').select('id').where('template_id', '=', templateId);
  if (exceptHookId !== undefined) {
    query = query.where('id', '<>', exceptHookId);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function findHookForUpdate(db: Kysely<object>, hookId: number): Promise<HookRow | undefined> {
  return tenantTables(db)
    .selectFrom('m_hook as h')
    .innerJoin('m_hook_templates as t', 't.id', 'h.template_id')
    .select(['h.id', 'h.template_id', 't.name as template_name', 'h.name', 'h.is_active', 'h.ugd_template_id'])
    .where('h.id', '=', hookId)
    .forUpdate('h')
    .executeTakeFirst();
}

export interface NewHook {
  readonly templateId: number;
  readonly name: string;
  readonly isActive: boolean;
  readonly userId: number;
  /** The hook's own template (`m_template`), or null. */
  readonly ugdTemplateId: number | null;
}

export async function insertHook(db: Kysely<object>, hook: NewHook): Promise<number> {
  const row = await tenantTables(db)
    .insertInto('m_hook')
    .values({
      template_id: hook.templateId,
      name: hook.name,
      is_active: hook.isActive,
      createdby_id: hook.userId,
      created_date: sql<Date>`localtimestamp`,
      lastmodifiedby_id: hook.userId,
      lastmodified_date: sql<Date>`localtimestamp`,
      ugd_template_id: hook.ugdTemplateId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHookRow(db: Kysely<object>, hookId: number, changes: { name?: string; isActive?: boolean; ugdTemplateId?: number }, userId: number): Promise<void> {
  await tenantTables(db)
    .updateTable('m_hook')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.isActive === undefined ? {} : { is_active: changes.isActive }),
      ...(changes.ugdTemplateId === undefined ? {} : { ugd_template_id: changes.ugdTemplateId }),
      lastmodifiedby_id: userId,
      lastmodified_date: sql<Date>`localtimestamp`,
    })
    .where('id', '=', hookId)
    .execute();
}

/** The hook's configuration and events, replacing what it had (each list only when given). */
export async function replaceHookDetails(db: Kysely<object>, hookId: number, config: readonly HookConfigValue[] | undefined, events: readonly HookEvent[] | undefined): Promise<void> {
  const t = tenantTables(db);
  if (config !== undefined) {
    await t.deleteFrom('m_hook_configuration').where('hook_id', '=', hookId).execute();
    if (config.length > 0) {
      await t
        .insertInto('m_hook_configuration')
        .values(config.map((c) => ({ hook_id: hookId, field_type: c.fieldType, field_name: c.fieldName, field_value: c.fieldValue })))
        .execute();
    }
  }
  if (events !== undefined) {
    await t.deleteFrom('m_hook_registered_events').where('hook_id', '=', hookId).execute();
    if (events.length > 0) {
      await t
        .insertInto('m_hook_registered_events')
        .values(events.map((e) => ({ hook_id: hookId, entity_name: e.entityName, action_name: e.actionName })))
        .execute();
    }
  }
}

export async function findHookConfig(db: Kysely<object>, hookId: number): Promise<HookConfigValue[]> {
  const rows = await tenantTables(db).selectFrom('m_hook_configuration').select(['field_type', 'field_name', 'field_value']).where('hook_id', '=', hookId).execute();
  return rows.map((r) => ({ fieldType: r.field_type, fieldName: r.field_name, fieldValue: r.field_value }));
}

export async function findHookEvents(db: Kysely<object>, hookId: number): Promise<HookEvent[]> {
  const rows = await tenantTables(db).selectFrom('m_hook_registered_events').select(['entity_name', 'action_name']).where('hook_id', '=', hookId).execute();
  return rows.map((r) => ({ entityName: r.entity_name, actionName: r.action_name }));
}

/** Deletes the hook with its configuration and events (its delivery log goes with it). */
export async function deleteHookRow(db: Kysely<object>, hookId: number): Promise<void> {
  const t = tenantTables(db);
  await t.deleteFrom('m_hook_configuration').where('hook_id', '=', hookId).execute();
  await t.deleteFrom('m_hook_registered_events').where('hook_id', '=', hookId).execute();
  await t.deleteFrom('m_hook').where('id', '=', hookId).execute();
}
