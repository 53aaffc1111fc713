import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** The kind of record a note is about (Fineract's NoteType, m_note.note_type_enum). */
export interface NoteType {
  readonly id: number;
  readonly code: string;
  readonly value: string;
  /** The path word before `/{resourceId}/notes`. */
  readonly apiUrl: string;
  /** The permission entity: CREATE_<entity>, READ_<entity>… */
  readonly entity: string;
  /** The record word of the "note not found" code: error.msg.<resource>.note.id.invalid. */
  readonly resource: string;
}

export const NoteTypes = {
  CLIENT: { id: 100, code: 'noteType.client', value: 'Client note', apiUrl: 'clients', entity: 'CLIENTNOTE', resource: 'client' },
  LOAN: { id: 200, code: 'noteType.loan', value: 'Loan note', apiUrl: 'loans', entity: 'LOANNOTE', resource: 'loan' },
  LOAN_TRANSACTION: {
    id: 300,
    code: 'noteType.loan.transaction',
    value: 'Loan transaction note',
    apiUrl: 'loanTransactions',
    entity: 'LOANTRANSACTIONNOTE',
    resource: 'loan_transaction',
  },
  SAVING_ACCOUNT: { id: 500, code: 'noteType.saving', value: 'Savings account note', apiUrl: 'savings', entity: 'SAVINGNOTE', resource: 'saving_account' },
  GROUP: { id: 600, code: 'noteType.group', value: 'Group note', apiUrl: 'groups', entity: 'GROUPNOTE', resource: 'group' },
} as const satisfies Record<string, NoteType>;

/** The note types with an API: every path `/{apiUrl}/{resourceId}/notes` serves one of them. */
export const NOTE_TYPES_WITH_API: readonly NoteType[] = [NoteTypes.CLIENT, NoteTypes.GROUP, NoteTypes.LOAN, NoteTypes.LOAN_TRANSACTION, NoteTypes.SAVING_ACCOUNT];

const OTHER_TYPES: readonly Pick<NoteType, 'id' | 'code' | 'value'>[] = [
  { id: 700, code: 'noteType.shares', value: 'Share account note' },
  { id: 800, code: 'noteType.savings.transaction', value: 'Savings transaction note' },
];

/** `{id, code, value}` of a stored note type (Fineract's NoteType.toEnumOptionData). */
export function noteTypeOption(id: number): EnumOption | null {
  const type = [...NOTE_TYPES_WITH_API, ...OTHER_TYPES].find((t) => t.id === id);
  return type === undefined ? null : enumOption(type.id, type.code, type.value);
}

/**
 * The note types a record's list shows: a loan's notes include those of its transactions, a savings
 * account's those of its transactions (Fineract's read rules).
 */
export function noteTypesListedFor(type: NoteType): readonly number[] {
  if (type.id === NoteTypes.LOAN.id) {
    return [NoteTypes.LOAN.id, NoteTypes.LOAN_TRANSACTION.id];
  }
  if (type.id === NoteTypes.SAVING_ACCOUNT.id) {
    return [NoteTypes.SAVING_ACCOUNT.id, 800];
  }
  return [type.id];
}
