import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { JournalEntryType } from '../posting/domain/journal-entry-enums.ts';
import { balanceOf } from './domain/balance-side.ts';

export interface LedgerBalanceQuery {
  /** Only the entries of this office (all offices when absent). */
  readonly officeId?: number;
  /** With `officeId`: also the entries of every office below it. */
  readonly includeChildOffices?: boolean;
  /** Entries dated up to and including this date. */
  readonly asOf: LocalDate;
  /** Only the entries in this currency. */
  readonly currencyCode?: string;
}

/** One account's totals: what a trial balance shows. */
export interface LedgerBalance {
  readonly id: number;
  readonly glCode: string;
  readonly name: string;
  readonly type: number;
  readonly debits: Decimal;
  readonly credits: Decimal;
  /** On the account's normal side: debits − credits for asset and expense, credits − debits otherwise. */
  readonly balance: Decimal;
}

interface LedgerBalanceRow {
  readonly id: number;
  readonly gl_code: string;
  readonly name: string;
  readonly classification_enum: number;
  readonly debits: string;
  readonly credits: string;
}

function officeScope(query: LedgerBalanceQuery): RawBuilder<unknown> {
  if (query.officeId === undefined) {
    return sql`true`;
  }
  if (query.includeChildOffices !== true) {
    return sql`j.office_id = ${query.officeId}`;
  }
  return sql`j.office_id in (select c.id from m_office c join m_office p on c.hierarchy like p.hierarchy || '%' where p.id = ${query.officeId})`;
}

/**
 * The debit and credit totals and the balance of every account with entries in scope, ordered by GL code, in one
 * statement. Every entry counts, reversed or not: a reversal is an entry of its own on the other side, so a
 * reversed posting and its reversal net to zero (as in Fineract's Trial Balance report).
 */
export async function ledgerBalances(db: Kysely<object>, query: LedgerBalanceQuery): Promise<LedgerBalance[]> {
  const currency = query.currencyCode === undefined ? sql`true` : sql`j.currency_code = ${query.currencyCode}`;
  const result = await sql<LedgerBalanceRow>`
    select a.id, a.gl_code, a.name, a.classification_enum,
      coalesce(sum(j.amount) filter (where j.type_enum = ${JournalEntryType.DEBIT}), 0) as debits,
      coalesce(sum(j.amount) filter (where j.type_enum = ${JournalEntryType.CREDIT}), 0) as credits
    from acc_gl_journal_entry j join acc_gl_account a on a.id = j.account_id
    where j.entry_date <= ${query.asOf.toString()} and ${officeScope(query)} and ${currency}
    group by a.id, a.gl_code, a.name, a.classification_enum
    order by a.gl_code, a.id`.execute(db);
  return result.rows.map((row) => {
    const debits = new Decimal(row.debits);
    const credits = new Decimal(row.credits);
    return { id: row.id, glCode: row.gl_code, name: row.name, type: row.classification_enum, debits, credits, balance: balanceOf(row.classification_enum, debits, credits) };
  });
}
