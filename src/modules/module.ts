import type { CommandHandlerRegistration, CommandListener } from '../platform/commands/index.ts';
import type { Config } from '../platform/config/config.ts';
import type { DatatableEntity } from '../platform/datatables/index.ts';
import type { RouteDefinition } from '../platform/http/index.ts';
import type { JobImplementation } from '../platform/jobs/index.ts';

/** What each module contributes to the application. */
export interface ModuleDefinition {
  readonly name: string;
  readonly routes: readonly RouteDefinition[];
  readonly commandHandlers: readonly CommandHandlerRegistration[];
  /** The scheduler jobs this module implements, by Fineract short name (see docs/architecture.md "Jobs"). */
  readonly jobs?: ReadonlyMap<string, JobImplementation>;
  /** The application tables of this module that datatables may extend (Fineract's EntityTables). */
  readonly datatableEntities?: readonly DatatableEntity[];
  /** Listeners of committed commands, made once per application from its configuration (e.g. web hooks). */
  readonly commandListeners?: readonly ((config: Config) => CommandListener)[];
}
