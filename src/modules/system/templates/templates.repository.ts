import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type TemplateRow = Selectable<TenantDB['m_template']>;
export type TemplateMapperRow = Selectable<TenantDB['m_templatemappers']> & { readonly m_template_id: number };

/** What a template is saved with (`entity` and `type` as stored ordinals). */
export interface TemplateValues {
  readonly name: string;
  readonly text: string;
  readonly entity: number;
  readonly type: number;
  readonly mappers: readonly { readonly order: number; readonly key: string; readonly value: string }[];
}

export async function findTemplateById(untyped: Kysely<object>, id: number): Promise<TemplateRow | undefined> {
  return tenantTables(untyped).selectFrom('m_template').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Templates by id; only those of one entity and type when both are given. */
export async function listTemplates(untyped: Kysely<object>, filter?: { entity: number; type: number }): Promise<TemplateRow[]> {
  let query = tenantTables(untyped).selectFrom('m_template').selectAll();
  if (filter !== undefined) {
    query = query.where('entity', '=', filter.entity).where('type', '=', filter.type);
  }
  return query.orderBy('id').execute();
}

/** The mappers of the templates, by template, then order, then id. */
export async function listMappers(untyped: Kysely<object>, templateIds: readonly number[]): Promise<TemplateMapperRow[]> {
  if (templateIds.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('m_template_m_templatemappers as j')
    .innerJoin('m_templatemappers as m', 'm.id', 'j.mappers_id')
    .select(['j.m_template_id', 'm.id', 'm.mapperkey', 'm.mapperorder', 'm.mappervalue'])
    .where('j.m_template_id', 'in', templateIds)
    .orderBy('j.m_template_id')
    .orderBy('m.mapperorder')
    .orderBy('m.id')
    .execute();
}

/** Whether another template (not `exceptId`) has this name. */
export async function templateWithName(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_template').select('id').where('name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

async function insertMappers(untyped: Kysely<object>, templateId: number, mappers: TemplateValues['mappers']): Promise<void> {
  if (mappers.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  const ids = await db
    .insertInto('m_templatemappers')
    .values(mappers.map((m) => ({ mapperorder: m.order, mapperkey: m.key, mappervalue: m.value })))
    .returning('id')
    .execute();
  await db
    .insertInto('m_template_m_templatemappers')
    .values(ids.map((row) => ({ m_template_id: templateId, mappers_id: row.id })))
    .execute();
}

async function deleteMappers(untyped: Kysely<object>, templateId: number): Promise<void> {
  const db = tenantTables(untyped);
  const links = await db.deleteFrom('m_template_m_templatemappers').where('m_template_id', '=', templateId).returning('mappers_id').execute();
  if (links.length > 0) {
    await db.deleteFrom('m_templatemappers').where('id', 'in', links.map((l) => l.mappers_id)).execute();
  }
}

export async function insertTemplate(untyped: Kysely<object>, values: TemplateValues): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_template')
    .values({ name: values.name, text: values.text, entity: values.entity, type: values.type })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMappers(untyped, row.id, values.mappers);
  return row.id;
}

/** Saves the template's columns and replaces its mappers. */
export async function updateTemplate(untyped: Kysely<object>, id: number, values: TemplateValues): Promise<void> {
  await tenantTables(untyped).updateTable('m_template').set({ name: values.name, text: values.text, entity: values.entity, type: values.type }).where('id', '=', id).execute();
  await deleteMappers(untyped, id);
  await insertMappers(untyped, id, values.mappers);
}

/** Deletes the template with its mappers (hooks naming it lose it: `m_hook.ugd_template_id` is set null by the key). */
export async function deleteTemplate(untyped: Kysely<object>, id: number): Promise<void> {
  await deleteMappers(untyped, id);
  await tenantTables(untyped).deleteFrom('m_template').where('id', '=', id).execute();
}

/**
 * The SMS template a Message Gateway hook sends for an event: the first (by id) whose `SMS_template_Key` mapper
 * names `ENTITY_ACTION`, else the hook's own template when it has one.
 */
export async function findSmsTemplate(untyped: Kysely<object>, mapperKey: string, mapperValue: string, fallbackId: number | null): Promise<TemplateRow | undefined> {
  const db = tenantTables(untyped);
  const mapped = await db
    .selectFrom('m_template as t')
    .selectAll('t')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('m_template_m_templatemappers as j')
          .innerJoin('m_templatemappers as m', 'm.id', 'j.mappers_id')
          .select('j.mappers_id')
          .whereRef('j.m_template_id', '=', 't.id')
          .where('m.mapperkey', '=', mapperKey)
          .where('m.mappervalue', '=', mapperValue),
      ),
    )
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (mapped !== undefined || fallbackId === null) {
    return mapped;
  }
  return findTemplateById(untyped, fallbackId);
}
