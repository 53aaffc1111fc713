import { Type } from 'typebox';
import { SpringPageOf } from '../../../platform/http/index.ts';
import { Transfer } from '../transfers/transfers.schemas.ts';

/** An enum value with a numeric id (Fineract's EnumOptionData). */
const NumberedOption = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });

/** A journal entry line (the members Fineract's JournalEntryMapper fills; ISO dates). */
const JournalEntry = Type.Object({
  id: Type.Integer(),
  officeId: Type.Integer(),
  officeName: Type.String(),
  glAccountId: Type.Integer(),
  glAccountCode: Type.String(),
  glAccountName: Type.String(),
  glAccountType: NumberedOption,
  transactionDate: Type.String({ description: 'yyyy-MM-dd' }),
  entryType: NumberedOption,
  amount: Type.Number(),
  currency: Type.Object({ code: Type.String() }),
  transactionId: Type.String({ description: "'I' + the transfer id" }),
  manualEntry: Type.Boolean(),
  entityType: Type.Optional(NumberedOption),
  entityId: Type.Optional(Type.Integer()),
  submittedOnDate: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
  reversed: Type.Boolean(),
  referenceNumber: Type.Optional(Type.String()),
});

const JournalEntryPage = SpringPageOf(JournalEntry);

/** Fineract's ExternalOwnerJournalEntryData: empty when the page holds no entry. */
export const OwnerJournalEntries = Type.Object({
  ownerData: Type.Optional(Type.Object({ externalId: Type.String() })),
  journalEntryData: Type.Optional(JournalEntryPage),
});

/** Fineract's ExternalOwnerTransferJournalEntryData: empty when the page holds no entry. */
export const TransferJournalEntries = Type.Object({
  transferData: Type.Optional(Transfer),
  journalEntryData: Type.Optional(JournalEntryPage),
});

export const OwnerExternalIdParams = Type.Object({ ownerExternalId: Type.String() });
export const TransferIdParams = Type.Object({ transferId: Type.Integer() });
export const EntryPaging = Type.Object({
  offset: Type.Optional(Type.String({ description: 'zero-based page number (default 0)' })),
  limit: Type.Optional(Type.String({ description: 'page size (default 100)' })),
});
