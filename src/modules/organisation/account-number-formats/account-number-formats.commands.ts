import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { accountNumberFormatNotFound, duplicateAccountType } from './account-number-formats.errors.ts';
import {
  deleteAccountNumberFormat,
  findAccountNumberFormatByAccountType,
  findAccountNumberFormatById,
  insertAccountNumberFormat,
  updateAccountNumberFormat,
  type AccountNumberFormatRow,
  type AccountNumberFormatValues,
} from './account-number-formats.repository.ts';
import {
  ACCOUNT_TYPE_MAX_ID,
  ACCOUNT_TYPE_MIN_ID,
  AccountNumberPrefixType,
  accountTypeOption,
  allowedPrefixTypes,
  isEntityAccountType,
  prefixTypeOption,
  type EntityAccountTypeId,
} from './domain/account-number-enums.ts';
import { accountNumberLength, composeAccountNumber, DEFAULT_ACCOUNT_NUMBER_LENGTH, type AccountNumberParts } from './domain/account-number.ts';

const RESOURCE = 'accountNumberFormat';
const PREFIX_CHARACTER_MAX_LENGTH = 50;

function sent(json: JsonCommand, name: string): boolean {
  return Object.hasOwn(json.json, name);
}

function readAccountType(json: JsonCommand, v: DataValidator): EntityAccountTypeId | undefined {
  const accountType = json.long('accountType', v);
  if (!v.hasErrorFor('accountType')) {
    v.parameter('accountType', accountType).notBlank().positive().inMinMaxRange(ACCOUNT_TYPE_MIN_ID, ACCOUNT_TYPE_MAX_ID);
  }
  return accountType !== undefined && isEntityAccountType(accountType) ? accountType : undefined;
}

/**
 * Checks `prefixType` (when sent) against the account type, and that a PREFIX_SHORT_NAME format ends up
 * with prefix characters (Fineract reports their absence under `prefixType`).
 */
function checkPrefix(json: JsonCommand, v: DataValidator, accountType: EntityAccountTypeId | undefined, stored?: AccountNumberFormatRow): number | null | undefined {
  const prefixType = json.long('prefixType', v);
  if (sent(json, 'prefixType') && !v.hasErrorFor('prefixType')) {
    v.parameter('prefixType', prefixType).notBlank().positive();
  }
  v.parameter('prefixCharacter', json.string('prefixCharacter')).notExceedingLengthOf(PREFIX_CHARACTER_MAX_LENGTH);
  const effectiveType = prefixType ?? stored?.prefix_type_enum;
  const effectiveCharacter = sent(json, 'prefixCharacter') ? json.trimmedString('prefixCharacter') : stored?.prefix_character;
  if (effectiveType === AccountNumberPrefixType.PREFIX_SHORT_NAME && (sent(json, 'prefixType') || sent(json, 'prefixCharacter'))) {
    v.parameter('prefixType', effectiveCharacter).notBlank();
  }
  if (prefixType !== undefined && accountType !== undefined && !v.hasErrorFor('prefixType') && !v.hasErrorFor('accountType')) {
    v.parameter('prefixType', prefixType).isOneOf(allowedPrefixTypes(accountType));
  }
  return prefixType;
}

async function createAccountNumberFormat(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['accountType', 'prefixType', 'prefixCharacter']);
  const v = new DataValidator(RESOURCE);
  const accountType = readAccountType(ctx.json, v);
  const prefixType = checkPrefix(ctx.json, v, accountType);
  v.throwIfErrors();
  if (accountType === undefined) {
    return {};
  }
  if ((await findAccountNumberFormatByAccountType(ctx.db, accountType)) !== undefined) {
    throw duplicateAccountType(accountTypeOption(accountType));
  }
  const id = await insertAccountNumberFormat(ctx.db, {
    account_type_enum: accountType,
    prefix_type_enum: prefixType ?? null,
    prefix_character: ctx.json.trimmedString('prefixCharacter') ?? null,
  });
  return { resourceId: id };
}

async function loadAccountNumberFormat(db: Kysely<object>, id: number): Promise<AccountNumberFormatRow> {
  const row = await findAccountNumberFormatById(db, id);
  if (row === undefined) {
    throw accountNumberFormatNotFound(id);
  }
  return row;
}

/** The prefix type and characters can change; the account type cannot. */
async function updateAccountNumberFormatCommand(ctx: CommandContext): Promise<CommandResult> {
  const id = ctx.entityId ?? 0;
  const row = await loadAccountNumberFormat(ctx.db, id);
  ctx.json.checkSupported(['prefixType', 'prefixCharacter']);
  const v = new DataValidator(RESOURCE);
  if (!sent(ctx.json, 'prefixType') && !sent(ctx.json, 'prefixCharacter')) {
    v.add(parameterError('validation.msg.accountNumberFormat.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  const accountType = isEntityAccountType(row.account_type_enum) ? row.account_type_enum : undefined;
  const prefixType = checkPrefix(ctx.json, v, accountType, row);
  v.throwIfErrors();
  const values: Partial<AccountNumberFormatValues> = {};
  const changes: Record<string, unknown> = {};
  if (prefixType !== undefined && prefixType !== null && prefixType !== row.prefix_type_enum) {
    values.prefix_type_enum = prefixType;
    changes.prefixType = prefixTypeOption(prefixType)?.value;
  }
  const prefixCharacter = ctx.json.trimmedString('prefixCharacter') ?? null;
  if (sent(ctx.json, 'prefixCharacter') && prefixCharacter !== row.prefix_character) {
    values.prefix_character = prefixCharacter;
    changes.prefixCharacter = prefixCharacter;
  }
  if (Object.keys(values).length > 0) {
    await updateAccountNumberFormat(ctx.db, id, values);
  }
  return { resourceId: id, changes: Object.keys(changes).length > 0 ? changes : undefined };
}

/** Account numbers given while the format applied stay as they are. */
async function deleteAccountNumberFormatCommand(ctx: CommandContext): Promise<CommandResult> {
  const id = ctx.entityId ?? 0;
  await loadAccountNumberFormat(ctx.db, id);
  await deleteAccountNumberFormat(ctx.db, id);
  return { resourceId: id };
}

export const accountNumberFormatCommandHandlers = [
  commandHandler('ACCOUNTNUMBERFORMAT', 'CREATE', createAccountNumberFormat),
  commandHandler('ACCOUNTNUMBERFORMAT', 'UPDATE', updateAccountNumberFormatCommand),
  commandHandler('ACCOUNTNUMBERFORMAT', 'DELETE', deleteAccountNumberFormatCommand),
];

/** What the module numbering an account knows about it. */
export interface AccountNumberSubject {
  /** The new record's database id. */
  readonly id: number;
  readonly officeName?: string | null;
  /** The name of the client's ClientType code value (client accounts). */
  readonly clientTypeName?: string | null;
  /** The loan or savings product's short name. */
  readonly productShortName?: string | null;
  /**
   * With `random-account-number` on: whether a record of the same kind already has this number (a
   * fresh random number is drawn until it answers false).
   */
  readonly isTaken?: (accountNumber: string) => Promise<boolean>;
}

const RANDOM_ATTEMPTS = 100;

/** `length` random digits, not all zeros. */
function randomDigits(length: number): string {
  for (;;) {
    const digits = Array.from({ length }, () => String(randomInt(10))).join('');
    if (/[1-9]/.test(digits)) {
      return digits;
    }
  }
}

/**
 * The account number of a new client, group, center or account (Fineract's AccountNumberGenerator):
 * the account type's format (if any) with the tenant's `custom-account-number-length` and
 * `random-account-number` configurations. Call it inside the creating command's transaction.
 */
export async function generateAccountNumber(db: Kysely<object>, accountType: EntityAccountTypeId, subject: AccountNumberSubject): Promise<string> {
  const format = await findAccountNumberFormatByAccountType(db, accountType);
  const customLength = await readConfiguration(db, 'custom-account-number-length');
  const parts: AccountNumberParts = {
    id: subject.id,
    customLength: customLength?.enabled === true ? customLength.value : null,
    prefixType: format?.prefix_type_enum ?? null,
    prefixCharacter: format?.prefix_character ?? null,
    officeName: subject.officeName ?? null,
    clientTypeName: subject.clientTypeName ?? null,
    productShortName: subject.productShortName ?? null,
  };
  if ((await readConfiguration(db, 'random-account-number'))?.enabled !== true) {
    return composeAccountNumber(parts);
  }
  const length = accountNumberLength(parts) > 0 ? accountNumberLength(parts) : DEFAULT_ACCOUNT_NUMBER_LENGTH;
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt += 1) {
    const accountNumber = composeAccountNumber({ ...parts, randomDigits: randomDigits(length) });
    if (subject.isTaken === undefined || !(await subject.isTaken(accountNumber))) {
      return accountNumber;
    }
  }
  throw new Error(`No free random account number found in ${RANDOM_ATTEMPTS} attempts`);
}
