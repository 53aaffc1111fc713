import type { EnumOption } from '../../../shared/enum-option.ts';
import { noteTypeOption } from './domain/note-type.ts';
import type { NoteRecord } from './notes.repository.ts';

/** A note on the wire (Fineract's NoteData); times as ISO-8601 with offset, as Fineract writes them. */
export interface NoteView {
  readonly id: number;
  readonly clientId: number | null;
  readonly groupId: number | null;
  readonly loanId: number | null;
  readonly loanTransactionId: number | null;
  readonly noteType: EnumOption | null;
  readonly note: string | null;
  readonly createdById: number;
  readonly createdByUsername: string | null;
  readonly createdOn: string;
  readonly updatedById: number;
  readonly updatedByUsername: string | null;
  readonly updatedOn: string;
}

export function presentNote(record: NoteRecord): NoteView {
  return {
    id: record.id,
    clientId: record.client_id,
    groupId: record.group_id,
    loanId: record.loan_id,
    loanTransactionId: record.loan_transaction_id,
    noteType: noteTypeOption(record.note_type_enum),
    note: record.note,
    createdById: record.created_by,
    createdByUsername: record.created_by_username,
    createdOn: record.created_on_utc.toISOString(),
    updatedById: record.last_modified_by,
    updatedByUsername: record.last_modified_by_username,
    updatedOn: record.last_modified_on_utc.toISOString(),
  };
}
