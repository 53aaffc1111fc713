import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import { assert } from '../../../shared/assert.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { accountingAlreadyClosed, closureDuplicate, closureInTheFuture, closureNotLatest, glClosureNotFound, officeNotFound } from './gl-closures.errors.ts';
import { deleteGlClosure, findGlClosureById, findLatestGlClosure, findOfficeClosingState, insertGlClosure, updateGlClosureComments, type GlClosureRow } from './gl-closures.repository.ts';

/** Fineract accepts these members on create and update alike; an update only changes `comments`. */
const PARAMETERS = ['id', 'officeId', 'closingDate', 'comments', 'locale', 'dateFormat'];
const RESOURCE = 'GLClosure';
const COMMENTS_MAX_LENGTH = 500;

interface GlClosureInput {
  readonly officeId?: number;
  readonly closingDate?: LocalDate;
  readonly comments?: string;
}

/** Reads every member (a malformed one is a 400 even on update, where only `comments` is used). */
function readGlClosure(json: JsonCommand, v: DataValidator): GlClosureInput {
  json.checkSupported(PARAMETERS);
  json.long('id', v);
  const officeId = json.long('officeId', v);
  const closingDate = json.localDate('closingDate', v);
  const comments = json.string('comments');
  v.parameter('comments', comments).notExceedingLengthOf(COMMENTS_MAX_LENGTH);
  return { officeId, closingDate, comments };
}

function readForCreate(json: JsonCommand): GlClosureInput & { readonly officeId: number; readonly closingDate: LocalDate } {
  const v = new DataValidator(RESOURCE);
  const input = readGlClosure(json, v);
  if (!v.hasErrorFor('closingDate')) {
    v.parameter('closingDate', input.closingDate).notBlank();
  }
  if (!v.hasErrorFor('officeId')) {
    v.parameter('officeId', input.officeId).notBlank().positive();
  }
  v.throwIfErrors();
  const { officeId, closingDate } = input;
  assert(officeId !== undefined && closingDate !== undefined, 'a validated closure has an office and a date');
  return { ...input, officeId, closingDate };
}

function readForUpdate(json: JsonCommand): { readonly comments: string } {
  const v = new DataValidator(RESOURCE);
  const { comments } = readGlClosure(json, v);
  if (comments === undefined) {
    v.add(parameterError(`validation.msg.${RESOURCE}.no.parameters.for.update`, 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return { comments: comments ?? '' };
}

/** Blank comments are stored as none; others trimmed. */
function normalisedComments(comments: string | undefined): string | null {
  const text = comments?.trim();
  return text === undefined || text === '' ? null : text;
}

async function loadGlClosure(db: Kysely<object>, glClosureId: number): Promise<GlClosureRow> {
  const row = await findGlClosureById(db, glClosureId);
  if (row === undefined) {
    throw glClosureNotFound(glClosureId);
  }
  return row;
}

/**
 * Closes the office's books up to and including `closingDate`. Refused: an unknown office (404), a date after
 * the business date, a date before the office's latest closure, and a second closure on the same date.
 */
async function createGlClosure(ctx: CommandContext): Promise<CommandResult> {
  const input = readForCreate(ctx.json);
  const office = await findOfficeClosingState(ctx.db, input.officeId);
  if (office === undefined) {
    throw officeNotFound(input.officeId);
  }
  if (input.closingDate.isAfter(await ctx.clock.businessDate())) {
    throw closureInTheFuture(input.closingDate.toString());
  }
  const closingDate = input.closingDate.toString();
  const latest = office.latestClosingDate;
  if (latest !== null && latest > closingDate) {
    throw accountingAlreadyClosed(latest);
  }
  if (latest === closingDate) {
    throw closureDuplicate(input.officeId, closingDate);
  }
  const glClosureId = await insertGlClosure(ctx.db, { officeId: input.officeId, closingDate, comments: normalisedComments(input.comments), userId: ctx.user.id }).catch(
    (error: unknown) => {
      // Another request closed the same date in the meantime.
      throw isUniqueViolation(error) ? closureDuplicate(input.officeId, closingDate) : error;
    },
  );
  return { officeId: input.officeId, resourceId: glClosureId };
}

/** Only `comments` changes; `changes` names it when it differs from the stored text. */
async function updateGlClosure(ctx: CommandContext): Promise<CommandResult> {
  const glClosureId = ctx.entityId ?? 0;
  const { comments } = readForUpdate(ctx.json);
  const row = await loadGlClosure(ctx.db, glClosureId);
  const next = normalisedComments(comments);
  if (next === row.comments) {
    return { officeId: row.office_id, resourceId: glClosureId, changes: {} };
  }
  await updateGlClosureComments(ctx.db, glClosureId, next, ctx.user.id);
  return { officeId: row.office_id, resourceId: glClosureId, changes: { comments: next } };
}

/** Deletes the closure, which must be its office's latest (reopening the books from its date). */
async function deleteGlClosureCommand(ctx: CommandContext): Promise<CommandResult> {
  const glClosureId = ctx.entityId ?? 0;
  const row = await loadGlClosure(ctx.db, glClosureId);
  const latest = await findLatestGlClosure(ctx.db, row.office_id);
  if (latest !== undefined && latest.closing_date > row.closing_date) {
    throw closureNotLatest(latest.office_id, latest.office_name, latest.closing_date);
  }
  await deleteGlClosure(ctx.db, glClosureId);
  return { officeId: row.office_id, resourceId: glClosureId };
}

export const glClosureCommandHandlers = [
  commandHandler('GLCLOSURE', 'CREATE', createGlClosure),
  commandHandler('GLCLOSURE', 'UPDATE', updateGlClosure),
  commandHandler('GLCLOSURE', 'DELETE', deleteGlClosureCommand),
];
