import { LocalDate } from '@js-joda/core';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { campaignStatusOption, campaignTypeOption, campaignTypeOptions, triggerTypeOption, triggerTypeOptions } from './domain/sms-campaign.ts';
import type { SmsCampaignRecord } from './sms-campaigns.repository.ts';

/** A campaign as GET answers it (Fineract's SmsCampaignData; trigger times are instants, epoch millis on the wire). */
export interface SmsCampaignView {
  readonly id: number;
  readonly campaignName: string;
  readonly campaignType: EnumOption;
  readonly runReportId: number;
  readonly reportName: string | null;
  readonly paramValue: string | null;
  readonly campaignStatus: EnumOption;
  readonly triggerType: EnumOption;
  readonly campaignMessage: string;
  readonly nextTriggerDate: Date | null;
  readonly lastTriggerDate: Date | null;
  readonly smsCampaignTimeLine: {
    readonly submittedOnDate: LocalDate | null;
    readonly submittedByUsername: string | null;
    readonly activatedOnDate: LocalDate | null;
    readonly activatedByUsername: string | null;
    readonly closedOnDate: LocalDate | null;
    readonly closedByUsername: string | null;
  };
  readonly recurrenceStartDate: Date | null;
  readonly recurrence: string | null;
  readonly providerId: number | null;
  readonly isNotification: boolean;
}

const dateOf = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

export function presentCampaign(row: SmsCampaignRecord): SmsCampaignView {
  return {
    id: row.id,
    campaignName: row.campaign_name,
    campaignType: campaignTypeOption(row.campaign_type),
    runReportId: row.report_id,
    reportName: row.report_name,
    paramValue: row.param_value,
    campaignStatus: campaignStatusOption(row.status_enum),
    triggerType: triggerTypeOption(row.campaign_trigger_type),
    campaignMessage: row.message,
    nextTriggerDate: row.next_trigger_date,
    lastTriggerDate: row.last_trigger_date,
    smsCampaignTimeLine: {
      submittedOnDate: dateOf(row.submittedon_date),
      submittedByUsername: row.submitted_by,
      activatedOnDate: dateOf(row.approvedon_date),
      activatedByUsername: row.activated_by,
      closedOnDate: dateOf(row.closedon_date),
      closedByUsername: row.closed_by,
    },
    recurrenceStartDate: row.recurrence_start_date,
    recurrence: row.recurrence,
    providerId: row.provider_id,
    isNotification: row.is_notification,
  };
}

/** A report of the catalogue offered as a campaign's business rule, with its parameters. */
export interface BusinessRuleView {
  readonly reportId: number;
  readonly reportName: string;
  readonly reportType: string;
  readonly reportSubType: string | null;
  readonly reportDescription: string | null;
  readonly reportParamName: Readonly<Record<string, string>>;
}

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER'];
const WEEK_DAYS = [['MO', 'monday'], ['TU', 'tuesday'], ['WE', 'wednesday'], ['TH', 'thursday'], ['FR', 'friday'], ['SA', 'saturday'], ['SU', 'sunday']] as const;
const CALENDAR_FREQUENCIES = [['daily', 'Daily'], ['weekly', 'Weekly'], ['monthly', 'Monthly'], ['yearly', 'Yearly']] as const;
const PERIOD_FREQUENCIES = [['days', 'DAYS'], ['weeks', 'WEEKS'], ['months', 'MONTHS'], ['years', 'YEARS'], ['whole_term', 'WHOLE_TERM']] as const;

/**
 * GET /smscampaigns/template. SMS providers are listed by the message gateway itself (Fineract asks it over
 * HTTP); none are offered here, and `providerId` is entered as the gateway knows it. Months stop at
 * November as in Fineract (December is covered by the yearly frequency).
 */
export function presentCampaignTemplate(businessRules: readonly BusinessRuleView[]) {
  return {
    smsProviderOptions: [],
    campaignTypeOptions: campaignTypeOptions(),
    triggerTypeOptions: triggerTypeOptions(),
    businessRulesOptions: businessRules,
    months: MONTHS.map((name, index) => ({ id: index + 1, code: name, value: name })),
    weekDays: WEEK_DAYS.map(([value, name], index) => ({ id: index + 1, code: `calendarWeekDaysType.${name}`, value })),
    frequencyTypeOptions: CALENDAR_FREQUENCIES.map(([code, value], index) => ({ id: index + 1, code: `calendarFrequencyType.${code}`, value })),
    periodFrequencyOptions: PERIOD_FREQUENCIES.map(([code, value], index) => ({ id: index, code: `periodFrequencyType.${code}`, value })),
  };
}
