import { randomUUID } from 'node:crypto';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../db/tenant-db.ts';
import type { CommandRequest, CommandResult } from '../commands/command.ts';
import type { TenantClock } from '../settings/tenant-settings.ts';
import { eventTypeOfCommand, eventTypesOfCommand, type ExternalEventType } from './external-event-types.ts';
import { COMMAND_RESULT_SCHEMA, type CommandResultData, type EventPayloadData } from './message-v1.ts';

/** Outbox row statuses (Fineract's ExternalEventStatus). */
export const ExternalEventStatus = { TO_BE_SENT: 'TO_BE_SENT', SENT: 'SENT' } as const;

/**
 * How long this process trusts its copy of a tenant's enabled types. A change made through this process
 * is seen at once (the update drops the copy); one made through another process within this many ms.
 */
export const ENABLED_TYPES_TTL_MS = 30_000;

interface EnabledTypes {
  readonly types: ReadonlySet<string>;
  readonly loadedAt: number;
}

/** The enabled types of each tenant database this process serves, by the database's adapter. */
const enabledTypesCache = new WeakMap<object, EnabledTypes>();
/** Counts configuration changes: a load that started before a change is not kept. */
let configurationGeneration = 0;

/** What identifies a tenant database across its transactions (see settings-snapshot.ts). */
function databaseKey(db: Kysely<object>): object {
  return db.getExecutor().adapter;
}

async function loadEnabledTypes(db: Kysely<object>): Promise<ReadonlySet<string>> {
  const rows = await tenantTables(db).selectFrom('m_external_event_configuration').select('type').where('enabled', '=', true).execute();
  return new Set(rows.map((r) => r.type));
}

/**
 * The event types the tenant publishes. Read once and kept for {@link ENABLED_TYPES_TTL_MS}, so a command
 * whose type is disabled (every type, by default) runs no statement for its event.
 */
export async function enabledExternalEventTypes(db: Kysely<object>): Promise<ReadonlySet<string>> {
  const key = databaseKey(db);
  const cached = enabledTypesCache.get(key);
  const now = Date.now();
  if (cached !== undefined && now - cached.loadedAt < ENABLED_TYPES_TTL_MS) {
    return cached.types;
  }
  const generation = configurationGeneration;
  const types = await loadEnabledTypes(db);
  if (generation === configurationGeneration) {
    enabledTypesCache.set(key, { types, loadedAt: now });
  }
  return types;
}

/** Drops this process's copy of the tenant's enabled types (after the configuration changed through `db`). */
export function externalEventConfigurationChanged(db: Kysely<object>): void {
  configurationGeneration += 1;
  enabledTypesCache.delete(databaseKey(db));
}

/** One type and whether it is published (`m_external_event_configuration`). */
export interface ExternalEventConfigurationRow {
  readonly type: string;
  readonly enabled: boolean;
}

/** Every configured type, by name. */
export async function findExternalEventConfigurations(db: Kysely<object>): Promise<ExternalEventConfigurationRow[]> {
  return tenantTables(db).selectFrom('m_external_event_configuration').select(['type', 'enabled']).orderBy('type').execute();
}

/**
 * Sets each named type on or off in one statement; answers the names it found (a name missing from the
 * answer is not configured: the caller refuses the request, which rolls the change back).
 */
export async function updateExternalEventConfigurations(db: Kysely<object>, changes: ReadonlyMap<string, boolean>): Promise<ReadonlySet<string>> {
  if (changes.size === 0) {
    return new Set();
  }
  const enable = [...changes].filter(([, on]) => on).map(([type]) => type);
  const rows = await tenantTables(db)
    .updateTable('m_external_event_configuration')
    .set({ enabled: enable.length === 0 ? sql<boolean>`false` : sql<boolean>`type in (${sql.join(enable)})` })
    .where('type', 'in', [...changes.keys()])
    .returning('type')
    .execute();
  externalEventConfigurationChanged(db);
  return new Set(rows.map((r) => r.type));
}

/** What the pipeline knows of a finished command. */
export interface FinishedCommand {
  readonly request: Pick<CommandRequest, 'entity' | 'action' | 'subEntityId'>;
  readonly result: CommandResult;
  readonly commandId: number;
  readonly businessDate: () => Promise<LocalDate>;
  /** The command's clock ("today" for a payload that reads as of the business date). */
  readonly clock: TenantClock;
  /** The payload built before the handler ran ({@link captureCommandEventPayload}), if its type has such a builder. */
  readonly priorPayload?: ExternalEventPayload;
  /** What the state change events saw before the handler ran ({@link captureCommandStates}). */
  readonly states?: readonly CapturedState[];
}

/** The payload of a command's event: its result's ids and changes. */
export function commandResultData(result: CommandResult, commandId: number): CommandResultData {
  return {
    commandId,
    officeId: result.officeId ?? null,
    groupId: result.groupId ?? null,
    clientId: result.clientId ?? null,
    loanId: result.loanId ?? null,
    savingsId: result.savingsId ?? null,
    resourceId: result.resourceId ?? null,
    subResourceId: result.subResourceId ?? null,
    transactionId: result.transactionId ?? null,
    resourceIdentifier: result.resourceIdentifier ?? null,
    productId: result.productId ?? null,
    changes: result.changes ?? null,
  };
}

/** The aggregate an event belongs to (its partition: events of one aggregate are published in order). */
export function aggregateRootIdOf(event: ExternalEventType, result: CommandResult): number | null {
  const own = {
    Client: result.clientId, Group: result.groupId, Loan: result.loanId, Savings: result.savingsId, Deposit: result.savingsId, Share: undefined, 'Loan COB': undefined,
    Investor: result.loanId,
  }[event.category];
  return own ?? result.resourceId ?? null;
}

/** A per-type payload: the record's fields and the full name of its schema. */
export interface ExternalEventPayload {
  readonly schema: string;
  readonly data: EventPayloadData;
}

/**
 * Builds an event type's own payload from what the command wrote, in its transaction (a fixed number of
 * statements, a handful at most), "today" being the command's business date; answers undefined when the
 * result names nothing it can read, and the generic payload is sent. `commandId` is the command's audit id;
 * `request` the command's sub-resource as its URL named it (e.g. the transaction an adjustment replaces).
 */
export type ExternalEventPayloadBuilder = (
  trx: Kysely<object>, result: CommandResult, clock: TenantClock, commandId: number, request: Pick<CommandRequest, 'subEntityId'>,
) => Promise<ExternalEventPayload | undefined>;

const payloadBuilders = new Map<string, ExternalEventPayloadBuilder>();

/** Gives an event type its own payload (a module registers its builders when it loads). */
export function registerExternalEventPayload(type: string, builder: ExternalEventPayloadBuilder): void {
  payloadBuilders.set(type, builder);
}

/**
 * Builds an event type's payload before its command's handler runs, in the command's transaction: for a record
 * that describes a row the command removes, read while it still exists (a fixed number of statements). The
 * payload is written only if the command then succeeds. Answers undefined when the request names nothing it can
 * read, and the generic payload is sent.
 */
export type ExternalEventPriorPayloadBuilder = (trx: Kysely<object>, request: Pick<CommandRequest, 'entityId' | 'subEntityId'>) => Promise<ExternalEventPayload | undefined>;

const priorPayloadBuilders = new Map<string, ExternalEventPriorPayloadBuilder>();

/** Gives an event type a payload built before its command's handler runs (a module registers it when it loads). */
export function registerExternalEventPriorPayload(type: string, builder: ExternalEventPriorPayloadBuilder): void {
  priorPayloadBuilders.set(type, builder);
}

/**
 * The payload of the command's event built before its handler runs, when the event's type has a prior builder and
 * is enabled; otherwise undefined, and no statement beyond the (cached) enabled types.
 */
export async function captureCommandEventPayload(
  trx: Kysely<object>, request: Pick<CommandRequest, 'entity' | 'action' | 'entityId' | 'subEntityId'>,
): Promise<ExternalEventPayload | undefined> {
  const event = eventTypeOfCommand(request.entity, request.action);
  const builder = event === undefined ? undefined : priorPayloadBuilders.get(event.type);
  if (event === undefined || builder === undefined || !(await enabledExternalEventTypes(trx)).has(event.type)) {
    return undefined;
  }
  return builder(trx, request);
}

async function payloadOf(trx: Kysely<object>, event: ExternalEventType, command: FinishedCommand, own: boolean): Promise<ExternalEventPayload> {
  if (own && command.priorPayload !== undefined) {
    return command.priorPayload;
  }
  const built = await payloadBuilders.get(event.type)?.(trx, command.result, command.clock, command.commandId, command.request);
  return built ?? { schema: COMMAND_RESULT_SCHEMA, data: commandResultData(command.result, command.commandId) };
}

/**
 * An event a command raises when a state it changes differs after it from before it (Fineract raises
 * LoanStatusChangedBusinessEvent at each transition of a loan's status): `capture` reads the state before the handler
 * runs (undefined: the command names nothing to watch), `changed` reads it after and answers the ids of an event to
 * write for each change (none when nothing changed). Both run only while the type is enabled.
 */
export interface StateChangeEvent {
  readonly type: ExternalEventType;
  /** The command entities whose commands it watches (`entityId` names the watched aggregate). */
  readonly entities: ReadonlySet<string>;
  readonly capture: (trx: Kysely<object>, request: Pick<CommandRequest, 'entity' | 'action' | 'entityId' | 'subEntityId'>) => Promise<unknown>;
  readonly changed: (trx: Kysely<object>, captured: unknown, result: CommandResult) => Promise<readonly CommandResult[]>;
}

/** A state change event with what it saw before the command ran. */
export interface CapturedState {
  readonly event: StateChangeEvent;
  readonly captured: unknown;
}

const stateChangeEvents: StateChangeEvent[] = [];

/** Makes every command watch a state for an event type (a module registers it when it loads). */
export function registerStateChangeEvent(event: StateChangeEvent): void {
  stateChangeEvents.push(event);
}

/**
 * Before a command's handler runs, in its transaction: what the state change events of enabled types watching its
 * entity see (no statement when none is enabled, the enabled types being cached).
 */
export async function captureCommandStates(trx: Kysely<object>, request: Pick<CommandRequest, 'entity' | 'action' | 'entityId' | 'subEntityId'>): Promise<readonly CapturedState[]> {
  const watching = stateChangeEvents.filter((e) => e.entities.has(request.entity));
  if (watching.length === 0) {
    return [];
  }
  const enabled = await enabledExternalEventTypes(trx);
  const states: CapturedState[] = [];
  for (const event of watching.filter((e) => enabled.has(e.type.type))) {
    const captured = await event.capture(trx, request);
    if (captured !== undefined) {
      states.push({ event, captured });
    }
  }
  return states;
}

/** The events of the states the command changed, each with the ids its `changed` answered. */
async function stateChangesOf(trx: Kysely<object>, command: FinishedCommand): Promise<{ type: ExternalEventType; result: CommandResult }[]> {
  const changes: { type: ExternalEventType; result: CommandResult }[] = [];
  for (const state of command.states ?? []) {
    const results = await state.event.changed(trx, state.captured, command.result);
    changes.push(...results.map((result) => ({ type: state.event.type, result })));
  }
  return changes;
}

/**
 * Writes the command's external events into the outbox, in the command's transaction and in one statement, in
 * Fineract's order: the state changes it made (a loan's status: Fineract raises that event at the transition, before
 * the others), the companions Fineract raises before its own event (COMMAND_COMPANION_EVENT_TYPES), its own
 * (`<ACTION>_<ENTITY>` in COMMAND_EVENT_TYPES), the companions after it; those of enabled types only. When none is
 * enabled, runs no statement. Events a flow raises from inside the handler (`recordBusinessEvents` on the command's
 * transaction) come before all these, as they were raised first.
 */
export async function recordCommandEvent(trx: Kysely<object>, command: FinishedCommand): Promise<void> {
  const own = eventTypeOfCommand(command.request.entity, command.request.action);
  const types = eventTypesOfCommand(command.request.entity, command.request.action);
  if (types.length === 0 && (command.states ?? []).length === 0) {
    return;
  }
  const enabled = await enabledExternalEventTypes(trx);
  const events = [
    ...(await stateChangesOf(trx, command)),
    ...types.filter((event) => enabled.has(event.type)).map((type) => ({ type, result: command.result })),
  ];
  if (events.length === 0) {
    return;
  }
  const businessDate = await command.businessDate();
  const rows = [];
  for (const { type, result } of events) {
    const payload = await payloadOf(trx, type, { ...command, result }, type === own);
    rows.push(outboxRow(type, payload, businessDate, aggregateRootIdOf(type, result)));
  }
  await tenantTables(trx).insertInto('m_external_event').values(rows).execute();
}

/** An outbox row to insert, waiting to be sent. */
function outboxRow(event: ExternalEventType, payload: ExternalEventPayload, businessDate: LocalDate, aggregateRootId: number | null) {
  return {
    type: event.type,
    category: event.category,
    schema: payload.schema,
    data: JSON.stringify(payload.data),
    business_date: businessDate.toString(),
    created_at: new Date(),
    status: ExternalEventStatus.TO_BE_SENT,
    sent_at: null,
    idempotency_key: randomUUID(),
    aggregate_root_id: aggregateRootId,
  };
}

/** An event raised outside a command: its type, ids, business date and, when the type has one, its own payload. */
export interface OutboxBusinessEvent {
  readonly type: ExternalEventType;
  readonly result: CommandResult;
  readonly businessDate: LocalDate;
  /** The type's own record; without it the payload has the shape of a command result (ids and `changes`), no command id. */
  readonly payload?: ExternalEventPayload;
}

/**
 * Builds an event type's own payloads for many events raised outside a command on one business date (a fixed
 * number of statements whatever their number), one per result, in order; undefined where the result names
 * nothing it can read (the generic payload is sent).
 */
export type BatchEventPayloadBuilder = (trx: Kysely<object>, results: readonly CommandResult[], businessDate: LocalDate) => Promise<readonly (ExternalEventPayload | undefined)[]>;

const batchPayloadBuilders = new Map<string, BatchEventPayloadBuilder>();

/** Gives an event type raised outside commands its own payload, built for all events of a call at once. */
export function registerBatchEventPayload(type: string, builder: BatchEventPayloadBuilder): void {
  batchPayloadBuilders.set(type, builder);
}

/** The events' payloads: their own, else the type's batch builder's (one call per type and date), else none. */
async function batchPayloadsOf(trx: Kysely<object>, events: readonly OutboxBusinessEvent[]): Promise<(ExternalEventPayload | undefined)[]> {
  const payloads: (ExternalEventPayload | undefined)[] = events.map((e) => e.payload);
  const groups = new Map<string, number[]>();
  events.forEach((event, index) => {
    if (event.payload === undefined && batchPayloadBuilders.has(event.type.type)) {
      const key = `${event.type.type} ${event.businessDate.toString()}`;
      groups.set(key, [...(groups.get(key) ?? []), index]);
    }
  });
  for (const indexes of groups.values()) {
    const first = events[indexes[0] ?? 0];
    const builder = first === undefined ? undefined : batchPayloadBuilders.get(first.type.type);
    if (first === undefined || builder === undefined) {
      continue;
    }
    const built = await builder(trx, indexes.map((i) => events[i]?.result ?? {}), first.businessDate);
    indexes.forEach((eventIndex, i) => {
      payloads[eventIndex] = built[i];
    });
  }
  return payloads;
}

/**
 * Writes many events raised outside a command into the outbox in one statement (those of enabled types; none,
 * and no statement, when no type is enabled), with the payloads of the types' batch builders.
 */
export async function recordBusinessEvents(trx: Kysely<object>, events: readonly OutboxBusinessEvent[]): Promise<void> {
  if (events.length === 0) {
    return;
  }
  const enabled = await enabledExternalEventTypes(trx);
  const kept = events.filter((e) => enabled.has(e.type.type));
  const payloads = await batchPayloadsOf(trx, kept);
  const rows = kept.map((event, index) => {
    const payload = payloads[index] ?? { schema: COMMAND_RESULT_SCHEMA, data: { ...commandResultData(event.result, 0), commandId: null } };
    return outboxRow(event.type, payload, event.businessDate, aggregateRootIdOf(event.type, event.result));
  });
  if (rows.length > 0) {
    await tenantTables(trx).insertInto('m_external_event').values(rows).execute();
  }
}

/** An outbox row waiting to be published. */
export interface OutboxEvent {
  readonly id: number;
  readonly type: string;
  readonly category: string;
  readonly schema: string;
  readonly data: EventPayloadData;
  readonly businessDate: string;
  readonly createdAt: Date;
  readonly idempotencyKey: string;
  readonly aggregateRootId: number | null;
}

/**
 * The oldest unsent rows, by id, locked until the transaction ends: a second drain of the tenant waits,
 * then finds them sent, so two drains never publish one row twice or out of order.
 */
export async function lockUnsentEvents(trx: Kysely<object>, limit: number): Promise<OutboxEvent[]> {
  const rows = await tenantTables(trx)
    .selectFrom('m_external_event')
    .select(['id', 'type', 'category', 'schema', 'data', 'business_date', 'created_at', 'idempotency_key', 'aggregate_root_id'])
    .where('status', '=', ExternalEventStatus.TO_BE_SENT)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    category: r.category,
    schema: r.schema,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as EventPayloadData,
    businessDate: r.business_date,
    createdAt: r.created_at,
    idempotencyKey: r.idempotency_key,
    aggregateRootId: r.aggregate_root_id,
  }));
}

/** Marks published rows SENT. */
export async function markEventsSent(trx: Kysely<object>, ids: readonly number[], sentAt: Date): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await tenantTables(trx).updateTable('m_external_event').set({ status: ExternalEventStatus.SENT, sent_at: sentAt }).where('id', 'in', ids).execute();
}

/** Deletes SENT rows raised on a business date before `before` (Fineract's purge); returns how many. */
export async function purgeSentEvents(trx: Kysely<object>, before: LocalDate): Promise<number> {
  const result = await tenantTables(trx)
    .deleteFrom('m_external_event')
    .where('status', '=', ExternalEventStatus.SENT)
    .where('business_date', '<', before.toString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The outbox of one tenant at a glance. */
export interface OutboxBacklog {
  readonly toBeSent: number;
  readonly sent: number;
  /** When the oldest unsent row was raised; null when none waits. */
  readonly oldestToBeSentAt: Date | null;
}

export async function outboxBacklog(db: Kysely<object>): Promise<OutboxBacklog> {
  const row = await tenantTables(db)
    .selectFrom('m_external_event')
    .select([
      sql<string>`count(*) filter (where status = ${ExternalEventStatus.TO_BE_SENT})`.as('to_be_sent'),
      sql<string>`count(*) filter (where status = ${ExternalEventStatus.SENT})`.as('sent'),
      sql<Date | null>`min(created_at) filter (where status = ${ExternalEventStatus.TO_BE_SENT})`.as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  return { toBeSent: Number(row.to_be_sent), sent: Number(row.sent), oldestToBeSentAt: row.oldest === null ? null : new Date(row.oldest) };
}
