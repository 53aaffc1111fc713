import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';

/**
 * Seeds m_currency with Fineract's ISO 4217 list and ids (db/seed/currencies.tsv, taken from its initial
 * data).
 */

type Tables = {
  m_currency: {
    id: number;
    code: string;
    decimal_places: number;
    currency_multiplesof: number | null;
    display_symbol: string | null;
    name: string;
    internationalized_name_code: string;
  };
};

const seedFile = join(import.meta.dirname, '..', '..', 'seed', 'currencies.tsv');

export async function up(untyped: Kysely<object>): Promise<void> {
  const db = untyped.withTables<Tables>();
  const lines = (await readFile(seedFile, 'utf8')).split('\n').filter((line) => line !== '');
  const header = (lines.shift() ?? '').split('\t');
  const rows = lines.map((line) => {
    const cells = line.split('\t');
    const cell = (name: string): string => cells[header.indexOf(name)] ?? '';
    const orNull = (text: string): string | null => (text === '' ? null : text);
    const multiples = orNull(cell('currency_multiplesof'));
    return {
      id: Number(cell('id')),
      code: cell('code'),
      decimal_places: Number(cell('decimal_places')),
      currency_multiplesof: multiples === null ? null : Number(multiples),
      display_symbol: orNull(cell('display_symbol')),
      name: cell('name'),
      internationalized_name_code: cell('internationalized_name_code'),
    };
  });
  await db.insertInto('m_currency').values(rows).execute();
  await sql`select setval(pg_get_serial_sequence('m_currency', 'id'), (select max(id) from m_currency))`.execute(db);
}
