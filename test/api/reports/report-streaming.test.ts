import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { RawReply } from '../../../src/platform/http/index.ts';
import { loadPrincipal } from '../../../src/platform/security/index.ts';
import { runReport, REPORT_BATCH_SIZE } from '../../../src/modules/reports/run-reports/run-reports.queries.ts';
import { ADMIN, basicAuth, createTestApp, type TestApp } from '../../support/test-app.ts';

const CLIENTS = 50_000;
/** Cursor fetches of the whole report: 50,000 rows in batches of 500, and the last, empty fetch. */
const ALL_FETCHES = Math.floor(CLIENTS / REPORT_BATCH_SIZE) + 1;
/**
 * The most batches a run fetches for a reader that took only the first chunk: a batch of this report is about
 * 27 kB of CSV, and the stream between the writer and the reader holds two buffers of 16 kB, so a few batches
 * fit before the writer has to wait; whatever the report's size.
 */
const HELD_BATCHES = 6;
/** The embedded database runs in this thread: its statements do not yield to socket I/O (see the HTTP test). */
const EMBEDDED = (process.env.TEST_DATABASE_URL ?? '') === '';

/**
 * A report of 50,000 rows is streamed from the database cursor: the answer starts after the first batch, the
 * next batches are fetched only as fast as the reader takes them (a reader that stops holds the run after a
 * few batches), and a reader that goes away ends the run and frees its connection.
 */
describe('streaming a large report', { timeout: 300_000 }, () => {
  let t: TestApp;
  let fetches = 0;
  let stopWatching = (): void => undefined;

  const caller = async () => {
    const user = (await loadPrincipal(t.tenant.database.db, 'mifos'))?.principal;
    assert.ok(user !== undefined);
    return { user, businessDate: () => Promise.resolve('2024-03-01') };
  };
  const stream = async (query: Record<string, string>): Promise<Readable> => {
    const answer = await runReport(t.tenant.database.db, 'Client Listing', { R_officeId: '1', ...query }, await caller());
    assert.ok(answer instanceof RawReply && answer.body instanceof Readable);
    return answer.body;
  };
  /** The first chunk, read without switching the stream to flowing mode (nothing more is taken from it). */
  const firstChunk = async (body: Readable): Promise<string> => {
    for (;;) {
      const chunk: unknown = body.read();
      if (Buffer.isBuffer(chunk)) {
        return chunk.toString('utf8');
      }
      await once(body, 'readable');
    }
  };
  /** Reads a stream to its end, counting chunks and newline-separated lines. */
  const drain = async (body: Readable): Promise<{ chunks: number; text: string }> => {
    const parts: string[] = [];
    for await (const chunk of body) {
      parts.push(String(chunk));
    }
    return { chunks: parts.length, text: parts.join('') };
  };

  before(async () => {
    t = await createTestApp();
    await sql`insert into m_client (account_no, office_id, status_enum, display_name, activation_date, legal_form_enum, created_by, last_modified_by)
      select concat('S', lpad(g::text, 6, '0')), 1, 300, concat('Streamed ', g), date '2024-01-02', 1, 1, 1 from generate_series(1, ${CLIENTS}) g`.execute(t.tenant.database.db);
    stopWatching = t.tenant.database.statements.watch((statement) => {
      if (/^\s*fetch forward/i.test(statement.sql)) {
        fetches += 1;
      }
    });
  });
  after(async () => {
    stopWatching();
    await t.close();
  });

  it('CSV: a reader that stops holds the cursor after a few batches; reading on gets every row', async () => {
    fetches = 0;
    const body = await stream({ exportCSV: 'true' });
    try {
      const first = await firstChunk(body);
      await sleep(500);
      const whilePaused = fetches;
      assert.ok(whilePaused <= HELD_BATCHES, `${whilePaused} batches fetched while the reader waited (buffered answers fetch all ${ALL_FETCHES})`);
      assert.match(first, /^Office\/Branch,Client Account No\.,name,Status,Activation,External Id\r\n/);
      const rest = await drain(body);
      const lines = (first + rest.text).trimEnd().split('\r\n');
      assert.equal(lines.length, CLIENTS + 1);
      assert.equal(lines.at(-1), 'Head Office,S050000,Streamed 50000,Active,2024-01-02,');
      assert.ok(rest.chunks > 10, `${rest.chunks} chunks`);
      assert.equal(fetches, ALL_FETCHES);
    } finally {
      body.destroy();
    }
  });

  it('JSON (both shapes) streams the same way and parses whole', async () => {
    for (const genericResultSet of ['true', 'false']) {
      fetches = 0;
      const body = await stream({ genericResultSet });
      try {
        const first = await firstChunk(body);
        await sleep(300);
        assert.ok(fetches <= HELD_BATCHES, `${fetches} batches fetched while the reader waited`);
        const parsed: unknown = JSON.parse(first + (await drain(body)).text);
        const rows = genericResultSet === 'true' ? (parsed as { data: { row: unknown[] }[] }).data.map((d) => d.row[2]) : (parsed as { name: string }[]).map((r) => r.name);
        assert.equal(rows.length, CLIENTS);
        assert.equal(rows[CLIENTS - 1], 'Streamed 50000');
      } finally {
        body.destroy();
      }
    }
  });

  it('a reader that goes away ends the run and frees its connection', async () => {
    fetches = 0;
    const body = await stream({ exportCSV: 'true' });
    await firstChunk(body);
    body.destroy();
    await sleep(500);
    const atEnd = fetches;
    assert.ok(atEnd <= HELD_BATCHES, `${atEnd} batches fetched after the reader went away`);
    // the tenant's connection is free again (PGlite has only one): a new query answers
    const count = await sql<{ n: number }>`select count(*)::int as n from m_client`.execute(t.tenant.database.db);
    assert.equal(count.rows[0]?.n, CLIENTS);
    await sleep(300);
    assert.equal(fetches, atEnd, 'the run went on after the reader went away');
  });

  it('over HTTP the first bytes arrive before the cursor is read to its end', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    fetches = 0;
    const seen = await new Promise<{ status: number; fetchesAtFirstChunk: number; bytes: number; chunks: number }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/v1/runreports/Client%20Listing?R_officeId=1&exportCSV=true', headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default' } },
        (res) => {
          let fetchesAtFirstChunk = -1;
          let bytes = 0;
          let chunks = 0;
          res.on('data', (chunk: Buffer) => {
            if (fetchesAtFirstChunk < 0) {
              fetchesAtFirstChunk = fetches;
            }
            bytes += chunk.length;
            chunks += 1;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, fetchesAtFirstChunk, bytes, chunks }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(seen.status, 200);
    // On PostgreSQL each fetch waits for the network, and the client's socket is read meanwhile. The embedded
    // database answers in this thread without such waits, and the loopback socket's buffers take the whole
    // answer, so there the client may see its first bytes only after the last fetch.
    if (!EMBEDDED) {
      assert.ok(seen.fetchesAtFirstChunk >= 0 && seen.fetchesAtFirstChunk < ALL_FETCHES / 2, `first chunk after ${seen.fetchesAtFirstChunk} of ${ALL_FETCHES} fetches`);
    }
    assert.ok(seen.chunks > 10 && seen.bytes > CLIENTS * 40, `${seen.chunks} chunks, ${seen.bytes} bytes`);
    assert.equal(fetches, ALL_FETCHES);
  });
});
