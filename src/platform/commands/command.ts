import type { Kysely, RawBuilder } from 'kysely';
import type { MoneyContext } from '../../shared/money/index.ts';
import type { JsonCommand } from '../../shared/validation/index.ts';
import type { Database } from '../db/database.ts';
import type { Tenant } from '../db/tenant-registry.ts';
import type { JobCatalogue } from '../jobs/job-catalogue.ts';
import type { Principal } from '../security/principal.ts';
import type { TenantClock } from '../settings/tenant-settings.ts';

/** What a write asks for: Fineract's CommandWrapper. Permission = `<action>_<entity>`. */
export interface CommandRequest {
  readonly entity: string;
  readonly action: string;
  /** The entity is a user-defined name (a datatable): the any-entity handler of the action runs. */
  readonly userDefinedEntity?: boolean;
  /** The request body (null for bodiless commands such as DELETE). */
  readonly json: unknown;
  /** The API path, recorded in the audit row (api_get_url); with `method`, the target an Idempotency-Key is bound to. */
  readonly href: string;
  /** The HTTP method of the request (absent for commands not sent over HTTP). */
  readonly method?: string;
  readonly entityId?: number;
  readonly subEntityId?: number;
  /** A resource named in the path rather than numbered (a datatable's name), kept in resource_external_id. */
  readonly resourceName?: string;
  /** A second named resource (the application table a datatable is registered on), in subresource_external_id. */
  readonly subResourceName?: string;
  /** Idempotency-Key: per tenant, user and command; at most 50 characters (longer is 400, never cut). */
  readonly idempotencyKey?: string;
}

/** The success body of every write (Fineract's CommandProcessingResult); null members are omitted on the wire. */
export interface CommandResult {
  readonly resourceId?: number | null;
  readonly officeId?: number | null;
  readonly groupId?: number | null;
  readonly clientId?: number | null;
  readonly loanId?: number | null;
  readonly savingsId?: number | null;
  readonly subResourceId?: number | null;
  readonly productId?: number | null;
  readonly transactionId?: string | null;
  /** A resource named rather than numbered (a datatable): Fineract's `resourceIdentifier`. */
  readonly resourceIdentifier?: string | null;
  readonly resourceExternalId?: string | null;
  readonly changes?: Readonly<Record<string, unknown>>;
}

/** Everything a handler may use. `db` is the command's transaction: all writes go through it. */
export interface CommandContext {
  readonly db: Kysely<object>;
  readonly json: JsonCommand;
  readonly entityId: number | undefined;
  readonly subEntityId: number | undefined;
  /** The command's entity: for user-defined entities (datatable entries), the datatable's name. */
  readonly entity: string;
  readonly resourceName: string | undefined;
  readonly subResourceName: string | undefined;
  readonly user: Principal;
  /**
   * The command's audit row (m_portfolio_command_source.id). Only a handler registered with `usesCommandId`
   * may read it: the others' row is written in one insert once the handler has run, and reading it throws.
   */
  readonly commandId: number;
  /** The tenant the command runs for (its identifier, as in the tenant header). */
  readonly tenantIdentifier: string;
  readonly clock: TenantClock;
  /** The jobs the application can run (for commands that run one). */
  readonly jobs: JobCatalogue;
  /**
   * The tenant's database outside the command's transaction, only for work that commits in parts on its own
   * (a job that manages its own transactions, inline close of business); the command's writes go through `db`.
   */
  readonly database?: Database;
  moneyContext(): Promise<MoneyContext>;
}

export type CommandHandler = (ctx: CommandContext) => Promise<CommandResult>;

/** A handler for one (entity, action), as modules export them. */
export interface CommandHandlerRegistration {
  readonly entity: string;
  readonly action: string;
  readonly handle: CommandHandler;
  /**
   * When the command's entity id is the caller's own user id, the pipeline skips the permission check
   * and the handler decides what the caller may change of itself (Fineract: a user changes its password).
   */
  readonly selfService?: boolean;
  /** Handles the action on any user-defined entity (datatable entries); `entity` is then only a label. */
  readonly anyEntity?: boolean;
  /**
   * The handler reads `ctx.commandId` (a client's or group's `#<id>` account number): its audit row is
   * inserted before it runs and completed after it. Without it the row is one insert after the handler.
   */
  readonly usesCommandId?: boolean;
}

export function commandHandler(
  entity: string,
  action: string,
  handle: CommandHandler,
  options: { selfService?: boolean; anyEntity?: boolean; usesCommandId?: boolean } = {},
): CommandHandlerRegistration {
  return { entity, action, handle, ...options };
}

export function permissionOf(command: { readonly entity: string; readonly action: string }): string {
  return `${command.action}_${command.entity}`;
}

/** A command waiting for a checker, as read back from its audit row. */
export interface PendingCommand {
  readonly id: number;
  readonly entity: string;
  readonly action: string;
  readonly json: Readonly<Record<string, unknown>>;
  readonly href: string;
  readonly ids: Pick<CommandRequest, 'entityId' | 'subEntityId' | 'resourceName' | 'subResourceName'>;
}

/** A command that ran, as its listeners see it (inside its transaction, after its handler). */
export interface FinishedCommandInfo {
  readonly tenant: Tenant;
  readonly request: CommandRequest;
  readonly result: CommandResult;
  readonly commandId: number;
  readonly user: Principal;
}

/** Work a listener wants done once the command's transaction committed (never for a refused or rolled-back one). */
export type AfterCommit = () => void;

/** A command that ran, before its audit row is written (what a listener's {@link AuditRowRider} may depend on). */
export type RanCommandInfo = Omit<FinishedCommandInfo, 'commandId'>;

/**
 * A listener's write that needs nothing of the command's audit row, sent in the statement that writes that row as
 * members of its `with` (one round trip for both). The SQL of one `key` must not depend on the values: `members`
 * is built once per process and the values are bound through `value(name)`; its member names start with the key.
 */
export interface AuditRowRider {
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly members: (value: (name: string) => unknown) => RawBuilder<unknown>;
}

/**
 * Reacts to every command that succeeds. `inTransaction` runs in the command's transaction after its handler,
 * so what it writes commits or rolls back with the command; it may answer work for after the commit. A
 * listener that has nothing to do for a command should run no statement (the per-command cost of the pipeline).
 */
export interface CommandListener {
  inTransaction(trx: Kysely<object>, command: FinishedCommandInfo): Promise<AfterCommit | undefined>;
  /**
   * The listener's whole work for the command as a write beside its audit row, when it has such a form. Asked only
   * when the audit row is written after the handler (not for a command that reads its audit id, a held one or one
   * with an Idempotency-Key); a listener that answers a rider is not called `inTransaction` for that command.
   */
  auditRowRider?(command: RanCommandInfo): AuditRowRider | undefined;
  /** Loads what `inTransaction` keeps per tenant before the first request, so no command pays for it. */
  warm?(tenant: Tenant): Promise<void>;
  /** Stops what the listener runs in the background (the application is closing). */
  close?(): Promise<void>;
}
