import { commandHandler, type CommandContext, type CommandHandlerRegistration, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { NOTE_TYPES_WITH_API, NoteTypes, type NoteType } from './domain/note-type.ts';
import { noteNotFound } from './notes.errors.ts';
import { deleteNote, findNote, insertNote, requireNoteParent, updateNoteText, type NoteParent } from './notes.repository.ts';

const MAX_NOTE_LENGTH = 1000;

/** The note text: mandatory, at most 1000 characters, no other member (Fineract's NoteCommandFromApiJsonDeserializer). */
function readNote(json: JsonCommand): string {
  json.checkSupported(['note']);
  const note = json.string('note');
  const v = new DataValidator('note');
  v.parameter('note', note).notBlank().notExceedingLengthOf(MAX_NOTE_LENGTH);
  v.throwIfErrors();
  return note ?? '';
}

/** The record's id member of a command result (clientId, groupId, loanId or savingsId) and its office. */
function parentIds(type: NoteType, resourceId: number, parent: NoteParent): CommandResult {
  switch (type.id) {
    case NoteTypes.CLIENT.id:
      return { clientId: resourceId, officeId: parent.officeId };
    case NoteTypes.GROUP.id:
      return { groupId: resourceId, officeId: parent.officeId };
    case NoteTypes.SAVING_ACCOUNT.id:
      return { savingsId: resourceId, officeId: parent.officeId };
    default:
      return { loanId: resourceId, officeId: parent.officeId };
  }
}

function idsOf(ctx: CommandContext): { resourceId: number; noteId: number } {
  return { resourceId: ctx.entityId ?? 0, noteId: ctx.subEntityId ?? 0 };
}

async function createNote(type: NoteType, ctx: CommandContext): Promise<CommandResult> {
  const note = readNote(ctx.json);
  const { resourceId } = idsOf(ctx);
  const parent = await requireNoteParent(ctx.db, type, resourceId, true);
  const noteId = await insertNote(ctx.db, type, resourceId, note, ctx.user.id);
  return { resourceId: noteId, ...parentIds(type, resourceId, parent) };
}

async function updateNote(type: NoteType, ctx: CommandContext): Promise<CommandResult> {
  const note = readNote(ctx.json);
  const { resourceId, noteId } = idsOf(ctx);
  const parent = await requireNoteParent(ctx.db, type, resourceId, true);
  const existing = await findNote(ctx.db, type, resourceId, noteId);
  if (existing === undefined) {
    throw noteNotFound(type, noteId, resourceId);
  }
  const changed = existing.note !== note;
  if (changed) {
    await updateNoteText(ctx.db, noteId, note, ctx.user.id);
  }
  return { resourceId: noteId, ...parentIds(type, resourceId, parent), ...(changed ? { changes: { note } } : {}) };
}

async function removeNote(type: NoteType, ctx: CommandContext): Promise<CommandResult> {
  const { resourceId, noteId } = idsOf(ctx);
  await requireNoteParent(ctx.db, type, resourceId, true);
  if ((await findNote(ctx.db, type, resourceId, noteId)) === undefined) {
    throw noteNotFound(type, noteId, resourceId);
  }
  await deleteNote(ctx.db, noteId);
  return { resourceId: noteId };
}

/** CREATE, UPDATE and DELETE of each note type's permission entity (CLIENTNOTE, GROUPNOTE, …). */
export const noteCommandHandlers: readonly CommandHandlerRegistration[] = NOTE_TYPES_WITH_API.flatMap((type) => [
  commandHandler(type.entity, 'CREATE', (ctx) => createNote(type, ctx)),
  commandHandler(type.entity, 'UPDATE', (ctx) => updateNote(type, ctx)),
  commandHandler(type.entity, 'DELETE', (ctx) => removeNote(type, ctx)),
]);
