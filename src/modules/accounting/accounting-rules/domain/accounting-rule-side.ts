/** Fineract's JournalEntryType as rule tags store it in `acc_rule_tags.acc_type_enum`. */
export const JournalEntryType = { CREDIT: 1, DEBIT: 2 } as const;
export type JournalEntryTypeId = (typeof JournalEntryType)[keyof typeof JournalEntryType];

export interface EnumOptionView {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

// Fineract's codes, including the misspelt debit code its clients already know.
const TYPES: readonly EnumOptionView[] = [
  { id: 1, code: 'journalEntryType.credit', value: 'CREDIT' },
  { id: 2, code: 'journalEntrytType.debit', value: 'DEBIT' },
];

export function journalEntryTypeOption(id: number): EnumOptionView {
  return TYPES.find((t) => t.id === id) ?? { id, code: 'journalEntryType.invalid', value: 'INVALID' };
}

/** The request members of one side of a rule. */
export interface RuleSide {
  readonly type: JournalEntryTypeId;
  readonly accountParam: 'accountToDebit' | 'accountToCredit';
  readonly tagsParam: 'debitTags' | 'creditTags';
  readonly multipleParam: 'allowMultipleDebitEntries' | 'allowMultipleCreditEntries';
}

export const DEBIT_SIDE: RuleSide = { type: JournalEntryType.DEBIT, accountParam: 'accountToDebit', tagsParam: 'debitTags', multipleParam: 'allowMultipleDebitEntries' };
export const CREDIT_SIDE: RuleSide = { type: JournalEntryType.CREDIT, accountParam: 'accountToCredit', tagsParam: 'creditTags', multipleParam: 'allowMultipleCreditEntries' };

/** A side names either one account or a list of tags: naming both (always) or neither (on create) is refused. */
export function sideIsAmbiguous(accountId: number | undefined, tagIds: readonly number[] | undefined, forCreate: boolean): boolean {
  const both = accountId !== undefined && tagIds !== undefined;
  const neither = accountId === undefined && tagIds === undefined;
  return both || (forCreate && neither);
}

/** Whether two tag lists hold the same ids, whatever their order or repeats. */
export function sameTagSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
