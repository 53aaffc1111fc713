import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { TransferStatus, TransferSubStatus, type TransferSubStatusName } from './domain/transfer-status.ts';
import { raiseTransferEvents } from './transfers.events.ts';
import { executeBuyback, replaceTransfer, type Execution } from './transfers.jobs.ts';
import { parseIsoDate } from '../../../shared/time/index.ts';
import { findLoanForTransfer, findOpenTransfers, type TransferRow } from './transfers.repository.ts';

/** Fineract's global configuration that turns the handling on (seeded enabled). */
const ASSET_EXTERNALIZATION_OF_NON_ACTIVE_LOANS = 'asset-externalization-of-non-active-loans';

/** The open transfer ends on the business date: a new row in `status` (from and to the business date), its event alone. */
async function endTransfer(run: Execution, loanId: number, transfer: TransferRow, status: typeof TransferStatus.DECLINED | typeof TransferStatus.CANCELLED, subStatus: TransferSubStatusName): Promise<void> {
  const on = run.submittedOn;
  const id = await replaceTransfer(run, transfer, { status, subStatus, from: on, to: on, closedOn: on }, parseIsoDate(transfer.settlement_date));
  run.outcomes.push({ loanId, transferId: id, snapshot: false });
}

/**
 * Fineract's handling of a loan that closes or becomes overpaid before its transfers settle: a pending sale with a
 * buy-back settling the same day are both CANCELLED (SAMEDAY_TRANSFERS); with a later buy-back the sale is DECLINED
 * and the buy-back CANCELLED (UNSOLD); a pending sale alone is DECLINED (BALANCE_NEGATIVE when overpaid, else
 * BALANCE_ZERO); a buy-back alone is executed at once (closed on the business date, posted on its settlement date).
 */
async function handleOpenTransfers(run: Execution, loanId: number, open: readonly TransferRow[]): Promise<void> {
  const loan = await findLoanForTransfer(run.db, loanId);
  const [first, second] = open;
  if (loan === undefined || first === undefined || open.length > 2) {
    return;
  }
  const declined = new Decimal(loan.total_overpaid_derived ?? 0).greaterThan(0) ? TransferSubStatus.BALANCE_NEGATIVE : TransferSubStatus.BALANCE_ZERO;
  if (second !== undefined) {
    const sameDay = first.settlement_date === second.settlement_date;
    await (sameDay ? endTransfer(run, loanId, first, TransferStatus.CANCELLED, TransferSubStatus.SAMEDAY_TRANSFERS) : endTransfer(run, loanId, first, TransferStatus.DECLINED, declined));
    await endTransfer(run, loanId, second, TransferStatus.CANCELLED, sameDay ? TransferSubStatus.SAMEDAY_TRANSFERS : TransferSubStatus.UNSOLD);
  } else if (first.status === TransferStatus.PENDING) {
    await endTransfer(run, loanId, first, TransferStatus.DECLINED, declined);
  } else {
    await executeBuyback(run, loan, first, parseIsoDate(first.settlement_date), run.submittedOn);
  }
}

/**
 * Registered with the loans module: a loan whose status has just become closed or overpaid, while the configuration
 * is enabled. One read (its open sales and buy-backs) when it has none; otherwise the rows, then their events in one
 * statement, business date the tenant's.
 */
export async function handleLoanClosedOrOverpaid(ctx: CommandContext, loanId: number): Promise<void> {
  if ((await readConfiguration(ctx.db, ASSET_EXTERNALIZATION_OF_NON_ACTIVE_LOANS))?.enabled !== true) {
    return;
  }
  const open = await findOpenTransfers(ctx.db, loanId);
  if (open.length === 0) {
    return;
  }
  const businessDate: LocalDate = await ctx.clock.businessDate();
  const run: Execution = { db: ctx.db, userId: ctx.user.id, submittedOn: businessDate, outcomes: [] };
  await handleOpenTransfers(run, loanId, open);
  await raiseTransferEvents(ctx.db, run.outcomes, businessDate);
}
