import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** Fineract's NoteType of a loan note. */
const LOAN_NOTE = 200;

/** The note a lifecycle command carries, kept on the loan (nothing when none was sent). */
export async function insertLoanNote(untyped: Kysely<object>, loanId: number, note: string | undefined, userId: number): Promise<void> {
  if (note === undefined) {
    return;
  }
  await tenantTables(untyped).insertInto('m_note').values({ loan_id: loanId, note, note_type_enum: LOAN_NOTE, created_by: userId, last_modified_by: userId }).execute();
}
