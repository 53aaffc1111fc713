import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { journalEntriesOnLaterDate, noProvisioningCriteria, provisioningEntryExists, provisioningEntryNotFound } from './provisioning-entries.errors.ts';
import { postProvisioningJournal, reverseProvisioningJournal } from './provisioning-journal.commands.ts';
import { provisioningLines } from './domain/loan-provisioning.ts';
import {
  anyCriteria,
  deleteProvisioningLines,
  findLatestJournalisedEntry,
  findLoanProvisioningFacts,
  findProvisioningEntry,
  findProvisioningEntryOn,
  findProvisioningLines,
  insertProvisioningEntry,
  insertProvisioningLines,
  setJournalEntryCreated,
  type ProvisioningEntryRow,
} from './provisioning-entries.repository.ts';

const RESOURCE = 'provisioningcriteria';
const PARAMETERS = ['date', 'dateFormat', 'locale', 'createjournalentries'];

/** Who provisions, on which business day, with which rounding. */
export interface ProvisioningRun {
  readonly db: Kysely<object>;
  readonly userId: number;
  readonly today: LocalDate;
  readonly money: MoneyContext;
}

function readCreate(json: JsonCommand, today: LocalDate): { readonly date: LocalDate; readonly createJournalEntries: boolean } {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const hasFormat = json.trimmedString('locale') !== undefined && json.trimmedString('dateFormat') !== undefined;
  if (json.trimmedString('locale') === undefined) {
    v.parameter('dateFormat', undefined).notBlank();
  } else if (json.trimmedString('dateFormat') === undefined) {
    v.parameter('dateFormat', undefined).notBlank();
  }
  const date = hasFormat ? json.localDate('date', v) : undefined;
  if (!v.hasErrorFor('date') && !v.hasErrors()) {
    v.parameter('date', date).notBlank();
  }
  if (date !== undefined && date.isAfter(today)) {
    v.fail('date', 'is.greater.than.date', `The parameter \`date\` must be less than or equal to the provided date: ${today.toString()}`, [date.toString(), today.toString()]);
  }
  const createJournalEntries = json.boolean('createjournalentries', v);
  v.throwIfErrors();
  return { date: date ?? today, createJournalEntries: createJournalEntries ?? false };
}

/** Computes and stores the lines of an entry as of `date`. */
async function generateLines(run: ProvisioningRun, entryId: number, date: LocalDate): Promise<void> {
  const lines = provisioningLines(await findLoanProvisioningFacts(run.db, date), run.money);
  await insertProvisioningLines(run.db, entryId, lines);
}

/**
 * Fineract's journal step: the entries of the latest journalised provisioning entry (which must be older than
 * this one) are reversed on this one's date, then this one's lines are posted and it is marked journalised
 * when it has any line.
 */
async function journalise(run: ProvisioningRun, entry: Pick<ProvisioningEntryRow, 'id' | 'created_date'>): Promise<void> {
  const previous = await findLatestJournalisedEntry(run.db);
  const date = entry.created_date;
  if (previous !== undefined) {
    if (previous.created_date >= date) {
      throw journalEntriesOnLaterDate(previous.created_date, date);
    }
    await reverseProvisioningJournal(run, previous.id, date);
  }
  const lines = await findProvisioningLines(run.db, entry.id);
  await setJournalEntryCreated(run.db, entry.id, lines.length > 0, run.userId, run.today);
  await postProvisioningJournal(run, entry.id, date, lines);
}

/**
 * Creates the provisioning entry of `date` (one per date) from the loans' arrears; with `withJournal` its
 * journal entries too. Used by the API and by the "Generate Loan Loss Provisioning" job.
 */
export async function createProvisioningEntry(run: ProvisioningRun, date: LocalDate, withJournal: boolean): Promise<number> {
  const existing = await findProvisioningEntryOn(run.db, date);
  if (existing !== undefined) {
    throw provisioningEntryExists(existing.id, existing.created_date);
  }
  const entryId = await insertProvisioningEntry(run.db, date, run.userId, run.today);
  await generateLines(run, entryId, date);
  if (withJournal) {
    await journalise(run, { id: entryId, created_date: date.toString() });
  }
  return entryId;
}

async function runOf(ctx: CommandContext): Promise<ProvisioningRun> {
  return { db: ctx.db, userId: ctx.user.id, today: await ctx.clock.businessDate(), money: await ctx.moneyContext() };
}

/** POST /provisioningentries: needs a criteria; the date may not be after the business date. */
async function createProvisioningEntries(ctx: CommandContext): Promise<CommandResult> {
  const run = await runOf(ctx);
  const input = readCreate(ctx.json, run.today);
  if (!(await anyCriteria(ctx.db))) {
    throw noProvisioningCriteria();
  }
  return { resourceId: await createProvisioningEntry(run, input.date, input.createJournalEntries) };
}

async function loadEntry(ctx: CommandContext): Promise<ProvisioningEntryRow> {
  const entryId = ctx.entityId ?? 0;
  const entry = await findProvisioningEntry(ctx.db, entryId);
  if (entry === undefined) {
    throw provisioningEntryNotFound(entryId);
  }
  return entry;
}

/** POST /provisioningentries/{id}?command=createjournalentry: the entry's journal, replacing the previous one. */
async function createProvisioningJournalEntries(ctx: CommandContext): Promise<CommandResult> {
  const entry = await loadEntry(ctx);
  await journalise(await runOf(ctx), entry);
  return { resourceId: entry.id };
}

/** POST /provisioningentries/{id}?command=recreateprovisioningentry: the lines again from today's arrears (the journal stays). */
async function recreateProvisioningEntries(ctx: CommandContext): Promise<CommandResult> {
  const entry = await loadEntry(ctx);
  const run = await runOf(ctx);
  await deleteProvisioningLines(ctx.db, entry.id);
  await generateLines(run, entry.id, LocalDate.parse(entry.created_date));
  await setJournalEntryCreated(ctx.db, entry.id, entry.journal_entry_created, run.userId, run.today);
  return { resourceId: entry.id };
}

export const provisioningEntryCommandHandlers = [
  commandHandler('PROVISIONENTRIES', 'CREATE', createProvisioningEntries),
  commandHandler('PROVISIONJOURNALENTRIES', 'CREATE', createProvisioningJournalEntries),
  commandHandler('PROVISIONENTRIES', 'RECREATE', recreateProvisioningEntries),
];
