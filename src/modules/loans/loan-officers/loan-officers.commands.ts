import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DomainRuleError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { clientNotActive, groupNotActive } from '../loan-accounts/loan-accounts.errors.ts';
import { checkFromOfficer, planAssignment, planUnassignment } from './domain/officer-assignment.ts';
import { loanNotFound, noOfficerToUnassign, staffNotFound, staffNotLoanOfficer } from './loan-officers.errors.ts';
import { applyOfficerChanges, findStaff, lockOfficerLoans, setLoanOfficer, type OfficerChanges, type OfficerLoan } from './loan-officers.repository.ts';

const ENTITY = 'LOAN';
const ACTIVE = 300;

interface OfficerRequest {
  readonly fromOfficerId: number | undefined;
  readonly toOfficerId: number;
  readonly date: LocalDate;
}

/** Refuses a positive id sent equal to `fromLoanOfficerId` (Fineract's `loans.reassignment` rule). */
function checkDifferent(json: JsonCommand, from: number | undefined, to: number | undefined): void {
  if (from !== undefined && from === to) {
    const v = new DataValidator('loans.reassignment');
    v.fail('fromLoanOfficerId', 'same.as.toLoanOfficerId', 'The parameter `fromLoanOfficerId` is same as toLoanOfficerId.', [from, to], String(json.json.fromLoanOfficerId));
    v.throwIfErrors();
  }
}

/** assignLoanOfficer: toLoanOfficerId (required, > 0), assignmentDate (required), fromLoanOfficerId (optional). */
function readAssignment(json: JsonCommand): OfficerRequest {
  json.checkSupported(['assignmentDate', 'fromLoanOfficerId', 'toLoanOfficerId', 'locale', 'dateFormat']);
  const v = new DataValidator('loanOfficer');
  const to = json.long('toLoanOfficerId', v);
  v.parameter('toLoanOfficerId', to).notBlank().positive();
  v.parameter('assignmentDate', json.string('assignmentDate')).notBlank();
  const date = json.has('assignmentDate') ? json.localDate('assignmentDate', v) : undefined;
  const from = json.long('fromLoanOfficerId', v);
  v.throwIfErrors();
  checkDifferent(json, from, to);
  return { fromOfficerId: from, toOfficerId: to as number, date: date as LocalDate };
}

/** Bulk: assignmentDate, fromLoanOfficerId and toLoanOfficerId (required, > 0, different) and a non-empty `loans`. */
function readBulk(json: JsonCommand): OfficerRequest & { readonly loanIds: readonly number[] } {
  json.checkSupported(['assignmentDate', 'fromLoanOfficerId', 'toLoanOfficerId', 'loans', 'locale', 'dateFormat']);
  const v = new DataValidator('loanOfficer');
  const date = json.localDate('assignmentDate', v);
  v.parameter('assignmentDate', date?.toString()).notBlank();
  const from = json.long('fromLoanOfficerId', v);
  v.parameter('fromLoanOfficerId', from).notBlank().positive();
  const to = json.long('toLoanOfficerId', v);
  v.parameter('toLoanOfficerId', to).notBlank().positive();
  const loans = json.json.loans;
  v.parameter('loans', loans).arrayNotEmpty();
  const loanIds = Array.isArray(loans) ? loans.map((item) => (typeof item === 'number' || typeof item === 'string' ? Number(item) : Number.NaN)) : [];
  if (loanIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    v.fail('loans', 'contains.invalid.loan.id', 'The parameter `loans` must list loan ids.', [loans]);
  }
  v.throwIfErrors();
  checkDifferent(json, from, to);
  return { fromOfficerId: from, toOfficerId: to as number, date: date as LocalDate, loanIds: [...new Set(loanIds)] };
}

/** The named staff members exist (404) and the new officer is a loan officer (404 invalid role). */
async function checkOfficers(ctx: CommandContext, request: OfficerRequest): Promise<void> {
  const ids = [request.toOfficerId, ...(request.fromOfficerId === undefined ? [] : [request.fromOfficerId])];
  const staff = await findStaff(ctx.db, ids);
  for (const id of ids) {
    const member = staff.get(id);
    if (member === undefined) {
      throw staffNotFound(id);
    }
    if (!member.isLoanOfficer) {
      throw staffNotLoanOfficer(id);
    }
  }
}

function checkBorrowerActive(loan: OfficerLoan): void {
  if (loan.clientId !== null && loan.clientStatus !== ACTIVE) {
    throw clientNotActive(loan.clientId);
  }
  if (loan.groupId !== null && loan.groupStatus !== ACTIVE) {
    throw groupNotActive(loan.groupId);
  }
}

/** Checks every loan and collects the history changes of moving them to the new officer. */
function planReassignment(loans: readonly OfficerLoan[], request: OfficerRequest, today: LocalDate): OfficerChanges & { readonly moved: number[] } {
  const changes = { restarts: [] as number[], replacements: [] as number[], endings: [] as number[], openings: [] as number[], moved: [] as number[] };
  for (const loan of loans) {
    checkBorrowerActive(loan);
    checkFromOfficer(loan, request.fromOfficerId);
    const plan = planAssignment(loan, request.toOfficerId, request.date, today);
    if (plan instanceof DomainRuleError) {
      throw plan;
    }
    if (plan.kind === 'restart') {
      changes.restarts.push(plan.recordId);
      continue;
    }
    changes.moved.push(loan.loanId);
    if (plan.kind === 'replace') {
      changes.replacements.push(plan.recordId);
    } else {
      changes.endings.push(...(plan.endRecordId === undefined ? [] : [plan.endRecordId]));
      changes.openings.push(loan.loanId);
    }
  }
  return changes;
}

async function reassign(ctx: CommandContext, loans: readonly OfficerLoan[], request: OfficerRequest): Promise<void> {
  const changes = planReassignment(loans, request, await ctx.clock.businessDate());
  await applyOfficerChanges(ctx.db, changes, request.toOfficerId, request.date, ctx.user.id);
  await setLoanOfficer(ctx.db, changes.moved, request.toOfficerId, ctx.user.id);
}

async function requireOfficerLoan(ctx: CommandContext): Promise<OfficerLoan> {
  const loanId = ctx.entityId ?? 0;
  const loan = (await lockOfficerLoans(ctx.db, [loanId])).get(loanId);
  if (loan === undefined) {
    throw loanNotFound(loanId);
  }
  return loan;
}

function resultOf(loan: OfficerLoan, changes: Record<string, unknown>): CommandResult {
  return {
    resourceId: loan.loanId, loanId: loan.loanId, officeId: loan.officeId, clientId: loan.clientId, groupId: loan.groupId,
    resourceExternalId: loan.externalId, changes,
  };
}

/** POST /loans/{id}?command=assignLoanOfficer: Fineract's UPDATELOANOFFICER_LOAN. */
async function assignLoanOfficer(ctx: CommandContext): Promise<CommandResult> {
  const request = readAssignment(ctx.json);
  await checkOfficers(ctx, request);
  const loan = await requireOfficerLoan(ctx);
  await reassign(ctx, [loan], request);
  return resultOf(loan, { toLoanOfficerId: request.toOfficerId, assignmentDate: ctx.json.json.assignmentDate });
}

/** POST /loans/{id}?command=unassignLoanOfficer: Fineract's REMOVELOANOFFICER_LOAN. */
async function unassignLoanOfficer(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['unassignedDate', 'locale', 'dateFormat']);
  const v = new DataValidator('loan.transaction');
  const date = ctx.json.localDate('unassignedDate', v);
  v.parameter('unassignedDate', date?.toString()).notBlank();
  v.throwIfErrors();
  const loan = await requireOfficerLoan(ctx);
  checkBorrowerActive(loan);
  if (loan.officerId === undefined) {
    throw noOfficerToUnassign(loan.loanId);
  }
  const plan = planUnassignment(loan, date as LocalDate, await ctx.clock.businessDate());
  if (plan instanceof DomainRuleError) {
    throw plan;
  }
  const endings = plan.endRecordId === undefined ? [] : [plan.endRecordId];
  await applyOfficerChanges(ctx.db, { restarts: [], replacements: [], endings, openings: [] }, null, date as LocalDate, ctx.user.id);
  await setLoanOfficer(ctx.db, [loan.loanId], null, ctx.user.id);
  return resultOf(loan, { unassignedDate: ctx.json.json.unassignedDate });
}

/** POST /loans/loanreassignment: every listed loan moves from one officer to another, or none does. */
async function bulkReassign(ctx: CommandContext): Promise<CommandResult> {
  const request = readBulk(ctx.json);
  await checkOfficers(ctx, request);
  const loans = await lockOfficerLoans(ctx.db, request.loanIds);
  const missing = request.loanIds.find((id) => !loans.has(id));
  if (missing !== undefined) {
    throw loanNotFound(missing);
  }
  await reassign(ctx, request.loanIds.map((id) => loans.get(id) as OfficerLoan), request);
  return {};
}

export const loanOfficerCommandHandlers = [
  commandHandler(ENTITY, 'UPDATELOANOFFICER', assignLoanOfficer),
  commandHandler(ENTITY, 'REMOVELOANOFFICER', unassignLoanOfficer),
  commandHandler(ENTITY, 'BULKREASSIGN', bulkReassign),
];
