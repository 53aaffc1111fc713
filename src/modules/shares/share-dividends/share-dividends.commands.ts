import { LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { Money, type CurrencyRules } from '../../../shared/money/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { shareProductNotFound } from '../share-products/share-products.errors.ts';
import { allocateDividend, type DividendCandidate } from './domain/share-dividend-allocation.ts';
import { AllocationStatus, DividendStatus } from './domain/share-dividend-status.ts';
import { dividendAlreadyApproved, dividendNotFound, noEligibleShares } from './share-dividends.errors.ts';
import {
  deleteDividendPayout,
  findCandidateMovements,
  findDividendProduct,
  insertDividendAllocations,
  insertDividendPayout,
  lockDividendPayout,
  setDividendPayoutStatus,
  type DividendPayoutRow,
} from './share-dividends.repository.ts';

const RESOURCE = 'sharesproduct.dividend.processing';
const START = 'dividendPeriodStartDate';
const END = 'dividendPeriodEndDate';
const AMOUNT = 'dividendAmount';

interface DeclareRequest {
  readonly start: LocalDate;
  readonly end: LocalDate;
  readonly amount: Decimal;
}

/** Reads the declaration: both dates required, the end strictly after the start, an amount above zero. */
function readDeclaration(ctx: CommandContext): DeclareRequest {
  ctx.json.checkSupported([START, END, AMOUNT, 'dateFormat', 'locale']);
  const v = new DataValidator(RESOURCE);
  const start = ctx.json.localDate(START, v);
  if (!v.hasErrorFor(START)) {
    v.parameter(START, start).notBlank();
  }
  const end = ctx.json.localDate(END, v);
  if (!v.hasErrorFor(END)) {
    v.parameter(END, end).notBlank();
  }
  if (start !== undefined && end !== undefined && !end.isAfter(start)) {
    v.fail(END, 'is.less.than.date', `The parameter \`${END}\` must be after \`${START}\`.`, [end.toString(), start.toString()]);
  }
  const amount = ctx.json.decimal(AMOUNT, v);
  if (!v.hasErrorFor(AMOUNT)) {
    v.parameter(AMOUNT, amount).notBlank().positive();
  }
  v.throwIfErrors();
  assert(start !== undefined && end !== undefined && amount !== undefined, 'refused above when missing');
  return { start, end, amount };
}

/** The candidates' approved movements, grouped by account in the order read. */
function candidatesOf(rows: Awaited<ReturnType<typeof findCandidateMovements>>): DividendCandidate[] {
  const byAccount = new Map<number, DividendCandidate['movements'][number][]>();
  for (const row of rows) {
    const movements = byAccount.get(row.account_id) ?? [];
    if (row.transaction_date !== null) {
      movements.push({ date: LocalDate.parse(row.transaction_date), kind: row.type_enum === 600 ? 'redemption' : 'purchase', shares: Number(row.total_shares ?? 0) });
    }
    byAccount.set(row.account_id, movements);
  }
  return [...byAccount].map(([accountId, movements]) => ({ accountId, movements }));
}

/** POST /shareproduct/{productId}/dividend: splits the amount over the accounts' share-days; payout and allocations start initiated. */
async function declareDividend(ctx: CommandContext): Promise<CommandResult> {
  const productId = ctx.entityId ?? 0;
  const request = readDeclaration(ctx);
  const product = await findDividendProduct(ctx.db, productId);
  if (product === undefined) {
    throw shareProductNotFound(productId);
  }
  const currency: CurrencyRules = { code: product.currency_code, digitsAfterDecimal: product.currency_digits, inMultiplesOf: product.currency_multiplesof };
  const rows = await findCandidateMovements(ctx.db, productId, product.allow_dividends_inactive_clients === true ? request.start.toString() : undefined);
  const money = await ctx.moneyContext();
  const minimumActiveDays = product.minimum_active_period_frequency === null ? 0 : Math.trunc(Number(product.minimum_active_period_frequency));
  const allocations = allocateDividend(candidatesOf(rows), { periodStart: request.start, periodEnd: request.end, amount: request.amount, minimumActiveDays, currency }, money);
  if (allocations === undefined) {
    throw noEligibleShares();
  }
  const dividendId = await insertDividendPayout(ctx.db, {
    product_id: productId,
    amount: Money.of(currency, request.amount, money).toFixed(),
    dividend_period_start_date: request.start.toString(),
    dividend_period_end_date: request.end.toString(),
    status: DividendStatus.INITIATED,
    createdby_id: ctx.user.id,
  });
  await insertDividendAllocations(
    ctx.db,
    allocations.map((a) => ({ dividend_pay_out_id: dividendId, account_id: a.accountId, amount: a.amount.toFixed(), status: AllocationStatus.INITIATED })),
  );
  return { resourceId: productId, subResourceId: dividendId };
}

/** The payout named by the path (404 when unknown or of another product), refused once approved. */
async function loadInitiatedPayout(ctx: CommandContext, action: 'approve' | 'delete'): Promise<DividendPayoutRow> {
  const dividendId = ctx.subEntityId ?? 0;
  const payout = await lockDividendPayout(ctx.db, dividendId);
  if (payout === undefined || payout.product_id !== ctx.entityId) {
    throw dividendNotFound(dividendId);
  }
  if (payout.status !== DividendStatus.INITIATED) {
    throw dividendAlreadyApproved(action);
  }
  return payout;
}

/** PUT …/dividend/{id}?command=approve: the body is ignored (the web app sends the ids again). */
async function approveDividend(ctx: CommandContext): Promise<CommandResult> {
  const payout = await loadInitiatedPayout(ctx, 'approve');
  await setDividendPayoutStatus(ctx.db, payout.id, DividendStatus.APPROVED, ctx.user.id);
  return { resourceId: payout.id };
}

/** DELETE …/dividend/{id}: an initiated payout goes with its allocations. */
async function deleteDividend(ctx: CommandContext): Promise<CommandResult> {
  const payout = await loadInitiatedPayout(ctx, 'delete');
  await deleteDividendPayout(ctx.db, payout.id);
  return { resourceId: payout.id };
}

export const shareDividendCommandHandlers = [
  commandHandler('SHAREPRODUCT', 'CREATE_DIVIDEND', declareDividend),
  commandHandler('SHAREPRODUCT', 'APPROVE_DIVIDEND', approveDividend),
  commandHandler('SHAREPRODUCT', 'DELETE_DIVIDEND', deleteDividend),
];
