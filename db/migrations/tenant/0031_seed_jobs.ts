import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';

/**
 * Seeds Fineract's final job list (db/seed/jobs.tsv): the jobs of its initial data minus those its part
 * 0014 removed, plus those added by later parts, with the short names of part 0145. The ids of the
 * initial data are kept; later jobs follow in changelog order.
 */

type Tables = {
  job: {
    id: number;
    name: string;
    display_name: string;
    short_name: string;
    cron_expression: string;
    is_active: boolean;
    task_priority: number;
    job_key: string;
    is_mismatched_job: boolean;
    node_id: number;
  };
};

const seedFile = join(import.meta.dirname, '..', '..', 'seed', 'jobs.tsv');

export async function up(untyped: Kysely<object>): Promise<void> {
  const db = untyped.withTables<Tables>();
  const lines = (await readFile(seedFile, 'utf8')).split('\n').filter((line) => line !== '');
  const header = (lines.shift() ?? '').split('\t');
  const rows = lines.map((line) => {
    const cells = line.split('\t');
    const cell = (name: string): string => cells[header.indexOf(name)] ?? '';
    return {
      id: Number(cell('id')),
      name: cell('name'),
      display_name: cell('display_name'),
      short_name: cell('short_name'),
      cron_expression: cell('cron_expression'),
      is_active: cell('is_active') === 'true',
      task_priority: Number(cell('task_priority')),
      job_key: cell('job_key'),
      is_mismatched_job: cell('is_mismatched_job') === 'true',
      node_id: 1,
    };
  });
  await db.insertInto('job').values(rows).execute();
  await sql`select setval(pg_get_serial_sequence('job', 'id'), (select max(id) from job))`.execute(db);
}
