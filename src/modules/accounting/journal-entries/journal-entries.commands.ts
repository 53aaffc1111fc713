import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { insertPaymentDetail, paymentTypeExists } from '../../organisation/index.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { glAccountNotFound } from '../gl-accounts/gl-accounts.errors.ts';
import { GlAccountType, GlAccountUsage } from '../gl-accounts/domain/gl-account-enums.ts';
import { JournalEntryType, oppositeSide, type JournalEntryTypeId } from '../posting/domain/journal-entry-enums.ts';
import type { PostingLine } from '../posting/domain/posting-rules.ts';
import { newTransactionId, postJournalEntries, requireBooksOpen, reverseJournalEntries } from '../posting/posting.commands.ts';
import {
  accountingRuleNotFound,
  contraMappingNotFound,
  contraNotEquity,
  currencyNotFound,
  journalEntryInvalid,
  officeNotFound,
  openingBalanceNotAllowed,
  paymentTypeNotFound,
} from './journal-entries.errors.ts';
import {
  findAccountingRule,
  findAccounts,
  findFinancialActivityAccount,
  findNonContraTransactionIds,
  findOffice,
  findStandingContraTransactionIds,
  isOrganisationCurrency,
} from './journal-entries.repository.ts';

const RESOURCE = 'GLJournalEntry';
const PAYMENT_DETAIL_PARAMETERS = ['accountNumber', 'checkNumber', 'routingCode', 'receiptNumber', 'bankNumber'] as const;
const PARAMETERS = [
  'officeId', 'transactionDate', 'comments', 'credits', 'debits', 'locale', 'dateFormat', 'referenceNumber', 'useAccountingRule',
  'accountingRule', 'amount', 'currencyCode', 'paymentTypeId', ...PAYMENT_DETAIL_PARAMETERS,
];
/** Fineract's financial activity "opening balances transfer contra". */
export const OPENING_BALANCE_CONTRA_ACTIVITY = 300;

interface EntryLine {
  readonly glAccountId: number;
  readonly amount: Decimal;
  readonly comments?: string;
}

interface ManualEntryInput {
  readonly officeId: number;
  readonly currencyCode: string;
  readonly transactionDate: LocalDate;
  readonly comments?: string;
  readonly referenceNumber?: string;
  readonly accountingRule?: number;
  readonly paymentTypeId?: number;
  readonly credits?: EntryLine[];
  readonly debits?: EntryLine[];
}

/** One side's array: each element's glAccountId and amount (read with the body's locale), comments. */
function readLines(json: JsonCommand, name: 'credits' | 'debits', v: DataValidator): EntryLine[] | undefined {
  const value = json.json[name];
  if (!Array.isArray(value)) {
    return undefined;
  }
  const elements: unknown[] = value.length === 0 ? [{}] : value;
  const lines: EntryLine[] = [];
  elements.forEach((element, i) => {
    const object = typeof element === 'object' && element !== null && !Array.isArray(element) ? (element as Record<string, unknown>) : {};
    const line = new JsonCommand({ ...object, locale: json.json.locale });
    const glAccountId = line.long('glAccountId', v);
    const amount = line.decimal('amount', v);
    const prefix = `${name}[${i}]`;
    v.parameter(`${prefix}.glAccountId`, glAccountId).notBlank();
    if (glAccountId !== undefined && glAccountId <= 0) {
      v.fail(`${prefix}.glAccountId`, 'not.greater.than.zero', `The parameter \`${prefix}.glAccountId\` must be greater than 0.`, [glAccountId]);
    }
    v.parameter(`${prefix}.amount`, amount).notBlank().positive();
    if (glAccountId !== undefined && amount !== undefined && value.length > 0) {
      lines.push({ glAccountId, amount, comments: line.trimmedString('comments') });
    }
  });
  return value.length === 0 ? [] : lines;
}

function readManualEntry(json: JsonCommand): ManualEntryInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const officeId = json.long('officeId', v);
  const transactionDate = json.localDate('transactionDate', v);
  const currencyCode = json.trimmedString('currencyCode');
  const comments = json.trimmedString('comments');
  const referenceNumber = json.trimmedString('referenceNumber');
  const accountingRule = json.long('accountingRule', v);
  const paymentTypeId = json.long('paymentTypeId', v);
  json.decimal('amount', v);
  const credits = readLines(json, 'credits', v);
  const debits = readLines(json, 'debits', v);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', transactionDate).notBlank();
  }
  v.parameter('officeId', officeId).notBlank();
  if (officeId !== undefined && officeId <= 0) {
    v.fail('officeId', 'not.greater.than.zero', 'The parameter `officeId` must be greater than 0.', [officeId]);
  }
  v.parameter('currencyCode', currencyCode).notBlank();
  v.parameter('comments', comments).notExceedingLengthOf(500);
  v.parameter('referenceNumber', referenceNumber).notExceedingLengthOf(100);
  v.parameter('accountingRule', accountingRule).positive();
  v.parameter('paymentTypeId', paymentTypeId).positive();
  v.throwIfErrors();
  return { officeId: officeId ?? 0, currencyCode: currencyCode ?? '', transactionDate: transactionDate as LocalDate, comments, referenceNumber, accountingRule, paymentTypeId, credits, debits };
}

/** Date not after the business date, books open, both sides present and equal. */
async function checkEntryRules(db: Kysely<object>, input: ManualEntryInput, businessDate: LocalDate): Promise<void> {
  if (input.transactionDate.isAfter(businessDate)) {
    throw journalEntryInvalid('futureDate', [input.transactionDate.toString()]);
  }
  await requireBooksOpen(db, input.officeId, input.transactionDate);
  if (input.credits === undefined || input.credits.length === 0 || input.debits === undefined || input.debits.length === 0) {
    throw journalEntryInvalid('noDebitsOrCredits');
  }
  const total = (lines: readonly EntryLine[]): Decimal => lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
  if (!total(input.credits).eq(total(input.debits))) {
    throw journalEntryInvalid('sumMismatch');
  }
}

async function requireOfficeAndCurrency(db: Kysely<object>, input: ManualEntryInput): Promise<void> {
  if ((await findOffice(db, input.officeId)) === undefined) {
    throw officeNotFound(input.officeId);
  }
  if (!(await isOrganisationCurrency(db, input.currencyCode))) {
    throw currencyNotFound(input.currencyCode);
  }
}

/** Every line's account exists (404), is enabled, allows manual entries and is a detail account (403). */
async function checkAccounts(db: Kysely<object>, glAccountIds: readonly number[]) {
  const accounts = await findAccounts(db, [...new Set(glAccountIds)]);
  for (const id of glAccountIds) {
    const account = accounts.find((a) => a.id === id);
    if (account === undefined) {
      throw glAccountNotFound(id);
    }
    if (account.disabled) {
      throw journalEntryInvalid('accountDisabled', [account.name, account.gl_code]);
    }
    if (!account.manual_journal_entries_allowed) {
      throw journalEntryInvalid('manualNotPermitted', [account.name, account.gl_code]);
    }
    if (account.account_usage === GlAccountUsage.HEADER) {
      throw journalEntryInvalid('headerAccount', [account.name, account.gl_code]);
    }
  }
  return accounts;
}

/**
 * An accounting rule: a side with a fixed account takes exactly one line on that account; a side without
 * takes lines whose accounts carry one of the rule's tags for that side (Fineract's checks).
 */
async function checkAccountingRule(db: Kysely<object>, ruleId: number, input: ManualEntryInput, tagOf: (glAccountId: number) => number | null): Promise<void> {
  const rule = await findAccountingRule(db, ruleId);
  if (rule === undefined) {
    throw accountingRuleNotFound(ruleId);
  }
  const check = (fixed: number | null, lines: readonly EntryLine[], tags: readonly number[], reason: 'invalidCredits' | 'invalidDebits'): void => {
    if (fixed !== null) {
      if (lines.length !== 1 || lines[0]?.glAccountId !== fixed) {
        throw journalEntryInvalid('invalidAccounts');
      }
    } else if (lines.some((l) => !tags.includes(tagOf(l.glAccountId) ?? -1))) {
      throw journalEntryInvalid(reason);
    }
  };
  check(rule.creditAccountId, input.credits ?? [], rule.creditTags, 'invalidCredits');
  check(rule.debitAccountId, input.debits ?? [], rule.debitTags, 'invalidDebits');
}

async function paymentDetailOf(ctx: CommandContext, paymentTypeId: number | undefined): Promise<number | null> {
  if (paymentTypeId === undefined) {
    return null;
  }
  if (!(await paymentTypeExists(ctx.db, paymentTypeId))) {
    throw paymentTypeNotFound(paymentTypeId);
  }
  const text = (name: string): string | null => ctx.json.trimmedString(name) ?? null;
  return insertPaymentDetail(ctx.db, {
    payment_type_id: paymentTypeId,
    account_number: text('accountNumber'),
    check_number: text('checkNumber'),
    routing_code: text('routingCode'),
    receipt_number: text('receiptNumber'),
    bank_number: text('bankNumber'),
  });
}

function postingLines(lines: readonly EntryLine[], type: JournalEntryTypeId, comments: string | undefined): PostingLine[] {
  return lines.map((l) => ({ glAccountId: l.glAccountId, type, amount: l.amount, description: l.comments ?? comments ?? null }));
}

/** POST /journalentries: a manual entry, with explicit lines or through an accounting rule. */
async function createJournalEntry(ctx: CommandContext): Promise<CommandResult> {
  const input = readManualEntry(ctx.json);
  if ((await findOffice(ctx.db, input.officeId)) === undefined) {
    throw officeNotFound(input.officeId);
  }
  const businessDate = await ctx.clock.businessDate();
  await checkEntryRules(ctx.db, input, businessDate);
  const credits = input.credits ?? [];
  const debits = input.debits ?? [];
  const accounts = await checkAccounts(ctx.db, [...debits, ...credits].map((l) => l.glAccountId));
  if (input.accountingRule !== undefined) {
    await checkAccountingRule(ctx.db, input.accountingRule, input, (id) => accounts.find((a) => a.id === id)?.tag_id ?? null);
  }
  if (!(await isOrganisationCurrency(ctx.db, input.currencyCode))) {
    throw currencyNotFound(input.currencyCode);
  }
  const paymentDetailId = await paymentDetailOf(ctx, input.paymentTypeId);
  const actor = { userId: ctx.user.id };
  const transactionId = await newTransactionId(ctx.db, actor, input.officeId);
  await postJournalEntries(ctx.db, actor, {
    officeId: input.officeId,
    currencyCode: input.currencyCode,
    entryDate: input.transactionDate,
    transactionId,
    manual: true,
    referenceNumber: input.referenceNumber,
    paymentDetailId,
    submittedOnDate: businessDate,
    lines: [...postingLines(debits, JournalEntryType.DEBIT, input.comments), ...postingLines(credits, JournalEntryType.CREDIT, input.comments)],
  });
  return { officeId: input.officeId, transactionId };
}

/** POST /journalentries/{transactionId}?command=reverse: answers the reversal's transaction id. */
async function reverseJournalEntry(ctx: CommandContext): Promise<CommandResult> {
  if (ctx.json.json !== null) {
    ctx.json.checkSupported(['comments']);
  }
  const comments = ctx.json.string('comments');
  const v = new DataValidator(RESOURCE);
  v.parameter('comments', comments).notExceedingLengthOf(500);
  v.throwIfErrors();
  const transactionId = await reverseJournalEntries(ctx.db, { userId: ctx.user.id }, ctx.resourceName ?? '', {
    comments,
    manualOnly: true,
    submittedOnDate: await ctx.clock.businessDate(),
  });
  return { transactionId };
}

/**
 * POST /journalentries?command=defineOpeningBalance: each line is posted against the contra account
 * (financial activity 300, an equity account) on the other side; earlier opening balances of the office are
 * reversed first. Refused once any transaction not touching the contra account exists (Fineract).
 */
async function defineOpeningBalance(ctx: CommandContext): Promise<CommandResult> {
  const input = readManualEntry(ctx.json);
  const contra = await findFinancialActivityAccount(ctx.db, OPENING_BALANCE_CONTRA_ACTIVITY);
  if (contra === undefined) {
    throw contraMappingNotFound();
  }
  const others = await findNonContraTransactionIds(ctx.db, contra.id);
  if (others.length > 0) {
    throw openingBalanceNotAllowed(others);
  }
  await requireOfficeAndCurrency(ctx.db, input);
  const submittedOnDate = await ctx.clock.businessDate();
  await checkEntryRules(ctx.db, input, submittedOnDate);
  if (contra.classification_enum !== GlAccountType.EQUITY) {
    throw contraNotEquity(contra.id);
  }
  const credits = input.credits ?? [];
  const debits = input.debits ?? [];
  await checkAccounts(ctx.db, [contra.id, ...debits.map((l) => l.glAccountId), ...credits.map((l) => l.glAccountId)]);
  const actor = { userId: ctx.user.id };
  for (const standing of await findStandingContraTransactionIds(ctx.db, contra.id, input.officeId)) {
    await reverseJournalEntries(ctx.db, actor, standing, { comments: 'defining opening balance', manualOnly: true, submittedOnDate });
  }
  const withContra = (lines: readonly EntryLine[], type: JournalEntryTypeId): PostingLine[] =>
    lines.flatMap((l) => {
      const description = l.comments ?? input.comments ?? null;
      return [
        { glAccountId: l.glAccountId, type, amount: l.amount, description },
        { glAccountId: contra.id, type: oppositeSide(type), amount: l.amount, description },
      ];
    });
  const transactionId = await newTransactionId(ctx.db, actor, input.officeId);
  await postJournalEntries(ctx.db, actor, {
    officeId: input.officeId,
    currencyCode: input.currencyCode,
    entryDate: input.transactionDate,
    transactionId,
    manual: true,
    submittedOnDate,
    lines: [...withContra(debits, JournalEntryType.DEBIT), ...withContra(credits, JournalEntryType.CREDIT)],
  });
  return { officeId: input.officeId, transactionId };
}

export const journalEntryCommandHandlers = [
  commandHandler('JOURNALENTRY', 'CREATE', createJournalEntry),
  commandHandler('JOURNALENTRY', 'REVERSE', reverseJournalEntry),
  commandHandler('JOURNALENTRY', 'DEFINEOPENINGBALANCE', defineOpeningBalance),
];
