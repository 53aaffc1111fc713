import { staffPortfolio } from '../organisation/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { clientLifecycleCommandHandlers } from './client-lifecycle/client-lifecycle.commands.ts';
import { clientLifecycleRoutes } from './client-lifecycle/client-lifecycle.routes.ts';
import { clientTransferCommandHandlers } from './client-transfers/client-transfers.commands.ts';
import { clientTransferRoutes } from './client-transfers/client-transfers.routes.ts';
import { clientCommandHandlers } from './clients/clients.commands.ts';
import { staffHasOpenClients } from './clients/clients.repository.ts';
import { clientRoutes } from './clients/clients.routes.ts';
import { clientAccountRoutes } from './client-accounts/client-accounts.routes.ts';
import { clientSearchV2Routes } from './client-search-v2/client-search-v2.routes.ts';
import { clientAddressCommandHandlers } from './client-addresses/client-addresses.commands.ts';
import { clientAddressRoutes } from './client-addresses/client-addresses.routes.ts';
import { clientChargeCommandHandlers } from './client-charges/client-charges.commands.ts';
import { clientChargeRoutes } from './client-charges/client-charges.routes.ts';
import { clientCollateralCommandHandlers } from './client-collaterals/client-collaterals.commands.ts';
import { clientCollateralRoutes } from './client-collaterals/client-collaterals.routes.ts';
import { familyMemberCommandHandlers } from './client-family-members/client-family-members.commands.ts';
import { familyMemberRoutes } from './client-family-members/client-family-members.routes.ts';
import { clientIdentifierCommandHandlers } from './client-identifiers/client-identifiers.commands.ts';
import { clientIdentifierRoutes } from './client-identifiers/client-identifiers.routes.ts';
import { clientTransactionCommandHandlers } from './client-transactions/client-transactions.commands.ts';
import { clientTransactionRoutes } from './client-transactions/client-transactions.routes.ts';

export { clientAccounts } from './client-lifecycle/client-lifecycle.commands.ts';
export { findClientById, updateClient } from './clients/clients.repository.ts';
// The client as GET /clients/{id} answers it (the client events' payload, Fineract's ClientDataV1).
export { retrieveClient } from './clients/clients.queries.ts';
export { clientMembersByIds, clientOptionsOfOffice, type ClientMemberView, type ClientOption } from './client-lookups/client-lookups.queries.ts';
export { assignStaffToClients, clientGroups, lockClientsByIds, type ClientGroupRef, type ClientGroupSource, type ClientGroupSummary, type ClientRef } from './client-lookups/client-lookups.repository.ts';
export { ClientStatus, type ClientStatusId } from './clients/domain/client-status.ts';
export { LegalForm } from './clients/domain/legal-form.ts';
// Stated when a client becomes active (the savings module opens the client's default savings account).
export { clientActivated, savingsAccountHolders, type ClientActivation } from './client-lifecycle/client-lifecycle.events.ts';

// A staff member keeps a portfolio while a client that is not closed has them (Fineract: status below 600).
staffPortfolio.registerUse('client', staffHasOpenClients);

// A client's records: identifiers, addresses, family members, charges and their transactions.
const clientRecordRoutes = [...clientIdentifierRoutes, ...clientAddressRoutes, ...familyMemberRoutes, ...clientChargeRoutes, ...clientTransactionRoutes, ...clientCollateralRoutes];
const clientRecordCommandHandlers = [
  ...clientIdentifierCommandHandlers,
  ...clientAddressCommandHandlers,
  ...familyMemberCommandHandlers,
  ...clientChargeCommandHandlers,
  ...clientTransactionCommandHandlers,
  ...clientCollateralCommandHandlers,
];

/** Clients: create, read, update, delete, and their lifecycle and transfers between offices. */
import { clientDatatableEntity } from './clients/clients.queries.ts';

export const clientsModule: ModuleDefinition = {
  name: 'clients',
  routes: [...clientRoutes, ...clientLifecycleRoutes, ...clientTransferRoutes, ...clientRecordRoutes, ...clientAccountRoutes, ...clientSearchV2Routes],
  commandHandlers: [...clientCommandHandlers, ...clientLifecycleCommandHandlers, ...clientTransferCommandHandlers, ...clientRecordCommandHandlers],
  datatableEntities: [clientDatatableEntity],
};

// A loan's collateral pledge takes quantity off what the client holds (spec C.3).
export { adjustClientCollateralQuantities } from './client-collaterals/client-collaterals.repository.ts';
// Loans register their pledges here: a pledged client collateral row cannot be deleted.
export { clientCollateralUsage } from './client-collaterals/client-collaterals.commands.ts';
