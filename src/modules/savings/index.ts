import { chargeProductUsage, chargeUsage, taxGroupUsage } from '../charges/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { currencyUsage } from '../organisation/index.ts';
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

/** Savings: savings products, savings accounts, their transactions, interest, charges and postings. */
export const savingsModule: ModuleDefinition = {
  name: 'savings',
  routes: [...savingsProductRoutes],
  commandHandlers: [...savingsProductCommandHandlers],
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
