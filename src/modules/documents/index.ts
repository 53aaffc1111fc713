import { groupRecordSource } from '../groups/index.ts';
import { loanRecordSource } from '../loans/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { documentCommandHandlers } from './documents/documents.commands.ts';
import { documentParentLookups } from './documents/documents.repository.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import { imageCommandHandlers } from './images/images.commands.ts';
import { clientImageRoutes } from './images/images.routes.ts';

// Documents of groups check the group through the groups module and documents of loans the loan through the
// loans module; savings accounts are registered here the same way when their module answers lookups (until then: 404).
documentParentLookups.groups.register(groupRecordSource);
documentParentLookups.loans.register(loanRecordSource);

/** Documents attached to clients, groups, staff and accounts, and client images. */
export const documentsModule: ModuleDefinition = {
  name: 'documents',
  routes: [...documentRoutes, ...clientImageRoutes],
  commandHandlers: [...documentCommandHandlers, ...imageCommandHandlers],
};
