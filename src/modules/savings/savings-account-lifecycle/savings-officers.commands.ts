import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { staffExists } from '../savings-accounts/savings-account-application.repository.ts';
import { partiesOf, requireSavingsAccount } from '../savings-accounts/savings-accounts.commands.ts';
import { noOfficerAssigned, officerDateRefused, staffNotFound } from '../savings-accounts/savings-accounts.errors.ts';
import { findOfficerAssignments, insertOfficerAssignment, updateOfficerAssignment, updateSavingsAccount } from '../savings-accounts/savings-accounts.repository.ts';

const ENTITY = 'SAVINGSACCOUNT';

function readDate(ctx: CommandContext, name: string, v: DataValidator): LocalDate {
  const date = ctx.json.localDate(name, v);
  if (!v.hasErrorFor(name)) {
    v.parameter(name, date).notBlank();
  }
  return date as LocalDate;
}

/**
 * ?command=assignSavingsOfficer (Fineract's reassignSavingsOfficer): not before submission, not before the
 * officer's previous unassignment, not in the future. The same officer again moves the open assignment's
 * start; an assignment starting the same day changes its officer; otherwise the open one ends and a new one
 * starts (one starting later is refused).
 */
async function assignOfficer(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['toSavingsOfficerId', 'fromSavingsOfficerId', 'assignmentDate', 'locale', 'dateFormat']);
  const v = new DataValidator('savingsaccount');
  const staffId = ctx.json.long('toSavingsOfficerId', v);
  if (!v.hasErrorFor('toSavingsOfficerId')) {
    v.parameter('toSavingsOfficerId', staffId).notBlank().positive();
  }
  ctx.json.long('fromSavingsOfficerId', v);
  const date = readDate(ctx, 'assignmentDate', v);
  v.throwIfErrors();
  const officer = staffId ?? 0;
  const account = await requireSavingsAccount(ctx);
  const { row } = account;
  if (!(await staffExists(ctx.db, officer))) {
    throw staffNotFound(officer);
  }
  const day = date.toString();
  const history = await findOfficerAssignments(ctx.db, row.id);
  const open = history.find((h) => h.end_date === null);
  const lastOfOfficer = history.find((h) => h.savings_officer_id === officer && h.end_date !== null);
  if (day < row.submittedon_date) {
    throw officerDateRefused('assign', 'cannot.be.before.savings.submitted.date', `The Savings Officer assignment date (${day}) cannot be before savings submitted date (${row.submittedon_date}).`, [day, row.submittedon_date]);
  }
  if (lastOfOfficer?.end_date !== undefined && lastOfOfficer.end_date !== null && day < lastOfOfficer.end_date) {
    throw officerDateRefused('assign', 'cannot.be.before.previous.unassignement.date', `The Savings Officer assignment date (${day}) cannot be before previous Savings Officer unassigned date (${lastOfOfficer.end_date}).`, [day, lastOfOfficer.end_date]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw officerDateRefused('assign', 'cannot.be.a.future.date', `The Savings Officer assignment date (${day}) cannot be in the future.`, [day]);
  }
  if (open !== undefined && row.field_officer_id === officer) {
    await updateOfficerAssignment(ctx.db, open.id, ctx.user.id, { start_date: day });
  } else if (open !== undefined && open.start_date === day) {
    await updateOfficerAssignment(ctx.db, open.id, ctx.user.id, { savings_officer_id: officer });
  } else if (open !== undefined && open.start_date > day) {
    throw officerDateRefused('assign', 'is.before.last.assignment.date', `Savings account with identifier ${row.id} was already assigned before date ${day}`, [row.id, day]);
  } else {
    if (open !== undefined) {
      await updateOfficerAssignment(ctx.db, open.id, ctx.user.id, { end_date: day });
    }
    await insertOfficerAssignment(ctx.db, row.id, officer, day, ctx.user.id);
  }
  await updateSavingsAccount(ctx.db, row.id, ctx.user.id, { field_officer_id: officer });
  return { ...partiesOf(row, account.holder), changes: { toSavingsOfficerId: officer, assignmentDate: ctx.json.json.assignmentDate } };
}

/** ?command=unassignSavingsOfficer: ends the open assignment on `unassignedDate` (not before its start, not in the future). */
async function unassignOfficer(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['unassignedDate', 'locale', 'dateFormat']);
  const v = new DataValidator('savingsaccount');
  const date = readDate(ctx, 'unassignedDate', v);
  v.throwIfErrors();
  const account = await requireSavingsAccount(ctx);
  const { row } = account;
  if (row.field_officer_id === null) {
    throw noOfficerAssigned(row.id);
  }
  const day = date.toString();
  const open = (await findOfficerAssignments(ctx.db, row.id)).find((h) => h.end_date === null);
  if (open !== undefined && day < open.start_date) {
    throw officerDateRefused('unassign', 'cannot.be.before.assignment.date', `The Savings officer Unassign date(${day}) cannot be before its assignment date (${open.start_date}).`, [row.id, day, open.start_date]);
  }
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw officerDateRefused('unassign', 'cannot.be.a.future.date', `The Savings Officer Unassign date (${day}) cannot be in the future.`, [day]);
  }
  if (open !== undefined) {
    await updateOfficerAssignment(ctx.db, open.id, ctx.user.id, { end_date: day });
  }
  await updateSavingsAccount(ctx.db, row.id, ctx.user.id, { field_officer_id: null });
  return { ...partiesOf(row, account.holder), changes: { unassignedDate: ctx.json.json.unassignedDate } };
}

export const officerCommandHandlers = [
  commandHandler(ENTITY, 'UPDATESAVINGSOFFICER', assignOfficer),
  commandHandler(ENTITY, 'REMOVESAVINGSOFFICER', unassignOfficer),
];
