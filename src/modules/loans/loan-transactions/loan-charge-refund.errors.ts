import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** Fineract's LoanChargeRefundException: 403 with the code, whose part after `error.msg.` is its default message. */
export function chargeRefundRefused(code: string, args: readonly unknown[] = []): DomainRuleError {
  return new DomainRuleError(code, code.replace(/^error\.msg\./, ''), args);
}

/** The installment an installment-fee refund names, as Fineract words it in its refusals. */
export function installmentArgs(installmentNumber: number | undefined, dueDate: string | undefined): string[] {
  return [`dueDate: ${dueDate ?? ''}  installmentNumber: ${installmentNumber ?? ''}`];
}

/** Fineract's refusal to create, or reverse, a repayment-like transaction dated before a live charge refund (403). */
export function laterChargeRefundExists(loanId: number, action: 'created' | 'reversed'): DomainRuleError {
  const code = action === 'created' ? 'error.msg.loan.transaction.cant.be.created.because.later.charge.refund.exists' : 'error.msg.loan.transaction.cant.be.reversed.because.later.charge.refund.exists';
  return chargeRefundRefused(code, [`Loan Transaction: ${loanId} Can't be ${action} because a Later Charge Refund Exists.`]);
}
