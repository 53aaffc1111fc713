import { groupRecordSource } from '../groups/index.ts';
import { loanRecordSource } from '../loans/index.ts';
import { savingsAccountRecordSource } from '../savings/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { documentCommandHandlers } from './documents/documents.commands.ts';
import { documentParentLookups } from './documents/documents.repository.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import { imageCommandHandlers } from './images/images.commands.ts';
import { clientImageRoutes } from './images/images.routes.ts';

// Documents of groups, loans and savings accounts check their parent through the owning module.
documentParentLookups.groups.register(groupRecordSource);
documentParentLookups.loans.register(loanRecordSource);
documentParentLookups.savings.register(savingsAccountRecordSource);

/** Documents attached to clients, groups, staff and accounts, and client images. */
export const documentsModule: ModuleDefinition = {
  name: 'documents',
  routes: [...documentRoutes, ...clientImageRoutes],
  commandHandlers: [...documentCommandHandlers, ...imageCommandHandlers],
};
