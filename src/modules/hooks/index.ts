import type { ModuleDefinition } from '../module.ts';
import { hookDeliveryListener } from './hook-deliveries/hook-deliveries.events.ts';
import { hookDeliveryRoutes } from './hook-deliveries/hook-deliveries.routes.ts';
import { hookCommandHandlers, setHookTargetPolicy } from './hooks/hooks.commands.ts';
import { hookRoutes } from './hooks/hooks.routes.ts';

/**
 * Hooks (Fineract's `/hooks`): hooks on templates (Web, SMS Bridge, Elastic Search, Message Gateway) that
 * listen to `ENTITY:ACTION` events; every committed command an active hook listens to is POSTed to it, signed,
 * with retries (a Message Gateway hook sends its SMS template to the client through the message gateway), and
 * logged at `/hooks/{hookId}/deliveries` (docs/hooks.md).
 */
export const hooksModule: ModuleDefinition = {
  name: 'hooks',
  routes: [...hookRoutes, ...hookDeliveryRoutes],
  commandHandlers: hookCommandHandlers,
  commandListeners: [
    (config) => {
      setHookTargetPolicy(config.hooks.allowPrivateTargets);
      return hookDeliveryListener(config.hooks);
    },
  ],
};
