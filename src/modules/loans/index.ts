import type { ModuleDefinition } from '../module.ts';
import { loanProductLookup } from '../system/index.ts';
import { loanProductNames, loanProductOptions } from './loan-products/loan-product-reads.repository.ts';
import { productMixCommandHandlers } from './product-mix/product-mix.commands.ts';
import { productMixRoutes } from './product-mix/product-mix.routes.ts';
import { loanProductCommandHandlers } from './loan-products/loan-products.commands.ts';
import { loanProductRoutes } from './loan-products/loan-products.routes.ts';
import { loanAccountCommandHandlers, loanWriteGuard } from './loan-accounts/loan-accounts.commands.ts';
import { loanAccountRoutes } from './loan-accounts/loan-accounts.routes.ts';
import { loanLifecycleCommandHandlers } from './loan-lifecycle/loan-lifecycle.commands.ts';
import { loanLifecycleRoutes } from './loan-lifecycle/loan-lifecycle.routes.ts';
import { loanDisbursementCommandHandlers } from './loan-disbursement/loan-disbursement.commands.ts';
import { withDisbursementCommands } from './loan-disbursement/loan-disbursement.routes.ts';
import { loanDisbursementDetailCommandHandlers } from './loan-disbursement/loan-disbursement-details.commands.ts';
import { loanDisbursementDetailRoutes } from './loan-disbursement/loan-disbursement-details.routes.ts';
import { accountSummaries } from '../../platform/accounts/index.ts';
import { clientAccounts } from '../clients/index.ts';
import { groupAccounts } from '../groups/index.ts';
import { staffPortfolio } from '../organisation/index.ts';
import { loanOfficerCommandHandlers } from './loan-officers/loan-officers.commands.ts';
import { loanOfficerRoutes, withOfficerCommands } from './loan-officers/loan-officers.routes.ts';
import { loanAccountSummaries, loanDatatableEntity } from './loan-registrations/loan-registrations.queries.ts';
import { holderHasOpenLoans, staffHasOpenLoans } from './loan-registrations/loan-registrations.repository.ts';
import { loanCollateralCommandHandlers } from './loan-accounts/loan-collateral.commands.ts';
import { loanCollateralRoutes } from './loan-accounts/loan-collateral.routes.ts';
import { loanClosureCommandHandlers } from './loan-transactions/loan-closure.commands.ts';
import { loanForeclosureCommandHandlers } from './loan-transactions/loan-foreclosure.commands.ts';
import { loanRefundCommandHandlers } from './loan-transactions/loan-refunds.commands.ts';
import { loanChargeRefundCommandHandlers } from './loan-transactions/loan-charge-refund.commands.ts';
import { loanChargeOffCommandHandlers } from './loan-transactions/loan-charge-off.commands.ts';
import { loanTransactionCommandHandlers } from './loan-transactions/loan-transactions.commands.ts';
import { loanTransactionRoutes } from './loan-transactions/loan-transactions.routes.ts';
import { loanChargeCommandHandlers } from './loan-charges/loan-charges.commands.ts';
import { loanChargeAdjustmentCommandHandlers } from './loan-charges/loan-charge-adjustments.commands.ts';
import { loanChargeRoutes } from './loan-charges/loan-charges.routes.ts';
import { loanChargeJobs } from './loan-charges/loan-overdue-charges.jobs.ts';
import { loanDelinquencyCommandHandlers } from './loan-delinquency/loan-delinquency.commands.ts';
import { loanDelinquencyJobs } from './loan-delinquency/loan-delinquency.jobs.ts';
import { loanDelinquencyRoutes, withDelinquencyCommands } from './loan-delinquency/loan-delinquency.routes.ts';
import { closeLoanBehindBeforeWrite, loanCOBCommandHandlers } from './loan-cob/loan-cob.commands.ts';
import { loanCOBJobs } from './loan-cob/loan-cob.jobs.ts';
import { loanCOBRoutes } from './loan-cob/loan-cob.routes.ts';
import { loanAccrualJobs } from './loan-accruals/loan-accruals.jobs.ts';

// Loan products are the records other modules name by id (entity datatable checks, entity mappings).
loanProductLookup.register({ namesOf: loanProductNames, options: loanProductOptions });

// Loans: listed among a client's or group's accounts; an open one keeps its client or group from closing
// and its loan officer's portfolio in use.
accountSummaries.register(loanAccountSummaries);
clientAccounts.registerUse('loan', (db, clientId) => holderHasOpenLoans(db, 'client_id', clientId));
groupAccounts.registerUse('loan', (db, groupId) => holderHasOpenLoans(db, 'group_id', groupId));
staffPortfolio.registerUse('loan', staffHasOpenLoans);

// Fineract's LoanCOBApiFilter: a write on a loan behind the COB date closes it up to that date first.
loanWriteGuard.register(closeLoanBehindBeforeWrite);

/** Loans: loan products, loan accounts and their schedules, transactions and postings. */
export const loansModule: ModuleDefinition = {
  name: 'loans',
  routes: [
    ...loanProductRoutes, ...productMixRoutes, ...loanAccountRoutes, ...withDelinquencyCommands(withOfficerCommands(withDisbursementCommands(loanLifecycleRoutes))), ...loanOfficerRoutes,
    ...loanCollateralRoutes, ...loanDisbursementDetailRoutes, ...loanTransactionRoutes, ...loanChargeRoutes, ...loanDelinquencyRoutes, ...loanCOBRoutes,
  ],
  commandHandlers: [
    ...loanProductCommandHandlers, ...productMixCommandHandlers, ...loanAccountCommandHandlers, ...loanLifecycleCommandHandlers, ...loanDisbursementCommandHandlers, ...loanDisbursementDetailCommandHandlers,
    ...loanOfficerCommandHandlers, ...loanCollateralCommandHandlers, ...loanTransactionCommandHandlers, ...loanClosureCommandHandlers, ...loanForeclosureCommandHandlers,
    ...loanRefundCommandHandlers, ...loanChargeRefundCommandHandlers, ...loanChargeOffCommandHandlers, ...loanChargeCommandHandlers, ...loanChargeAdjustmentCommandHandlers, ...loanDelinquencyCommandHandlers, ...loanCOBCommandHandlers,
  ],
  jobs: new Map([...loanDelinquencyJobs, ...loanCOBJobs, ...loanAccrualJobs, ...loanChargeJobs]),
  datatableEntities: [loanDatatableEntity],
};

// What loan applications read from their product.
export { requireLoanProduct, type LoanProductTerms, type ProductCycleVariation, type ProductRange, type ProductRecalculationTerms } from './loan-products/loan-product-terms.queries.ts';
// A loan product as GET /loanproducts/{id} answers it (the loan product event's payload).
export { retrieveLoanProduct } from './loan-products/loan-products.queries.ts';

// Loan statuses, for the modules that refuse changes while a loan is open.
export { LoanStatus, loanStatusView, transition as loanStatusTransition, type LoanStatusId } from './loan-accounts/domain/loan-status.ts';

// What other modules register of loans: notes and documents on loans (and loan transactions), search, datatable checks.
export { loanRecordSource, loanTransactionRecordSource, searchLoans, type LoanSearchHit } from './loan-registrations/loan-registrations.queries.ts';
export { requireLoanDatatableEntries, type LoanDatatableCheckStatus } from './loan-registrations/loan-registrations.commands.ts';

// Loan products as lookups {id, name, multiDisburseLoan} (the search template's `loanProducts`).
export { findMixProducts as loanProductLookups } from './product-mix/product-mix.repository.ts';

// A loan disbursed into its linked savings account (account transfers' ?command=disburseToSavings): the loan side
// of the transfer in the caller's transaction, the loan's linked savings account and the refusal when it has none;
// the steps other modules add to a disbursal (charges paid from savings) and to its undo.
export {
  afterDisbursalSteps, disburseLoanInTransaction, disbursalUndoSteps, type AfterDisbursalStep, type DisbursalUndoOutcome, type DisbursalUndoStep, type LoanDisbursal,
} from './loan-disbursement/loan-disbursement.commands.ts';
export { lastDisbursalUndoSteps, type LastDisbursalUndoStep } from './loan-disbursement/loan-disbursement.tranches.ts';
export { linkedAccountRequired } from './loan-disbursement/loan-disbursement.errors.ts';
export { findLinkedSavingsAccount as findLoanLinkedSavingsAccount } from './loan-accounts/loan-linked-account.repository.ts';

// A loan as another module's command loads it (locked, 404 when unknown), and a loan's id by its external id (404 when unknown).
export { requireLoan } from './loan-accounts/loan-accounts.commands.ts';
export { requireLoanIdByExternalId } from './loan-accounts/loan-accounts.queries.ts';

// A loan repaid from a savings account (account transfers' savings → loan): the loan side in the caller's transaction.
export { refundTransferReversals, repayLoanByTransfer, type RefundTransferReversal, type RepaidLoan, type TransferRepayment } from './loan-transactions/loan-transactions.commands.ts';
export { replacedTransactionLinks, type ReplacedTransactionLinks } from './loan-transactions/loan-transactions.replay.ts';
export { loanClosedOrOverpaidSteps, type LoanClosedOrOverpaidStep } from './loan-transactions/loan-closure-hooks.ts';
export { refundLoanByTransfer, type TransferRefund } from './loan-transactions/loan-refunds.commands.ts';

// A loan charge paid from the linked savings account (account transfers' ?command=pay): the request, the loan's checks and the loan side.
export {
  prepareLoanChargePayment, readLoanChargePayment, recordLoanChargePayment, type LoanChargePaymentRequest, type PreparedChargePayment, type RecordedChargePayment,
} from './loan-charges/loan-charge-payments.commands.ts';
export { payRequiresLinkedAccount } from './loan-charges/loan-charges.errors.ts';

// A loan's delinquency classification on a date (Fineract's setLoanDelinquencyTag), for a close-of-business step.
export { applyLoanDelinquencyTag } from './loan-delinquency/loan-delinquency.commands.ts';
export { loanDelinquencyRangeChangedEvent } from './loan-delinquency/loan-delinquency.events.ts';

// Loan close of business: the business-step jobs, the lock list and the catch-up state (jobs module routes).
export { BUSINESS_STEP_JOBS } from './loan-cob/domain/business-steps.ts';
export { retrieveCatchUpStatus, retrieveLockedLoans } from './loan-cob/loan-cob.queries.ts';
export { loanCOBJobOf, loanCOBStepRegistry, runInlineLoanCOB, runLoanCOB, type LoanBusinessStep, type LoanChunkStepContext, type LoanCOBResult } from './loan-cob/loan-cob.jobs.ts';

// A loan transaction type as Fineract answers it ({id, code, value, flags}), for the external events' transaction payloads.
export { loanTransactionTypeView } from './loan-transactions/domain/loan-transaction-type.ts';

// A loan as GET /loans/{loanId} answers it, for the external events' loan account payloads.
export { retrieveLoan, retrieveLoansWithScheduleAndCharges } from './loan-accounts/loan-accounts.queries.ts';
// The same read with a value of the caller's read in the loan's own statement (the loan charge events' asset owner).
export { retrieveLoanWithColumn, type LoanReadColumn } from './loan-accounts/loan-accounts.queries.ts';
