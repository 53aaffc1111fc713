import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { collateralCurrencyNotFound, collateralTypeAttached, collateralTypeNotFound } from './collateral-types.errors.ts';
import {
  deleteCollateralType,
  findCollateralType,
  findPlatformCurrencyByCode,
  insertCollateralType,
  updateCollateralType,
  type CollateralTypeRecord,
  type CollateralTypeValues,
} from './collateral-types.repository.ts';

/**
 * What holds a collateral type: the clients module registers client holdings (quantity > 0), and the loans
 * module pledges not released to a loan that is still open. Deleting a type is refused while anything uses it.
 */
export const collateralTypeUsage = new UsageRegistry<number>('collateral type');

const RESOURCE = 'collateral-management';
const PARAMETERS = ['name', 'quality', 'unitType', 'basePrice', 'pctToBase', 'currency', 'locale'];
/** The text members and their limits (the column lengths of m_collateral_management). */
const MAX_LENGTH = { name: 20, quality: 40, unitType: 10 } as const;

type CollateralTypeRow = Omit<CollateralTypeRecord, 'currency_code'>;

interface CollateralTypeInput {
  readonly name: string | undefined;
  readonly quality: string | undefined;
  readonly unitType: string | undefined;
  readonly basePrice: Decimal | undefined;
  readonly pctToBase: Decimal | undefined;
  readonly currency: string | undefined;
}

/** Fineract's two codes for a member missing on create: `<p>.cannot.be.blank` and `<p>.<p>.not.exists`. */
function missing(v: DataValidator, name: string): void {
  v.parameter(name, undefined).notBlank();
  v.failWithCode(name, `${name}.not.exists`);
}

/** Whether the member is to be checked: always on create, on update only when sent. */
const sent = (json: JsonCommand, name: string): boolean => json.json[name] !== undefined;

function readText(json: JsonCommand, v: DataValidator, name: string, creating: boolean, maxLength?: number): string | undefined {
  if (!sent(json, name) || json.json[name] === null) {
    if (creating) {
      missing(v, name);
    } else if (sent(json, name)) {
      v.parameter(name, null).notBlank();
    }
    return undefined;
  }
  const text = json.trimmedString(name);
  const rules = v.parameter(name, text).notBlank();
  if (maxLength !== undefined) {
    rules.notExceedingLengthOf(maxLength);
  }
  return text;
}

function readPositiveDecimal(json: JsonCommand, v: DataValidator, name: string, creating: boolean): Decimal | undefined {
  if (!sent(json, name) || json.json[name] === null) {
    if (creating) {
      missing(v, name);
    } else if (sent(json, name)) {
      v.parameter(name, null).notBlank();
    }
    return undefined;
  }
  const value = json.decimal(name, v);
  if (!v.hasErrorFor(name)) {
    v.parameter(name, value).notBlank().positive();
  }
  return value;
}

/**
 * The body of POST (`creating`: every member required, `locale` too) or PUT (the members sent), checked in
 * Fineract's order: locale, currency, quality, basePrice, unitType, pctToBase, name.
 */
function readCollateralType(json: JsonCommand, creating: boolean): CollateralTypeInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  if (json.has('locale')) {
    json.locale(v);
  } else if (creating) {
    missing(v, 'locale');
  }
  const currency = readText(json, v, 'currency', creating);
  const quality = readText(json, v, 'quality', creating, MAX_LENGTH.quality);
  const basePrice = readPositiveDecimal(json, v, 'basePrice', creating);
  const unitType = readText(json, v, 'unitType', creating, MAX_LENGTH.unitType);
  const pctToBase = readPositiveDecimal(json, v, 'pctToBase', creating);
  const name = readText(json, v, 'name', creating, MAX_LENGTH.name);
  v.throwIfErrors();
  return { name, quality, unitType, basePrice, pctToBase, currency };
}

/** The platform currency's id; 404 `error.msg.currency.currencyCode.invalid` for an unknown code. */
async function requireCurrency(db: Kysely<object>, code: string): Promise<number> {
  const currency = await findPlatformCurrencyByCode(db, code);
  if (currency === undefined) {
    throw collateralCurrencyNotFound(code);
  }
  return currency.id;
}

/** POST /collateral-management. */
async function createCollateralType(ctx: CommandContext): Promise<CommandResult> {
  const input = readCollateralType(ctx.json, true);
  const values: CollateralTypeValues = {
    name: input.name ?? '',
    quality: input.quality ?? '',
    base_price: (input.basePrice ?? new Decimal(0)).toString(),
    unit_type: input.unitType ?? '',
    pct_to_base: (input.pctToBase ?? new Decimal(0)).toString(),
    currency: await requireCurrency(ctx.db, input.currency ?? ''),
  };
  return { resourceId: await insertCollateralType(ctx.db, values) };
}

async function loadCollateralType(db: Kysely<object>, collateralId: number): Promise<CollateralTypeRecord> {
  const record = await findCollateralType(db, collateralId);
  if (record === undefined) {
    throw collateralTypeNotFound(collateralId);
  }
  return record;
}

/** The stored text of a decimal when `sent` differs from it (numerically), else undefined. */
function changedDecimal(stored: string, sent: Decimal | undefined): string | undefined {
  return sent === undefined || new Decimal(stored).equals(sent) ? undefined : sent.toString();
}

/**
 * PUT /collateral-management/{collateralId}: the members sent are checked as on create and applied;
 * `changes` reports name, quality, unitType, basePrice and pctToBase. A currency sent is applied but not
 * reported (as Fineract); without one the type keeps its currency.
 */
async function updateCollateralTypeCommand(ctx: CommandContext): Promise<CommandResult> {
  const collateralId = ctx.entityId ?? 0;
  const input = readCollateralType(ctx.json, false);
  const record = await loadCollateralType(ctx.db, collateralId);
  const set = new ChangeSet<CollateralTypeRow>(record)
    .track('name', 'name', input.name)
    .track('quality', 'quality', input.quality)
    .track('unitType', 'unit_type', input.unitType)
    .track('basePrice', 'base_price', changedDecimal(record.base_price, input.basePrice), input.basePrice)
    .track('pctToBase', 'pct_to_base', changedDecimal(record.pct_to_base, input.pctToBase), input.pctToBase);
  const values: Partial<CollateralTypeValues> = { ...set.values };
  if (input.currency !== undefined) {
    const currencyId = await requireCurrency(ctx.db, input.currency);
    if (currencyId !== record.currency) {
      values.currency = currencyId;
    }
  }
  if (Object.keys(values).length > 0) {
    await updateCollateralType(ctx.db, collateralId, values);
  }
  return set.isEmpty ? { resourceId: collateralId } : { resourceId: collateralId, changes: set.changes };
}

/**
 * DELETE /collateral-management/{collateralId}: refused (403 COLLATERAL_IS_ALREADY_ATTACHED) while a client
 * holds a quantity > 0 of the type, or (once loans exist) units of it are pledged to a live loan.
 */
async function deleteCollateralTypeCommand(ctx: CommandContext): Promise<CommandResult> {
  const collateralId = ctx.entityId ?? 0;
  await loadCollateralType(ctx.db, collateralId);
  await collateralTypeUsage.refuseIfUsed(ctx.db, collateralId, () => collateralTypeAttached(collateralId));
  await deleteCollateralType(ctx.db, collateralId);
  return { resourceId: collateralId };
}

export const collateralTypeCommandHandlers = [
  commandHandler('COLLATERAL_PRODUCT', 'CREATE', createCollateralType),
  commandHandler('COLLATERAL_PRODUCT', 'UPDATE', updateCollateralTypeCommand),
  commandHandler('COLLATERAL_PRODUCT', 'DELETE', deleteCollateralTypeCommand),
];
