/**
 * GET /clients with 100,000 clients on an embedded tenant: seeds the clients with one SQL statement, then times
 * list requests through the whole application (inject, no network) against a raw-SQL baseline that reads the
 * same page and count on the same database. Prints medians in milliseconds and the ratio.
 *
 *   node_modules/.bin/node bench/clients-list.ts [clients] [runs]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestApp } from '../test/support/test-app.ts';

const CLIENTS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 15);
const OFFICES = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const t = await createTestApp();
try {
  const db = t.tenant.database.db;
  for (let office = 2; office <= OFFICES + 1; office += 1) {
    await sql`insert into m_office (id, parent_id, hierarchy, name, opening_date) values (${office}, 1, ${`.${office}.`}, ${`Branch ${office}`}, '2020-01-01')`.execute(db);
  }
  const seedStart = performance.now();
  await sql`
    insert into m_client (account_no, external_id, status_enum, activation_date, office_id, firstname, lastname, display_name,
                          submittedon_date, legal_form_enum, created_by, last_modified_by)
    select lpad(g::text, 9, '0'), 'EXT-' || g, case when g % 10 = 0 then 100 when g % 17 = 0 then 600 else 300 end,
           case when g % 10 = 0 then null else date '2021-01-01' + (g % 1000) end, 2 + (g % ${OFFICES}),
           'First' || (g % 997), 'Last' || g, 'First' || (g % 997) || ' Last' || g, date '2021-01-01', 1, 1, 1
    from generate_series(1, ${CLIENTS}) g`.execute(db);
  await sql`analyze m_client`.execute(db);
  console.log(`seeded ${CLIENTS} clients in ${(performance.now() - seedStart).toFixed(0)} ms`);

  const cases: [string, string, () => Promise<unknown>][] = [
    [
      'limit=200',
      '/api/v1/clients?limit=200',
      async () => {
        await sql`select count(*) from m_client`.execute(db);
        await sql`select c.*, o.name, s.display_name from m_client c join m_office o on o.id = c.office_id left join m_staff s on s.id = c.staff_id
                  order by c.id limit 200`.execute(db);
      },
    ],
    [
      'orderBy=displayName&limit=200',
      '/api/v1/clients?orderBy=displayName&limit=200',
      async () => {
        await sql`select count(*) from m_client`.execute(db);
        await sql`select c.*, o.name, s.display_name from m_client c join m_office o on o.id = c.office_id left join m_staff s on s.id = c.staff_id
                  order by c.display_name, c.id limit 200`.execute(db);
      },
    ],
    [
      'officeId=3&status=active&limit=200',
      '/api/v1/clients?officeId=3&status=active&limit=200',
      async () => {
        await sql`select count(*) from m_client c where c.office_id = 3 and c.status_enum = 300`.execute(db);
        await sql`select c.*, o.name, s.display_name from m_client c join m_office o on o.id = c.office_id left join m_staff s on s.id = c.staff_id
                  where c.office_id = 3 and c.status_enum = 300 order by c.id limit 200`.execute(db);
      },
    ],
  ];
  const single = await time(async () => t.call('GET', '/api/v1/clients/1'));
  console.log(`GET /clients/1 (the cost of any read: authentication, permission, one client): ${single.toFixed(1)} ms`);
  for (const [name, url, baseline] of cases) {
    const res = await t.call('GET', url);
    if (res.status !== 200) {
      throw new Error(`${url} answered ${res.status}`);
    }
    const api = await time(async () => t.call('GET', url));
    const raw = await time(baseline);
    console.log(`GET /clients?${name}: API ${api.toFixed(1)} ms, raw SQL ${raw.toFixed(1)} ms, ratio ${(api / raw).toFixed(2)} (median of ${RUNS}; ${(res.json.totalFilteredRecords as number).toString()} matching)`);
  }
} finally {
  await t.close();
}
