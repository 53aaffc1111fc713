import { sql, type Kysely, type Selectable } from 'kysely';
import { RecordLookup } from '../../../platform/commands/index.ts';
import { clientMembersByIds, lockClientsByIds } from '../../clients/index.ts';
import { NoteTypes, type NoteType } from './domain/note-type.ts';
import { clientNotFound, groupNotFound, loanNotFound, loanTransactionNotFound, savingsAccountNotFound } from './notes.errors.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type NoteRow = Selectable<TenantDB['m_note']>;
type ParentColumn = 'client_id' | 'group_id' | 'loan_id' | 'loan_transaction_id' | 'savings_account_id';

/** The m_note column that names the record of each note type. */
export function parentColumnOf(type: NoteType): ParentColumn {
  switch (type.id) {
    case NoteTypes.CLIENT.id:
      return 'client_id';
    case NoteTypes.GROUP.id:
      return 'group_id';
    case NoteTypes.LOAN.id:
      return 'loan_id';
    case NoteTypes.LOAN_TRANSACTION.id:
      return 'loan_transaction_id';
    default:
      return 'savings_account_id';
  }
}

/** What a command result tells of the record a note is about. */
export interface NoteParent {
  readonly officeId: number | null;
}

/**
 * Records kept by modules that are not there yet (loans, loan transactions, savings accounts) and groups
 * until their module answers lookups: the owner (or this module, importing the owner's index) registers a
 * source; until then every id is unknown and answers the owner's 404.
 */
export const noteParentLookups = {
  group: new RecordLookup(groupNotFound),
  loan: new RecordLookup(loanNotFound),
  loanTransaction: new RecordLookup(loanTransactionNotFound),
  savingsAccount: new RecordLookup(savingsAccountNotFound),
} as const;

function lookupOf(type: NoteType): RecordLookup {
  switch (type.id) {
    case NoteTypes.GROUP.id:
      return noteParentLookups.group;
    case NoteTypes.LOAN.id:
      return noteParentLookups.loan;
    case NoteTypes.LOAN_TRANSACTION.id:
      return noteParentLookups.loanTransaction;
    default:
      return noteParentLookups.savingsAccount;
  }
}

/**
 * The record the note is about, or its owner's 404. In a command (`lock`) a client is locked for the
 * transaction, so that a deletion of the client waits.
 */
export async function requireNoteParent(db: Kysely<object>, type: NoteType, resourceId: number, lock: boolean): Promise<NoteParent> {
  if (type.id === NoteTypes.CLIENT.id) {
    const client = lock ? (await lockClientsByIds(db, [resourceId])).get(resourceId) : (await clientMembersByIds(db, [resourceId], false))[0];
    if (client === undefined) {
      throw clientNotFound(resourceId);
    }
    return { officeId: client.officeId };
  }
  await lookupOf(type).require(db, resourceId);
  return { officeId: null };
}

export async function listNotes(untyped: Kysely<object>, type: NoteType, resourceId: number, noteTypeIds: readonly number[]) {
  return selectNotes(untyped)
    .where(`n.${parentColumnOf(type)}`, '=', resourceId)
    .where('n.note_type_enum', 'in', [...noteTypeIds])
    .orderBy('n.created_on_utc', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

export async function findNote(untyped: Kysely<object>, type: NoteType, resourceId: number, noteId: number) {
  return selectNotes(untyped).where('n.id', '=', noteId).where(`n.${parentColumnOf(type)}`, '=', resourceId).executeTakeFirst();
}

function selectNotes(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_note as n')
    .leftJoin('m_appuser as cb', 'cb.id', 'n.created_by')
    .leftJoin('m_appuser as mb', 'mb.id', 'n.last_modified_by')
    .selectAll('n')
    .select(['cb.username as created_by_username', 'mb.username as last_modified_by_username']);
}

export type NoteRecord = Awaited<ReturnType<typeof findNote>> & object;

export async function insertNote(untyped: Kysely<object>, type: NoteType, resourceId: number, note: string, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_note')
    .values({
      client_id: null,
      group_id: null,
      loan_id: null,
      loan_transaction_id: null,
      savings_account_id: null,
      [parentColumnOf(type)]: resourceId,
      note_type_enum: type.id,
      note,
      created_date: null,
      created_by: userId,
      lastmodified_date: null,
      last_modified_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the note's text and stamps the modification (user and time). */
export async function updateNoteText(untyped: Kysely<object>, noteId: number, note: string, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_note')
    .set({ note, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', noteId)
    .execute();
}

export async function deleteNote(untyped: Kysely<object>, noteId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_note').where('id', '=', noteId).execute();
}
