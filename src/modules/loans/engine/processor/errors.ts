import { NotFoundError } from '../../../../shared/errors/api-errors.ts';

/** The loan's transaction processing strategy is unknown or not implemented (Fineract's LoanTransactionProcessingStrategyNotFoundException). */
export function strategyNotFound(code: string): NotFoundError {
  return new NotFoundError('error.msg.transactions.processing.strategy.code.invalid', `Loan transaction processing strategy with code ${code} does not exist`, [code]);
}
