import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError, IdempotencyKeyReusedError, IdempotentRequestInProgressError, ValidationError, parameterError } from '../../shared/errors/api-errors.ts';
import { isMakerCheckerHeld, pendingResult } from './maker-checker.ts';
import { JsonCommand } from '../../shared/validation/index.ts';
import type { Tenant } from '../db/tenant-registry.ts';
import { JobCatalogue } from '../jobs/job-catalogue.ts';
import { toErrorResponse } from '../http/error-envelope.ts';
import { serializeWire } from '../http/wire-format.ts';
import { requireCommandPermission, type Principal } from '../security/principal.ts';
import { TenantClock, tenantMoneyContext } from '../settings/tenant-settings.ts';
import { permissionOf, type AfterCommit, type CommandHandler, type CommandListener, type CommandContext, type CommandHandlerRegistration, type CommandRequest, type CommandResult, type PendingCommand } from './command.ts';
import { tenantTables } from '../db/tenant-db.ts';
import { insertAuditRow } from './audit-statement.ts';
import { isUniqueViolation } from '../db/sql-state.ts';
import { ProcessingResult } from './command-tables.ts';
import { captureCommandEventPayload, captureCommandStates, recordCommandEvent } from '../events/external-event-outbox.ts';

/** Body members never written to the audit trail. */
const SECRET_MEMBERS = new Set(['password', 'repeatPassword', 'newPassword', 'oldPassword', 'client_secret', 'token', 'tenant_app_key', 's3_secret_key', 'server_key']);

/** The request JSON as recorded in m_portfolio_command_source, secrets masked. */
export function auditJson(json: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(json, (key, value: unknown) => (SECRET_MEMBERS.has(key) ? '*****' : value));
}

function keyOf(entity: string, action: string): string {
  return `${action}_${entity}`;
}

/** The handlers of all modules, by (entity, action). Registering one twice is a bug. */
export class CommandRegistry {
  private readonly handlers = new Map<string, CommandHandlerRegistration>();
  /** Handlers of actions on user-defined entities (datatable entries), by action. */
  private readonly anyEntityHandlers = new Map<string, CommandHandlerRegistration>();

  register(registrations: readonly CommandHandlerRegistration[]): void {
    for (const registration of registrations) {
      const table = registration.anyEntity === true ? this.anyEntityHandlers : this.handlers;
      const key = registration.anyEntity === true ? registration.action : keyOf(registration.entity, registration.action);
      if (table.has(key)) {
        throw new Error(`two handlers for command ${key}`);
      }
      table.set(key, registration);
    }
  }

  has(entity: string, action: string): boolean {
    return this.handlers.has(keyOf(entity, action));
  }

  /** Whether some handler takes the action on user-defined entities. */
  hasAnyEntity(action: string): boolean {
    return this.anyEntityHandlers.has(action);
  }

  /**
   * The handler of a command. A user-defined entity runs the any-entity handler of its action; a built-in
   * entity its own (a command read back from the audit trail, with no flag, falls back to the any-entity one).
   */
  registration(entity: string, action: string, userDefined = false): CommandHandlerRegistration {
    const registration = userDefined ? this.anyEntityHandlers.get(action) : (this.handlers.get(keyOf(entity, action)) ?? this.anyEntityHandlers.get(action));
    if (registration === undefined) {
      throw new Error(`no handler for command ${keyOf(entity, action)}`);
    }
    return registration;
  }

  get(entity: string, action: string): CommandHandler {
    return this.registration(entity, action).handle;
  }
}

/** What the caller gets: the result body (or a replayed one) and its status. */
export interface CommandOutcome {
  readonly status: number;
  readonly body: unknown;
  readonly servedFromCache: boolean;
}

const RESULT_ID_COLUMNS = {
  resourceId: 'resource_id',
  subResourceId: 'subresource_id',
  officeId: 'office_id',
  groupId: 'group_id',
  clientId: 'client_id',
  loanId: 'loan_id',
  savingsId: 'savings_account_id',
  productId: 'product_id',
} as const;

type IdColumn = (typeof RESULT_ID_COLUMNS)[keyof typeof RESULT_ID_COLUMNS];

function auditIdsOf(result: CommandResult): Partial<Record<IdColumn, number | null>> {
  const ids: Partial<Record<IdColumn, number | null>> = {};
  for (const [member, column] of Object.entries(RESULT_ID_COLUMNS)) {
    const value = result[member as keyof typeof RESULT_ID_COLUMNS];
    if (typeof value === 'number') {
      ids[column] = value;
    }
  }
  return ids;
}

/** Longest Idempotency-Key (the width of m_portfolio_command_source.idempotency_key, as Fineract's). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 50;

/** A key longer than the column is refused (400), never cut: a cut key could match another request's. */
export function requireValidIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ValidationError([
      parameterError(
        'validation.msg.idempotency.key.exceeds.max.length',
        `The header \`Idempotency-Key\` exceeds max length of ${IDEMPOTENCY_KEY_MAX_LENGTH}.`,
        'Idempotency-Key',
        [IDEMPOTENCY_KEY_MAX_LENGTH],
      ),
    ]);
  }
}

/**
 * What a key is bound to besides its user and command: the method, the path below the API prefix (without
 * the query string, so either prefix and any tenant parameter name the same target) and the body.
 */
export function requestDigest(request: Pick<CommandRequest, 'method' | 'href' | 'json'>): string {
  const path = request.href.split('?')[0] ?? '';
  const at = path.indexOf('/api/v1/');
  const target = `${request.method ?? ''} ${at >= 0 ? path.slice(at + '/api/v1'.length) : path}`;
  return createHash('sha256').update(target).update('\n').update(JSON.stringify(request.json ?? null)).digest('hex');
}

type SourceRow = { id: number; processing_result_enum: number; result: string | null; result_status_code: number | null; request_hash: string | null };

/**
 * Every write: permission check, then one transaction holding the audit row in
 * m_portfolio_command_source and the handler's changes; a failing handler rolls back both.
 *
 * With an Idempotency-Key the command is first claimed in its own committed row, so a repeat of the key
 * by the same user for the same command finds it: still running → 425, finished → the stored status and
 * body (served from cache), same key with another method, path or body → 422. Another user's key is
 * another key. A refused keyed command keeps its refusal for replay; a crash frees the key.
 */
export class CommandPipeline {
  private readonly registry: CommandRegistry;
  private readonly jobs: JobCatalogue;
  private readonly listeners: readonly CommandListener[];

  constructor(registry: CommandRegistry, services: { jobs?: JobCatalogue; listeners?: readonly CommandListener[] } = {}) {
    this.registry = registry;
    this.jobs = services.jobs ?? JobCatalogue.EMPTY;
    this.listeners = services.listeners ?? [];
  }

  /** Lets the listeners load what they keep per tenant (at start, for the tenants already open). */
  async warm(tenants: readonly Tenant[]): Promise<void> {
    for (const tenant of tenants) {
      await Promise.all(this.listeners.map(async (listener) => listener.warm?.(tenant)));
    }
  }

  /** Stops the listeners' background work (the application is closing). */
  async close(): Promise<void> {
    await Promise.all(this.listeners.map(async (listener) => listener.close?.()));
  }

  /**
   * The permission check before anything else of a request is read or looked up (the HTTP layer calls it
   * before ids, files and the body): `<ACTION>_<ENTITY>` or ALL_FUNCTIONS. A self-service command may be
   * allowed by its entity id, so it is decided by `execute`; its route takes ids from the path or the
   * caller only, never from a lookup.
   */
  requirePermission(user: Principal, command: { readonly entity: string; readonly action: string; readonly userDefined?: boolean }): void {
    if (this.registry.registration(command.entity, command.action, command.userDefined === true).selfService !== true) {
      requireCommandPermission(user, permissionOf(command));
    }
  }

  async execute(tenant: Tenant, user: Principal, request: CommandRequest): Promise<CommandOutcome> {
    const registration = this.registry.registration(request.entity, request.action, request.userDefinedEntity === true);
    if (!(registration.selfService === true && request.entityId === user.id)) {
      requireCommandPermission(user, permissionOf(request));
    }
    requireValidIdempotencyKey(request.idempotencyKey);
    const handler = registration.handle;
    const json = JsonCommand.from(request.json ?? {});
    const db = tenant.database.db;
    if (await isMakerCheckerHeld(db, user, permissionOf(request))) {
      const heldKey = request.idempotencyKey;
      const earlier = heldKey === undefined ? undefined : await findByKey(db, request, user, heldKey);
      if (heldKey !== undefined && earlier !== undefined) {
        return replay(earlier, heldKey, requestDigest(request));
      }
      return { status: 200, body: await this.hold(handler, tenant, user, request, json), servedFromCache: false };
    }
    const afterCommit: AfterCommit[] = [];
    if (request.idempotencyKey === undefined) {
      const body = await db.transaction().execute(async (trx) => {
        const source = registration.usesCommandId === true
          ? await this.insertSource(trx, request, json, user, randomUUID(), null, ProcessingResult.UNDER_PROCESSING)
          : sourceValues(request, json, user, randomUUID(), null, ProcessingResult.UNDER_PROCESSING);
        return this.run(handler, trx, tenant, user, request, json, source, afterCommit);
      });
      runAfterCommit(afterCommit);
      return { status: 200, body, servedFromCache: false };
    }
    const key = request.idempotencyKey;
    const hash = requestDigest(request);
    const claimed = await this.claim(db, request, json, user, key, hash);
    if (typeof claimed !== 'number') {
      return replay(claimed, key, hash);
    }
    try {
      const body = await db.transaction().execute((trx) => this.run(handler, trx, tenant, user, request, json, claimed, afterCommit));
      runAfterCommit(afterCommit);
      return { status: 200, body, servedFromCache: false };
    } catch (error) {
      await this.release(db, claimed, error);
      throw error;
    }
  }

  /**
   * Maker-checker: the command runs to prove it valid, is rolled back, and waits for a checker as an
   * audit row "awaiting approval" holding the request as sent (secrets are masked once it is decided).
   */
  private async hold(handler: CommandHandler, tenant: Tenant, user: Principal, request: CommandRequest, json: JsonCommand): Promise<unknown> {
    const trial = new Error('maker-checker trial run: roll back');
    try {
      await tenant.database.db.transaction().execute(async (trx) => {
        const id = await this.insertSource(trx, request, json, user, randomUUID(), null, ProcessingResult.UNDER_PROCESSING);
        await this.run(handler, trx, tenant, user, request, json, id, []);
        throw trial;
      });
    } catch (error) {
      if (error !== trial) {
        throw error;
      }
    }
    const key = request.idempotencyKey ?? randomUUID();
    const hash = request.idempotencyKey === undefined ? null : requestDigest(request);
    const id = await this.insertSource(tenant.database.db, request, json, user, key, hash, ProcessingResult.AWAITING_APPROVAL, JSON.stringify(json.json));
    return pendingResult(id);
  }

  /** Runs a command held for approval, as the checker; the audit row records both. */
  async approve(tenant: Tenant, checker: Principal, pending: PendingCommand): Promise<CommandResult> {
    const handler = this.registry.get(pending.entity, pending.action);
    const request: CommandRequest = { entity: pending.entity, action: pending.action, json: pending.json, href: pending.href, ...pending.ids };
    const afterCommit: AfterCommit[] = [];
    const approved = await tenant.database.db.transaction().execute(async (trx) => {
      const result = await this.run(handler, trx, tenant, checker, request, JsonCommand.from(pending.json), pending.id, afterCommit);
      await tenantTables(trx)
        .updateTable('m_portfolio_command_source')
        .set({ checker_id: checker.id, checked_on_date: new Date(), checked_on_date_utc: new Date(), command_as_json: auditJson(pending.json) })
        .where('id', '=', pending.id)
        .execute();
      return result;
    });
    runAfterCommit(afterCommit);
    return approved;
  }

  private async run(
    handler: CommandHandler,
    trx: Kysely<object>,
    tenant: Tenant,
    user: Principal,
    request: CommandRequest,
    json: JsonCommand,
    source: number | SourceValues,
    afterCommit: AfterCommit[],
  ): Promise<CommandResult> {
    const clock = new TenantClock(trx, tenant.timezoneId);
    // What the event must say of a row the command removes, read while the row exists (only for such types, enabled).
    const priorPayload = await captureCommandEventPayload(trx, request);
    // What the state change events (a loan's status) see before the handler (only for enabled types).
    const states = await captureCommandStates(trx, request);
    const result = await handler(withCommandId({
      db: trx,
      json,
      entityId: request.entityId,
      subEntityId: request.subEntityId,
      entity: request.entity,
      resourceName: request.resourceName,
      subResourceName: request.subResourceName,
      user,
      tenantIdentifier: tenant.identifier,
      clock,
      jobs: this.jobs,
      database: tenant.database,
      moneyContext: () => tenantMoneyContext(trx),
    }, source, request));
    const finished = {
      ...auditIdsOf(result),
      transaction_id: result.transactionId ?? null,
      resource_external_id: result.resourceExternalId ?? request.resourceName ?? null,
      processing_result_enum: ProcessingResult.PROCESSED,
      result: serializeWire(result),
      result_status_code: 200,
    };
    // A row not written yet is written whole, in one statement, before the event and listeners that name it; the
    // listeners' writes that need nothing of it (their riders) go in that statement.
    const riders = typeof source === 'number' ? [] : this.listeners.map((listener) => listener.auditRowRider?.({ tenant, request, result, user }));
    const sourceId = typeof source === 'number'
      ? source
      : await insertAuditRow(trx, { ...source, ...finished }, riders.filter((r) => r !== undefined));
    // The command's external event, in its transaction: a refused or rolled-back command leaves none.
    await recordCommandEvent(trx, { request, result, commandId: sourceId, businessDate: () => clock.businessDate(), clock, priorPayload, states });
    for (const [index, listener] of this.listeners.entries()) {
      if (riders[index] !== undefined) {
        continue;
      }
      const work = await listener.inTransaction(trx, { tenant, request, result, commandId: sourceId, user });
      if (work !== undefined) {
        afterCommit.push(work);
      }
    }
    if (typeof source === 'number') {
      await tenantTables(trx).updateTable('m_portfolio_command_source').set(finished).where('id', '=', sourceId).execute();
    }
    return result;
  }

  /** Commits a row for the key; or, when the key is taken, returns that row. */
  private async claim(db: Kysely<object>, request: CommandRequest, json: JsonCommand, user: Principal, key: string, hash: string): Promise<number | SourceRow> {
    const existing = await findByKey(db, request, user, key);
    if (existing !== undefined) {
      return existing;
    }
    try {
      return await this.insertSource(db, request, json, user, key, hash, ProcessingResult.UNDER_PROCESSING);
    } catch (error) {
      const winner = isUniqueViolation(error) ? await findByKey(db, request, user, key) : undefined;
      if (winner === undefined) {
        throw error;
      }
      return winner;
    }
  }

  /** After a keyed command failed: keep a refusal for replay, free the key after a crash. */
  private async release(db: Kysely<object>, sourceId: number, error: unknown): Promise<void> {
    const table = tenantTables(db);
    if (error instanceof ApiError) {
      const response = toErrorResponse(error);
      await table
        .updateTable('m_portfolio_command_source')
        .set({ processing_result_enum: ProcessingResult.ERROR, result: JSON.stringify(response.body), result_status_code: response.status })
        .where('id', '=', sourceId)
        .execute();
    } else {
      await table.deleteFrom('m_portfolio_command_source').where('id', '=', sourceId).execute();
    }
  }

  private async insertSource(
    db: Kysely<object>,
    request: CommandRequest,
    json: JsonCommand,
    user: Principal,
    key: string,
    hash: string | null,
    status: number,
    recordedJson: string = auditJson(json.json),
  ): Promise<number> {
    const row = await tenantTables(db)
      .insertInto('m_portfolio_command_source')
      .values(sourceValues(request, json, user, key, hash, status, recordedJson))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

/**
 * The handler's context with its audit id. A row not written yet has none: reading `commandId` then throws (a
 * handler that needs it is registered with `usesCommandId`); the getter is not enumerable, so copies of the
 * context made with a spread leave it out rather than throw.
 */
function withCommandId(ctx: Omit<CommandContext, 'commandId'>, source: number | SourceValues, request: CommandRequest): CommandContext {
  if (typeof source === 'number') {
    return { ...ctx, commandId: source };
  }
  return Object.defineProperty(ctx, 'commandId', {
    enumerable: false,
    get(): never {
      throw new Error(`command ${permissionOf(request)} reads its audit id: register it with usesCommandId`);
    },
  }) as CommandContext;
}

/** A new audit row as the command starts (made now, by the user, nothing processed yet). */
function sourceValues(request: CommandRequest, json: JsonCommand, user: Principal, key: string, hash: string | null, status: number, recordedJson: string = auditJson(json.json)) {
  const now = new Date();
  return {
    action_name: request.action,
    entity_name: request.entity,
    api_get_url: request.href.slice(0, 100),
    resource_id: request.entityId ?? null,
    subresource_id: request.subEntityId ?? null,
    resource_external_id: request.resourceName ?? null,
    subresource_external_id: request.subResourceName ?? null,
    command_as_json: recordedJson,
    maker_id: user.id,
    made_on_date: now,
    made_on_date_utc: now,
    processing_result_enum: status,
    idempotency_key: key,
    request_hash: hash,
    office_id: null, group_id: null, client_id: null, loan_id: null, savings_account_id: null,
    checker_id: null, checked_on_date: null, checked_on_date_utc: null, product_id: null, transaction_id: null,
    creditbureau_id: null, organisation_creditbureau_id: null, job_name: null, result: null, result_status_code: null,
  };
}

type SourceValues = ReturnType<typeof sourceValues>;

/** Starts the listeners' work after a commit; it runs on its own and never fails the committed command. */
function runAfterCommit(work: readonly AfterCommit[]): void {
  for (const start of work) {
    try {
      start();
    } catch {
      // The command committed: its answer stands. Listeners keep their own state (e.g. an outbox row) to retry.
    }
  }
}

/** The row of a key: keys are per user and command (index uk_command_source_idempotency). */
async function findByKey(db: Kysely<object>, request: CommandRequest, user: Principal, key: string): Promise<SourceRow | undefined> {
  return tenantTables(db)
    .selectFrom('m_portfolio_command_source')
    .select(['id', 'processing_result_enum', 'result', 'result_status_code', 'request_hash'])
    .where('maker_id', '=', user.id)
    .where('action_name', '=', request.action)
    .where('entity_name', '=', request.entity)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function replay(row: SourceRow, key: string, hash: string): CommandOutcome {
  if (row.request_hash !== null && row.request_hash !== hash) {
    throw new IdempotencyKeyReusedError(key);
  }
  if (row.processing_result_enum === ProcessingResult.UNDER_PROCESSING) {
    throw new IdempotentRequestInProgressError(key);
  }
  if (row.result === null && (row.processing_result_enum === ProcessingResult.AWAITING_APPROVAL || row.processing_result_enum === ProcessingResult.REJECTED)) {
    // A command held for a checker, not (or never) run: its answer was the hold itself.
    return { status: 200, body: pendingResult(row.id), servedFromCache: true };
  }
  return { status: row.result_status_code ?? 200, body: JSON.parse(row.result ?? '{}') as unknown, servedFromCache: true };
}
