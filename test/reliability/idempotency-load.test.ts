import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { disbursedLoan } from '../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES } from '../support/savings.ts';
import { ADMIN, basicAuth, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Idempotency under load: many distinct Idempotency-Keys, each sent several times at once, over three
 * kinds of command (client creation, savings deposit, loan repayment). Exactly one effect per key; every
 * duplicate is answered with the first outcome (or 425 while that is still running), and a key sent again
 * with another body is 422. Sizes: IDEMPOTENCY_KEYS (default 90) and IDEMPOTENCY_REPEATS (default 4);
 * `npm run test:reliability` runs 10,000 keys × 20.
 */

const KEYS = Number(process.env.IDEMPOTENCY_KEYS ?? 90);
const REPEATS = Number(process.env.IDEMPOTENCY_REPEATS ?? 4);
/** Keys in flight at once (each with all its repeats). */
const WINDOW = Number(process.env.IDEMPOTENCY_WINDOW ?? 25);

type Kind = 'client' | 'deposit' | 'repayment';
const KINDS: readonly Kind[] = ['client', 'deposit', 'repayment'];

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly cached: boolean;
}

describe('Idempotency-Key under load', () => {
  let t: TestApp;
  let savingsId: number;
  let loanId: number;
  const authorization = basicAuth(ADMIN);
  before(async () => {
    t = await createTestApp();
    const clientId = await activeClient(t, 'Loaded');
    savingsId = await activeSavings(t, clientId, await createSavingsProduct(t));
    loanId = await disbursedLoan(t, clientId, 1_000_000);
  });
  after(async () => t.close());

  const requestFor = (kind: Kind, index: number, variant = ''): { url: string; payload: string } => {
    switch (kind) {
      case 'client':
        return { url: '/api/v1/clients', payload: JSON.stringify({ officeId: 1, legalFormId: 1, firstname: 'Load', lastname: `Key ${index}${variant}` }) };
      case 'deposit':
        return { url: `/api/v1/savingsaccounts/${savingsId}/transactions?command=deposit`, payload: JSON.stringify({ transactionDate: '20 January 2024', transactionAmount: variant === '' ? 1 : 2, paymentTypeId: 1, ...DATES }) };
      case 'repayment':
        return { url: `/api/v1/loans/${loanId}/transactions?command=repayment`, payload: JSON.stringify({ transactionDate: '20 January 2024', transactionAmount: variant === '' ? 1 : 2, paymentTypeId: 1, ...DATES }) };
    }
  };

  const send = async (kind: Kind, index: number, key: string, variant = ''): Promise<Answer> => {
    const { url, payload } = requestFor(kind, index, variant);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { authorization, 'fineract-platform-tenantid': 'default', 'content-type': 'application/json', 'idempotency-key': key } });
    return { status: res.statusCode, body: res.body, cached: res.headers['x-served-from-cache'] === 'true' };
  };

  it(`runs ${KEYS} keys sent ${REPEATS} times at once exactly once each, answering every duplicate with the first outcome`, async (context) => {
    const db = t.tenant.database.db;
    const counts = async () => {
      const row = await sql<{ clients: number; deposits: number; repayments: number }>`
        select (select count(*) from m_client where lastname like 'Key %')::int as clients,
               (select count(*) from m_savings_account_transaction where savings_account_id = ${savingsId} and transaction_type_enum = 1 and transaction_date = '2024-01-20')::int as deposits,
               (select count(*) from m_loan_transaction where loan_id = ${loanId} and transaction_type_enum = 2)::int as repayments`.execute(db);
      return row.rows[0] ?? { clients: -1, deposits: -1, repayments: -1 };
    };
    const started = performance.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const firstOutcome = new Map<string, Answer>();
    for (let from = 0; from < KEYS; from += WINDOW) {
      const keys = Array.from({ length: Math.min(WINDOW, KEYS - from) }, (_, i) => from + i);
      await Promise.all(
        keys.map(async (index) => {
          const kind = KINDS[index % KINDS.length] ?? 'client';
          const key = `load-${index}`;
          const answers = await Promise.all(Array.from({ length: REPEATS }, () => send(kind, index, key)));
          for (const a of answers) {
            statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          }
          const ran = answers.filter((a) => !a.cached);
          if (ran.length !== 1 || ran[0]?.status !== 200) {
            problems.push(`${key} (${kind}): ${ran.length} answers not from the cache: ${ran.map((a) => `${a.status} ${a.body.slice(0, 120)}`).join(' | ')}`);
            return;
          }
          const first = ran[0];
          firstOutcome.set(key, first);
          for (const duplicate of answers.filter((a) => a.cached)) {
            if (duplicate.status === 425) {
              continue;
            }
            if (duplicate.status !== first.status || duplicate.body !== first.body) {
              problems.push(`${key} (${kind}): duplicate answered ${duplicate.status} ${duplicate.body.slice(0, 120)}, first ${first.body.slice(0, 120)}`);
            }
          }
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    assert.deepEqual(problems.slice(0, 20), []);
    const expected = { clients: Math.ceil(KEYS / 3), deposits: Math.ceil((KEYS - 1) / 3), repayments: Math.ceil((KEYS - 2) / 3) };
    assert.deepEqual(await counts(), expected, 'one effect per key');
    // Once settled, every key answers the first outcome from the cache; another body under the same key is 422.
    for (let index = 0; index < Math.min(KEYS, 30); index += 1) {
      const kind = KINDS[index % KINDS.length] ?? 'client';
      const again = await send(kind, index, `load-${index}`);
      assert.deepEqual([again.status, again.body, again.cached], [200, firstOutcome.get(`load-${index}`)?.body, true]);
      const other = await send(kind, index, `load-${index}`, ' changed');
      assert.equal(other.status, 422, other.body);
      assert.equal((JSON.parse(other.body) as { userMessageGlobalisationCode: string }).userMessageGlobalisationCode, 'error.msg.idempotency.key.reused');
    }
    assert.deepEqual(await counts(), expected, 'replays and refusals ran nothing');
    const summary = `idempotency: ${KEYS} keys × ${REPEATS} = ${KEYS * REPEATS} requests in ${seconds.toFixed(1)} s; statuses ${[...statuses].sort().map(([s, n]) => `${s} × ${n}`).join(', ')}`;
    context.diagnostic(summary);
    if (process.env.IDEMPOTENCY_KEYS !== undefined) {
      process.stdout.write(`${summary}\n`);
    }
  });
});
