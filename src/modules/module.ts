import type { CommandHandlerRegistration } from '../platform/commands/index.ts';
import type { RouteDefinition } from '../platform/http/index.ts';

/** What each module contributes to the application. */
export interface ModuleDefinition {
  readonly name: string;
  readonly routes: readonly RouteDefinition[];
  readonly commandHandlers: readonly CommandHandlerRegistration[];
}
