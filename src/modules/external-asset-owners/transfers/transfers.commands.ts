import { randomUUID } from 'node:crypto';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { LoanStatus, requireLoan } from '../../loans/index.ts';
import { buybackTarget, cancelRefusal, saleRefusal, type TransferState } from './domain/transfer-rules.ts';
import { OPEN_END_DATE, TransferStatus, TransferSubStatus } from './domain/transfer-status.ts';
import { loanNotActive, settlementDateInPast, transferExternalIdTaken, transferRefused, transferToCancelNotFound } from './transfers.errors.ts';
import { closeTransfers, findEffectiveTransfers, findLoanForTransfer, findOwnerIdByExternalId, findTransfer, insertOwner, insertTransfer, transferExternalIdExists, type TransferRow } from './transfers.repository.ts';
import { toTransferState } from './transfers.presenter.ts';

/** Fineract validates sale and buy-back bodies under this resource name. */
const RESOURCE = 'loantransfer';
const SALE_PARAMETERS = ['settlementDate', 'ownerExternalId', 'transferExternalId', 'purchasePriceRatio', 'dateFormat', 'locale'];
const BUYBACK_PARAMETERS = ['settlementDate', 'transferExternalId', 'dateFormat', 'locale'];

/** Loans that may be sold: active, or in a transfer between offices (in progress or on hold). */
const SALEABLE_LOAN_STATUSES: readonly number[] = [LoanStatus.ACTIVE, LoanStatus.TRANSFER_IN_PROGRESS, LoanStatus.TRANSFER_ON_HOLD];

/**
 * What a transfer command answers (Fineract's CommandProcessingResult of these commands): the transfer as
 * resource, the loan as sub-resource, each with its external id when it has one.
 */
type TransferResult = CommandResult & { readonly subResourceExternalId?: string };

interface BuybackInput {
  readonly settlementDate: LocalDate;
  readonly transferExternalId: string | undefined;
}

interface SaleInput extends BuybackInput {
  readonly ownerExternalId: string;
  readonly purchasePriceRatio: string;
}

function readBuyback(json: JsonCommand, v: DataValidator): Partial<BuybackInput> {
  const transferExternalId = json.string('transferExternalId');
  v.parameter('transferExternalId', transferExternalId).notExceedingLengthOf(100);
  const settlementDate = json.localDate('settlementDate', v);
  if (!v.hasErrorFor('settlementDate')) {
    v.parameter('settlementDate', settlementDate).notBlank();
  }
  return { settlementDate, transferExternalId: transferExternalId === '' ? undefined : transferExternalId };
}

/** The sale body: owner and ratio required (ratio kept as text), transfer external id optional, settlement date required. */
function readSale(json: JsonCommand): SaleInput {
  json.checkSupported(SALE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const ownerExternalId = json.string('ownerExternalId');
  v.parameter('ownerExternalId', ownerExternalId).notBlank().notExceedingLengthOf(100);
  const purchasePriceRatio = json.string('purchasePriceRatio');
  const { settlementDate, transferExternalId } = readBuyback(json, v);
  v.parameter('purchasePriceRatio', purchasePriceRatio).notBlank().notExceedingLengthOf(50);
  v.throwIfErrors();
  assert(ownerExternalId !== undefined && purchasePriceRatio !== undefined && settlementDate !== undefined, 'a sale that passed validation names its owner, ratio and settlement date');
  return { ownerExternalId, purchasePriceRatio, settlementDate, transferExternalId };
}

function readBuybackBody(json: JsonCommand): BuybackInput {
  json.checkSupported(BUYBACK_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const { settlementDate, transferExternalId } = readBuyback(json, v);
  v.throwIfErrors();
  assert(settlementDate !== undefined, 'a buy-back that passed validation has a settlement date');
  return { settlementDate, transferExternalId };
}

/** 403 when any transfer row already carries the external id the caller chose. */
async function refuseTakenExternalId(db: Kysely<object>, externalId: string | undefined): Promise<void> {
  if (externalId !== undefined && (await transferExternalIdExists(db, externalId))) {
    throw transferExternalIdTaken(externalId);
  }
}

async function effectiveStates(db: Kysely<object>, loanId: number, today: LocalDate): Promise<TransferState[]> {
  return (await findEffectiveTransfers(db, loanId, today.toString())).map(toTransferState);
}

function transferResult(transferId: number, row: Pick<TransferRow, 'external_id' | 'loan_id' | 'external_loan_id'>): TransferResult {
  return {
    resourceId: transferId,
    resourceExternalId: row.external_id,
    subResourceId: row.loan_id,
    ...(row.external_loan_id === null ? {} : { subResourceExternalId: row.external_loan_id }),
  };
}

/**
 * POST /external-asset-owners/transfers/loans/{loanId}?command=sale: a PENDING sale of an active loan to the
 * owner (created on first use), settling on a date not before the business date; refused while the loan has
 * a pending or active transfer.
 */
async function saleLoan(ctx: CommandContext): Promise<CommandResult> {
  const input = readSale(ctx.json);
  await refuseTakenExternalId(ctx.db, input.transferExternalId);
  const loan = await requireLoan(ctx);
  if (!SALEABLE_LOAN_STATUSES.includes(loan.loan_status_id)) {
    throw loanNotActive();
  }
  const today = await ctx.clock.businessDate();
  if (input.settlementDate.isBefore(today)) {
    throw settlementDateInPast();
  }
  const refusal = saleRefusal(await effectiveStates(ctx.db, loan.id, today));
  if (refusal !== undefined) {
    throw transferRefused(refusal);
  }
  const ownerId = (await findOwnerIdByExternalId(ctx.db, input.ownerExternalId)) ?? (await insertOwner(ctx.db, input.ownerExternalId, ctx.user.id));
  const values = {
    owner_id: ownerId,
    external_id: input.transferExternalId ?? randomUUID(),
    status: TransferStatus.PENDING,
    sub_status: null,
    purchase_price_ratio: input.purchasePriceRatio,
    settlement_date: input.settlementDate.toString(),
    effective_date_from: today.toString(),
    effective_date_to: OPEN_END_DATE.toString(),
    loan_id: loan.id,
    external_loan_id: loan.external_id,
  };
  return transferResult(await insertTransfer(ctx.db, values, ctx.user.id), values);
}

/**
 * POST /external-asset-owners/transfers/loans/{loanId}?command=buyback: a BUYBACK from the owner of the
 * loan's pending or active sale, settling on or after that sale's settlement date (and not in the past).
 */
async function buybackLoan(ctx: CommandContext): Promise<CommandResult> {
  const input = readBuybackBody(ctx.json);
  const loan = await requireLoan(ctx);
  const today = await ctx.clock.businessDate();
  if (input.settlementDate.isBefore(today)) {
    throw settlementDateInPast();
  }
  await refuseTakenExternalId(ctx.db, input.transferExternalId);
  const effective = await findEffectiveTransfers(ctx.db, loan.id, today.toString());
  const found = buybackTarget(effective.map(toTransferState), input.settlementDate);
  if ('refusal' in found) {
    throw transferRefused(found.refusal);
  }
  const target = effective.find((row) => row.id === found.target.id);
  assert(target !== undefined, 'the buy-back target is one of the effective transfers');
  const values = {
    owner_id: target.owner_id,
    external_id: input.transferExternalId ?? randomUUID(),
    status: TransferStatus.BUYBACK,
    sub_status: null,
    purchase_price_ratio: target.purchase_price_ratio,
    settlement_date: input.settlementDate.toString(),
    effective_date_from: today.toString(),
    effective_date_to: OPEN_END_DATE.toString(),
    loan_id: target.loan_id,
    external_loan_id: target.external_loan_id,
  };
  return transferResult(await insertTransfer(ctx.db, values, ctx.user.id), values);
}

/**
 * POST /external-asset-owners/transfers/{id}?command=cancel: the loan's latest effective transfer, if PENDING
 * or BUYBACK, stops applying today and a CANCELLED row (USER_REQUESTED) records it; answers that row.
 */
async function cancelTransfer(ctx: CommandContext): Promise<CommandResult> {
  const transferId = ctx.entityId ?? 0;
  const selected = await findTransfer(ctx.db, transferId);
  if (selected === undefined) {
    throw transferToCancelNotFound(transferId);
  }
  // The loan's lock keeps a cancel and the execution of the loan's transfers apart.
  await findLoanForTransfer(ctx.db, selected.loan_id);
  const today = await ctx.clock.businessDate();
  const refusal = cancelRefusal(toTransferState(selected), await effectiveStates(ctx.db, selected.loan_id, today));
  if (refusal !== undefined) {
    throw transferRefused(refusal);
  }
  await closeTransfers(ctx.db, [selected.id], today.toString(), ctx.user.id);
  const values = {
    owner_id: selected.owner_id,
    external_id: selected.external_id,
    status: TransferStatus.CANCELLED,
    sub_status: TransferSubStatus.USER_REQUESTED,
    purchase_price_ratio: selected.purchase_price_ratio,
    settlement_date: selected.settlement_date,
    effective_date_from: selected.effective_date_from,
    effective_date_to: today.toString(),
    loan_id: selected.loan_id,
    external_loan_id: selected.external_loan_id,
  };
  return transferResult(await insertTransfer(ctx.db, values, ctx.user.id), values);
}

export const transferCommandHandlers = [
  commandHandler('LOAN', 'SALE', saleLoan),
  commandHandler('LOAN', 'BUYBACK', buybackLoan),
  commandHandler('ASSET_OWNER_TRANSACTION', 'CANCEL', cancelTransfer),
];
