import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';
import { GlAccount } from '../gl-accounts/gl-accounts.schemas.ts';
import { PaymentDetailSchema } from '../../organisation/index.ts';

const Currency = Type.Object({
  code: Type.String(),
  name: Type.Optional(Type.String()),
  decimalPlaces: Type.Optional(Type.Integer()),
  inMultiplesOf: Type.Optional(Type.Integer()),
  displaySymbol: Type.Optional(Type.String()),
  nameCode: Type.Optional(Type.String()),
  displayLabel: Type.String(),
});

const TransactionDetails = Type.Object({
  transactionId: Type.Optional(Type.Integer({ description: 'the portfolio transaction (digits of a prefixed transaction id)' })),
  paymentDetails: Type.Optional(
    PaymentDetailSchema,
  ),
});

/** Fineract's JournalEntryData. */
export const JournalEntry = Type.Object({
  id: Type.Optional(Type.Integer()),
  officeId: Type.Optional(Type.Integer()),
  officeName: Type.Optional(Type.String()),
  glAccountName: Type.Optional(Type.String()),
  glAccountId: Type.Integer(),
  glAccountCode: Type.Optional(Type.String()),
  glAccountType: Type.Optional(EnumOption),
  transactionDate: Type.Optional(LocalDateArray),
  entryType: Type.Optional(EnumOption),
  amount: Type.Optional(Type.Number()),
  currency: Type.Optional(Currency),
  transactionId: Type.Optional(Type.String()),
  manualEntry: Type.Optional(Type.Boolean()),
  entityType: Type.Optional(EnumOption),
  entityId: Type.Optional(Type.Integer()),
  createdByUserId: Type.Optional(Type.Integer()),
  createdByUserName: Type.Optional(Type.String()),
  comments: Type.Optional(Type.String()),
  reversed: Type.Optional(Type.Boolean()),
  referenceNumber: Type.Optional(Type.String()),
  officeRunningBalance: Type.Optional(Type.Number({ description: 'with runningBalance=true' })),
  organizationRunningBalance: Type.Optional(Type.Number({ description: 'with runningBalance=true' })),
  runningBalanceComputed: Type.Optional(Type.Boolean({ description: 'with runningBalance=true' })),
  transactionDetails: Type.Optional(TransactionDetails),
  submittedOnDate: Type.Optional(LocalDateArray),
});

export const JournalEntryPage = PageOf(JournalEntry);

export const OfficeOpeningBalances = Type.Object({
  officeId: Type.Integer(),
  officeName: Type.String(),
  transactionDate: LocalDateArray,
  contraAccount: GlAccount,
  assetAccountOpeningBalances: Type.Array(JournalEntry),
  liabityAccountOpeningBalances: Type.Array(JournalEntry, { description: "Fineract's spelling" }),
  equityAccountOpeningBalances: Type.Array(JournalEntry),
  incomeAccountOpeningBalances: Type.Array(JournalEntry),
  expenseAccountOpeningBalances: Type.Array(JournalEntry),
});

const text = (description?: string) => Type.Optional(Type.String(description === undefined ? {} : { description }));

export const JournalEntryListQuery = Type.Object({
  officeId: text(),
  glAccountId: text(),
  manualEntriesOnly: text('`true`: manual entries only'),
  fromDate: text('entry date from (with dateFormat and locale)'),
  toDate: text(),
  submittedOnDateFrom: text(),
  submittedOnDateTo: text(),
  transactionId: text(),
  entityType: text('1 loan, 2 saving, 3 provisioning, 4 shares, 5 client'),
  loanId: text(),
  savingsId: text(),
  runningBalance: text('`true` adds the running balances'),
  transactionDetails: text('`true` adds payment details'),
  offset: text(),
  limit: text(),
  orderBy: text('id, transactionId, transactionDate, entryDate, officeId, glAccountId, amount, submittedOnDate, createdDate'),
  sortOrder: text('ASC or DESC'),
  dateFormat: text(),
  locale: text(),
});
export const JournalEntryDetailQuery = Type.Object({ runningBalance: text(), transactionDetails: text() });
export const ProvisioningQuery = Type.Object({ entryId: text('the provisioning entry'), offset: text(), limit: text() });
export const OpeningBalanceQuery = Type.Object({ officeId: text(), currencyCode: text() });
export const JournalEntryIdParams = Type.Object({ journalEntryId: Type.Integer() });
export const TransactionIdParams = Type.Object({ transactionId: Type.String({ maxLength: 50 }) });
export const CommandQuery = Type.Object({ command: text() });

const Line = Type.Object({
  glAccountId: Type.Union([Type.Integer(), Type.String()]),
  amount: Type.Union([Type.Number(), Type.String()]),
  comments: Type.Optional(Type.String()),
});
export const JournalEntryRequest = Type.Object({
  officeId: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  transactionDate: Type.Optional(Type.String()),
  currencyCode: Type.Optional(Type.String()),
  credits: Type.Optional(Type.Array(Line)),
  debits: Type.Optional(Type.Array(Line)),
  referenceNumber: Type.Optional(Type.String({ maxLength: 100 })),
  comments: Type.Optional(Type.String({ maxLength: 500 })),
  accountingRule: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  paymentTypeId: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  accountNumber: Type.Optional(Type.String()),
  checkNumber: Type.Optional(Type.String()),
  routingCode: Type.Optional(Type.String()),
  receiptNumber: Type.Optional(Type.String()),
  bankNumber: Type.Optional(Type.String()),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
export const ReversalRequest = Type.Object({ comments: Type.Optional(Type.String({ maxLength: 500 })) });
