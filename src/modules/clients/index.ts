import { staffPortfolio } from '../organisation/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { clientLifecycleCommandHandlers } from './client-lifecycle/client-lifecycle.commands.ts';
import { clientLifecycleRoutes } from './client-lifecycle/client-lifecycle.routes.ts';
import { clientTransferCommandHandlers } from './client-transfers/client-transfers.commands.ts';
import { clientTransferRoutes } from './client-transfers/client-transfers.routes.ts';
import { clientCommandHandlers } from './clients/clients.commands.ts';
import { staffHasOpenClients } from './clients/clients.repository.ts';
import { clientRoutes } from './clients/clients.routes.ts';

export { clientAccounts } from './client-lifecycle/client-lifecycle.commands.ts';
export { ClientStatus, type ClientStatusId } from './clients/domain/client-status.ts';
export { LegalForm } from './clients/domain/legal-form.ts';

// A staff member keeps a portfolio while a client that is not closed has them (Fineract: status below 600).
staffPortfolio.registerUse('client', staffHasOpenClients);

/** Clients: create, read, update, delete, and their lifecycle and transfers between offices. */
export const clientsModule: ModuleDefinition = {
  name: 'clients',
  routes: [...clientRoutes, ...clientLifecycleRoutes, ...clientTransferRoutes],
  commandHandlers: [...clientCommandHandlers, ...clientLifecycleCommandHandlers, ...clientTransferCommandHandlers],
};
