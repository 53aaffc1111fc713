import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { AccountSummaryRegistry } from './account-summaries.ts';

const db = {} as Kysely<object>;
const clock = { businessDate: () => Promise.resolve(LocalDate.of(2024, 1, 1)) };

describe('AccountSummaryRegistry', () => {
  it('answers no lists without providers', async () => {
    assert.deepEqual(await new AccountSummaryRegistry().summaryOf(db, { kind: 'client', id: 1 }, clock), {});
  });

  it('joins the providers’ lists in registration order, keeps only the owner kind’s lists and drops empty ones', async () => {
    const registry = new AccountSummaryRegistry();
    registry.register(() => Promise.resolve({ loanAccounts: [{ id: 1 }], memberLoanAccounts: [{ id: 9 }], savingsAccounts: [] }));
    const remove = registry.register(() => Promise.resolve({ loanAccounts: [{ id: 2 }], shareAccounts: [{ id: 3 }] }));
    assert.deepEqual(await registry.summaryOf(db, { kind: 'client', id: 1 }, clock), { loanAccounts: [{ id: 1 }, { id: 2 }], shareAccounts: [{ id: 3 }] });
    assert.deepEqual(await registry.summaryOf(db, { kind: 'center', id: 1 }, clock), { loanAccounts: [{ id: 1 }, { id: 2 }], memberLoanAccounts: [{ id: 9 }] });
    remove();
    assert.deepEqual(await registry.summaryOf(db, { kind: 'group', id: 1 }, clock), { loanAccounts: [{ id: 1 }], memberLoanAccounts: [{ id: 9 }] });
  });
});
