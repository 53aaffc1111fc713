import type { Kysely } from 'kysely';
import type { CommandRequest, CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ExternalEventPayload } from '../../../platform/events/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { NotFoundError } from '../../../shared/errors/api-errors.ts';
import { retrieveLoanWithColumn } from '../../loans/index.ts';
import { payloadCodecOf, payloadFromView, type RecordDefinitions } from './avro-records.ts';
import { LOAN_ACCOUNT_RECORDS } from './loan-account-records.ts';
import { activeOwnerExternalId } from './loan-asset-owner.ts';

/** The record the loan charge events carry (Fineract's LoanChargeBusinessEvent payload). */
const LOAN_CHARGE_RECORD = 'loan.v1.LoanChargeDataV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanChargeDataV1` (LoanAccountDataV1 names it too). */
export const loanChargeCodec = payloadCodecOf(LOAN_ACCOUNT_RECORDS, LOAN_CHARGE_RECORD);

/**
 * The loan charge events commands raise whose Fineract class is a LoanChargeBusinessEvent: adding, changing and
 * waiving a charge, and undoing a waiver (its result names the charge whose waiver was undone). (Deleting one raises
 * LoanDeleteChargeBusinessEvent, with its own record: below.)
 */
export const LOAN_CHARGE_EVENT_TYPES: readonly string[] = [
  'LoanAddChargeBusinessEvent', 'LoanUpdateChargeBusinessEvent', 'LoanWaiveChargeBusinessEvent', 'LoanWaiveChargeUndoBusinessEvent',
];

const CHARGES = { associations: 'charges' };

/**
 * The payload of a loan charge event: the charge the command wrote (its result's `resourceId` on loan `loanId`)
 * as the loan's `charges` association answers it (the loans module's read model: the loan, its delinquency,
 * its charges and schedule), with the loan's id and external id, as Fineract's serializer reads the charge
 * through its loan charge read service, and `externalOwnerId`, the owner of the loan's active asset transfer, as
 * Fineract's investor module adds it (LoanChargeDataV1Enricher) — a sub-select of the loan's own read, no statement more.
 */
export async function loanChargePayload(trx: Kysely<object>, result: CommandResult, clock: TenantClock): Promise<ExternalEventPayload | undefined> {
  const loanId = result.loanId;
  const loanChargeId = result.resourceId;
  if (loanId === undefined || loanId === null || loanChargeId === undefined || loanChargeId === null) {
    return undefined;
  }
  const read = await retrieveLoanWithColumn(trx, loanId, CHARGES, clock, (id) => activeOwnerExternalId(trx, id)).catch((error: unknown) => {
    if (error instanceof NotFoundError) {
      return undefined;
    }
    throw error;
  });
  const charges: unknown = read?.loan.charges;
  const charge = Array.isArray(charges) ? (charges as Record<string, unknown>[]).find((c) => c.id === loanChargeId) : undefined;
  if (read === undefined || charge === undefined) {
    return undefined;
  }
  const view = { ...charge, loanId, externalLoanId: read.loan.externalId ?? null, externalOwnerId: read.column };
  return { schema: loanChargeCodec.schema, data: payloadFromView(LOAN_ACCOUNT_RECORDS, LOAN_CHARGE_RECORD, view) };
}

/** Fineract's LoanChargeDeletedV1 (fineract-avro-schemas): the removed loan charge and its charge definition. */
export const LOAN_CHARGE_DELETED_RECORDS: RecordDefinitions = { 'loan.v1.LoanChargeDeletedV1': 'id:long chargeId:long' };
const LOAN_CHARGE_DELETED_RECORD = 'loan.v1.LoanChargeDeletedV1';

/** Its codec: the schema `org.apache.fineract.avro.loan.v1.LoanChargeDeletedV1`. */
export const loanChargeDeletedCodec = payloadCodecOf(LOAN_CHARGE_DELETED_RECORDS, LOAN_CHARGE_DELETED_RECORD);

/** The event of DELETE_LOANCHARGE, whose Fineract serializer sends LoanChargeDeletedV1. */
export const LOAN_CHARGE_DELETED_EVENT_TYPE = 'LoanDeleteChargeBusinessEvent';

/**
 * The payload of a loan charge deletion, read before the command removes the row (one statement): the loan charge
 * the URL names (`subEntityId`, on loan `entityId`) and its charge definition, as Fineract's serializer takes both
 * from the removed charge. Undefined when the loan has no such charge (the command then refuses, writing nothing).
 */
export async function loanChargeDeletedPayload(trx: Kysely<object>, request: Pick<CommandRequest, 'entityId' | 'subEntityId'>): Promise<ExternalEventPayload | undefined> {
  const { entityId: loanId, subEntityId: loanChargeId } = request;
  if (loanId === undefined || loanChargeId === undefined) {
    return undefined;
  }
  const row = await tenantTables(trx)
    .selectFrom('m_loan_charge')
    .select(['id', 'charge_id'])
    .where('id', '=', loanChargeId)
    .where('loan_id', '=', loanId)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  return { schema: loanChargeDeletedCodec.schema, data: payloadFromView(LOAN_CHARGE_DELETED_RECORDS, LOAN_CHARGE_DELETED_RECORD, { id: row.id, chargeId: row.charge_id }) };
}
