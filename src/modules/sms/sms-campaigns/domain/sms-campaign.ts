import { ChronoUnit, type LocalDateTime } from '@js-joda/core';
import type { EnumOption } from '../../../../shared/enum-option.ts';

/** Campaign statuses (Fineract's SmsCampaignStatus). */
export const CampaignStatus = { PENDING: 100, ACTIVE: 300, CLOSED: 600 } as const;
export type CampaignStatusId = (typeof CampaignStatus)[keyof typeof CampaignStatus];

/** How a campaign sends: once on activation, on a recurrence, or on a business event. */
export const TriggerType = { DIRECT: 1, SCHEDULE: 2, TRIGGERED: 3 } as const;

export const CampaignType = { SMS: 1, NOTIFICATION: 2 } as const;

/** Calendar frequencies of a scheduled campaign's recurrence (Fineract's CalendarFrequencyType). */
export const CalendarFrequency = { DAILY: 1, WEEKLY: 2, MONTHLY: 3, YEARLY: 4 } as const;
const RRULE_FREQUENCIES: Readonly<Record<number, string>> = { 1: 'DAILY', 2: 'WEEKLY', 3: 'MONTHLY', 4: 'YEARLY' };

/** Outbound message statuses (Fineract's SmsMessageStatusType). */
export const MessageStatus = { INVALID: 0, PENDING: 100, WAITING_FOR_DELIVERY_REPORT: 150, SENT: 200, DELIVERED: 300, FAILED: 400 } as const;

// Fineract's labels, including its lower-case "active" and "closed".
const STATUS_OPTIONS: Readonly<Record<number, EnumOption>> = {
  100: { id: 100, code: 'smsCampaignStatus.pending', value: 'Pending' },
  300: { id: 300, code: 'smsCampaignStatus.active', value: 'active' },
  600: { id: 600, code: 'smsCampaignStatus.closed', value: 'closed' },
};
const TRIGGER_OPTIONS: Readonly<Record<number, EnumOption>> = {
  1: { id: 1, code: 'triggerType.direct', value: 'Direct' },
  2: { id: 2, code: 'triggerType.schedule', value: 'Scheduled' },
  3: { id: 3, code: 'triggerType.triggered', value: 'Triggered' },
};
const CAMPAIGN_TYPE_OPTIONS: Readonly<Record<number, EnumOption>> = {
  1: { id: 1, code: 'campaignType.sms', value: 'SMS' },
  2: { id: 2, code: 'campaignType.notification', value: 'NOTIFICATION' },
};
const MESSAGE_STATUS_OPTIONS: Readonly<Record<number, EnumOption>> = {
  0: { id: 0, code: 'smsMessageStatusType.invalid', value: 'Invalid' },
  100: { id: 100, code: 'smsMessageStatusType.pending', value: 'pending' },
  150: { id: 150, code: 'smsMessageStatusType.waitingForDeliveryReport', value: 'waitingForDeliveryReport' },
  200: { id: 200, code: 'smsMessageStatusType.sent', value: 'sent' },
  300: { id: 300, code: 'smsMessageStatusType.delivered', value: 'delivered' },
  400: { id: 400, code: 'smsMessageStatusType.failed', value: 'failed' },
};

function optionOf(options: Readonly<Record<number, EnumOption>>, id: number, code: string): EnumOption {
  return options[id] ?? { id: -1, code, value: 'Invalid' };
}

export const campaignStatusOption = (id: number): EnumOption => optionOf(STATUS_OPTIONS, id, 'smsCampaignStatus.invalid');
export const triggerTypeOption = (id: number): EnumOption => optionOf(TRIGGER_OPTIONS, id, 'triggerType.invalid');
export const campaignTypeOption = (id: number): EnumOption => optionOf(CAMPAIGN_TYPE_OPTIONS, id, 'campaignType.invalid');
export const messageStatusOption = (id: number): EnumOption => optionOf(MESSAGE_STATUS_OPTIONS, id, 'smsMessageStatusType.invalid');
export const triggerTypeOptions = (): EnumOption[] => Object.values(TRIGGER_OPTIONS);
export const campaignTypeOptions = (): EnumOption[] => Object.values(CAMPAIGN_TYPE_OPTIONS);

/** The refusal of a state change: code, message and the parameter Fineract names. */
export interface CampaignRefusal {
  readonly code: string;
  readonly message: string;
  readonly parameterName: string;
}

/** activate: refused while Active (Fineract allows Pending and Closed). */
export function activationRefusal(status: number): CampaignRefusal | undefined {
  return status === CampaignStatus.ACTIVE
    ? { code: 'error.msg.campaign.already.active', message: 'Cannot activate campaign. Campaign is already active.', parameterName: 'activationDate' }
    : undefined;
}

/** close: refused while Closed. */
export function closureRefusal(status: number): CampaignRefusal | undefined {
  return status === CampaignStatus.CLOSED
    ? { code: 'error.msg.campaign.already.closed', message: 'Cannot close campaign. Campaign already in closed state.', parameterName: 'status' }
    : undefined;
}

/** reactivate, and the soft delete of a Pending campaign: the campaign must be Closed. */
export function mustBeClosedRefusal(status: number, action: 'reactivate' | 'delete'): CampaignRefusal | undefined {
  return status === CampaignStatus.CLOSED
    ? undefined
    : { code: 'error.msg.campaign.must.be.closed', message: `Cannot ${action} campaign. Campaign must be in closed state.`, parameterName: 'status' };
}

/** The recurrence rule of a scheduled campaign, as Fineract stores it (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`). */
export function recurrenceRule(frequency: number, interval: number, repeatsOnDay: string | undefined): string {
  const byDay = frequency === CalendarFrequency.WEEKLY && repeatsOnDay !== undefined ? `;BYDAY=${repeatsOnDay}` : '';
  return `FREQ=${RRULE_FREQUENCIES[frequency] ?? 'DAILY'};INTERVAL=${interval}${byDay}`;
}

const STEP_UNITS: ReadonlyMap<string, ChronoUnit> = new Map([['DAILY', ChronoUnit.DAYS], ['WEEKLY', ChronoUnit.WEEKS], ['MONTHLY', ChronoUnit.MONTHS], ['YEARLY', ChronoUnit.YEARS]]);

/**
 * The first occurrence of the recurrence at or after `after`, counting from `start`; `start` itself when it
 * is not yet past. A rule that cannot be read steps one day.
 */
export function nextTriggerTime(rule: string | null, start: LocalDateTime, after: LocalDateTime): LocalDateTime {
  const parts = new Map((rule ?? '').split(';').map((part) => part.split('=') as [string, string]));
  const unit = STEP_UNITS.get(parts.get('FREQ') ?? '') ?? ChronoUnit.DAYS;
  const interval = Math.max(Number.parseInt(parts.get('INTERVAL') ?? '1', 10) || 1, 1);
  let next = start;
  for (let steps = 0; next.isBefore(after) && steps < 100_000; steps += 1) {
    next = next.plus(interval, unit);
  }
  return next;
}

/** A report column as message text: strings, numbers and booleans as written; anything else as JSON. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) {
    return '';
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
}

/**
 * The text of one message: every `{{name}}` of the campaign message replaced by that column of the report
 * row (Fineract compiles the message as a Mustache template over the row); unknown names become empty.
 */
export function compileMessage(template: string, row: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_match, name: string) => {
    return Object.hasOwn(row, name) ? textOf(row[name]) : '';
  });
}

/** A number's JSON text without the trailing zeros of its scale (`125.500000` → `125.5`), as Fineract's rows give them. */
function plainNumber(source: string): string {
  return source.includes('.') && !/[eE]/.test(source) ? source.replace(/0+$/, '').replace(/\.$/, '') : source;
}

/**
 * One report row from its JSON text (PostgreSQL's `row_to_json`), with values as Fineract hands them to the
 * message template: numbers as text without trailing zeros (never through a float), dates (`yyyy-mm-dd`) as
 * `d-m-yyyy` like Fineract's conversion of its date arrays, the rest as they are.
 */
export function reportRowOf(json: string): Readonly<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(json, (_key, value: unknown, context?: { source?: string }) => {
    if (typeof value === 'number' && context?.source !== undefined) {
      return plainNumber(context.source);
    }
    if (typeof value === 'string') {
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return date === null ? value : `${Number(date[3])}-${Number(date[2])}-${date[1]}`;
    }
    return value;
  });
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** A delivery report of the message gateway for one message (Fineract's SmsMessageDeliveryReportData). */
export interface DeliveryReport {
  readonly id: number;
  readonly externalId: string | null;
  readonly deliveryStatus: number | null;
  readonly hasError: boolean;
}

/**
 * The status a delivery report gives its message, or undefined when it changes nothing (Fineract's rules): a
 * report with an error, or still pending (100), is ignored; 0, 150, 200, 300 and 400 are taken as they are.
 */
export function deliveryStatusOf(report: DeliveryReport): number | undefined {
  if (report.hasError || report.deliveryStatus === null || report.deliveryStatus === MessageStatus.PENDING) {
    return undefined;
  }
  return (Object.values(MessageStatus) as number[]).includes(report.deliveryStatus) ? report.deliveryStatus : undefined;
}

/** Reads the gateway's answer to a delivery report request: the well-formed reports of a JSON array. */
export function deliveryReportsOf(body: unknown): DeliveryReport[] {
  if (!Array.isArray(body)) {
    return [];
  }
  return body.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      return [];
    }
    const r = item as Record<string, unknown>;
    if (typeof r.id !== 'number' || !Number.isSafeInteger(r.id)) {
      return [];
    }
    return [{
      id: r.id,
      externalId: typeof r.externalId === 'string' || typeof r.externalId === 'number' ? String(r.externalId).slice(0, 100) : null,
      deliveryStatus: typeof r.deliveryStatus === 'number' ? r.deliveryStatus : null,
      hasError: r.hasError === true,
    }];
  });
}
