import { defineCommand, defineQuery, type RouteDefinition } from '../../../platform/http/index.ts';
import { NOTE_TYPES_WITH_API, type NoteType } from './domain/note-type.ts';
import { retrieveNote, retrieveNotes } from './notes.queries.ts';
import { Note, NoteCommandResult, NoteList, NoteParams, NoteRequest, NoteResourceParams } from './notes.schemas.ts';

const tags = ['Notes'];

/** The five routes of one note type: /{apiUrl}/{resourceId}/notes[/{noteId}], with its permissions. */
function noteRoutes(type: NoteType): RouteDefinition[] {
  const base = `/${type.apiUrl}/:resourceId/notes`;
  const one = `${base}/:noteId`;
  const access = { permission: `READ_${type.entity}` };
  const what = type.value.toLowerCase();
  return [
    defineQuery({
      method: 'GET',
      url: base,
      summary: `List the ${what}s of a record, newest first`,
      tags,
      access,
      params: NoteResourceParams,
      response: NoteList,
      handle: (req) => retrieveNotes(req.tenant.database.db, type, req.params.resourceId),
    }),
    defineQuery({
      method: 'GET',
      url: one,
      summary: `Get a ${what}`,
      tags,
      access,
      params: NoteParams,
      response: Note,
      handle: (req) => retrieveNote(req.tenant.database.db, type, req.params.resourceId, req.params.noteId),
    }),
    defineCommand({
      method: 'POST',
      url: base,
      summary: `Add a ${what}`,
      tags,
      command: { entity: type.entity, action: 'CREATE' },
      params: NoteResourceParams,
      body: NoteRequest,
      response: NoteCommandResult,
      ids: (req) => ({ entityId: req.params.resourceId }),
    }),
    defineCommand({
      method: 'PUT',
      url: one,
      summary: `Change a ${what}`,
      tags,
      command: { entity: type.entity, action: 'UPDATE' },
      params: NoteParams,
      body: NoteRequest,
      response: NoteCommandResult,
      ids: (req) => ({ entityId: req.params.resourceId, subEntityId: req.params.noteId }),
    }),
    defineCommand({
      method: 'DELETE',
      url: one,
      summary: `Delete a ${what}`,
      tags,
      command: { entity: type.entity, action: 'DELETE' },
      params: NoteParams,
      response: NoteCommandResult,
      ids: (req) => ({ entityId: req.params.resourceId, subEntityId: req.params.noteId }),
    }),
  ];
}

export const noteRoutesOfAllTypes: readonly RouteDefinition[] = NOTE_TYPES_WITH_API.flatMap(noteRoutes);
