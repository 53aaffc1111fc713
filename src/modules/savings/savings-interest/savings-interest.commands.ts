import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { calculateSavingsInterest, type SavingsBalanceTransaction, type SavingsInterestResult } from '../engine/savings-interest.ts';
import { isCompoundingPeriodType, isDaysInYearType, isInterestCalculationType, isPostingPeriodType } from '../engine/savings-interest-enums.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import { savingsRuleViolated } from '../savings-accounts/savings-accounts.errors.ts';
import { updateSavingsAccount, type LockedSavingsAccount, type SavingsAccountRow } from '../savings-accounts/savings-accounts.repository.ts';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { CREDIT_TYPES, DEBIT_TYPES, SavingsTransactionType } from '../savings-transactions/domain/savings-transaction-type.ts';
import { insertSavingsTransaction, markSavingsTransactionReversed, recomputeSavingsBalances } from '../savings-transactions/savings-transactions.repository.ts';
import { productAccounting, requireActiveHolder } from '../savings-transactions/savings-transaction-guards.ts';
import { splitTax, taxComponentCreditAccounts } from '../../charges/index.ts';
import { postInterestAsOnRefused } from './savings-interest.errors.ts';
import { postInterestEntries, postWithholdTaxEntries, type PostedInterest } from './savings-interest.postings.ts';
import {
  findLiveTransactions,
  financialYearBeginningMonth,
  findTaxDetails,
  insertTaxDetails,
  INTEREST_TYPES,
  lastTransactionDate,
  postingAtCurrentPeriodEnd,
  updateInterestTotals,
  type InterestInputTransaction,
} from './savings-interest.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';

/** The balance transactions the engine reads: credits and debits other than interest, with their running balance. */
function balanceTransactions(transactions: readonly InterestInputTransaction[]): SavingsBalanceTransaction[] {
  let balance = new Decimal(0);
  const result: SavingsBalanceTransaction[] = [];
  for (const t of transactions) {
    const credit = CREDIT_TYPES.includes(t.transaction_type_enum);
    if (INTEREST_TYPES.includes(t.transaction_type_enum) || (!credit && !DEBIT_TYPES.includes(t.transaction_type_enum))) {
      continue;
    }
    const amount = new Decimal(t.amount);
    balance = credit ? balance.plus(amount) : balance.minus(amount);
    result.push({ transactionDate: LocalDate.parse(t.transaction_date), amount, runningBalance: balance, effect: credit ? 'deposit' : 'withdrawal' });
  }
  return result;
}

/**
 * What interest posting reads besides the account: the business date, the two interest configurations, the
 * money context and the products' accounting rules (cached per product). Read once per request, or once per
 * run of the posting job.
 */
export interface InterestPostingSettings {
  readonly today: LocalDate;
  readonly financialYearBeginningMonth: number;
  readonly postingAtCurrentPeriodEnd: boolean;
  readonly money: MoneyContext;
  readonly accountingRules: Map<number, number>;
}

/** Reads the settings interest posting needs (the configurations and the business date). */
export async function interestPostingSettings(ctx: CommandContext): Promise<InterestPostingSettings> {
  return {
    today: await ctx.clock.businessDate(),
    financialYearBeginningMonth: await financialYearBeginningMonth(ctx.db),
    postingAtCurrentPeriodEnd: await postingAtCurrentPeriodEnd(ctx.db),
    money: await ctx.moneyContext(),
    accountingRules: new Map(),
  };
}

async function accountingRuleOf(ctx: CommandContext, settings: InterestPostingSettings, row: SavingsAccountRow): Promise<number> {
  const productId = row.product_id ?? 0;
  const cached = settings.accountingRules.get(productId);
  if (cached !== undefined) {
    return cached;
  }
  const rule = await productAccounting(ctx, row);
  settings.accountingRules.set(productId, rule);
  return rule;
}

/** The dates of the account's interest postings a user asked for (Fineract's manual posting dates), with `postOn`. */
function manualPostingDates(transactions: readonly InterestInputTransaction[], postOn: LocalDate | undefined): LocalDate[] {
  const dates = transactions.filter((t) => t.transaction_type_enum === SavingsTransactionType.INTEREST_POSTING && t.is_manual === true).map((t) => LocalDate.parse(t.transaction_date));
  return postOn === undefined ? dates : [...dates, postOn];
}

/** The account's interest from the start of interest calculation to `upTo`, by its product terms and the tenant's configuration. */
function accountInterest(row: SavingsAccountRow, transactions: readonly InterestInputTransaction[], upTo: LocalDate, settings: InterestPostingSettings, postOn?: LocalDate): SavingsInterestResult | undefined {
  const start = row.start_interest_calculation_date ?? row.activatedon_date;
  const compounding = row.interest_compounding_period_enum;
  const posting = row.interest_posting_period_enum;
  const calculation = row.interest_calculation_type_enum;
  const daysInYear = row.interest_calculation_days_in_year_type_enum;
  if (start === null || !isCompoundingPeriodType(compounding) || !isPostingPeriodType(posting) || !isInterestCalculationType(calculation) || !isDaysInYearType(daysInYear)) {
    return undefined;
  }
  return calculateSavingsInterest({
    currency: { code: row.currency_code, digitsAfterDecimal: row.currency_digits, inMultiplesOf: row.currency_multiplesof },
    startInterestCalculationDate: LocalDate.parse(start),
    upToInterestCalculationDate: upTo,
    periodStartingBalance: new Decimal(0),
    transactions: balanceTransactions(transactions),
    nominalAnnualInterestRate: new Decimal(row.nominal_annual_interest_rate),
    compoundingPeriodType: compounding,
    postingPeriodType: posting,
    calculationType: calculation,
    daysInYearType: daysInYear,
    minBalanceForInterestCalculation: new Decimal(row.min_balance_for_interest_calculation ?? 0),
    allowOverdraft: row.allow_overdraft,
    nominalAnnualInterestRateOverdraft: new Decimal(row.nominal_annual_interest_rate_overdraft ?? 0),
    minOverdraftForInterestCalculation: new Decimal(row.min_overdraft_for_interest_calculation ?? 0),
    financialYearBeginningMonth: settings.financialYearBeginningMonth,
    interestPostingAtCurrentPeriodEnd: settings.postingAtCurrentPeriodEnd,
    postInterestAsOnDates: manualPostingDates(transactions, postOn),
    businessDate: upTo,
    transferInterestToOtherAccount: false,
    lockedInUntilDate: row.lockedin_until_date_derived === null ? undefined : LocalDate.parse(row.lockedin_until_date_derived),
  }, settings.money);
}

function requireActive(account: LockedSavingsAccount, action: string): void {
  if (account.row.status_enum !== SavingsAccountStatus.ACTIVE) {
    throw savingsRuleViolated(action, 'account.is.not.active');
  }
  requireActiveHolder(account);
}

/** POST /savingsaccounts/{id}?command=calculateInterest: the interest earned to the business date, stored as the account's total earned; nothing is posted. */
async function calculateInterest(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['locale', 'dateFormat']);
  const account = await requireSavingsAccount(ctx);
  requireActive(account, 'calculateInterest');
  const settings = await interestPostingSettings(ctx);
  const today = settings.today;
  const result = accountInterest(account.row, await findLiveTransactions(ctx.db, account.row.id), today, settings);
  await updateInterestTotals(ctx.db, account.row.id, ctx.user.id, {
    total_interest_earned_derived: (result?.totalInterestEarned ?? new Decimal(0)).toString(),
    last_interest_calculation_date: today.toString(),
  });
  return partiesOf(account.row, account.holder);
}

/** One posting the calculation wants on a date: interest (type 3) or overdraft interest (type 17). */
interface WantedPosting {
  readonly date: string;
  readonly type: number;
  readonly amount: Decimal;
  /** Posted on a date a user asked for. */
  readonly manual: boolean;
}

function wantedPostings(result: SavingsInterestResult | undefined, today: LocalDate): WantedPosting[] {
  return (result?.postingPeriods ?? [])
    .filter((p) => !p.dateOfPostingTransaction.isAfter(today) && !p.interestEarned.isZero())
    .map((p) => ({
      date: p.dateOfPostingTransaction.toString(),
      type: p.interestEarned.isNegative() ? SavingsTransactionType.OVERDRAFT_INTEREST : SavingsTransactionType.INTEREST_POSTING,
      amount: p.interestEarned.abs(),
      manual: p.isUserPosting,
    }));
}

/**
 * Posts the interest of every posting period ended by the business date (posting date: the day after the
 * period end, or the end itself under `savings-interest-posting-current-period-end`; a period ends the day
 * before a manual posting date, `postOn` or an earlier one). A period already posted with the same type and
 * amount is kept; one posted with another amount (a back-dated transaction changed it) is reversed and
 * posted again. Then the running balances and interest totals are refreshed. Answers the number of
 * postings written.
 */
export async function postAccountInterest(ctx: CommandContext, account: LockedSavingsAccount, given?: InterestPostingSettings, postOn?: LocalDate): Promise<number> {
  const { row, holder } = account;
  const settings = given ?? (await interestPostingSettings(ctx));
  const today = settings.today;
  const transactions = await findLiveTransactions(ctx.db, row.id);
  const result = accountInterest(row, transactions, today, settings, postOn);
  const existing = transactions.filter((t) => INTEREST_TYPES.includes(t.transaction_type_enum));
  const accountingRule = await accountingRuleOf(ctx, settings, row);
  const entry = (transactionId: number, date: string, type: number, amount: Decimal) => ({
    transactionId, accountId: row.id, productId: row.product_id ?? 0, accountingRule, officeId: holder.officeId, currencyCode: row.currency_code,
    date: LocalDate.parse(date), amount, overdraft: type === SavingsTransactionType.OVERDRAFT_INTEREST, submittedOnDate: today,
  });
  const taxes = transactions.filter((t) => t.transaction_type_enum === SavingsTransactionType.WITHHOLD_TAX);
  const withholding = row.withhold_tax && row.deposit_type_enum === SAVINGS_DEPOSIT;
  let earliest: string | undefined;
  let written = 0;
  // The live transactions after the postings: the reversed ones dropped, the new ones added (for the totals).
  const reversed = new Set<number>();
  const added: InterestInputTransaction[] = [];
  for (const wanted of wantedPostings(result, today)) {
    const old = existing.find((t) => t.transaction_date === wanted.date);
    if (old !== undefined && old.transaction_type_enum === wanted.type && new Decimal(old.amount).equals(wanted.amount)) {
      continue;
    }
    let withhold = withholding;
    if (old !== undefined) {
      await markSavingsTransactionReversed(ctx.db, old.id, ctx.user.id);
      reversed.add(old.id);
      await postInterestEntries(ctx, entry(old.id, old.transaction_date, old.transaction_type_enum, new Decimal(old.amount)), true);
      const oldTax = taxes.find((t) => t.transaction_date === wanted.date);
      if (oldTax !== undefined) {
        await reverseWithholdTax(ctx, entry(oldTax.id, oldTax.transaction_date, oldTax.transaction_type_enum, new Decimal(oldTax.amount)));
        reversed.add(oldTax.id);
      }
      withhold = oldTax !== undefined;
    }
    const id = await insertSavingsTransaction(ctx.db, {
      savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: wanted.type, is_reversed: false,
      transaction_date: wanted.date, amount: wanted.amount.toString(), submitted_on_date: today.toString(), created_by: ctx.user.id, is_manual: wanted.manual,
    });
    added.push({ id, transaction_type_enum: wanted.type, transaction_date: wanted.date, amount: wanted.amount.toString(), is_manual: wanted.manual });
    await postInterestEntries(ctx, entry(id, wanted.date, wanted.type, wanted.amount), false);
    if (withhold && wanted.type === SavingsTransactionType.INTEREST_POSTING) {
      const tax = await withholdTax(ctx, account, wanted, settings, (taxId, amount) => entry(taxId, wanted.date, SavingsTransactionType.WITHHOLD_TAX, amount));
      if (tax !== undefined) {
        added.push(tax);
      }
    }
    earliest = earliest === undefined || wanted.date < earliest ? wanted.date : earliest;
    written += 1;
  }
  if (earliest !== undefined) {
    await recomputeSavingsBalances(ctx.db, row.id, earliest, ctx.user.id, null);
  }
  const after = [...transactions.filter((t) => !reversed.has(t.id)), ...added].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.id - b.id);
  await updateInterestTotals(ctx.db, row.id, ctx.user.id, interestTotals(result, after, today));
  return written;
}

/**
 * Fineract's rule after a deposit, withdrawal, undo, modification, charge payment or waiver
 * (isBeforeLastPostingPeriod): when any of `dates` lies before the account's last interest posting that is
 * not reversed, the account's interest is posted again at once, as `postInterest` does. Else nothing is
 * read or written.
 */
export async function repostInterestIfBackdated(ctx: CommandContext, account: LockedSavingsAccount, ...dates: LocalDate[]): Promise<void> {
  const postedTill = account.row.interest_posted_till_date;
  if (postedTill === null || !dates.some((d) => d.toString() < postedTill)) {
    return;
  }
  await postAccountInterest(ctx, account);
}

/** Fineract's deposit account type of a plain savings account (withholding applies to these only). */
const SAVINGS_DEPOSIT = 100;

type LedgerEntry = Omit<PostedInterest, 'overdraft'>;

/**
 * Withholds the tax of the account's tax group on a posted interest amount (Fineract's createWithHoldTransaction):
 * each component's share rounded to the currency's digits with the tenant's rounding mode; when the total is
 * positive, a type 18 transaction on the posting date with one tax detail row per component, and its postings.
 */
async function withholdTax(ctx: CommandContext, account: LockedSavingsAccount, wanted: WantedPosting, settings: InterestPostingSettings, entryOf: (id: number, amount: Decimal) => LedgerEntry): Promise<InterestInputTransaction | undefined> {
  const { row, holder } = account;
  if (row.tax_group_id === null || !wanted.amount.isPositive()) {
    return undefined;
  }
  const today = settings.today;
  const { roundingMode } = settings.money;
  const shares = await splitTax(ctx.db, row.tax_group_id, wanted.amount, LocalDate.parse(wanted.date), row.currency_digits ?? 2, roundingMode);
  const total = shares.reduce((sum, s) => sum.plus(s.amount), new Decimal(0));
  if (!total.isPositive()) {
    return undefined;
  }
  const id = await insertSavingsTransaction(ctx.db, {
    savings_account_id: row.id, office_id: holder.officeId, payment_detail_id: null, transaction_type_enum: SavingsTransactionType.WITHHOLD_TAX, is_reversed: false,
    transaction_date: wanted.date, amount: total.toString(), submitted_on_date: today.toString(), created_by: ctx.user.id,
  });
  await insertTaxDetails(ctx.db, id, shares.map((s) => ({ taxComponentId: s.taxComponentId, creditAccountId: s.creditAccountId, amount: s.amount.toString() })));
  await postWithholdTaxEntries(ctx, { ...entryOf(id, total), shares }, false);
  return { id, transaction_type_enum: SavingsTransactionType.WITHHOLD_TAX, transaction_date: wanted.date, amount: total.toString(), is_manual: false };
}

/** Reverses a withhold tax transaction with its postings (the sides swapped, by its stored tax details). */
async function reverseWithholdTax(ctx: CommandContext, tax: LedgerEntry): Promise<void> {
  await markSavingsTransactionReversed(ctx.db, tax.transactionId, ctx.user.id);
  const details = await findTaxDetails(ctx.db, tax.transactionId);
  const accounts = await taxComponentCreditAccounts(ctx.db, details.map((d) => d.taxComponentId));
  const shares = details.map((d) => ({ creditAccountId: accounts.get(d.taxComponentId) ?? null, amount: new Decimal(d.amount) }));
  await postWithholdTaxEntries(ctx, { ...tax, shares }, true);
}

function interestTotals(result: SavingsInterestResult | undefined, transactions: readonly InterestInputTransaction[], today: LocalDate) {
  const sum = (type: number) => transactions.filter((t) => t.transaction_type_enum === type).reduce((total, t) => total.plus(t.amount), new Decimal(0));
  const lastPosted = transactions.filter((t) => INTEREST_TYPES.includes(t.transaction_type_enum)).at(-1)?.transaction_date ?? null;
  return {
    total_interest_earned_derived: (result?.totalInterestEarned ?? new Decimal(0)).toString(),
    total_interest_posted_derived: sum(SavingsTransactionType.INTEREST_POSTING).toString(),
    total_overdraft_interest_derived: sum(SavingsTransactionType.OVERDRAFT_INTEREST).toString(),
    total_withhold_tax_derived: sum(SavingsTransactionType.WITHHOLD_TAX).toString(),
    interest_posted_till_date: lastPosted,
    last_interest_calculation_date: today.toString(),
  };
}

/** `isPostInterestAsOn` and `transactionDate` of postInterest (resource `savingsaccount`). */
function readPostInterest(ctx: CommandContext): { asOn: boolean; date: LocalDate | undefined } {
  ctx.json.checkSupported(['locale', 'dateFormat', 'isPostInterestAsOn', 'transactionDate']);
  const v = new DataValidator('savingsaccount');
  const asOn = ctx.json.boolean('isPostInterestAsOn', v);
  const date = ctx.json.localDate('transactionDate', v);
  v.throwIfErrors();
  return { asOn: asOn === true, date };
}

/**
 * Fineract's checks of a posting date a user gives (PostInterestAsOnDateException, 403 each): a date is
 * given, not before the activation (or submission) date, not before any transaction of the account
 * (reversed ones included), and not in the future.
 */
async function checkPostInterestAsOn(ctx: CommandContext, row: SavingsAccountRow, date: LocalDate | undefined, today: LocalDate): Promise<LocalDate> {
  if (date === undefined) {
    throw postInterestAsOnRefused('VALID_DATE');
  }
  const text = date.toString();
  if (text < (row.activatedon_date ?? row.submittedon_date)) {
    throw postInterestAsOnRefused('ACTIVATION_DATE');
  }
  const last = await lastTransactionDate(ctx.db, row.id);
  if (last !== null && text < last) {
    throw postInterestAsOnRefused('LAST_TRANSACTION_DATE');
  }
  if (date.isAfter(today)) {
    throw postInterestAsOnRefused('FUTURE_DATE');
  }
  return date;
}

/**
 * POST /savingsaccounts/{id}?command=postInterest; with `isPostInterestAsOn` the period running on
 * `transactionDate` ends the day before it and its interest is posted on that date (a manual posting).
 */
async function postInterest(ctx: CommandContext): Promise<CommandResult> {
  const request = readPostInterest(ctx);
  const account = await requireSavingsAccount(ctx);
  requireActive(account, 'postInterest');
  const settings = await interestPostingSettings(ctx);
  const postOn = request.asOn ? await checkPostInterestAsOn(ctx, account.row, request.date, settings.today) : undefined;
  if (hasInterestRate(account.row)) {
    await postAccountInterest(ctx, account, settings, postOn);
  }
  return partiesOf(account.row, account.holder);
}

/** Fineract posts only for an account with a positive rate, or with overdraft and a positive overdraft rate. */
function hasInterestRate(row: SavingsAccountRow): boolean {
  return new Decimal(row.nominal_annual_interest_rate).isPositive() || (row.allow_overdraft && new Decimal(row.nominal_annual_interest_rate_overdraft ?? 0).isPositive());
}

/**
 * POST /savingsaccounts/{id}?command=updateWithHoldTax (Fineract's modifyWithHoldTax): sets the account's
 * `withHoldTax` flag; turning it on or off needs the account to have a tax group (400
 * `validation.msg.account.withHoldTax.not.supported`). Answers the change, when there is one.
 */
async function updateWithHoldTax(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['locale', 'withHoldTax']);
  const v = new DataValidator('account');
  const value = ctx.json.boolean('withHoldTax', v);
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  const { row } = account;
  if (value === undefined || value === row.withhold_tax) {
    return { resourceId: row.id, savingsId: row.id };
  }
  if (row.tax_group_id === null) {
    throw new ValidationError([parameterError('validation.msg.account.withHoldTax.not.supported', 'The parameter `withHoldTax` is not supported.', 'withHoldTax', [value])]);
  }
  await updateSavingsAccount(ctx.db, row.id, ctx.user.id, { withhold_tax: value });
  return { resourceId: row.id, savingsId: row.id, changes: { withHoldTax: value } };
}

export const savingsInterestCommandHandlers = [
  commandHandler(ENTITY, 'UPDATEWITHHOLDTAX', updateWithHoldTax),
  commandHandler(ENTITY, 'CALCULATEINTEREST', calculateInterest),
  commandHandler(ENTITY, 'POSTINTEREST', postInterest),
];
