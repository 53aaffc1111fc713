import { Type } from 'typebox';
import { LocalDateArray, PageOf } from '../../../platform/http/index.ts';

/** Fineract's ProvisioningEntryData (`reservedAmount` on the single entry only). */
export const ProvisioningEntry = Type.Object({
  id: Type.Integer(),
  journalEntry: Type.Boolean({ description: 'whether its journal entries were created' }),
  createdById: Type.Optional(Type.Integer()),
  createdUser: Type.Optional(Type.String()),
  createdDate: Type.Optional(LocalDateArray),
  modifiedById: Type.Optional(Type.Integer()),
  modifiedUser: Type.Optional(Type.String()),
  reservedAmount: Type.Optional(Type.Number({ description: 'the sum of its lines' })),
});
export const ProvisioningEntryPage = PageOf(ProvisioningEntry);

/** Fineract's LoanProductProvisioningEntryData, with its spellings. */
export const ProvisioningLine = Type.Object({
  historyId: Type.Integer({ description: 'the provisioning entry' }),
  criteriaId: Type.Integer(),
  officeId: Type.Integer(),
  officeName: Type.Optional(Type.String()),
  currencyCode: Type.String(),
  productId: Type.Integer(),
  productName: Type.Optional(Type.String()),
  categoryId: Type.Integer(),
  categoryName: Type.Optional(Type.String()),
  overdueInDays: Type.Integer(),
  amountreserved: Type.Number(),
  liablityAccount: Type.Optional(Type.Integer()),
  liabilityAccountCode: Type.Optional(Type.String()),
  liabilityAccountName: Type.Optional(Type.String()),
  expenseAccount: Type.Optional(Type.Integer()),
  expenseAccountCode: Type.Optional(Type.String()),
  expenseAccountName: Type.Optional(Type.String()),
});
export const ProvisioningLinePage = PageOf(ProvisioningLine);

const text = (description?: string) => Type.Optional(Type.String(description === undefined ? {} : { description }));

export const EntryIdParams = Type.Object({ entryId: Type.Integer() });
export const EntryListQuery = Type.Object({ offset: text(), limit: text() });
export const LineListQuery = Type.Object({
  entryId: text('only this provisioning entry'),
  officeId: text(),
  productId: text(),
  categoryId: text(),
  offset: text(),
  limit: text(),
});
export const EntryCommandQuery = Type.Object({ command: Type.String({ description: '`createjournalentry` or `recreateprovisioningentry`' }) });

export const ProvisioningEntryRequest = Type.Object({
  date: Type.Optional(Type.String({ description: 'in `dateFormat`; not after the business date; one entry per date' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
  createjournalentries: Type.Optional(Type.Union([Type.Boolean(), Type.String()], { description: 'post its journal entries too' })),
});
export const ProvisioningEntryCommandResult = Type.Object({ resourceId: Type.Integer() });
