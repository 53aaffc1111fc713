import type { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { ApiError } from '../../../shared/errors/api-errors.ts';
import {
  accountsForProduct,
  FinancialActivity,
  JournalEntryType,
  PortfolioProductType,
  postJournalEntries,
  requireBooksOpen,
  requireFinancialActivityAccount,
  resolveRoleLines,
} from '../../accounting/index.ts';
import { LoanStatus } from '../../loans/index.ts';
import { balanceRoles, mergeByAccount, transferLines, type TransferBalances, type TransferLine } from './domain/transfer-postings.ts';
import { executionStep, saleOutcome } from './domain/transfer-rules.ts';
import { OPEN_END_DATE, TransferStatus, TransferSubStatus, type TransferStatusName, type TransferSubStatusName } from './domain/transfer-status.ts';
import { raiseTransferEvents, type TransferOutcome } from './transfers.events.ts';
import { toTransferState } from './transfers.presenter.ts';
import {
  closeTransfers,
  deleteLoanMapping,
  findActiveTransferOfOwner,
  findDueTransfers,
  findLoansWithDueTransfers,
  findLoanForTransfer,
  insertJournalEntryMappings,
  insertLoanMapping,
  insertTransfer,
  insertTransferDetails,
  type TransferLoanRow,
  type TransferRow,
} from './transfers.repository.ts';

/** Fineract's prefix of the transaction ids of ownership postings ('I' + transfer id). */
const INVESTOR_TRANSACTION_PREFIX = 'I';

/** The run: the transaction, who acts, and the business date the journal entries are submitted on. */
export interface Execution {
  readonly db: Kysely<object>;
  readonly userId: number;
  readonly submittedOn: LocalDate;
  /** The transfer rows written so far, for their events (raised together once the run is over). */
  readonly outcomes: TransferOutcome[];
}

/** A loan's ownership posting, resolved to accounts before anything is written. */
interface PreparedPosting {
  readonly loan: TransferLoanRow;
  readonly date: LocalDate;
  readonly lines: readonly TransferLine[];
}

const balancesOf = (loan: TransferLoanRow): TransferBalances => ({
  principal: new Decimal(loan.principal_outstanding_derived),
  interest: new Decimal(loan.interest_outstanding_derived),
  fees: new Decimal(loan.fee_charges_outstanding_derived),
  penalties: new Decimal(loan.penalty_charges_outstanding_derived),
  overpaid: new Decimal(loan.total_overpaid_derived ?? 0),
});

/**
 * Resolves the accounts of the posting (the loan product's mappings, the asset-transfer financial activity)
 * and checks the books are open on the settlement date: every refusal comes before any write.
 */
async function preparePosting(run: Execution, loan: TransferLoanRow, date: LocalDate, sale: boolean): Promise<PreparedPosting> {
  const roles = balanceRoles(balancesOf(loan), loan.is_charged_off, loan.is_fraud);
  if (roles.length === 0 || loan.product_id === null || loan.office_id === null) {
    return { loan, date, lines: [] };
  }
  await requireBooksOpen(run.db, loan.office_id, date);
  const accounts = await accountsForProduct(run.db, PortfolioProductType.LOAN, loan.product_id);
  const resolved = resolveRoleLines(accounts, PortfolioProductType.LOAN, loan.product_id, roles.map((r) => ({ role: r.role, type: JournalEntryType.CREDIT, amount: r.amount })));
  const assetTransfer = await requireFinancialActivityAccount(run.db, FinancialActivity.ASSET_TRANSFER);
  return { loan, date, lines: transferLines(mergeByAccount(resolved), assetTransfer, sale, loan.loan_status_id === LoanStatus.OVERPAID) };
}

/** Posts the prepared lines under 'I' + the transfer id and records them against the transfer and the owner. */
async function post(run: Execution, prepared: PreparedPosting, transfer: { readonly id: number; readonly ownerId: number }): Promise<void> {
  const { loan, lines } = prepared;
  if (lines.length === 0 || loan.office_id === null) {
    return;
  }
  const entryIds = await postJournalEntries(run.db, { userId: run.userId }, {
    officeId: loan.office_id,
    currencyCode: loan.currency_code,
    entryDate: prepared.date,
    transactionId: `${INVESTOR_TRANSACTION_PREFIX}${transfer.id}`,
    manual: false,
    entity: { type: PortfolioProductType.LOAN, id: loan.id },
    submittedOnDate: run.submittedOn,
    lines: lines.map((line) => ({ glAccountId: line.glAccountId, type: line.type, amount: line.amount })),
  });
  const ownerEntryIds = entryIds.filter((_, index) => lines[index]?.ownerSide === true);
  await insertJournalEntryMappings(run.db, { transferId: transfer.id, ownerId: transfer.ownerId, entryIds, ownerEntryIds }, run.userId);
}

/** The state a transfer passes to, from `from` to `to`; the old row stops applying on `closedOn` (the settlement date when not given). */
export interface NextTransferState {
  readonly status: TransferStatusName;
  readonly subStatus: TransferSubStatusName | null;
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly closedOn?: LocalDate;
}

/** A new row for `transfer` in another state, settled on `date`. */
export async function replaceTransfer(run: Execution, transfer: TransferRow, next: NextTransferState, date: LocalDate): Promise<number> {
  await closeTransfers(run.db, [transfer.id], (next.closedOn ?? date).toString(), run.userId);
  return insertTransfer(run.db, {
    owner_id: transfer.owner_id,
    external_id: transfer.external_id,
    status: next.status,
    sub_status: next.subStatus,
    purchase_price_ratio: transfer.purchase_price_ratio,
    settlement_date: date.toString(),
    effective_date_from: next.from.toString(),
    effective_date_to: next.to.toString(),
    loan_id: transfer.loan_id,
    external_loan_id: transfer.external_loan_id,
  }, run.userId);
}

function detailsOf(loan: TransferLoanRow) {
  return {
    total_outstanding_derived: loan.total_outstanding_derived,
    principal_outstanding_derived: loan.principal_outstanding_derived,
    interest_outstanding_derived: loan.interest_outstanding_derived,
    fee_charges_outstanding_derived: loan.fee_charges_outstanding_derived,
    penalty_charges_outstanding_derived: loan.penalty_charges_outstanding_derived,
    total_overpaid_derived: loan.total_overpaid_derived ?? '0',
  };
}

/**
 * A due sale: with something outstanding the loan passes to the owner (a new ACTIVE row from the next day,
 * the loan's active mapping, the amounts, the posting); otherwise the sale is DECLINED (BALANCE_ZERO, or
 * BALANCE_NEGATIVE when overpaid).
 */
async function executeSale(run: Execution, loan: TransferLoanRow, transfer: TransferRow, date: LocalDate): Promise<void> {
  const balances = balancesOf(loan);
  const outcome = saleOutcome(new Decimal(loan.total_outstanding_derived), balances.overpaid);
  if (!outcome.sold) {
    const declinedId = await replaceTransfer(run, transfer, { status: TransferStatus.DECLINED, subStatus: outcome.subStatus, from: date, to: date }, date);
    run.outcomes.push({ loanId: loan.id, transferId: declinedId, snapshot: false });
    return;
  }
  const prepared = await preparePosting(run, loan, date, true);
  const activeId = await replaceTransfer(run, transfer, { status: TransferStatus.ACTIVE, subStatus: null, from: date.plusDays(1), to: OPEN_END_DATE }, date);
  await insertLoanMapping(run.db, loan.id, activeId, run.userId);
  await insertTransferDetails(run.db, activeId, detailsOf(loan), run.userId);
  await post(run, prepared, { id: activeId, ownerId: transfer.owner_id });
  run.outcomes.push({ loanId: loan.id, transferId: activeId, snapshot: true });
}

/**
 * A due buy-back: the owner's ACTIVE transfer and the buy-back stop applying (on `closedOn`, the settlement date
 * when not given), the loan's mapping goes and the posting, dated `date`, moves the balances back; without an
 * active sale to the owner it is CANCELLED (UNSOLD).
 */
export async function executeBuyback(run: Execution, loan: TransferLoanRow, buyback: TransferRow, date: LocalDate, closedOn: LocalDate = date): Promise<void> {
  const active = await findActiveTransferOfOwner(run.db, loan.id, buyback.owner_id);
  if (active === undefined) {
    const cancelledId = await replaceTransfer(run, buyback, { status: TransferStatus.CANCELLED, subStatus: TransferSubStatus.UNSOLD, from: closedOn, to: closedOn, closedOn }, date);
    run.outcomes.push({ loanId: loan.id, transferId: cancelledId, snapshot: true });
    return;
  }
  const prepared = await preparePosting(run, loan, date, false);
  await closeTransfers(run.db, [active.id, buyback.id], closedOn.toString(), run.userId);
  await insertTransferDetails(run.db, buyback.id, detailsOf(loan), run.userId);
  await deleteLoanMapping(run.db, loan.id, active.id);
  await post(run, prepared, { id: buyback.id, ownerId: buyback.owner_id });
  run.outcomes.push({ loanId: loan.id, transferId: buyback.id, snapshot: true });
}

/** Executes one loan's transfers due by `dueBy`, settlement date by settlement date; answers why it stopped, if it did. */
async function executeLoanTransfers(run: Execution, loanId: number, dueBy: LocalDate): Promise<string | undefined> {
  const loan = await findLoanForTransfer(run.db, loanId);
  if (loan === undefined) {
    return `loan ${loanId}: not found`;
  }
  // Read again under the loan's lock: a cancel may have come in since the first read.
  const due = await findDueTransfers(run.db, dueBy.toString(), loanId);
  const dates = [...new Set(due.map((t) => t.settlement_date))];
  for (const settlementDate of dates) {
    const rows = due.filter((t) => t.settlement_date === settlementDate);
    const step = executionStep(rows.map(toTransferState));
    const byId = (id: number): TransferRow | undefined => rows.find((row) => row.id === id);
    if (step === undefined) {
      continue;
    }
    if (step.kind === 'invalid') {
      return `loan ${loanId}: ${step.message}`;
    }
    const date = step.kind === 'sameDay' ? step.sale.settlementDate : step.transfer.settlementDate;
    if (step.kind === 'sameDay') {
      for (const row of [byId(step.sale.id), byId(step.buyback.id)]) {
        if (row !== undefined) {
          const cancelledId = await replaceTransfer(run, row, { status: TransferStatus.CANCELLED, subStatus: TransferSubStatus.SAMEDAY_TRANSFERS, from: date, to: date }, date);
          run.outcomes.push({ loanId, transferId: cancelledId, snapshot: false });
        }
      }
      continue;
    }
    const row = byId(step.transfer.id);
    if (row !== undefined) {
      await (step.kind === 'sale' ? executeSale(run, loan, row, date) : executeBuyback(run, loan, row, date));
    }
  }
  return undefined;
}

/**
 * Executes every open sale and buy-back whose settlement date has come by `date` (of the given loans, when given:
 * the loans found in one statement, so loans without due transfers cost nothing more), loan by loan, then raises the
 * events of the rows it wrote on `date` (Fineract's business date inside close of business). A loan whose
 * posting is refused (a missing account mapping, closed books) keeps its transfers open and is reported; the others go on.
 */
async function executeDueTransfers(
  db: Kysely<object>,
  options: { readonly date: LocalDate; readonly submittedOn: LocalDate; readonly userId: number; readonly loanIds?: readonly number[] },
): Promise<string[]> {
  const run: Execution = { db, userId: options.userId, submittedOn: options.submittedOn, outcomes: [] };
  const loanIds = await findLoansWithDueTransfers(db, options.date.toString(), options.loanIds);
  const failures: string[] = [];
  for (const loanId of loanIds) {
    try {
      const failure = await executeLoanTransfers(run, loanId, options.date);
      if (failure !== undefined) {
        failures.push(failure);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) {
        throw error;
      }
      failures.push(`loan ${loanId}: ${error.message}`);
    }
  }
  await raiseTransferEvents(db, run.outcomes, options.date);
  return failures;
}

/** "Execute External Asset Owner Transfers": the due transfers of the COB date (the business day just closed). */
async function executeExternalAssetOwnerTransfers(ctx: JobContext): Promise<void> {
  const failures = await executeDueTransfers(ctx.db, { date: await ctx.clock.cobDate(), submittedOn: await ctx.clock.businessDate(), userId: ctx.userId });
  if (failures.length > 0) {
    throw new JobPartlyFailed(`${failures.length} loan(s) kept their due external asset owner transfers`, failures.join('\n'));
  }
}

/** A loan close-of-business step refused for some loans of its chunk: the chunk is closed again loan by loan, those loans stay locked with it. */
class DueTransfersRefused extends Error {
  override readonly name = 'DueTransfersRefused';
}

/**
 * Fineract's close-of-business step EXTERNAL_ASSET_OWNER_TRANSFER over a chunk of loans: their transfers due by the
 * COB date, executed as of the COB date (Fineract's business date inside close of business). A refused posting
 * fails the step, so the loan stays locked with the error as Fineract's step exception does.
 */
export async function executeDueTransfersStep(ctx: { readonly db: Kysely<object>; readonly loanIds: readonly number[]; readonly cobDate: LocalDate; readonly userId: number }): Promise<void> {
  const failures = await executeDueTransfers(ctx.db, { date: ctx.cobDate, submittedOn: ctx.cobDate, userId: ctx.userId, loanIds: ctx.loanIds });
  if (failures.length > 0) {
    throw new DueTransfersRefused(failures.join('; '));
  }
}

/**
 * The job's short name (this project's; Fineract runs the work only as the COB step). It stays for what the step
 * does not reach: loans close of business leaves alone (closed or overpaid ones, whose due sale is declined), tenants
 * whose COB job does not configure the step, and transfers whose settlement date passed while nothing ran.
 */
export const EXECUTE_TRANSFERS_JOB = 'LA_EAOT';

export const transferJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([[EXECUTE_TRANSFERS_JOB, executeExternalAssetOwnerTransfers]]);
