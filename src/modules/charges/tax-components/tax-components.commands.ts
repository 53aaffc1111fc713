import type { LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { GlAccountUsage, requireGlAccount } from '../../accounting/index.ts';
import { firstGroupTotalExcess, type TaxComponentRates } from '../tax-groups/domain/tax-group-total.ts';
import { componentGroupTotalExceeded } from '../tax-groups/tax-groups.errors.ts';
import { groupIdsOfComponent, listMappings, toMembership } from '../tax-groups/tax-groups.repository.ts';
import { taxComponentNotFound } from './tax-components.errors.ts';
import { findTaxComponentById, insertTaxComponent, insertTaxComponentHistory, loadComponentRates, updateTaxComponent, type TaxComponentRow } from './tax-components.repository.ts';

const CREATE_PARAMETERS = ['dateFormat', 'locale', 'name', 'percentage', 'startDate', 'debitAccountType', 'debitAcountId', 'creditAccountType', 'creditAcountId'];
const UPDATE_PARAMETERS = ['dateFormat', 'locale', 'name', 'percentage', 'startDate'];
/** The width of m_tax_component.name. */
const NAME_MAX_LENGTH = 50;
const MAX_PERCENTAGE = 100;
/** Fineract's GLAccountType ids: asset, liability, equity, income, expense. */
const GL_ACCOUNT_TYPES = [1, 2, 3, 4, 5];

export function checkName(v: DataValidator, json: JsonCommand, required: boolean): string | undefined {
  if (required || json.has('name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  return json.trimmedString('name');
}

/** Greater than zero and at most 100 (Fineract's positiveAmount and notGreaterThanMax). */
function readPercentage(v: DataValidator, json: JsonCommand, required: boolean): Decimal | undefined {
  if (!required && !json.has('percentage')) {
    return undefined;
  }
  const percentage = json.decimal('percentage', v);
  if (v.hasErrorFor('percentage')) {
    return undefined;
  }
  v.parameter('percentage', percentage).notBlank().positive();
  if (percentage !== undefined && percentage.greaterThan(MAX_PERCENTAGE)) {
    const message = `The parameter \`percentage\` value ${percentage.toString()} must not be more than maximum value ${MAX_PERCENTAGE}`;
    v.fail('percentage', 'is.greater.than.max', message, [percentage.toNumber(), MAX_PERCENTAGE]);
  }
  return percentage;
}

/** The GL account type and account id of one side of the component's postings. */
interface AccountSide {
  readonly idName: string;
  readonly type: number | undefined;
  readonly id: number | undefined;
}

/** A debit or credit account: type and id go together (Fineract's TaxValidator). */
function readAccount(v: DataValidator, json: JsonCommand, side: 'debit' | 'credit'): AccountSide {
  const typeName = `${side}AccountType`;
  const idName = `${side}AcountId`;
  const type = json.long(typeName, v);
  const id = json.long(idName, v);
  if (!v.hasErrorFor(typeName)) {
    v.parameter(typeName, type).isOneOf(GL_ACCOUNT_TYPES);
  }
  if (!v.hasErrorFor(idName)) {
    v.parameter(idName, id).positive();
  }
  if (type !== undefined || id !== undefined) {
    for (const [name, value] of [[typeName, type], [idName, id]] as const) {
      if (!v.hasErrorFor(name)) {
        v.parameter(name, value).notBlank();
      }
    }
  }
  return { idName, type, id };
}

/**
 * Each account named must exist (404), be a detail account and be of the type sent with it (Fineract's
 * `not.a.valid.account`); the debit side is looked up first. A disabled account is accepted, as in Fineract.
 */
async function checkAccounts(db: Kysely<object>, sides: readonly AccountSide[]): Promise<void> {
  const v = new DataValidator('tax.component');
  for (const side of sides) {
    if (side.id === undefined) {
      continue;
    }
    const account = await requireGlAccount(db, side.id);
    if (account.type !== side.type || account.usage === GlAccountUsage.HEADER) {
      v.failWithCode(side.idName, 'not.a.valid.account', [side.id]);
    }
  }
  v.throwIfErrors();
}

function notBefore(v: DataValidator, name: string, date: LocalDate | undefined, earliest: LocalDate): void {
  if (date !== undefined && date.isBefore(earliest)) {
    v.fail(name, 'is.less.than.date', `The parameter \`${name}\` must be greater than the provided date${earliest.toString()}`, [date.toString(), earliest.toString()]);
  }
}

async function createTaxComponent(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(CREATE_PARAMETERS);
  const v = new DataValidator('tax.component');
  const name = checkName(v, ctx.json, true);
  const percentage = readPercentage(v, ctx.json, true);
  const debit = readAccount(v, ctx.json, 'debit');
  const credit = readAccount(v, ctx.json, 'credit');
  const startDate = ctx.json.localDate('startDate', v);
  v.throwIfErrors();
  await checkAccounts(ctx.db, [debit, credit]);
  const id = await insertTaxComponent(
    ctx.db,
    {
      name: name ?? '',
      percentage: percentage?.toString() ?? '0',
      debit_account_type_enum: debit.type ?? null,
      debit_account_id: debit.id ?? null,
      credit_account_type_enum: credit.type ?? null,
      credit_account_id: credit.id ?? null,
      start_date: (startDate ?? (await ctx.clock.businessDate())).toString(),
    },
    ctx.user.id,
  );
  return { resourceId: id };
}

/** The spec's limit in every group the component belongs to, with the component's new rates. */
async function checkGroupsOf(db: Kysely<object>, componentId: number, newRates: TaxComponentRates): Promise<void> {
  const v = new DataValidator('tax.component');
  for (const groupId of await groupIdsOfComponent(db, componentId)) {
    const memberships = (await listMappings(db, groupId)).map(toMembership);
    const rates = await loadComponentRates(db, memberships.map((m) => m.componentId));
    rates.set(componentId, newRates);
    const excess = firstGroupTotalExcess(memberships, rates, MAX_PERCENTAGE);
    if (excess !== undefined) {
      v.add(componentGroupTotalExceeded(excess, groupId));
    }
  }
  v.throwIfErrors();
}

async function loadTaxComponent(db: Kysely<object>, id: number): Promise<TaxComponentRow> {
  const row = await findTaxComponentById(db, id);
  if (row === undefined) {
    throw taxComponentNotFound(id);
  }
  return row;
}

/**
 * PUT /taxes/component/{id}: a new name, or a new percentage from `startDate` (default: the business date),
 * the old one kept in the history up to that date. A start date is never before the business date nor
 * before the current rate's start.
 */
async function updateTaxComponentCommand(ctx: CommandContext): Promise<CommandResult> {
  const id = ctx.entityId ?? 0;
  ctx.json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator('tax.component');
  const name = checkName(v, ctx.json, false);
  const percentage = readPercentage(v, ctx.json, false);
  const startDate = ctx.json.localDate('startDate', v);
  const today = await ctx.clock.businessDate();
  notBefore(v, 'startDate', startDate, today);
  v.throwIfErrors();
  const row = await loadTaxComponent(ctx.db, id);
  const current = (await loadComponentRates(ctx.db, [id])).get(id);
  const startRule = new DataValidator('tax.component');
  if (current !== undefined) {
    notBefore(startRule, 'startDate', startDate, current.startDate);
  }
  startRule.throwIfErrors();
  const changes: Record<string, unknown> = {};
  if (name !== undefined && name !== row.name) {
    changes.name = name;
    await updateTaxComponent(ctx.db, id, { name }, ctx.user.id);
  }
  if (percentage !== undefined && current !== undefined && !percentage.equals(current.percentage)) {
    const newStart = startDate ?? today;
    await checkGroupsOf(ctx.db, id, { percentage, startDate: newStart, history: [...current.history, { percentage: current.percentage, startDate: current.startDate, endDate: newStart }] });
    await insertTaxComponentHistory(ctx.db, { tax_component_id: id, percentage: row.percentage, start_date: row.start_date, end_date: newStart.toString() }, ctx.user.id);
    await updateTaxComponent(ctx.db, id, { percentage: percentage.toString(), start_date: newStart.toString() }, ctx.user.id);
    changes.percentage = percentage;
    changes.startDate = newStart;
  }
  return { resourceId: id, changes };
}

export const taxComponentCommandHandlers = [commandHandler('TAXCOMPONENT', 'CREATE', createTaxComponent), commandHandler('TAXCOMPONENT', 'UPDATE', updateTaxComponentCommand)];
