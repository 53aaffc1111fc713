import { insertPaymentDetail, paymentTypeExists } from '../../organisation/index.ts';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { clientNotActive, groupNotActive, loanProductNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { findBorrower, type BorrowerFacts, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import type { PostedLoan } from '../loan-postings/loan-postings.commands.ts';
import { paymentTypeNotFound } from './loan-disbursement.errors.ts';
import { findProductFacts } from './loan-disbursement.repository.ts';
import type { DisburseRequest } from './loan-disbursement.request.ts';

const ACTIVE_PARTY = 300;

/** The loan's client or group, refused (403) when not active. */
export async function activeBorrower(ctx: CommandContext, row: LoanRow): Promise<BorrowerFacts> {
  return requireActiveBorrower(await findBorrower(ctx.db, row.client_id ?? undefined, row.group_id ?? undefined));
}

/** The borrower of a loan write: its client and group must be active. */
export function requireActiveBorrower(borrower: BorrowerFacts): BorrowerFacts {
  if (borrower.client !== undefined && borrower.client.status !== ACTIVE_PARTY) {
    throw clientNotActive(borrower.client.id);
  }
  if (borrower.group !== undefined && borrower.group.status !== ACTIVE_PARTY) {
    throw groupNotActive(borrower.group.id);
  }
  return borrower;
}

export const officeOf = (b: BorrowerFacts): number => b.client?.officeId ?? b.group?.officeId ?? 0;

/** The loan as the ledger posts it, with whether its product disburses in tranches and lets the installment be defined. */
export async function postedLoan(ctx: CommandContext, row: LoanRow, officeId: number): Promise<PostedLoan & { multiDisburseLoan: boolean; canDefineInstallmentAmount: boolean }> {
  const facts = await findProductFacts(ctx.db, row.product_id ?? 0);
  if (facts === undefined) {
    throw loanProductNotFound(row.product_id ?? 0);
  }
  return { id: row.id, productId: row.product_id ?? 0, accountingRule: facts.accountingRule, officeId, currencyCode: row.currency_code, multiDisburseLoan: facts.multiDisburseLoan, canDefineInstallmentAmount: facts.canDefineInstallmentAmount };
}

/** Writes the request's payment detail (404 for an unknown payment type); null without a payment type. */
export async function paymentDetailOf(ctx: CommandContext, req: Pick<DisburseRequest, 'paymentTypeId' | 'paymentDetails'>): Promise<number | null> {
  if (req.paymentTypeId === undefined) {
    return null;
  }
  if (!(await paymentTypeExists(ctx.db, req.paymentTypeId))) {
    throw paymentTypeNotFound(req.paymentTypeId);
  }
  const d = req.paymentDetails;
  return insertPaymentDetail(ctx.db, {
    payment_type_id: req.paymentTypeId, account_number: d.accountNumber ?? null, check_number: d.checkNumber ?? null,
    routing_code: d.routingCode ?? null, receipt_number: d.receiptNumber ?? null, bank_number: d.bankNumber ?? null,
  });
}
