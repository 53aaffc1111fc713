import { sql, type Kysely } from 'kysely';
import { LocalDateTime, type LocalDate } from '@js-joda/core';
import { assert } from '../../../shared/assert.ts';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { clientMembersByIds } from '../../clients/index.ts';
import { parseLocalDateTime } from '../../../shared/time/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import {
  activationRefusal,
  CalendarFrequency,
  CampaignStatus,
  closureRefusal,
  compileMessage,
  mustBeClosedRefusal,
  nextTriggerTime,
  recurrenceRule,
  textOf,
  TriggerType,
} from './domain/sms-campaign.ts';
import {
  campaignCannotBeDeleted,
  campaignCannotBeUpdated,
  campaignDateRefused,
  campaignReportNotFound,
  campaignStateRefused,
  recurrenceStartInThePast,
  smsCampaignNotFound,
} from './sms-campaigns.errors.ts';
import { smsReportRunners, type CampaignReportCaller } from './sms-campaigns.queries.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { insertCampaign, insertMessages, lockCampaign, reportExists, updateCampaign, type SmsCampaignChanges, type SmsCampaignRow, type SmsMessageValues } from './sms-campaigns.repository.ts';

const RESOURCE = 'sms';
const CREATE_PARAMETERS = [
  'campaignName', 'campaignType', 'locale', 'dateFormat', 'runReportId', 'paramValue', 'message', 'recurrenceStartDate', 'activationDate',
  'submittedOnDate', 'closureDate', 'recurrence', 'providerId', 'triggerType', 'frequency', 'interval', 'repeatsOnDay', 'triggerEntityType',
  'triggerActionType', 'dateTimeFormat', 'isNotification',
];
const UPDATE_PARAMETERS = [
  'campaignName', 'campaignType', 'locale', 'dateFormat', 'runReportId', 'paramValue', 'message', 'recurrenceStartDate', 'activationDate',
  'recurrence', 'providerId', 'triggerType', 'triggerEntityType', 'triggerActionType', 'dateTimeFormat', 'isNotification',
];


interface CampaignInput {
  readonly values: SmsCampaignChanges;
  readonly runReportId: number | undefined;
}

/** `paramValue`: a JSON object of report parameters, each value non-blank (required unless Triggered). */
function readParamValue(json: JsonCommand, v: DataValidator, triggerType: number | undefined): string | undefined {
  const value = json.json.paramValue;
  if (triggerType === TriggerType.TRIGGERED) {
    return value === undefined || value === null ? undefined : JSON.stringify(value);
  }
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  v.parameter('paramValue', object === undefined ? undefined : 'object').notBlank();
  for (const [name, inner] of Object.entries(object ?? {})) {
    v.parameter(name, typeof inner === 'string' ? inner : inner === null ? undefined : JSON.stringify(inner)).notBlank();
  }
  return object === undefined ? undefined : JSON.stringify(object);
}

/** `recurrenceStartDate` read with `dateTimeFormat` and `locale` (Fineract: e.g. `dd MMMM yyyy HH:mm`). */
function readRecurrenceStart(json: JsonCommand, v: DataValidator): LocalDateTime | undefined {
  const text = json.trimmedString('recurrenceStartDate');
  if (text === undefined) {
    return undefined;
  }
  const pattern = json.trimmedString('dateTimeFormat');
  v.parameter('dateTimeFormat', pattern).notBlank();
  const locale = json.locale(v);
  if (pattern === undefined) {
    return undefined;
  }
  const parsed = parseLocalDateTime(text, pattern, locale?.tag ?? 'en');
  if (parsed === undefined) {
    v.add(parameterError('validation.msg.invalid.dateFormat.format', `The parameter \`recurrenceStartDate\` is invalid based on the dateFormat: \`${pattern}\` and locale: \`${locale?.tag ?? 'en'}\` provided:`, 'recurrenceStartDate', [text, pattern], text));
  }
  return parsed;
}

/** The members every write checks (create and update), in Fineract's order. */
function readCampaign(json: JsonCommand, creating: boolean): CampaignInput & { recurrenceStart: LocalDateTime | undefined; submittedOn: LocalDate | undefined } {
  json.checkSupported(creating ? CREATE_PARAMETERS : UPDATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const campaignName = json.trimmedString('campaignName');
  v.parameter('campaignName', campaignName).notBlank().notExceedingLengthOf(100);
  const campaignType = json.long('campaignType', v);
  v.parameter('campaignType', campaignType).notBlank().positive().isOneOf([1, 2]);
  const triggerType = json.long('triggerType', v);
  v.parameter('triggerType', triggerType).notBlank().positive().isOneOf([1, 2, 3]);
  let recurrence: string | undefined;
  let recurrenceStart: LocalDateTime | undefined;
  if (triggerType === TriggerType.SCHEDULE && creating) {
    const frequency = json.long('frequency', v);
    v.parameter('frequency', frequency).notBlank().positive().isOneOf([1, 2, 3, 4]);
    const interval = json.trimmedString('interval');
    v.parameter('interval', interval).notBlank().matches(/^[1-9]\d{0,3}$/, 'a whole number from 1');
    const repeatsOnDay = json.trimmedString('repeatsOnDay');
    if (frequency === CalendarFrequency.WEEKLY) {
      v.parameter('repeatsOnDay', repeatsOnDay).notBlank().matches(/^(MO|TU|WE|TH|FR|SA|SU)$/, 'MO, TU, WE, TH, FR, SA or SU');
    }
    v.parameter('recurrenceStartDate', json.trimmedString('recurrenceStartDate')).notBlank();
    recurrenceStart = readRecurrenceStart(json, v);
    recurrence = frequency !== undefined && interval !== undefined ? recurrenceRule(frequency, Number(interval), repeatsOnDay) : undefined;
  } else if (triggerType === TriggerType.SCHEDULE) {
    recurrence = json.trimmedString('recurrence');
    if (json.has('recurrence')) {
      v.parameter('recurrence', recurrence).notBlank();
    }
    recurrenceStart = readRecurrenceStart(json, v);
  }
  const runReportId = json.long('runReportId', v);
  if (creating || json.has('runReportId')) {
    v.parameter('runReportId', runReportId).notBlank().positive();
  }
  const message = json.trimmedString('message');
  v.parameter('message', message).notBlank().notExceedingLengthOf(480);
  const paramValue = readParamValue(json, v, triggerType);
  const submittedOn = creating ? json.localDate('submittedOnDate', v) : undefined;
  const isNotification = json.boolean('isNotification', v);
  const providerId = json.long('providerId', v);
  v.throwIfErrors();
  const values: SmsCampaignChanges = {
    campaign_name: campaignName,
    campaign_type: campaignType,
    campaign_trigger_type: triggerType,
    message,
    ...(paramValue === undefined ? {} : { param_value: paramValue }),
    ...(isNotification === undefined ? {} : { is_notification: isNotification }),
    ...(json.has('providerId') || creating ? { provider_id: isNotification === true ? null : (providerId ?? null) } : {}),
    ...(recurrence === undefined ? {} : { recurrence }),
    ...(runReportId === undefined ? {} : { report_id: runReportId }),
  };
  return { values, runReportId, recurrenceStart, submittedOn };
}

/** A tenant date-time as the timestamptz the campaign keeps (the wall-clock time written as UTC). */
function instantOf(dateTime: LocalDateTime) {
  return sql<Date>`${`${dateTime.toString()}Z`}::timestamptz`;
}

async function requireReport(db: Kysely<object>, reportId: number): Promise<void> {
  if (!(await reportExists(db, reportId))) {
    throw campaignReportNotFound(reportId);
  }
}

/** POST /smscampaigns. */
async function createCampaign(ctx: CommandContext): Promise<CommandResult> {
  const input = readCampaign(ctx.json, true);
  await requireReport(ctx.db, input.runReportId ?? 0);
  const today = await ctx.clock.businessDate();
  if (input.recurrenceStart?.isBefore(today.atStartOfDay()) === true) {
    throw recurrenceStartInThePast(input.recurrenceStart.toString());
  }
  const id = await insertCampaign(ctx.db, {
    campaign_name: input.values.campaign_name ?? '',
    campaign_type: input.values.campaign_type ?? 1,
    campaign_trigger_type: input.values.campaign_trigger_type ?? 1,
    report_id: input.runReportId ?? 0,
    provider_id: input.values.provider_id ?? null,
    param_value: input.values.param_value ?? null,
    status_enum: CampaignStatus.PENDING,
    message: input.values.message ?? '',
    submittedon_date: (input.submittedOn ?? today).toString(),
    submittedon_userid: ctx.user.id,
    recurrence: input.values.recurrence ?? null,
    recurrence_start_date: input.recurrenceStart === undefined ? null : instantOf(input.recurrenceStart),
    is_notification: input.values.is_notification ?? false,
  });
  return { resourceId: id };
}

async function loadCampaign(db: Kysely<object>, campaignId: number): Promise<SmsCampaignRow> {
  const row = await lockCampaign(db, campaignId);
  if (row === undefined) {
    throw smsCampaignNotFound(campaignId);
  }
  return row;
}

const WIRE_NAMES: ReadonlyMap<string, string> = new Map([
  ['campaign_name', 'campaignName'], ['campaign_type', 'campaignType'], ['campaign_trigger_type', 'triggerType'], ['message', 'message'], ['param_value', 'paramValue'],
  ['is_notification', 'isNotification'], ['provider_id', 'providerId'], ['recurrence', 'recurrence'], ['report_id', 'runReportId'],
]);

/** PUT /smscampaigns/{id}: refused (403) while Active; `changes` lists the members that differ. */
async function updateCampaignCommand(ctx: CommandContext): Promise<CommandResult> {
  const campaignId = ctx.entityId ?? 0;
  const input = readCampaign(ctx.json, false);
  const row = await loadCampaign(ctx.db, campaignId);
  if (row.status_enum === CampaignStatus.ACTIVE) {
    throw campaignCannotBeUpdated(campaignId);
  }
  const stored = row as unknown as Readonly<Record<string, unknown>>;
  const set: Record<string, unknown> = {};
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(input.values)) {
    if (value !== undefined && stored[column] !== value) {
      set[column] = value;
      changes[WIRE_NAMES.get(column) ?? column] = column === 'param_value' ? ctx.json.json.paramValue : value;
    }
  }
  if (input.runReportId !== undefined && input.runReportId !== row.report_id) {
    await requireReport(ctx.db, input.runReportId);
  }
  const updates: SmsCampaignChanges = { ...(set as SmsCampaignChanges), ...(input.recurrenceStart === undefined ? {} : { recurrence_start_date: instantOf(input.recurrenceStart) }) };
  if (Object.keys(updates).length > 0) {
    await updateCampaign(ctx.db, campaignId, updates);
  }
  return Object.keys(changes).length === 0 ? { resourceId: campaignId } : { resourceId: campaignId, changes };
}

/** The date member of a state change (`activationDate` or `closureDate`), required. */
function readCommandDate(json: JsonCommand, name: 'activationDate' | 'closureDate'): LocalDate {
  json.checkSupported(['locale', 'dateFormat', name]);
  const v = new DataValidator(RESOURCE);
  const date = json.localDate(name, v);
  if (!v.hasErrorFor(name)) {
    v.parameter(name, date?.toString()).notBlank();
  }
  v.throwIfErrors();
  assert(date !== undefined, 'a checked date is present');
  return date;
}

/** Fineract's order checks of an activation: submitted and activation dates not in the future, in order. */
function checkActivationDates(row: SmsCampaignRow, activatedOn: LocalDate, today: LocalDate): void {
  const submittedOn = row.submittedon_date ?? today.toString();
  if (submittedOn > today.toString()) {
    throw campaignDateRefused('error.msg.campaign.submittedOnDate.in.the.future', 'submitted date cannot be in the future.', 'submittedOnDate', submittedOn);
  }
  if (submittedOn > activatedOn.toString()) {
    throw campaignDateRefused('error.msg.campaign.submittedOnDate.after.activation.date', 'submitted date cannot be after the activation date', 'submittedOnDate', submittedOn);
  }
  if (activatedOn.isAfter(today)) {
    throw campaignDateRefused('error.msg.campaign.activationDate.in.the.future', 'Activation date cannot be in the future.', 'activationDate', activatedOn.toString());
  }
}

/** The stored trigger instant as the tenant date-time it was written from. */
function dateTimeOf(instant: Date | null): LocalDateTime | undefined {
  return instant === null ? undefined : LocalDateTime.parse(instant.toISOString().replace(/Z$/, ''));
}

/** The report parameters of a campaign (its `paramValue` object). */
function parametersOf(row: SmsCampaignRow): Record<string, string> {
  const parsed: unknown = row.param_value === null ? {} : JSON.parse(row.param_value);
  const object = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(object).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/**
 * Queues the campaign's message for each row of its report that has a mobile number (notification campaigns:
 * every row with a client), the text compiled over the row. Answers how many were queued.
 */
export async function queueCampaignMessages(db: Kysely<object>, row: SmsCampaignRow, today: LocalDate, user: Principal): Promise<number> {
  const caller: CampaignReportCaller = { user, businessDate: () => Promise.resolve(today.toString()) };
  const candidates: { clientId: number | null; mobileNo: string | undefined; text: string }[] = [];
  for (const reportRow of await smsReportRunners.current.run(db, row.report_id, parametersOf(row), caller)) {
    const mobileNo = reportRow.mobileNo === undefined || reportRow.mobileNo === null ? undefined : textOf(reportRow.mobileNo);
    const clientId = typeof reportRow.id === 'number' || (typeof reportRow.id === 'string' && /^\d{1,15}$/.test(reportRow.id)) ? Number(reportRow.id) : null;
    if (row.is_notification ? clientId === null : mobileNo === undefined) {
      continue;
    }
    candidates.push({ clientId, mobileNo, text: compileMessage(row.message, reportRow).slice(0, 1000) });
  }
  // A row naming no existing client still gets its text, without the client link.
  const known = new Set((await clientMembersByIds(db, [...new Set(candidates.flatMap((c) => (c.clientId === null ? [] : [c.clientId])))], false)).map((c) => c.id));
  const messages: SmsMessageValues[] = candidates
    .map((c) => ({ ...c, clientId: c.clientId !== null && known.has(c.clientId) ? c.clientId : null }))
    .filter((c) => !row.is_notification || c.clientId !== null)
    .map((c) => ({
      client_id: c.clientId, mobile_no: c.mobileNo ?? null, message: c.text, campaign_id: row.id, status_enum: 100, submittedon_date: today.toString(), is_notification: row.is_notification,
    }));
  await insertMessages(db, messages);
  return messages.length;
}

/** After (re)activation: a Direct campaign queues its messages now; a Scheduled one gets its next trigger time. */
async function startCampaign(db: Kysely<object>, row: SmsCampaignRow, today: LocalDate, user: Principal): Promise<SmsCampaignChanges> {
  if (row.campaign_trigger_type === TriggerType.DIRECT) {
    await queueCampaignMessages(db, row, today, user);
    return {};
  }
  if (row.campaign_trigger_type === TriggerType.SCHEDULE) {
    const now = today.atStartOfDay();
    const next = nextTriggerTime(row.recurrence, dateTimeOf(row.recurrence_start_date) ?? now, now);
    return { next_trigger_date: instantOf(next) };
  }
  return {};
}

/** POST /smscampaigns/{id}?command=activate. */
async function activateCampaign(ctx: CommandContext): Promise<CommandResult> {
  const campaignId = ctx.entityId ?? 0;
  const activatedOn = readCommandDate(ctx.json, 'activationDate');
  const row = await loadCampaign(ctx.db, campaignId);
  const refusal = activationRefusal(row.status_enum);
  if (refusal !== undefined) {
    throw campaignStateRefused(refusal, activatedOn.toString());
  }
  const today = await ctx.clock.businessDate();
  checkActivationDates(row, activatedOn, today);
  const started = await startCampaign(ctx.db, row, today, ctx.user);
  await updateCampaign(ctx.db, campaignId, { status_enum: CampaignStatus.ACTIVE, approvedon_date: activatedOn.toString(), approvedon_userid: ctx.user.id, ...started });
  return { resourceId: campaignId };
}

/** POST /smscampaigns/{id}?command=close: a Scheduled campaign forgets its trigger times. */
async function closeCampaign(ctx: CommandContext): Promise<CommandResult> {
  const campaignId = ctx.entityId ?? 0;
  const closedOn = readCommandDate(ctx.json, 'closureDate');
  const row = await loadCampaign(ctx.db, campaignId);
  const refusal = closureRefusal(row.status_enum);
  if (refusal !== undefined) {
    throw campaignStateRefused(refusal, String(row.status_enum));
  }
  if (closedOn.isAfter(await ctx.clock.businessDate())) {
    throw campaignDateRefused('error.msg.campaign.closureDate.in.the.future', 'closure date cannot be in the future.', 'closureDate', closedOn.toString());
  }
  const triggers = row.campaign_trigger_type === TriggerType.SCHEDULE ? { next_trigger_date: null, last_trigger_date: null } : {};
  await updateCampaign(ctx.db, campaignId, { status_enum: CampaignStatus.CLOSED, closedon_date: closedOn.toString(), closedon_userid: ctx.user.id, ...triggers });
  return { resourceId: campaignId };
}

/** POST /smscampaigns/{id}?command=reactivate: only a Closed campaign; Direct messages are not queued again. */
async function reactivateCampaign(ctx: CommandContext): Promise<CommandResult> {
  const campaignId = ctx.entityId ?? 0;
  const activatedOn = readCommandDate(ctx.json, 'activationDate');
  const row = await loadCampaign(ctx.db, campaignId);
  const refusal = mustBeClosedRefusal(row.status_enum, 'reactivate');
  if (refusal !== undefined) {
    throw campaignStateRefused(refusal, String(row.status_enum));
  }
  const today = await ctx.clock.businessDate();
  checkActivationDates(row, activatedOn, today);
  const started = row.campaign_trigger_type === TriggerType.SCHEDULE ? await startCampaign(ctx.db, row, today, ctx.user) : {};
  await updateCampaign(ctx.db, campaignId, {
    status_enum: CampaignStatus.ACTIVE, approvedon_date: activatedOn.toString(), approvedon_userid: ctx.user.id, closedon_date: null, closedon_userid: null, ...started,
  });
  return { resourceId: campaignId };
}

/** DELETE /smscampaigns/{id}: a soft delete of a Closed campaign (403 while Active, 400 while Pending). */
async function deleteCampaign(ctx: CommandContext): Promise<CommandResult> {
  const campaignId = ctx.entityId ?? 0;
  const row = await loadCampaign(ctx.db, campaignId);
  if (row.status_enum === CampaignStatus.ACTIVE) {
    throw campaignCannotBeDeleted(campaignId);
  }
  const refusal = mustBeClosedRefusal(row.status_enum, 'delete');
  if (refusal !== undefined) {
    throw campaignStateRefused(refusal, String(row.status_enum));
  }
  await updateCampaign(ctx.db, campaignId, { is_visible: false });
  return { resourceId: campaignId };
}

export const smsCampaignCommandHandlers = [
  commandHandler('SMSCAMPAIGN', 'CREATE', createCampaign),
  commandHandler('SMSCAMPAIGN', 'UPDATE', updateCampaignCommand),
  commandHandler('SMSCAMPAIGN', 'DELETE', deleteCampaign),
  commandHandler('SMSCAMPAIGN', 'ACTIVATE', activateCampaign),
  commandHandler('SMSCAMPAIGN', 'CLOSE', closeCampaign),
  commandHandler('SMSCAMPAIGN', 'REACTIVATE', reactivateCampaign),
];
