import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';


export const Note = Type.Object({
  id: Type.Integer(),
  clientId: Type.Optional(Type.Integer()),
  groupId: Type.Optional(Type.Integer()),
  loanId: Type.Optional(Type.Integer()),
  loanTransactionId: Type.Optional(Type.Integer()),
  noteType: EnumOption,
  note: Type.Optional(Type.String()),
  createdById: Type.Integer(),
  createdByUsername: Type.Optional(Type.String()),
  createdOn: Type.String({ description: 'ISO-8601 date-time with offset' }),
  updatedById: Type.Integer(),
  updatedByUsername: Type.Optional(Type.String()),
  updatedOn: Type.String({ description: 'ISO-8601 date-time with offset' }),
});
export const NoteList = Type.Array(Note);
export const NoteResourceParams = Type.Object({ resourceId: Type.Integer() });
export const NoteParams = Type.Object({ resourceId: Type.Integer(), noteId: Type.Integer() });
export const NoteRequest = Type.Object({ note: Type.String({ maxLength: 1000, description: 'mandatory, at most 1000 characters' }) });
export const NoteCommandResult = Type.Object({
  resourceId: Type.Integer({ description: 'the note' }),
  officeId: Type.Optional(Type.Integer()),
  clientId: Type.Optional(Type.Integer()),
  groupId: Type.Optional(Type.Integer()),
  loanId: Type.Optional(Type.Integer()),
  savingsId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Object({ note: Type.Optional(Type.String()) })),
});
