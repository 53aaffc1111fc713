import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { LocalDate } from '@js-joda/core';
import { ledgerBalances } from '../../src/modules/accounting/index.ts';
import { createGlAccount, mapCashierAccounts } from '../support/accounting.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The ledger's invariants under random use: manual entries over both offices, reversals of earlier entries
 * and a cashier's cash movements, then the running-balance job. Per office and currency debits equal
 * credits; every line's office and organisation running balance equals the signed sum of the lines before
 * and including it (computed here independently, in JavaScript); the trial-balance totals agree.
 */
const dated = { dateFormat: 'yyyy-MM-dd', locale: 'en' };
const DEBIT = 2;

type Op =
  | { kind: 'manual'; office: 0 | 1; day: number; pairs: [number, number, number][] }
  | { kind: 'reverse'; pick: number }
  | { kind: 'cash'; direction: 'allocate' | 'settle'; day: number; cents: number };

const accountPair = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 500_000 }))
  .filter(([debit, credit]) => debit !== credit);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('manual' as const), office: fc.constantFrom(0 as const, 1 as const), day: fc.integer({ min: 1, max: 30 }), pairs: fc.array(accountPair, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cash' as const), direction: fc.constantFrom('allocate' as const, 'settle' as const), day: fc.integer({ min: 1, max: 30 }), cents: fc.integer({ min: 1, max: 200_000 }) }),
);

interface Row {
  id: number;
  account_id: number;
  office_id: number;
  currency_code: string;
  type_enum: number;
  amount: string;
  classification_enum: number;
  office_running_balance: string;
  organization_running_balance: string;
  is_running_balance_calculated: boolean;
}

describe('ledger invariants (property)', () => {
  let t: TestApp;
  let branch: number;
  let accounts: number[];
  let tellerId: number;
  let cashierId: number;
  const manualTransactions: string[] = [];

  async function ok(method: 'POST' | 'PUT', url: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const day = (d: number): string => `2024-06-${String(d).padStart(2, '0')}`;

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-30', ...dated });
    await ok('PUT', '/api/v1/currencies', { currencies: ['USD'] });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Invariant Branch', parentId: 1, openingDate: '2020-01-01' })).resourceId as number;
    accounts = [await createGlAccount(t, 1), await createGlAccount(t, 2), await createGlAccount(t, 3), await createGlAccount(t, 4), await createGlAccount(t, 5)];
    await mapCashierAccounts(t);
    tellerId = (await ok('POST', '/api/v1/tellers', { ...dated, officeId: branch, name: 'Invariant Counter', status: 300, startDate: '2024-01-01' })).resourceId as number;
    const staffId = (await ok('POST', '/api/v1/staff', { ...dated, officeId: branch, firstname: 'Ina', lastname: 'Variant', joiningDate: '2020-01-01' })).resourceId as number;
    cashierId = (await ok('POST', `/api/v1/tellers/${tellerId}/cashiers`, { ...dated, staffId, startDate: '2024-06-01', endDate: '2024-06-30', isFullDay: true }))
      .subResourceId as number;
  });
  after(async () => t.close());

  async function apply(step: Op): Promise<void> {
    if (step.kind === 'manual') {
      const amount = (cents: number): string => new Decimal(cents).dividedBy(100).toFixed(2);
      const res = await t.call('POST', '/api/v1/journalentries', {
        body: {
          ...dated,
          officeId: step.office === 0 ? 1 : branch,
          currencyCode: 'USD',
          transactionDate: day(step.day),
          debits: step.pairs.map(([debit, , cents]) => ({ glAccountId: accounts[debit], amount: amount(cents) })),
          credits: step.pairs.map(([, credit, cents]) => ({ glAccountId: accounts[credit], amount: amount(cents) })),
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      manualTransactions.push(res.json.transactionId as string);
    } else if (step.kind === 'reverse') {
      const transactionId = manualTransactions[step.pick % Math.max(manualTransactions.length, 1)];
      if (transactionId !== undefined) {
        const res = await t.call('POST', `/api/v1/journalentries/${transactionId}?command=reverse`, { body: {} });
        assert.ok(res.status === 200 || res.status === 404, JSON.stringify(res.body)); // 404: already reversed
      }
    } else {
      const res = await t.call('POST', `/api/v1/tellers/${tellerId}/cashiers/${cashierId}/${step.direction}`, {
        body: { ...dated, txnDate: day(step.day), currencyCode: 'USD', txnAmount: new Decimal(step.cents).dividedBy(100).toFixed(2) },
      });
      // A settlement above the cashier's cash is refused (and posts nothing).
      assert.ok(res.status === 200 || (step.direction === 'settle' && res.status === 403), JSON.stringify(res.body));
    }
  }

  async function checkLedger(): Promise<void> {
    await ok('POST', '/api/v1/journalentries?command=updateRunningBalance', {});
    const db = t.tenant.database.db;
    const rows = (
      await sql<Row>`
        select je.id, je.account_id, je.office_id, je.currency_code, je.type_enum, je.amount::text as amount, a.classification_enum,
               je.office_running_balance::text as office_running_balance, je.organization_running_balance::text as organization_running_balance,
               je.is_running_balance_calculated
        from acc_gl_journal_entry je join acc_gl_account a on a.id = je.account_id
        order by je.entry_date, je.id`.execute(db)
    ).rows;
    const perOffice = new Map<string, Decimal>();
    const officeRunning = new Map<string, Decimal>();
    const orgRunning = new Map<number, Decimal>();
    const debits = new Map<number, Decimal>();
    const credits = new Map<number, Decimal>();
    const add = <K>(map: Map<K, Decimal>, key: K, value: Decimal): Decimal => {
      const next = (map.get(key) ?? new Decimal(0)).plus(value);
      map.set(key, next);
      return next;
    };
    for (const row of rows) {
      const amount = new Decimal(row.amount);
      const isDebit = row.type_enum === DEBIT;
      add(perOffice, `${row.office_id} ${row.currency_code}`, isDebit ? amount : amount.negated());
      add(isDebit ? debits : credits, row.account_id, amount);
      const growsWithDebits = row.classification_enum === 1 || row.classification_enum === 5;
      const signed = isDebit === growsWithDebits ? amount : amount.negated();
      const office = add(officeRunning, `${row.account_id} ${row.office_id}`, signed);
      const organisation = add(orgRunning, row.account_id, signed);
      assert.ok(row.is_running_balance_calculated, `entry ${row.id} has its running balance`);
      assert.equal(new Decimal(row.office_running_balance).toFixed(6), office.toFixed(6), `office running balance of entry ${row.id}`);
      assert.equal(new Decimal(row.organization_running_balance).toFixed(6), organisation.toFixed(6), `organisation running balance of entry ${row.id}`);
    }
    for (const [key, net] of perOffice) {
      assert.ok(net.isZero(), `debits equal credits in ${key}: ${net.toString()}`);
    }
    const totals = await ledgerBalances(db, { asOf: LocalDate.parse('2024-06-30'), officeId: 1, includeChildOffices: true, currencyCode: 'USD' });
    for (const total of totals) {
      assert.equal(total.debits.toFixed(6), (debits.get(total.id) ?? new Decimal(0)).toFixed(6), `debit total of account ${total.id}`);
      assert.equal(total.credits.toFixed(6), (credits.get(total.id) ?? new Decimal(0)).toFixed(6), `credit total of account ${total.id}`);
      assert.equal(total.balance.toFixed(6), (orgRunning.get(total.id) ?? new Decimal(0)).toFixed(6), `balance of account ${total.id}`);
    }
    assert.equal(totals.length, orgRunning.size, 'every account with entries has totals');
  }

  it('keeps debits equal to credits and running balances equal to the sums of the entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) {
          await apply(step);
        }
        await checkLedger();
      }),
      { numRuns: 15, seed: Number(process.env.FC_SEED ?? 20241125) },
    );
  });
});
