import { accountSummaries } from '../../platform/accounts/index.ts';
import { chargeProductUsage, chargeUsage } from '../charges/index.ts';
import { clientAccounts } from '../clients/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { currencyUsage } from '../organisation/index.ts';
import { shareAccountLifecycleCommandHandlers } from './share-accounts/share-account-lifecycle.commands.ts';
import { shareAccountTradingCommandHandlers } from './share-accounts/share-account-trading.commands.ts';
import { shareAccountCommandHandlers } from './share-accounts/share-accounts.commands.ts';
import { shareAccountSummaries } from './share-accounts/share-accounts.queries.ts';
import { clientHasOpenShareAccount } from './share-accounts/share-accounts.repository.ts';
import { shareAccountRoutes } from './share-accounts/share-accounts.routes.ts';
import { shareDividendCommandHandlers } from './share-dividends/share-dividends.commands.ts';
import { shareDividendJobs } from './share-dividends/share-dividends.jobs.ts';
import { shareDividendRoutes } from './share-dividends/share-dividends.routes.ts';
import { shareProductCommandHandlers } from './share-products/share-products.commands.ts';
import { isChargeOfAShareProduct, shareProductUsesCurrency } from './share-products/share-products.repository.ts';
import { shareProductRoutes } from './share-products/share-products.routes.ts';

// What share products keep in use: their charges (neither deleted nor deactivated) and currency.
chargeUsage.registerUse('share product', isChargeOfAShareProduct);
chargeProductUsage.registerUse('share product', isChargeOfAShareProduct);
currencyUsage.registerUse('share product', shareProductUsesCurrency);

// Share accounts: listed among a client's accounts; an open one (submitted, approved or active) keeps its client from closing.
accountSummaries.register(shareAccountSummaries);
clientAccounts.registerUse('share account', clientHasOpenShareAccount);

/** Shares: share products (market prices, charges, GL mappings) and share accounts (application, approval, activation, additional shares, redemption, closure, postings) and share product dividends. */
export const sharesModule: ModuleDefinition = {
  name: 'shares',
  routes: [...shareProductRoutes, ...shareAccountRoutes, ...shareDividendRoutes],
  commandHandlers: [...shareProductCommandHandlers, ...shareAccountCommandHandlers, ...shareAccountLifecycleCommandHandlers, ...shareAccountTradingCommandHandlers, ...shareDividendCommandHandlers],
  jobs: new Map([...shareDividendJobs]),
};

// The account as GET /accounts/share/{id} answers it, for the share account events' payload.
export { retrieveShareAccount } from './share-accounts/share-accounts.queries.ts';
// A share product as GET /products/share/{id} answers it (the dividend declaration event's payload).
export { retrieveShareProduct } from './share-products/share-products.queries.ts';
