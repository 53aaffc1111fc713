import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { EntityAccountType, generateAccountNumber } from '../../organisation/index.ts';
import { chargeCurrencyMismatch, chargeNotForSavings, chargeNotFound, savingsProductNotFound } from '../savings-products/savings-products.errors.ts';
import { findSavingsProductById, type SavingsProductRow } from '../savings-products/savings-products.repository.ts';
import { readSavingsApplication, type SavingsApplication } from './domain/savings-application.ts';
import { SavingsAccountStatus, SavingsAccountType } from './domain/savings-account-status.ts';
import {
  findChargeDefinitions,
  findClientHolder,
  findGroupHolder,
  findProductChargeDefinitions,
  insertAccountCharges,
  staffExists,
  type AccountChargeDefinition,
} from './savings-account-application.repository.ts';
import {
  accountNoInUse,
  clientNotActive,
  clientNotFound,
  externalIdInUse,
  groupNotActive,
  groupNotFound,
  savingsAccountNotFound,
  savingsRuleViolated,
  staffNotFound,
} from './savings-accounts.errors.ts';
import {
  deleteSavingsAccount,
  findSavingsAccountForUpdate,
  insertOfficerAssignment,
  insertSavingsAccount,
  nextSavingsAccountId,
  resetOfficerAssignment,
  updateSavingsAccount,
  type AccountHolder,
  type LockedSavingsAccount,
  type SavingsAccountChanges,
  type SavingsAccountRow,
} from './savings-accounts.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';
const ACTIVE_HOLDER = 300;
const CHARGE_APPLIES_TO_SAVINGS = 2;

/** Fineract's result ids of a savings account command. */
export function partiesOf(account: Pick<SavingsAccountRow, 'id' | 'client_id' | 'group_id'>, holder: Pick<AccountHolder, 'officeId'>): CommandResult {
  return { officeId: holder.officeId, clientId: account.client_id, groupId: account.group_id, savingsId: account.id, resourceId: account.id };
}

/** Locks and answers the command's account (404 when unknown). */
export async function requireSavingsAccount(ctx: CommandContext): Promise<LockedSavingsAccount> {
  const id = ctx.entityId ?? 0;
  const found = await findSavingsAccountForUpdate(ctx.db, id);
  if (found === undefined) {
    throw savingsAccountNotFound(id);
  }
  return found;
}

/** The client or group must exist (404) and be active (403). */
async function requireActiveHolder(db: Kysely<object>, app: SavingsApplication): Promise<AccountHolder> {
  if (app.clientId !== undefined) {
    const client = await findClientHolder(db, app.clientId);
    if (client === undefined) {
      throw clientNotFound(app.clientId);
    }
    if (client.status !== ACTIVE_HOLDER) {
      throw clientNotActive(client.id);
    }
    return client;
  }
  const groupId = app.groupId ?? 0;
  const group = await findGroupHolder(db, groupId);
  if (group === undefined) {
    throw groupNotFound(groupId);
  }
  if (group.status !== ACTIVE_HOLDER) {
    throw groupNotActive(group.id);
  }
  return group;
}

/** Fineract's submittal rules: not in the future, not before the holder's activation. */
export function checkSubmittedOn(date: LocalDate, holder: AccountHolder, today: LocalDate): void {
  if (date.isAfter(today)) {
    throw savingsRuleViolated('summital', 'cannot.be.a.future.date', [date.toString()], 'submittedOnDate');
  }
  if (holder.activationDate !== null && date.toString() < holder.activationDate) {
    throw savingsRuleViolated('summital', 'cannot.be.before.client.activation.date', [holder.activationDate], 'submittedOnDate');
  }
}

const text = (value: Decimal | undefined): string | undefined => value?.toString();

/** The account's terms: the application's where sent, else the product's. */
function termsOf(app: SavingsApplication, p: SavingsProductRow) {
  const overdraft = app.allowOverdraft ?? p.allow_overdraft;
  const lockinFrequency = app.lockinPeriodFrequency === undefined ? p.lockin_period_frequency : String(app.lockinPeriodFrequency);
  return {
    nominal_annual_interest_rate: text(app.nominalAnnualInterestRate) ?? p.nominal_annual_interest_rate,
    interest_compounding_period_enum: app.interestCompoundingPeriodType ?? p.interest_compounding_period_enum,
    interest_posting_period_enum: app.interestPostingPeriodType ?? p.interest_posting_period_enum,
    interest_calculation_type_enum: app.interestCalculationType ?? p.interest_calculation_type_enum,
    interest_calculation_days_in_year_type_enum: app.interestCalculationDaysInYearType ?? p.interest_calculation_days_in_year_type_enum,
    min_required_opening_balance: text(app.minRequiredOpeningBalance) ?? p.min_required_opening_balance,
    lockin_period_frequency: lockinFrequency,
    lockin_period_frequency_enum: lockinFrequency === null ? null : (app.lockinPeriodFrequencyType ?? p.lockin_period_frequency_enum),
    withdrawal_fee_for_transfer: app.withdrawalFeeForTransfers ?? p.withdrawal_fee_for_transfer,
    allow_overdraft: overdraft,
    overdraft_limit: overdraft ? (text(app.overdraftLimit) ?? p.overdraft_limit ?? '0') : null,
    nominal_annual_interest_rate_overdraft: overdraft ? (text(app.nominalAnnualInterestRateOverdraft) ?? p.nominal_annual_interest_rate_overdraft ?? '0') : '0',
    min_overdraft_for_interest_calculation: overdraft ? (text(app.minOverdraftForInterestCalculation) ?? p.min_overdraft_for_interest_calculation ?? '0') : '0',
    enforce_min_required_balance: app.enforceMinRequiredBalance ?? p.enforce_min_required_balance,
    min_required_balance: text(app.minRequiredBalance) ?? p.min_required_balance,
    min_balance_for_interest_calculation: p.min_balance_for_interest_calculation,
    withhold_tax: app.withHoldTax ?? p.withhold_tax,
    tax_group_id: p.tax_group_id,
    is_lien_allowed: app.lienAllowed ?? p.is_lien_allowed ?? false,
    max_allowed_lien_limit: text(app.maxAllowedLienLimit) ?? p.max_allowed_lien_limit,
  };
}

async function requireProduct(db: Kysely<object>, productId: number): Promise<SavingsProductRow> {
  const product = await findSavingsProductById(db, productId);
  if (product === undefined) {
    throw savingsProductNotFound(productId);
  }
  return product;
}

async function requireStaff(db: Kysely<object>, staffId: number | undefined): Promise<void> {
  if (staffId !== undefined && !(await staffExists(db, staffId))) {
    throw staffNotFound(staffId);
  }
}

/** The charges of the application (`charges: [{chargeId, amount}]`) or, without them, the product's. */
async function chargesOf(ctx: CommandContext, product: SavingsProductRow): Promise<Array<{ definition: AccountChargeDefinition; amount: string }>> {
  const sent = ctx.json.json.charges;
  if (!Array.isArray(sent)) {
    return (await findProductChargeDefinitions(ctx.db, product.id)).map((definition) => ({ definition, amount: definition.amount }));
  }
  const wanted = sent.map((c: unknown) => (typeof c === 'object' && c !== null ? (c as Record<string, unknown>) : {}));
  const ids = wanted.map((c) => Number(c.chargeId ?? c.id ?? 0));
  const definitions = new Map((await findChargeDefinitions(ctx.db, ids)).map((d) => [d.id, d]));
  return wanted.map((c, i) => {
    const id = ids[i] ?? 0;
    const definition = definitions.get(id);
    if (definition === undefined) {
      throw chargeNotFound(id);
    }
    if (definition.charge_applies_to_enum !== CHARGE_APPLIES_TO_SAVINGS) {
      throw chargeNotForSavings(id);
    }
    if (definition.currency_code !== product.currency_code) {
      throw chargeCurrencyMismatch(id);
    }
    const amount = typeof c.amount === 'number' || typeof c.amount === 'string' ? new Decimal(c.amount).toString() : definition.amount;
    return { definition, amount };
  });
}

/** The unique account number and external id answer with Fineract's 403 codes. */
function duplicateAware(accountNo: string, externalId: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const constraint = String((error as { constraint?: string }).constraint ?? (error as Error).message);
      throw constraint.includes('external') ? externalIdInUse(externalId ?? '') : accountNoInUse(accountNo);
    }
    throw error;
  };
}

/** POST /savingsaccounts: a submitted application (status 100) with the product's terms unless overridden. */
async function createSavingsAccount(ctx: CommandContext): Promise<CommandResult> {
  const app = readSavingsApplication(ctx.json, 'create');
  const holder = await requireActiveHolder(ctx.db, app);
  const product = await requireProduct(ctx.db, app.productId ?? 0);
  await requireStaff(ctx.db, app.fieldOfficerId);
  const submittedOn = app.submittedOnDate as LocalDate;
  checkSubmittedOn(submittedOn, holder, await ctx.clock.businessDate());
  const charges = await chargesOf(ctx, product);
  const id = await nextSavingsAccountId(ctx.db);
  const accountNo = app.accountNo ?? (await generateAccountNumber(ctx.db, EntityAccountType.SAVINGS, { id, officeName: holder.officeName, productShortName: product.short_name }));
  await insertSavingsAccount(ctx.db, {
    ...termsOf(app, product),
    id, account_no: accountNo, external_id: app.externalId ?? null, client_id: app.clientId ?? null, group_id: app.groupId ?? null,
    product_id: product.id, field_officer_id: app.fieldOfficerId ?? null, status_enum: SavingsAccountStatus.SUBMITTED_AND_PENDING_APPROVAL, sub_status_enum: 0,
    account_type_enum: app.clientId === undefined ? SavingsAccountType.GROUP : SavingsAccountType.INDIVIDUAL, deposit_type_enum: 100,
    submittedon_date: submittedOn.toString(), submittedon_userid: ctx.user.id, currency_code: product.currency_code, currency_digits: product.currency_digits,
    currency_multiplesof: product.currency_multiplesof, account_balance_derived: '0', version: 1, created_by: ctx.user.id, last_modified_by: ctx.user.id,
  }).catch(duplicateAware(accountNo, app.externalId));
  await insertAccountCharges(ctx.db, id, ctx.user.id, charges);
  if (app.fieldOfficerId !== undefined) {
    await insertOfficerAssignment(ctx.db, id, app.fieldOfficerId, submittedOn.toString(), ctx.user.id);
  }
  return partiesOf({ id, client_id: app.clientId ?? null, group_id: app.groupId ?? null }, holder);
}

/** The members of the request whose value differs from the stored one (Fineract's `changes`). */
function changesOf(before: SavingsAccountRow, after: SavingsAccountChanges, json: Readonly<Record<string, unknown>>, columns: Readonly<Record<string, keyof SavingsAccountRow>>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columns)) {
    const was = before[column];
    const is = (after as Record<string, unknown>)[column];
    const numeric = (v: unknown): v is string => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v);
    const same = numeric(was) && numeric(is) ? new Decimal(was).equals(is) : was === is;
    if (json[name] !== undefined && !same) {
      changes[name] = json[name];
    }
  }
  return changes;
}

const TRACKED: Readonly<Record<string, keyof SavingsAccountRow>> = {
  productId: 'product_id', fieldOfficerId: 'field_officer_id', externalId: 'external_id', accountNo: 'account_no', submittedOnDate: 'submittedon_date',
  nominalAnnualInterestRate: 'nominal_annual_interest_rate', interestCompoundingPeriodType: 'interest_compounding_period_enum',
  interestPostingPeriodType: 'interest_posting_period_enum', interestCalculationType: 'interest_calculation_type_enum',
  interestCalculationDaysInYearType: 'interest_calculation_days_in_year_type_enum', minRequiredOpeningBalance: 'min_required_opening_balance',
  lockinPeriodFrequency: 'lockin_period_frequency', lockinPeriodFrequencyType: 'lockin_period_frequency_enum', withdrawalFeeForTransfers: 'withdrawal_fee_for_transfer',
  allowOverdraft: 'allow_overdraft', overdraftLimit: 'overdraft_limit', nominalAnnualInterestRateOverdraft: 'nominal_annual_interest_rate_overdraft',
  minOverdraftForInterestCalculation: 'min_overdraft_for_interest_calculation', enforceMinRequiredBalance: 'enforce_min_required_balance',
  minRequiredBalance: 'min_required_balance', withHoldTax: 'withhold_tax', lienAllowed: 'is_lien_allowed', maxAllowedLienLimit: 'max_allowed_lien_limit',
};

/** The stored terms as an application, so an update keeps what it does not send. */
function storedApplication(row: SavingsAccountRow): SavingsProductRow {
  return {
    ...row, id: row.product_id ?? 0, name: '', short_name: '', description: null, deposit_type_enum: 100, accounting_type: 1,
    is_dormancy_tracking_active: null, days_to_inactive: null, days_to_dormancy: null, days_to_escheat: null,
  } as unknown as SavingsProductRow;
}

/** PUT /savingsaccounts/{id}: changes a submitted application; a new product brings its terms. */
async function updateSavingsAccountCommand(ctx: CommandContext): Promise<CommandResult> {
  const { row, holder } = await requireSavingsAccount(ctx);
  const app = readSavingsApplication(ctx.json, 'update');
  if (row.status_enum !== SavingsAccountStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw savingsRuleViolated('modify', 'not.in.submittedandpendingapproval.state');
  }
  const newProduct = app.productId !== undefined && app.productId !== row.product_id ? await requireProduct(ctx.db, app.productId) : undefined;
  await requireStaff(ctx.db, app.fieldOfficerId);
  if (app.submittedOnDate !== undefined) {
    checkSubmittedOn(app.submittedOnDate, holder, await ctx.clock.businessDate());
  }
  const after: SavingsAccountChanges = {
    ...termsOf(app, newProduct ?? storedApplication(row)),
    product_id: newProduct?.id ?? row.product_id, field_officer_id: app.fieldOfficerId ?? row.field_officer_id, external_id: app.externalId ?? row.external_id,
    account_no: app.accountNo ?? row.account_no, submittedon_date: app.submittedOnDate?.toString() ?? row.submittedon_date,
    ...(newProduct === undefined ? {} : { currency_code: newProduct.currency_code, currency_digits: newProduct.currency_digits, currency_multiplesof: newProduct.currency_multiplesof }),
  };
  const changes = changesOf(row, after, ctx.json.json, TRACKED);
  if (Object.keys(changes).length > 0) {
    await updateSavingsAccount(ctx.db, row.id, ctx.user.id, after).catch(duplicateAware(after.account_no ?? row.account_no, app.externalId));
    if (changes.fieldOfficerId !== undefined || changes.submittedOnDate !== undefined) {
      await resetOfficerAssignment(ctx.db, row.id, after.field_officer_id ?? null, after.submittedon_date ?? row.submittedon_date, ctx.user.id);
    }
  }
  const withFormat = Object.keys(changes).length > 0 ? { ...changes, locale: ctx.json.json.locale, dateFormat: ctx.json.json.dateFormat } : changes;
  return { ...partiesOf(row, holder), changes: Object.fromEntries(Object.entries(withFormat).filter(([, v]) => v !== undefined)) };
}

/** DELETE /savingsaccounts/{id}: only a submitted application. */
async function deleteSavingsAccountCommand(ctx: CommandContext): Promise<CommandResult> {
  const { row, holder } = await requireSavingsAccount(ctx);
  if (row.status_enum !== SavingsAccountStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw savingsRuleViolated('delete', 'not.in.submittedandpendingapproval.state');
  }
  await deleteSavingsAccount(ctx.db, row.id);
  return partiesOf(row, holder);
}


export const savingsAccountCommandHandlers = [
  commandHandler(ENTITY, 'CREATE', createSavingsAccount),
  commandHandler(ENTITY, 'UPDATE', updateSavingsAccountCommand),
  commandHandler(ENTITY, 'DELETE', deleteSavingsAccountCommand),
];
