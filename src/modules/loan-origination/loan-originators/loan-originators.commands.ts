import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { LoanStatus, loanStatusView, requireLoan } from '../../loans/index.ts';
import { originatorNotFound } from '../originators/originators.errors.ts';
import { findOriginator, type OriginatorRow } from '../originators/originators.repository.ts';
import { loanNotInSubmittedStatus, originatorAlreadyAttached, originatorNotActive, originatorNotAttached } from './loan-originators.errors.ts';
import { deleteMapping, findMapping, insertMapping } from './loan-originators.repository.ts';

/**
 * What attaching or detaching answers: the command result (loan as resource, originator as sub-resource)
 * plus the four members of Fineract's LoanOriginatorMappingResponse.
 */
type MappingResult = CommandResult & {
  readonly loanId: number;
  readonly loanExternalId?: string;
  readonly originatorId: number;
  readonly originatorExternalId: string;
};

interface MappingParties {
  readonly loanId: number;
  readonly loanExternalId: string | null;
  readonly originator: OriginatorRow;
}

/** The loan (locked; 404 when unknown) in status "submitted and pending approval" (403 otherwise), and the originator (404). */
async function loadParties(ctx: CommandContext): Promise<MappingParties> {
  const loan = await requireLoan(ctx);
  if (loan.loan_status_id !== LoanStatus.SUBMITTED_AND_PENDING_APPROVAL) {
    throw loanNotInSubmittedStatus(loan.id, loanStatusView(loan.loan_status_id).code);
  }
  const originatorId = ctx.subEntityId ?? 0;
  return { loanId: loan.id, loanExternalId: loan.external_id, originator: await requireOriginator(ctx.db, originatorId) };
}

async function requireOriginator(db: Kysely<object>, originatorId: number): Promise<OriginatorRow> {
  const originator = await findOriginator(db, originatorId);
  if (originator === undefined) {
    throw originatorNotFound(originatorId);
  }
  return originator;
}

function mappingResult(parties: MappingParties): MappingResult {
  const loanExternalId = parties.loanExternalId ?? undefined;
  return {
    resourceId: parties.loanId,
    subResourceId: parties.originator.id,
    ...(loanExternalId === undefined ? {} : { resourceExternalId: loanExternalId, loanExternalId }),
    loanId: parties.loanId,
    originatorId: parties.originator.id,
    originatorExternalId: parties.originator.external_id,
  };
}

/** POST /loans/{loanId}/originators/{originatorId}: only an ACTIVE originator, at most once per loan. */
async function attachOriginator(ctx: CommandContext): Promise<CommandResult> {
  const parties = await loadParties(ctx);
  const { originator } = parties;
  if (originator.status !== 'ACTIVE') {
    throw originatorNotActive(originator.id, originator.status);
  }
  if ((await findMapping(ctx.db, parties.loanId, originator.id)) !== undefined) {
    throw originatorAlreadyAttached(parties.loanId, originator.id);
  }
  await insertMapping(ctx.db, parties.loanId, originator.id, ctx.user.id);
  return mappingResult(parties);
}

/** DELETE /loans/{loanId}/originators/{originatorId}: 404 when the originator is not attached to the loan. */
async function detachOriginator(ctx: CommandContext): Promise<CommandResult> {
  const parties = await loadParties(ctx);
  if (!(await deleteMapping(ctx.db, parties.loanId, parties.originator.id))) {
    throw originatorNotAttached(parties.loanId, parties.originator.id);
  }
  return mappingResult(parties);
}

export const loanOriginatorCommandHandlers = [
  commandHandler('LOAN_ORIGINATOR', 'ATTACH', attachOriginator),
  commandHandler('LOAN_ORIGINATOR', 'DETACH', detachOriginator),
];
