import type { CommandContext } from '../../../platform/commands/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';

/**
 * What a module above loans does, in the write's transaction, when a loan's status has just changed to closed
 * (obligations met, written off or rescheduled) or overpaid (Fineract's listeners of LoanStatusChangedBusinessEvent that look
 * at closed or overpaid loans, as the investor module's).
 */
export type LoanClosedOrOverpaidStep = (ctx: CommandContext, loanId: number) => Promise<void>;

const steps: LoanClosedOrOverpaidStep[] = [];

/** Modules above loans register here their reaction to a loan that closes or becomes overpaid (external asset owners). */
export const loanClosedOrOverpaidSteps = {
  register(step: LoanClosedOrOverpaidStep): void {
    steps.push(step);
  },
};

/** Fineract's LoanStatus.isClosed() (obligations met, written off, closed as rescheduled) and overpaid. */
const CLOSED_OR_OVERPAID: ReadonlySet<number> = new Set([
  LoanStatus.CLOSED_OBLIGATIONS_MET, LoanStatus.CLOSED_WRITTEN_OFF, LoanStatus.CLOSED_RESCHEDULE_OUTSTANDING_AMOUNT, LoanStatus.OVERPAID,
]);

/** Runs the registered steps when the status moved into closed or overpaid; no statement of its own otherwise. */
export async function afterLoanStatusChange(ctx: CommandContext, loanId: number, before: number, after: number): Promise<void> {
  if (before === after || !CLOSED_OR_OVERPAID.has(after)) {
    return;
  }
  for (const step of steps) {
    await step(ctx, loanId);
  }
}
