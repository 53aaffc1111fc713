import { sql, type Kysely, type RawBuilder } from 'kysely';
import { JournalEntryType } from '../posting/domain/journal-entry-enums.ts';
import { DEBIT_NORMAL_TYPES } from './domain/balance-side.ts';

/** The entry's amount with the sign it has on its account's balance (debits add to asset and expense accounts). */
function signedAmount(): RawBuilder<unknown> {
  return sql`case when (a.classification_enum in (${sql.join(DEBIT_NORMAL_TYPES)})) = (j.type_enum = ${JournalEntryType.DEBIT}) then j.amount else -j.amount end`;
}

const officeFilter = (officeId: number | undefined): RawBuilder<unknown> => (officeId === undefined ? sql`true` : sql`j.office_id = ${officeId}`);

/**
 * Per account: the earliest entry date with an entry whose running balance is not computed (in the office when
 * given). Every entry of the account from that date on is recomputed, in (entry_date, id) order, starting from the
 * balance of the account's last entry before that date.
 */
function recomputedEntries(officeId: number | undefined): RawBuilder<unknown> {
  return sql`
    starts as (
      select j.account_id, min(j.entry_date) as start_date from acc_gl_journal_entry j
      where not j.is_running_balance_calculated and ${officeFilter(officeId)} group by j.account_id
    ),
    opening_office as (
      select distinct on (j.account_id, j.office_id) j.account_id, j.office_id, j.office_running_balance as balance
      from acc_gl_journal_entry j join starts s on s.account_id = j.account_id and j.entry_date < s.start_date
      where ${officeFilter(officeId)}
      order by j.account_id, j.office_id, j.entry_date desc, j.id desc
    ),
    moves as (
      select j.id, j.account_id, j.office_id, j.entry_date, ${signedAmount()} as delta
      from acc_gl_journal_entry j
      join starts s on s.account_id = j.account_id and j.entry_date >= s.start_date
      join acc_gl_account a on a.id = j.account_id
      where ${officeFilter(officeId)}
    )`;
}

/**
 * Computes `organization_running_balance` (per account, all offices) and `office_running_balance` (per account and
 * office) of every entry whose balance is not computed yet and of every later entry of the same account, and marks
 * them computed — one statement. Answers how many entries it wrote.
 */
export async function updateRunningBalances(db: Kysely<object>): Promise<{ entries: number }> {
  const result = await sql<{ entries: number }>`
    with ${recomputedEntries(undefined)},
    opening_organization as (
      select distinct on (j.account_id) j.account_id, j.organization_running_balance as balance
      from acc_gl_journal_entry j join starts s on s.account_id = j.account_id and j.entry_date < s.start_date
      order by j.account_id, j.entry_date desc, j.id desc
    ),
    computed as (
      select m.id,
        coalesce(oo.balance, 0) + sum(m.delta) over (partition by m.account_id order by m.entry_date, m.id rows unbounded preceding) as organization_balance,
        coalesce(fo.balance, 0) + sum(m.delta) over (partition by m.account_id, m.office_id order by m.entry_date, m.id rows unbounded preceding) as office_balance
      from moves m
      left join opening_organization oo on oo.account_id = m.account_id
      left join opening_office fo on fo.account_id = m.account_id and fo.office_id = m.office_id
    ),
    updated as (
      update acc_gl_journal_entry e
      set organization_running_balance = c.organization_balance, office_running_balance = c.office_balance, is_running_balance_calculated = true
      from computed c where e.id = c.id
      returning 1
    )
    select cast(count(*) as integer) as entries from updated`.execute(db);
  return { entries: result.rows[0]?.entries ?? 0 };
}

/**
 * Fineract's update for one office: recomputes only `office_running_balance` of the office's entries from the
 * earliest date with an uncomputed entry of the office, and leaves the computed flag as it is. One statement.
 */
export async function updateOfficeRunningBalances(db: Kysely<object>, officeId: number): Promise<{ entries: number }> {
  const result = await sql<{ entries: number }>`
    with ${recomputedEntries(officeId)},
    computed as (
      select m.id,
        coalesce(fo.balance, 0) + sum(m.delta) over (partition by m.account_id, m.office_id order by m.entry_date, m.id rows unbounded preceding) as office_balance
      from moves m
      left join opening_office fo on fo.account_id = m.account_id and fo.office_id = m.office_id
    ),
    updated as (
      update acc_gl_journal_entry e set office_running_balance = c.office_balance from computed c where e.id = c.id returning 1
    )
    select cast(count(*) as integer) as entries from updated`.execute(db);
  return { entries: result.rows[0]?.entries ?? 0 };
}
