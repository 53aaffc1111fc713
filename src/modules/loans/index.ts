import type { ModuleDefinition } from '../module.ts';
import { loanProductLookup } from '../system/index.ts';
import { loanProductNames, loanProductOptions } from './loan-products/loan-product-reads.repository.ts';
import { productMixCommandHandlers } from './product-mix/product-mix.commands.ts';
import { productMixRoutes } from './product-mix/product-mix.routes.ts';
import { loanProductCommandHandlers } from './loan-products/loan-products.commands.ts';
import { loanProductRoutes } from './loan-products/loan-products.routes.ts';
import { loanAccountCommandHandlers } from './loan-accounts/loan-accounts.commands.ts';
import { loanAccountRoutes } from './loan-accounts/loan-accounts.routes.ts';
import { loanLifecycleCommandHandlers } from './loan-lifecycle/loan-lifecycle.commands.ts';
import { loanLifecycleRoutes } from './loan-lifecycle/loan-lifecycle.routes.ts';

// Loan products are the records other modules name by id (entity datatable checks, entity mappings).
loanProductLookup.register({ namesOf: loanProductNames, options: loanProductOptions });

/** Loans: loan products, loan accounts and their schedules, transactions and postings. */
export const loansModule: ModuleDefinition = {
  name: 'loans',
  routes: [...loanProductRoutes, ...productMixRoutes, ...loanAccountRoutes, ...loanLifecycleRoutes],
  commandHandlers: [...loanProductCommandHandlers, ...productMixCommandHandlers, ...loanAccountCommandHandlers, ...loanLifecycleCommandHandlers],
};

// What loan applications read from their product.
export { requireLoanProduct, type LoanProductTerms, type ProductCycleVariation, type ProductRange, type ProductRecalculationTerms } from './loan-products/loan-product-terms.queries.ts';

// Loan statuses, for the modules that refuse changes while a loan is open.
export { LoanStatus, loanStatusView, transition as loanStatusTransition, type LoanStatusId } from './loan-accounts/domain/loan-status.ts';
