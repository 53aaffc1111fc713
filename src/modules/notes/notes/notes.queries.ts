import type { Kysely } from 'kysely';
import { noteTypesListedFor, type NoteType } from './domain/note-type.ts';
import { noteNotFound } from './notes.errors.ts';
import { presentNote, type NoteView } from './notes.presenter.ts';
import { findNote, listNotes, requireNoteParent } from './notes.repository.ts';

/** GET /{type}/{resourceId}/notes: newest first; the record's 404 when it does not exist. */
export async function retrieveNotes(db: Kysely<object>, type: NoteType, resourceId: number): Promise<NoteView[]> {
  await requireNoteParent(db, type, resourceId, false);
  return (await listNotes(db, type, resourceId, noteTypesListedFor(type))).map(presentNote);
}

export async function retrieveNote(db: Kysely<object>, type: NoteType, resourceId: number, noteId: number): Promise<NoteView> {
  await requireNoteParent(db, type, resourceId, false);
  const record = await findNote(db, type, resourceId, noteId);
  if (record === undefined) {
    throw noteNotFound(type, noteId, resourceId);
  }
  return presentNote(record);
}
