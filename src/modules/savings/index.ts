import { accountSummaries } from '../../platform/accounts/index.ts';
import { chargeProductUsage, chargeUsage, taxGroupUsage } from '../charges/index.ts';
import { clientAccounts } from '../clients/index.ts';
import { groupAccounts } from '../groups/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { listenToClientActivation } from './savings-accounts/client-savings.events.ts';
import { currencyUsage, paymentTypeUsage, staffPortfolio } from '../organisation/index.ts';
import { savingsAccountLifecycleCommandHandlers } from './savings-account-lifecycle/savings-account-lifecycle.commands.ts';
import { savingsAccountCommandHandlers } from './savings-accounts/savings-accounts.commands.ts';
import { savingsAccountDatatableEntity, savingsAccountSummaries } from './savings-accounts/savings-accounts.queries.ts';
import { holderHasOpenSavings, staffHasOpenSavings } from './savings-accounts/savings-accounts.repository.ts';
import { savingsAccountRoutes } from './savings-accounts/savings-accounts.routes.ts';
import { savingsChargeCommandHandlers } from './savings-charges/savings-charges.commands.ts';
import { savingsChargeJobs } from './savings-charges/savings-charges.jobs.ts';
import { savingsChargeRoutes } from './savings-charges/savings-charges.routes.ts';
import { savingsInterestCommandHandlers } from './savings-interest/savings-interest.commands.ts';
import { savingsInterestJobs } from './savings-interest/savings-interest.jobs.ts';
import { savingsHoldCommandHandlers } from './savings-holds/savings-holds.commands.ts';
import { savingsTransactionCommandHandlers } from './savings-transactions/savings-transactions.commands.ts';
import { savingsTransactionUsesPaymentType } from './savings-transactions/savings-transactions.repository.ts';
import { savingsTransactionRoutes } from './savings-transactions/savings-transactions.routes.ts';
import { savingsProductLookup } from '../system/index.ts';
import { savingsProductCommandHandlers } from './savings-products/savings-products.commands.ts';
import { isChargeOfASavingsProduct, savingsProductNames, savingsProductOptions, savingsProductRefersTo } from './savings-products/savings-products.repository.ts';
import { savingsProductRoutes } from './savings-products/savings-products.routes.ts';

// What savings products keep in use: their charges (neither deleted nor deactivated), tax group and currency.
chargeUsage.registerUse('savings product', isChargeOfASavingsProduct);
chargeProductUsage.registerUse('savings product', isChargeOfASavingsProduct);
taxGroupUsage.registerUse('savings product', (db, id) => savingsProductRefersTo(db, 'tax_group_id', id));
currencyUsage.registerUse('savings product', (db, code) => savingsProductRefersTo(db, 'currency_code', code));
// Savings products are records other modules name by id (entity datatable checks, entity mappings).
savingsProductLookup.register({ namesOf: savingsProductNames, options: savingsProductOptions });

// Savings accounts: listed among a client's or group's accounts; an open one keeps its client or group from
// closing and its field officer's portfolio in use; a payment type named by a transaction cannot be deleted.
accountSummaries.register(savingsAccountSummaries);
clientAccounts.registerUse('savings account', (db, clientId) => holderHasOpenSavings(db, 'client_id', clientId));
groupAccounts.registerUse('savings account', (db, groupId) => holderHasOpenSavings(db, 'group_id', groupId));
staffPortfolio.registerUse('savings account', staffHasOpenSavings);
paymentTypeUsage.registerUse('savings transaction', savingsTransactionUsesPaymentType);

/** Savings: savings products, savings accounts, their transactions, interest, charges and postings. */
export const savingsModule: ModuleDefinition = {
  name: 'savings',
  routes: [...savingsProductRoutes, ...savingsAccountRoutes, ...savingsTransactionRoutes, ...savingsChargeRoutes],
  commandHandlers: [...savingsProductCommandHandlers, ...savingsAccountCommandHandlers, ...savingsAccountLifecycleCommandHandlers, ...savingsTransactionCommandHandlers, ...savingsHoldCommandHandlers, ...savingsChargeCommandHandlers, ...savingsInterestCommandHandlers],
  datatableEntities: [savingsAccountDatatableEntity],
  jobs: new Map([...savingsChargeJobs, ...savingsInterestJobs]),
};

// The pure savings interest engine (Fineract's posting and compounding periods), for savings accounts and jobs.
export { calculateSavingsInterest, withBalanceDays, type PostingPeriodInterest, type SavingsBalanceTransaction, type SavingsInterestInput, type SavingsInterestResult } from './engine/savings-interest.ts';
export { determineInterestPostingPeriods } from './engine/posting-periods.ts';
export {
  SavingsCompoundingInterestPeriodType,
  SavingsInterestCalculationDaysInYearType,
  SavingsInterestCalculationType,
  SavingsPostingInterestPeriodType,
} from './engine/savings-interest-enums.ts';

// One leg of an account transfer (a withdrawal or deposit on a locked account), for account transfers.
export { findSavingsAccountForUpdate, type LockedSavingsAccount } from './savings-accounts/savings-accounts.repository.ts';
export { recordMovement, undoTransferLeg } from './savings-transactions/savings-transactions.commands.ts';
export { savingsAccountNotFound } from './savings-accounts/savings-accounts.errors.ts';
// A transaction as GET /savingsaccounts/{id}/transactions/{transactionId} answers it (the deposit and withdrawal events' payload).
export { retrieveSavingsTransaction } from './savings-transactions/savings-transactions.queries.ts';
export { retrieveSavingsAccount } from './savings-accounts/savings-accounts.queries.ts';

// Savings accounts as records other modules name by id (notes on a savings account).
export { savingsAccountRecordSource } from './savings-holds/savings-record-source.ts';

// A client activated with a default savings product gets an active savings account of it.
listenToClientActivation();
export { recordSavingsDividendPayout } from './savings-transactions/savings-dividend-payout.ts';
