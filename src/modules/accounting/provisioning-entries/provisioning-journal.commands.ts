import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { LocalDate } from '../../../shared/time/index.ts';
import { JournalEntryType, PortfolioProductType, TransactionIdPrefix } from '../posting/domain/journal-entry-enums.ts';
import { reversalDescription, type PostingLine } from '../posting/domain/posting-rules.ts';
import { postJournalEntries } from '../posting/posting.commands.ts';
import { markReversed } from '../posting/posting.repository.ts';
import { provisioningPostings, type ProvisioningLine } from './domain/loan-provisioning.ts';
import { lockProvisioningJournalLines, type ProvisioningJournalLine } from './provisioning-entries.repository.ts';

/** What posting needs of a provisioning run. */
interface JournalRun {
  readonly db: Kysely<object>;
  readonly userId: number;
  readonly today: LocalDate;
}

const entityOf = (entryId: number) => ({ type: PortfolioProductType.PROVISIONING, id: entryId });

/** Posts the entry's lines on its date under transaction `P<entryId>`: per office and currency, liability credits and expense debits. */
export async function postProvisioningJournal(run: JournalRun, entryId: number, date: string, lines: readonly ProvisioningLine[]): Promise<void> {
  for (const posting of provisioningPostings(lines)) {
    await postJournalEntries(run.db, { userId: run.userId }, {
      officeId: posting.officeId,
      currencyCode: posting.currencyCode,
      entryDate: LocalDate.parse(date),
      transactionId: `${TransactionIdPrefix.PROVISIONING}${entryId}`,
      entity: entityOf(entryId),
      submittedOnDate: run.today,
      lines: posting.lines,
    });
  }
}

function groupByOfficeAndCurrency(lines: readonly ProvisioningJournalLine[]): ProvisioningJournalLine[][] {
  const groups = new Map<string, ProvisioningJournalLine[]>();
  for (const line of lines) {
    const key = `${line.office_id}:${line.currency_code}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

/**
 * Fineract's reversal of a provisioning journal: each unreversed line of the entry gets a line on the other
 * side dated `date`, under the same transaction id and entity, described as its reversal; the original is
 * marked reversed and linked to it.
 */
export async function reverseProvisioningJournal(run: JournalRun, entryId: number, date: string): Promise<void> {
  const originals = await lockProvisioningJournalLines(run.db, entryId, PortfolioProductType.PROVISIONING);
  for (const group of groupByOfficeAndCurrency(originals)) {
    const first = group[0];
    if (first === undefined) {
      continue;
    }
    const lines: PostingLine[] = group.map((o) => ({
      glAccountId: o.account_id,
      type: o.type_enum === JournalEntryType.DEBIT ? JournalEntryType.CREDIT : JournalEntryType.DEBIT,
      amount: new Decimal(o.amount),
      description: reversalDescription({ id: o.id, transactionId: o.transaction_id }),
    }));
    const ids = await postJournalEntries(run.db, { userId: run.userId }, {
      officeId: first.office_id,
      currencyCode: first.currency_code,
      entryDate: LocalDate.parse(date),
      transactionId: first.transaction_id,
      entity: entityOf(entryId),
      submittedOnDate: run.today,
      lines,
    });
    await markReversed(run.db, group.map((o) => o.id), ids, run.userId);
  }
}
