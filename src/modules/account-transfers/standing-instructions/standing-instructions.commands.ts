import type { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { parseLocalDate } from '../../../shared/time/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { findSavingsAccountForUpdate, savingsAccountNotFound } from '../../savings/index.ts';
import { loanTransferNotSupported, sameAccount } from '../account-transfers/account-transfers.errors.ts';
import { insertTransferDetails } from '../account-transfers/account-transfers.repository.ts';
import { AccountTransferType, PortfolioAccountType } from '../account-transfers/domain/account-transfer-enums.ts';
import { requireLoan } from '../../loans/index.ts';
import { RecurrenceFrequency, RecurrenceType, StandingInstructionStatus, StandingInstructionType } from './domain/standing-instruction-enums.ts';
import { duplicateName, standingInstructionNotFound } from './standing-instructions.errors.ts';
import {
  findLoanParties,
  findStandingInstructionForUpdate,
  insertStandingInstruction,
  standingInstructionNameTaken,
  updateStandingInstruction,
  type StandingInstructionChanges,
} from './standing-instructions.repository.ts';

const ENTITY = 'STANDINGINSTRUCTION';
const RESOURCE = 'standinginstruction';
const SIDES = ['fromOfficeId', 'fromClientId', 'fromAccountType', 'fromAccountId', 'toOfficeId', 'toClientId', 'toAccountType', 'toAccountId'] as const;
const TERMS = ['name', 'transferType', 'priority', 'status', 'instructionType', 'amount', 'validFrom', 'validTill', 'recurrenceType', 'recurrenceFrequency', 'recurrenceInterval', 'recurrenceOnMonthDay', 'monthDayFormat'];
const UPDATABLE = ['locale', 'dateFormat', 'monthDayFormat', 'priority', 'status', 'instructionType', 'amount', 'validFrom', 'validTill', 'recurrenceType', 'recurrenceFrequency', 'recurrenceInterval', 'recurrenceOnMonthDay'];

/** The terms of an instruction as a request states them (undefined: not sent). */
interface InstructionTerms {
  readonly name?: string;
  readonly transferType?: number;
  readonly priority?: number;
  readonly status?: number;
  readonly instructionType?: number;
  readonly amount?: Decimal;
  readonly validFrom?: LocalDate;
  readonly validTill?: LocalDate;
  readonly recurrenceType?: number;
  readonly recurrenceFrequency?: number;
  readonly recurrenceInterval?: number;
  readonly monthDay?: { readonly month: number; readonly day: number };
}

/** `recurrenceOnMonthDay` read with `monthDayFormat` (e.g. "15 March" with "dd MMMM"), as Fineract's MonthDay. */
function readMonthDay(json: JsonCommand, v: DataValidator): InstructionTerms['monthDay'] {
  const text = json.trimmedString('recurrenceOnMonthDay');
  if (text === undefined) {
    return undefined;
  }
  const format = json.trimmedString('monthDayFormat');
  if (format === undefined) {
    v.add(parameterError('validation.msg.missing.monthDayFormat.parameter', 'The parameter `recurrenceOnMonthDay` requires a `monthDayFormat` parameter to be passed with it.', 'recurrenceOnMonthDay'));
    return undefined;
  }
  const date = parseLocalDate(`${text} 2000`, `${format} yyyy`, json.trimmedString('locale') ?? 'en');
  if (date === undefined) {
    v.add(parameterError('validation.msg.invalid.month.day', `The parameter \`recurrenceOnMonthDay\` is invalid based on the monthDayFormat: '${format}' and locale: 'en' provided:`, 'recurrenceOnMonthDay', [text], text));
    return undefined;
  }
  return { month: date.monthValue(), day: date.dayOfMonth() };
}

/** Reads the terms present in the body with their range rules (Fineract's StandingInstructionDataValidator). */
function readTerms(json: JsonCommand, v: DataValidator): InstructionTerms {
  const int = (name: string, min: number, max: number) => {
    const value = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      v.parameter(name, value).inMinMaxRange(min, max);
    }
    return value;
  };
  const amount = json.decimal('amount', v);
  if (amount !== undefined && !v.hasErrorFor('amount')) {
    v.parameter('amount', amount.toString()).positive();
  }
  const interval = json.long('recurrenceInterval', v);
  if (interval !== undefined && !v.hasErrorFor('recurrenceInterval')) {
    v.parameter('recurrenceInterval', interval).positive();
  }
  return {
    name: json.trimmedString('name'), transferType: int('transferType', 1, 3), priority: int('priority', 1, 4), status: int('status', 1, 2),
    instructionType: int('instructionType', 1, 2), amount, validFrom: json.localDate('validFrom', v), validTill: json.localDate('validTill', v),
    recurrenceType: int('recurrenceType', 1, 2), recurrenceFrequency: int('recurrenceFrequency', 0, 3), recurrenceInterval: interval, monthDay: readMonthDay(json, v),
  };
}

/** The account types of an instruction's two sides, as the request names them. */
interface SideTypes {
  readonly from: number | undefined;
  readonly to: number | undefined;
}

/** The rules that hold for a complete instruction on create (Fineract's StandingInstructionDataValidator.validateForCreate). */
function checkComplete(t: InstructionTerms, v: DataValidator, types: SideTypes): void {
  for (const name of ['name', 'transferType', 'priority', 'status', 'instructionType', 'validFrom', 'recurrenceType'] as const) {
    if (!v.hasErrorFor(name)) {
      v.parameter(name, t[name]).notBlank();
    }
  }
  if (t.validFrom !== undefined && t.validTill !== undefined && t.validTill.isBefore(t.validFrom)) {
    v.failWithCode('validTill', 'is.less.than.date', [t.validTill.toString(), t.validFrom.toString()]);
  }
  if (t.recurrenceType === RecurrenceType.PERIODIC) {
    v.parameter('recurrenceInterval', t.recurrenceInterval).notBlank();
    v.parameter('recurrenceFrequency', t.recurrenceFrequency).notBlank();
  }
  const monthly = t.recurrenceFrequency === RecurrenceFrequency.MONTHS || t.recurrenceFrequency === RecurrenceFrequency.YEARS;
  if (monthly && !v.hasErrorFor('recurrenceOnMonthDay')) {
    v.parameter('recurrenceOnMonthDay', t.monthDay).notBlank();
  }
  // To a savings account only fixed amounts, transferred periodically; a loan may take its dues, or be paid as they fall due.
  if (types.to === PortfolioAccountType.SAVINGS) {
    if (t.instructionType !== undefined && !v.hasErrorFor('instructionType')) {
      v.parameter('instructionType', t.instructionType).inMinMaxRange(1, 1);
    }
    if (t.recurrenceType !== undefined && !v.hasErrorFor('recurrenceType')) {
      v.parameter('recurrenceType', t.recurrenceType).inMinMaxRange(1, 1);
    }
  }
  if (t.instructionType !== StandingInstructionType.DUES && !v.hasErrorFor('amount')) {
    v.parameter('amount', t.amount?.toString()).notBlank();
  }
  const transferRefusal = transferTypeRefusal(t.transferType, types);
  if (transferRefusal !== undefined && !v.hasErrorFor('transferType')) {
    v.failWithCode('transferType', transferRefusal);
  }
}

/**
 * Fineract's pairing of transfer type and sides: an account transfer (1) has no loan side, a loan repayment (2) goes
 * from savings to a loan. Our rule on top: a charge payment (3) is refused as not an account transfer.
 */
function transferTypeRefusal(transferType: number | undefined, types: SideTypes): string | undefined {
  const anyLoan = types.from === PortfolioAccountType.LOAN || types.to === PortfolioAccountType.LOAN;
  if (transferType === AccountTransferType.LOAN_REPAYMENT) {
    return types.from === PortfolioAccountType.LOAN || types.to === PortfolioAccountType.SAVINGS ? 'not.loan.repayment' : undefined;
  }
  if (transferType !== undefined && (transferType !== AccountTransferType.ACCOUNT_TRANSFER || anyLoan)) {
    return 'not.account.transfer';
  }
  return undefined;
}

function readSides(json: JsonCommand, v: DataValidator): Partial<Record<(typeof SIDES)[number], number>> {
  const ids: Partial<Record<(typeof SIDES)[number], number>> = {};
  for (const name of SIDES) {
    const value = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      const rules = v.parameter(name, value).notBlank();
      if (name.endsWith('AccountType')) {
        rules.isOneOf([PortfolioAccountType.LOAN, PortfolioAccountType.SAVINGS]);
      } else {
        rules.positive();
      }
    }
    ids[name] = value;
  }
  return ids;
}

function valuesOf(t: InstructionTerms): StandingInstructionChanges {
  return {
    priority: t.priority, status: t.status, instruction_type: t.instructionType, amount: t.amount?.toString(), valid_from: t.validFrom?.toString(),
    valid_till: t.validTill?.toString() ?? null, recurrence_type: t.recurrenceType, recurrence_frequency: t.recurrenceFrequency ?? null,
    recurrence_interval: t.recurrenceInterval ?? null, recurrence_on_day: t.monthDay?.day ?? null, recurrence_on_month: t.monthDay?.month ?? null,
  };
}

async function lockSavings(ctx: CommandContext, id: number) {
  const found = await findSavingsAccountForUpdate(ctx.db, id);
  if (found === undefined) {
    throw savingsAccountNotFound(id);
  }
  return found;
}

/** The destination of an instruction: another savings account, or a loan the savings account repays. */
async function destinationOf(ctx: CommandContext, toAccountType: number | undefined, toId: number): Promise<{ officeId: number; clientId: number | null; savingsId?: number; loanId?: number }> {
  if (toAccountType !== PortfolioAccountType.LOAN) {
    const to = await lockSavings(ctx, toId);
    return { officeId: to.holder.officeId, clientId: to.row.client_id, savingsId: to.row.id };
  }
  const loan = await findLoanParties(ctx.db, toId);
  if (loan === undefined) {
    // The loans module answers Fineract's 404 for the unknown loan (error.msg.loan.id.invalid).
    await requireLoan({ ...ctx, entityId: toId });
    throw standingInstructionNotFound(toId);
  }
  return { ...loan, loanId: toId };
}

/** POST /standinginstructions: from a savings account to another savings account or to a loan, with its own details row. */
async function createStandingInstruction(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['locale', 'dateFormat', ...SIDES, ...TERMS]);
  const v = new DataValidator(RESOURCE);
  const sides = readSides(ctx.json, v);
  const terms = readTerms(ctx.json, v);
  checkComplete(terms, v, { from: sides.fromAccountType, to: sides.toAccountType });
  v.throwIfErrors();
  if (sides.fromAccountType === PortfolioAccountType.LOAN) {
    throw loanTransferNotSupported('fromAccountType');
  }
  const fromId = sides.fromAccountId ?? 0;
  const toId = sides.toAccountId ?? 0;
  if (fromId === toId && sides.toAccountType === PortfolioAccountType.SAVINGS) {
    throw sameAccount(fromId);
  }
  const from = await lockSavings(ctx, fromId);
  const to = await destinationOf(ctx, sides.toAccountType, toId);
  const name = terms.name ?? '';
  if (await standingInstructionNameTaken(ctx.db, name)) {
    throw duplicateName(name);
  }
  const detailsId = await insertTransferDetails(ctx.db, {
    from_office_id: from.holder.officeId, to_office_id: to.officeId, from_client_id: from.row.client_id, to_client_id: to.clientId,
    from_savings_account_id: from.row.id, to_savings_account_id: to.savingsId ?? null, to_loan_account_id: to.loanId ?? null, transfer_type: terms.transferType ?? 1,
  });
  const values = valuesOf(terms);
  const id = await insertStandingInstruction(ctx.db, {
    ...values, name, account_transfer_details_id: detailsId, priority: terms.priority ?? 2, status: terms.status ?? StandingInstructionStatus.ACTIVE,
    instruction_type: terms.instructionType ?? 1, valid_from: terms.validFrom?.toString() ?? '', recurrence_type: terms.recurrenceType ?? RecurrenceType.PERIODIC,
  });
  return { resourceId: id, clientId: sides.fromClientId ?? null };
}

/** PUT /standinginstructions/{id}?command=update: the terms sent replace the stored ones. */
async function updateStandingInstructionCommand(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(UPDATABLE);
  const id = ctx.entityId ?? 0;
  const v = new DataValidator(RESOURCE);
  const sent = readTerms(ctx.json, v);
  v.throwIfErrors();
  const row = await findStandingInstructionForUpdate(ctx.db, id);
  if (row === undefined) {
    throw standingInstructionNotFound(id);
  }
  const validFrom = sent.validFrom ?? LocalDate.parse(row.valid_from);
  const validTill = sent.validTill ?? (row.valid_till === null ? undefined : LocalDate.parse(row.valid_till));
  if (validTill !== undefined && validTill.isBefore(validFrom)) {
    v.failWithCode('validTill', 'is.less.than.date', [validTill.toString(), validFrom.toString()]);
  }
  v.throwIfErrors();
  const changes: StandingInstructionChanges = {
    priority: sent.priority, status: sent.status, instruction_type: sent.instructionType, amount: sent.amount?.toString(), valid_from: sent.validFrom?.toString(),
    valid_till: sent.validTill?.toString(), recurrence_type: sent.recurrenceType, recurrence_frequency: sent.recurrenceFrequency,
    recurrence_interval: sent.recurrenceInterval, recurrence_on_day: sent.monthDay?.day, recurrence_on_month: sent.monthDay?.month,
  };
  if (Object.values(changes).some((value) => value !== undefined)) {
    await updateStandingInstruction(ctx.db, id, changes);
  }
  const sentNames = UPDATABLE.filter((name) => !['locale', 'dateFormat', 'monthDayFormat'].includes(name) && ctx.json.has(name));
  return { resourceId: id, changes: Object.fromEntries(sentNames.map((name) => [name, ctx.json.json[name]])) };
}

/** PUT /standinginstructions/{id}?command=delete: marks it deleted and frees its name (Fineract appends `_deleted_<id>`). */
async function deleteStandingInstruction(ctx: CommandContext): Promise<CommandResult> {
  const id = ctx.entityId ?? 0;
  const row = await findStandingInstructionForUpdate(ctx.db, id);
  if (row === undefined) {
    throw standingInstructionNotFound(id);
  }
  await updateStandingInstruction(ctx.db, id, { status: StandingInstructionStatus.DELETED, name: `${row.name}_deleted_${id}` });
  return { resourceId: id, changes: { status: StandingInstructionStatus.DELETED } };
}

export const standingInstructionCommandHandlers = [
  commandHandler(ENTITY, 'CREATE', createStandingInstruction),
  commandHandler(ENTITY, 'UPDATE', updateStandingInstructionCommand),
  commandHandler(ENTITY, 'DELETE', deleteStandingInstruction),
];
