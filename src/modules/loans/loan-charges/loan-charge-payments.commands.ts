import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { CommandContext, CommandResult } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { FinancialActivity, requireFinancialActivityAccount } from '../../accounting/index.ts';
import { LoanTransactionType, type PaidCharge } from '../engine/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { findLinkedSavingsAccount } from '../loan-accounts/loan-linked-account.repository.ts';
import { postedLoan } from '../loan-disbursement/loan-disbursement.commands.ts';
import { insertChargesPaidBy } from '../loan-disbursement/loan-disbursement.repository.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import { findStoredSchedule } from '../loan-schedules/loan-schedules.repository.ts';
import { externalIdInUse } from '../loan-transactions/loan-transactions.errors.ts';
import { applyLoanChange } from '../loan-transactions/loan-transactions.replay.ts';
import { ChargeTime } from './domain/loan-charge-figures.ts';
import { loadLoan, refreshChargeFigures, resultOf, storeInstallmentFeeFigures } from './loan-charges.commands.ts';
import { chargeNotPaidByTransfer, chargePaymentInFuture, loanChargeAlreadyPaid, loanChargeAlreadyWaived, loanChargeNotFound, paidLoanInactive, payRequiresLinkedAccount } from './loan-charges.errors.ts';
import { chargeFiguresOf } from './loan-charges.queries.ts';
import { findInstallmentFeeShares, findLoanCharge, findLoanCharges, payInstallmentFeeShare, setPaidByInstallment, type InstallmentFeeShare, type LoanChargeRow } from './loan-charges.repository.ts';

const PAY_PARAMETERS = ['transactionDate', 'locale', 'dateFormat', 'dueDate', 'installmentNumber', 'externalId'];
/** Fineract's ChargePaymentMode.ACCOUNT_TRANSFER. */
const ACCOUNT_TRANSFER = 1;

/** A `?command=pay` request (PAY_LOANCHARGE), as Fineract's LoanChargeApiJsonValidator.validateChargePaymentTransaction reads it. */
export interface LoanChargePaymentRequest {
  readonly loanChargeId: number;
  readonly date: LocalDate;
  readonly installmentNumber: number | undefined;
  readonly dueDate: LocalDate | undefined;
  readonly externalId: string | undefined;
}

/**
 * Reads `?command=pay` on `/charges/{loanChargeId}` or on `/charges` with `chargeId` in the body (resource
 * `loan.charge.payment.transaction`, all errors at once).
 */
export function readLoanChargePayment(ctx: CommandContext): LoanChargePaymentRequest {
  const inBody = ctx.subEntityId === undefined;
  ctx.json.checkSupported(inBody ? [...PAY_PARAMETERS, 'chargeId'] : PAY_PARAMETERS);
  const v = new DataValidator('loan.charge.payment.transaction');
  const chargeId = inBody ? ctx.json.long('chargeId', v) : ctx.subEntityId;
  if (inBody && !v.hasErrorFor('chargeId')) {
    v.parameter('chargeId', chargeId).notBlank().positive();
  }
  const transactionDate = ctx.json.localDate('transactionDate', v);
  if (!v.hasErrorFor('transactionDate')) {
    v.parameter('transactionDate', transactionDate).notBlank();
  }
  const installmentNumber = ctx.json.has('installmentNumber') ? ctx.json.long('installmentNumber', v) : undefined;
  if (installmentNumber !== undefined && !v.hasErrorFor('installmentNumber')) {
    v.parameter('installmentNumber', installmentNumber).positive();
  }
  const dueDate = ctx.json.has('dueDate') ? ctx.json.localDate('dueDate', v) : undefined;
  const externalId = ctx.json.trimmedString('externalId');
  v.throwIfErrors();
  return { loanChargeId: chargeId ?? 0, date: transactionDate ?? LocalDate.MIN, installmentNumber: installmentNumber ?? undefined, dueDate: dueDate ?? undefined, externalId: externalId === '' ? undefined : externalId };
}

/** A charge payment that passed the loan's checks: what to withdraw from the savings account and what to pay on the loan. */
export interface PreparedChargePayment {
  readonly loan: Awaited<ReturnType<typeof loadLoan>>;
  readonly charge: LoanChargeRow;
  readonly request: LoanChargePaymentRequest;
  /** What is outstanding of the charge (of the installment's share, for an installment fee). */
  readonly amount: Decimal;
  readonly installmentNumber: number | null;
  /** The installment fee's share paid (m_loan_installment_charge), null for the other charges. */
  readonly shareId: number | null;
  readonly savingsAccountId: number;
}

/**
 * The loan's checks of `?command=pay` in Fineract's order (LoanChargeWritePlatformServiceImpl.payLoanCharge): the loan
 * locked, its borrower active, the charge one of its charges, the loan active, the charge (or the installment fee's
 * share) neither waived nor paid, its payment mode account transfer, a linked savings account. Answers the amount:
 * what is outstanding of the charge or share.
 */
export async function prepareLoanChargePayment(ctx: CommandContext, request: LoanChargePaymentRequest): Promise<PreparedChargePayment> {
  const loan = await loadLoan(ctx);
  const charge = await findLoanCharge(ctx.db, loan.row.id, { id: request.loanChargeId });
  if (charge === undefined) {
    throw loanChargeNotFound(request.loanChargeId, loan.row.id);
  }
  if (loan.row.loan_status_id !== LoanStatus.ACTIVE) {
    throw paidLoanInactive(charge.id);
  }
  const schedule = await findStoredSchedule(ctx.db, loan.row.id);
  const figures = chargeFiguresOf(await findLoanCharges(ctx.db, loan.row.id), schedule, schedule[0]?.fromDate ?? null).get(charge.id);
  if (figures !== undefined && figures.outstanding.isZero()) {
    throw figures.paid.isZero() && !figures.waived.isZero() ? loanChargeAlreadyWaived(charge.id) : loanChargeAlreadyPaid(charge.id);
  }
  if (charge.charge_payment_mode_enum !== ACCOUNT_TRANSFER) {
    throw chargeNotPaidByTransfer(charge.id);
  }
  let amount = figures?.outstanding ?? new Decimal(charge.amount_outstanding_derived);
  let installmentNumber: number | null = null;
  let shareId: number | null = null;
  if (charge.charge_time_enum === ChargeTime.INSTALMENT_FEE) {
    const share = await installmentFeeShareToPay(ctx, charge, request);
    amount = share.outstanding;
    installmentNumber = share.installmentNumber;
    shareId = share.id;
  }
  const linked = await findLinkedSavingsAccount(ctx.db, loan.row.id);
  if (linked === undefined) {
    throw payRequiresLinkedAccount(charge.id);
  }
  return { loan, charge, request, amount, installmentNumber, shareId, savingsAccountId: linked.id };
}

/** The installment fee's share to pay: the one due on `dueDate`, else installment `installmentNumber`, else the first unpaid. */
async function installmentFeeShareToPay(ctx: CommandContext, charge: LoanChargeRow, request: LoanChargePaymentRequest): Promise<InstallmentFeeShare & { outstanding: Decimal }> {
  const shares = (await findInstallmentFeeShares(ctx.db, charge.id)).map((s) => ({ ...s, outstanding: Decimal.max(s.amount.minus(s.waived).minus(s.paid), 0) }));
  const named = request.dueDate !== undefined ? shares.find((s) => s.dueDate?.equals(request.dueDate ?? LocalDate.MIN) === true)
    : request.installmentNumber !== undefined ? shares.find((s) => s.installmentNumber === request.installmentNumber) : undefined;
  const share = named ?? shares.find((s) => s.outstanding.greaterThan(0));
  if (share === undefined || share.outstanding.isZero()) {
    throw share !== undefined && !share.waived.isZero() ? loanChargeAlreadyWaived(charge.id) : loanChargeAlreadyPaid(charge.id);
  }
  return share;
}

/** What paying a charge wrote on the loan. */
export interface RecordedChargePayment {
  readonly transactionId: number;
  readonly result: CommandResult;
}

/**
 * The loan side of a charge paid from the linked savings account (Fineract's makeChargePayment, called by the
 * transfer after the savings withdrawal): refused on a future date; a charge payment (17) of the prepared amount
 * on the request's date, paying only its charge's fee or penalty on the installment that holds the charge (or the
 * installment fee's installment), what it cannot place an overpayment; its `m_loan_charge_paid_by` row; the loan
 * replayed; the fund-source side posted to the liability-transfer account (rules other than none).
 */
export async function recordLoanChargePayment(ctx: CommandContext, p: PreparedChargePayment): Promise<RecordedChargePayment> {
  const { loan, charge, request } = p;
  if (request.date.isAfter(await ctx.clock.businessDate())) {
    throw chargePaymentInFuture(request.date.toString());
  }
  if (request.externalId !== undefined && (await tenantTables(ctx.db).selectFrom('m_loan_transaction').select('id').where('external_id', '=', request.externalId).executeTakeFirst()) !== undefined) {
    throw externalIdInUse(request.externalId);
  }
  const posted = await postedLoan(ctx, loan.row, loan.officeId);
  const transferAccountId = posted.accountingRule === AccountingRule.NONE ? undefined : await requireFinancialActivityAccount(ctx.db, FinancialActivity.LIABILITY_TRANSFER);
  const paid: PaidCharge = {
    penalty: charge.is_penalty, amount: p.installmentNumber === null ? charge.amount : p.amount,
    ...(charge.due_for_collection_as_of_date === null ? {} : { dueDate: LocalDate.parse(charge.due_for_collection_as_of_date) }),
    ...(p.installmentNumber === null ? {} : { installmentNumber: p.installmentNumber }),
  };
  const applied = await applyLoanChange(ctx, { row: loan.row, posted }, {
    added: {
      type: LoanTransactionType.CHARGE_PAYMENT, date: request.date, amount: p.amount, paymentDetailId: null, paymentTypeId: null, externalId: request.externalId ?? null,
      charge: paid, chargeId: charge.charge_id, ...(transferAccountId === undefined ? {} : { transferAccountId }),
    },
  });
  const transactionId = applied.addedId ?? 0;
  const toCharge = charge.is_penalty ? applied.added?.penaltyChargesPortion : applied.added?.feeChargesPortion;
  await insertChargesPaidBy(ctx.db, [{ transactionId, loanChargeId: charge.id, amount: toCharge ?? p.amount }]);
  if (p.installmentNumber !== null) {
    await setPaidByInstallment(ctx.db, transactionId, p.installmentNumber);
    await payInstallmentFeeShare(ctx.db, p.shareId ?? 0, toCharge ?? p.amount);
    await storeInstallmentFeeFigures(ctx, charge);
  } else {
    await refreshChargeFigures(ctx, loan.row);
  }
  // Fineract answers the charge (and its external id), the transaction, the loan's parties and the savings account; no changes.
  const result = resultOf(loan, charge.id, charge.external_id, {
    subResourceId: transactionId, ...(request.externalId === undefined ? {} : { subResourceExternalId: request.externalId }), savingsId: p.savingsAccountId,
  });
  return { transactionId, result };
}
