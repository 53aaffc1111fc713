import { groupRecordSource } from '../groups/index.ts';
import type { ModuleDefinition } from '../module.ts';
import { documentCommandHandlers } from './documents/documents.commands.ts';
import { documentParentLookups } from './documents/documents.repository.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import { imageCommandHandlers } from './images/images.commands.ts';
import { clientImageRoutes } from './images/images.routes.ts';

// Documents of groups check the group through the groups module; loans and savings accounts are registered
// here the same way when their modules exist (until then: 404).
documentParentLookups.groups.register(groupRecordSource);

/** Documents attached to clients, groups, staff and accounts, and client images. */
export const documentsModule: ModuleDefinition = {
  name: 'documents',
  routes: [...documentRoutes, ...clientImageRoutes],
  commandHandlers: [...documentCommandHandlers, ...imageCommandHandlers],
};
