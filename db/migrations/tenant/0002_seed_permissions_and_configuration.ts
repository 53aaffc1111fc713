import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';

/**
 * Seeds Fineract's whole permission catalogue, its global configuration with Fineract's ids and defaults,
 * the Head Office (id 1) and the role "Super user" (id 1) holding ALL_FUNCTIONS.
 * The data files under db/seed/ are facts taken from Fineract's schema changelog.
 */

type Tables = {
  m_permission: { id?: number; grouping: string; code: string; entity_name: string | null; action_name: string | null; can_maker_checker: boolean };
  c_configuration: {
    id: number;
    name: string;
    value: number | null;
    date_value: string | null;
    string_value: string | null;
    enabled: boolean;
    is_trap_door: boolean;
    description: string | null;
  };
  m_office: { id: number; parent_id: number | null; hierarchy: string; name: string; opening_date: string };
  m_role: { id: number; name: string; description: string; is_disabled: boolean };
  m_role_permission: { role_id: number; permission_id: number };
};

const seedDir = join(import.meta.dirname, '..', '..', 'seed');

async function readTsv(file: string): Promise<Record<string, string>[]> {
  const lines = (await readFile(join(seedDir, file), 'utf8')).split('\n').filter((line) => line !== '');
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

const orNull = (text: string | undefined): string | null => (text === undefined || text === '' ? null : text);

export async function up(untyped: Kysely<object>): Promise<void> {
  const db = untyped.withTables<Tables>();
  const permissions = await readTsv('permissions.tsv');
  // The special permissions first, so ALL_FUNCTIONS gets id 1 as in Fineract.
  permissions.sort((a, b) => Number(b.grouping === 'special') - Number(a.grouping === 'special'));
  const permissionRows = permissions.map((p) => ({
    grouping: p.grouping ?? '',
    code: (p.code ?? '').trim(),
    entity_name: orNull(p.entity_name?.trim()),
    action_name: orNull(p.action_name?.trim()),
    can_maker_checker: p.can_maker_checker === 'true',
  }));
  for (let i = 0; i < permissionRows.length; i += 200) {
    await db.insertInto('m_permission').values(permissionRows.slice(i, i + 200)).execute();
  }

  const configurations = await readTsv('global-configurations.tsv');
  await db
    .insertInto('c_configuration')
    .values(
      configurations.map((c) => ({
        id: Number(c.id),
        name: c.name ?? '',
        value: orNull(c.value) === null ? null : Number(c.value),
        date_value: orNull(c.date_value),
        string_value: orNull(c.string_value),
        enabled: c.enabled === 'true',
        is_trap_door: c.is_trap_door === 'true',
        description: orNull(c.description),
      })),
    )
    .execute();
  await sql`select setval(pg_get_serial_sequence('c_configuration', 'id'), (select max(id) from c_configuration))`.execute(db);

  await db.insertInto('m_office').values({ id: 1, parent_id: null, hierarchy: '.', name: 'Head Office', opening_date: '2009-01-01' }).execute();
  await sql`select setval(pg_get_serial_sequence('m_office', 'id'), 1)`.execute(db);

  await db
    .insertInto('m_role')
    .values({ id: 1, name: 'Super user', description: 'This role provides all application permissions.', is_disabled: false })
    .execute();
  await sql`select setval(pg_get_serial_sequence('m_role', 'id'), 1)`.execute(db);
  await sql`insert into m_role_permission (role_id, permission_id) select 1, id from m_permission where code = 'ALL_FUNCTIONS'`.execute(db);
}
