import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** Fineract's LoanChargeRefundException: 403 with the code, whose part after `error.msg.` is its default message. */
export function chargeRefundRefused(code: string, args: readonly unknown[] = []): DomainRuleError {
  return new DomainRuleError(code, code.replace(/^error\.msg\./, ''), args);
}

/** The installment an installment-fee refund names, as Fineract words it in its refusals. */
export function installmentArgs(installmentNumber: number | undefined, dueDate: string | undefined): string[] {
  return [`dueDate: ${dueDate ?? ''}  installmentNumber: ${installmentNumber ?? ''}`];
}
