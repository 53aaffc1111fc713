import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely, SqlBool } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { EntityAccountType, generateAccountNumber } from '../../organisation/index.ts';
import { datatableEntriesExist } from '../../system/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { loanHasJournalEntries } from '../../accounting/index.ts';
import { saveLoanCreateDatatableEntries } from '../loan-registrations/loan-registrations.commands.ts';
import { insertSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import type { LoanApplication } from './domain/loan-application.ts';
import { LoanStatus, transition } from './domain/loan-status.ts';
import { cannotDelete, cannotModify, journalEntriesKeepLoan, loanHasDatatableEntries, loanNotFound } from './loan-accounts.errors.ts';
import { loanLocked } from '../loan-cob/loan-cob.errors.ts';
import {
  deleteLoanChildren,
  applicationOfRow,
  chargeValuesOf,
  deleteLoanRow,
  findApplicationChildren,
  findBorrower,
  findLoanAndBorrowerForUpdate,
  findLoanForUpdate,
  loanValuesOf,
  insertLoan,
  insertLoanCharges,
  insertOfficerAssignment,
  insertTranches,
  insertTrancheCharges,
  nextLoanId,
  pledgeCollateral,
  releaseCollateral,
  updateLoan,
  type BorrowerFacts,
  type LoanRow,
} from './loan-accounts.repository.ts';
import { assembleApplication, type AssembledApplication } from './loan-application.queries.ts';
import { copyRecalculationSettings } from '../loan-transactions/loan-interest-recalculation.repository.ts';
import { linkSavingsAccountOnCreate, linkSavingsAccountOnModify } from './loan-linked-account.commands.ts';
import { deleteLinkedAccounts } from './loan-linked-account.repository.ts';

const ENTITY = 'LOAN';

export function partiesOf(row: Pick<LoanRow, 'id' | 'client_id' | 'group_id'>, officeId: number): CommandResult {
  return { officeId, clientId: row.client_id, groupId: row.group_id, loanId: row.id, resourceId: row.id };
}

/** Writes the application's children: charges, schedule (one insert), tranches, pledges and the officer's assignment. */
async function saveChildren(db: Kysely<object>, loanId: number, assembled: AssembledApplication, userId: number): Promise<void> {
  const { app, charges, schedule } = assembled;
  const chargeIds = await insertLoanCharges(db, charges.map((c) => chargeValuesOf(loanId, c, app.submittedOnDate, userId)));
  await insertSchedule(db, loanId, schedule, userId, (ref) => chargeIds[ref]);
  const trancheIds = await insertTranches(db, loanId, assembled.product.multiDisburseLoan ? app.tranches : []);
  await insertTrancheCharges(db, loanId, charges.flatMap((c, i) => {
    const trancheId = c.trancheIndex === undefined ? undefined : trancheIds[c.trancheIndex];
    const loanChargeId = chargeIds[i];
    return trancheId === undefined || loanChargeId === undefined ? [] : [{ loanChargeId, trancheId, chargeId: c.chargeId }];
  }));
  await pledgeCollateral(db, loanId, app.collateral);
  if (app.loanOfficerId !== undefined) {
    await insertOfficerAssignment(db, loanId, app.loanOfficerId, app.submittedOnDate, userId);
  }
}

/** POST /loans: stores a submitted application (status 100) with its schedule; answers Fineract's ids. */
async function createLoan(ctx: CommandContext): Promise<CommandResult> {
  const today = await ctx.clock.businessDate();
  const assembled = await assembleApplication(ctx.db, ctx.json, today, await ctx.moneyContext());
  const loanId = await nextLoanId(ctx.db);
  const accountNo =
    assembled.app.accountNo ??
    (await generateAccountNumber(ctx.db, EntityAccountType.LOAN, {
      id: loanId,
      officeName: assembled.borrower.client?.officeName ?? assembled.borrower.group?.officeName ?? null,
      productShortName: assembled.product.shortName,
    }));
  const values = loanValuesOf(assembled, { id: loanId, accountNo, userId: ctx.user.id });
  await insertLoan(ctx.db, values);
  await saveChildren(ctx.db, loanId, assembled, ctx.user.id);
  if (assembled.product.interestRecalculationEnabled) {
    await copyRecalculationSettings(ctx.db, loanId, assembled.product.id, false);
  }
  await linkSavingsAccountOnCreate(ctx.db, loanId, values.client_id ?? null, assembled.app.linkAccountId);
  await saveLoanCreateDatatableEntries(ctx.db, ctx.user, loanId, assembled.product.id, ctx.json.json.datatables);
  return partiesOf({ id: loanId, client_id: values.client_id ?? null, group_id: values.group_id ?? null }, assembled.officeId);
}

/** Work run on a loan before a write on it, inside the write's transaction; answers whether it changed the loan. */
export type LoanWriteGuard = (ctx: CommandContext, row: LoanRow) => Promise<boolean>;

let beforeLoanWrite: LoanWriteGuard | undefined;

/** Registers the work run before every loan write (close of business registers its inline run for loans behind). */
export const loanWriteGuard = {
  register(guard: LoanWriteGuard): void {
    beforeLoanWrite = guard;
  },
};

export async function requireLoan(ctx: CommandContext): Promise<LoanRow> {
  const loanId = ctx.entityId ?? 0;
  const row = await writableLoan(ctx, loanId, await findLoanForUpdate(ctx.db, loanId));
  return row === undefined ? requireLoan(ctx) : row;
}

/** {@link requireLoan} with the loan's borrower (as `findBorrower` reads it) read in the same statement. */
export async function requireLoanAndBorrower(ctx: CommandContext): Promise<{ row: LoanRow; borrower: BorrowerFacts }> {
  const loanId = ctx.entityId ?? 0;
  const found = await findLoanAndBorrowerForUpdate(ctx.db, loanId);
  const row = await writableLoan(ctx, loanId, found?.loan);
  return row === undefined || found === undefined ? requireLoanAndBorrower(ctx) : { row, borrower: found.borrower };
}

/**
 * The locked loan if a write may go on: unknown is 404; Fineract's LoanCOBApiFilter allows no write on a loan that
 * close-of-business processing holds locked (409), and a loan behind the COB date is closed up to it first (the
 * guard): then undefined, and the caller reads it again.
 */
async function writableLoan(ctx: CommandContext, loanId: number, found: (LoanRow & { cob_locked: SqlBool }) | undefined): Promise<LoanRow | undefined> {
  if (found === undefined) {
    throw loanNotFound(loanId);
  }
  const { cob_locked: cobLocked, ...row } = found;
  if (cobLocked === true || cobLocked === 1) {
    throw loanLocked(loanId);
  }
  if (beforeLoanWrite !== undefined && (await beforeLoanWrite(ctx, row))) {
    return undefined;
  }
  return row;
}

/** Members that are never reported as changed: the request's format and the borrower, which a modification keeps. */
const NOT_CHANGES = new Set(['locale', 'dateFormat', 'clientId', 'groupId', 'loanType']);

/** The members of the application that changed (Fineract's `changes` of a modification). */
function changesOf(before: LoanApplication, after: LoanApplication, json: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of Object.keys(json)) {
    const was = (before as unknown as Record<string, unknown>)[name];
    const is = (after as unknown as Record<string, unknown>)[name];
    const same = was instanceof Decimal && is instanceof Decimal ? was.equals(is) : was instanceof LocalDate && is instanceof LocalDate ? was.equals(is) : was === is;
    if (!same && !NOT_CHANGES.has(name)) {
      changes[name] = json[name];
    }
  }
  if (Object.keys(changes).length > 0) {
    changes.locale = json.locale;
    changes.dateFormat = json.dateFormat;
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** PUT /loans/{id}: changes a submitted application; the schedule, charges and pledges are built again. */
async function modifyLoan(ctx: CommandContext): Promise<CommandResult> {
  const row = await requireLoan(ctx);
  if (transition(row.loan_status_id, 'modify') === undefined) {
    throw cannotModify(row.id);
  }
  const today = await ctx.clock.businessDate();
  const before = { ...applicationOfRow(row), ...(await findApplicationChildren(ctx.db, row.id)) };
  // Pledges are given back first, so the application may pledge the same collateral again.
  await releaseCollateral(ctx.db, row.id);
  const assembled = await assembleApplication(ctx.db, ctx.json, today, await ctx.moneyContext(), { loanId: row.id, app: before });
  const values = loanValuesOf(assembled, { id: row.id, accountNo: assembled.app.accountNo ?? row.account_no, userId: ctx.user.id });
  await deleteLoanChildren(ctx.db, row.id);
  await updateLoan(ctx.db, row.id, { ...values, version: row.version + 1, created_by: row.created_by, created_on_utc: row.created_on_utc });
  await saveChildren(ctx.db, row.id, assembled, ctx.user.id);
  // The loan keeps the recalculation settings copied at submission (Fineract copies them once); an application moved to
  // another product, or to one that recalculates where the loan did not, takes that product's settings as they are now.
  if (row.product_id !== assembled.product.id || row.interest_recalculation_enabled !== assembled.product.interestRecalculationEnabled) {
    await copyRecalculationSettings(ctx.db, row.id, assembled.product.interestRecalculationEnabled ? assembled.product.id : undefined, row.interest_recalculation_enabled);
  }
  const linked = await linkSavingsAccountOnModify(ctx.db, ctx.json, row.id, values.client_id ?? row.client_id, assembled.app.linkAccountId);
  // The link is stored apart from the application: its change is the one the link reports.
  const changes = changesOf(before, assembled.app, ctx.json.json);
  delete changes.linkAccountId;
  return { ...partiesOf(row, assembled.officeId), changes: { ...changes, ...linked } };
}

/** DELETE /loans/{id}: only a submitted application without datatable entries; its pledges are given back. */
async function deleteLoan(ctx: CommandContext): Promise<CommandResult> {
  const row = await requireLoan(ctx);
  if (transition(row.loan_status_id, 'delete') === undefined || row.loan_status_id !== LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw cannotDelete(row.id);
  }
  if (await datatableEntriesExist(ctx.db, 'm_loan', row.id)) {
    throw loanHasDatatableEntries(row.id);
  }
  if (await loanHasJournalEntries(ctx.db, row.id)) {
    throw journalEntriesKeepLoan(row.id);
  }
  const officeId = await officeOfLoan(ctx.db, row);
  await deleteLoanChildren(ctx.db, row.id);
  await releaseCollateral(ctx.db, row.id);
  await deleteLinkedAccounts(ctx.db, row.id);
  await deleteLoanRow(ctx.db, row.id);
  return partiesOf(row, officeId);
}

export async function officeOfLoan(db: Kysely<object>, row: LoanRow): Promise<number> {
  const borrower = await findBorrower(db, row.client_id ?? undefined, row.group_id ?? undefined);
  return borrower.client?.officeId ?? borrower.group?.officeId ?? 0;
}

/**
 * PUT /loans/{id}?command=markAsFraud (Fineract's SETFRAUD on LOAN): `fraud` (true or false, required; nothing else
 * accepted) marks or clears the loan as fraud, whatever its status; `changes` names it only when it changed. A
 * charge-off of a loan marked as fraud posts its principal to the fraud expense account.
 */
async function markLoanAsFraud(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['fraud']);
  const v = new DataValidator('loans.fraud');
  const fraud = ctx.json.boolean('fraud', v);
  if (v.errors.length === 0) {
    v.parameter('fraud', fraud).notBlank();
  }
  v.throwIfErrors();
  const { row, borrower } = await requireLoanAndBorrower(ctx);
  const parties = partiesOf(row, borrower.client?.officeId ?? borrower.group?.officeId ?? 0);
  if (row.is_fraud === fraud) {
    return parties;
  }
  await updateLoan(ctx.db, row.id, { is_fraud: fraud === true });
  return { ...parties, changes: { fraud } };
}

export const loanAccountCommandHandlers = [
  commandHandler(ENTITY, 'CREATE', createLoan),
  commandHandler(ENTITY, 'UPDATE', modifyLoan),
  commandHandler(ENTITY, 'SETFRAUD', markLoanAsFraud),
  commandHandler(ENTITY, 'DELETE', deleteLoan),
];
