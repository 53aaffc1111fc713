import type { ModuleDefinition } from '../module.ts';
import { glAccountCommandHandlers } from './gl-accounts/gl-accounts.commands.ts';
import { glAccountRoutes } from './gl-accounts/gl-accounts.routes.ts';
import { glClosureCommandHandlers } from './gl-closures/gl-closures.commands.ts';
import { glClosureRoutes } from './gl-closures/gl-closures.routes.ts';
import { runningBalanceCommandHandlers } from './running-balances/running-balances.commands.ts';
import { runningBalanceJobs } from './running-balances/running-balances.jobs.ts';
import { financialActivityAccountCommandHandlers } from './financial-activity-accounts/financial-activity-accounts.commands.ts';
import { financialActivityAccountRoutes } from './financial-activity-accounts/financial-activity-accounts.routes.ts';
import { accountingRuleCommandHandlers } from './accounting-rules/accounting-rules.commands.ts';
import { accountingRuleRoutes } from './accounting-rules/accounting-rules.routes.ts';
import { journalEntryCommandHandlers } from './journal-entries/journal-entries.commands.ts';
import { journalEntryRoutes } from './journal-entries/journal-entries.routes.ts';
import { listenToCashierMovements } from './teller-postings/teller-postings.listeners.ts';
import { provisioningCriteriaCommandHandlers } from './provisioning-criteria/provisioning-criteria.commands.ts';
import { provisioningCriteriaRoutes } from './provisioning-criteria/provisioning-criteria.routes.ts';
import { provisioningUsesGlAccount } from './provisioning-criteria/provisioning-criteria.repository.ts';
import { glAccountUsage } from './gl-accounts/gl-accounts.commands.ts';
import { provisioningEntryCommandHandlers } from './provisioning-entries/provisioning-entries.commands.ts';
import { provisioningJobs } from './provisioning-entries/provisioning-entries.jobs.ts';
import { provisioningEntryRoutes } from './provisioning-entries/provisioning-entries.routes.ts';

/**
 * Accounting: the chart of accounts, journal entries and the posting service every module writes them
 * through, financial activity mappings, accounting rules, closures and running balances.
 */
export const accountingModule: ModuleDefinition = {
  name: 'accounting',
  routes: [...glAccountRoutes, ...glClosureRoutes, ...financialActivityAccountRoutes, ...accountingRuleRoutes, ...journalEntryRoutes, ...provisioningCriteriaRoutes, ...provisioningEntryRoutes],
  commandHandlers: [...glAccountCommandHandlers, ...glClosureCommandHandlers, ...runningBalanceCommandHandlers, ...financialActivityAccountCommandHandlers, ...accountingRuleCommandHandlers, ...journalEntryCommandHandlers,
    ...provisioningCriteriaCommandHandlers, ...provisioningEntryCommandHandlers],
  jobs: new Map([...runningBalanceJobs, ...provisioningJobs]),
};

// The ledger's reactions to money that moves in lower modules (a teller's cash).
listenToCashierMovements();
// Accounts named by provisioning criteria or entries stay.
glAccountUsage.registerUse('provisioning', provisioningUsesGlAccount);

// What other modules need: the account lookup for their mappings and the registry of their uses.
export { glAccountUsage } from './gl-accounts/gl-accounts.commands.ts';
export { requireGlAccount, type GlAccountRef } from './gl-accounts/gl-accounts.queries.ts';
export { GlAccountType, GlAccountUsage, type GlAccountTypeId } from './gl-accounts/domain/gl-account-enums.ts';
export { enabledDetailGlAccounts, glAccountSummaries, GlAccountOptionSchema, type GlAccountOption, type GlAccountSummary } from './gl-accounts/gl-account-options.queries.ts';
export { financialActivityAccount, requireFinancialActivityAccount } from './financial-activity-accounts/financial-activity-accounts.queries.ts';
export { financialActivityNotMapped } from './financial-activity-accounts/financial-activity-accounts.errors.ts';
export { FinancialActivity, type FinancialActivityId } from './financial-activity-accounts/domain/financial-activity.ts';

// Running balances (the ACC_RBAL job and the journal-entry command) and the ledger totals of a trial balance.
export { updateRunningBalances } from './running-balances/running-balances.repository.ts';
export { runningBalanceJobs } from './running-balances/running-balances.jobs.ts';
export { ledgerBalances, type LedgerBalance, type LedgerBalanceQuery } from './running-balances/ledger-balances.queries.ts';

// The posting service: the one way any module writes journal entries (inside its command's transaction).
export {
  accountsForProduct,
  journalEntryRowsOf,
  newTransactionId,
  postJournalEntries,
  postJournalEntriesOf,
  postProductJournalEntries,
  requireBooksOpen,
  resolveRoleLines,
  reverseJournalEntries,
  type Posting,
  type PostingActor,
  type ProductAccounts,
  type ReversalOptions,
  type RoleLine,
} from './posting/posting.commands.ts';
export { JournalEntryType, PortfolioProductType, TransactionIdPrefix, type JournalEntryTypeId, type PortfolioProductTypeId } from './posting/domain/journal-entry-enums.ts';
export type { PostingLine } from './posting/domain/posting-rules.ts';
export type { JournalEntryInsert } from './posting/posting.repository.ts';
export { loanHasJournalEntries } from './posting/posting.repository.ts';

// Product account mappings (acc_product_mapping): written and read by the loan, savings and share product modules.
export { deleteProductAccountMappings, saveProductAccountMappings, type ProductAccountMappingsInput } from './product-mappings/product-mappings.commands.ts';
export { productAccountMappings, type ProductAccountMapping } from './product-mappings/product-mappings.queries.ts';
