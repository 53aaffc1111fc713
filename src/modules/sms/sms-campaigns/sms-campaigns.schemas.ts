import { Type } from 'typebox';
import { EnumOption, LocalDateArray, PageOf } from '../../../platform/http/index.ts';

export const CampaignIdParams = Type.Object({ campaignId: Type.Integer() });
export const CampaignListQuery = Type.Object({
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: 'page size; absent or 0: all' })),
  orderBy: Type.Optional(Type.String({ description: 'id, campaignName or status' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
});
export const CampaignTemplateQuery = Type.Object({ reportType: Type.Optional(Type.String({ description: 'report type of the business rules offered; SMS when absent' })) });
export const CampaignCommandQuery = Type.Object({ command: Type.String({ description: 'activate, close or reactivate' }) });

const Text = Type.Optional(Type.String());
const Whole = Type.Optional(Type.Union([Type.Integer(), Type.String()]));
export const CampaignRequest = Type.Object(
  {
    campaignName: Type.Optional(Type.String({ maxLength: 100 })),
    campaignType: Whole,
    triggerType: Whole,
    runReportId: Whole,
    message: Type.Optional(Type.String({ maxLength: 480 })),
    paramValue: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'report parameters; required unless triggered' })),
    providerId: Whole,
    frequency: Whole,
    interval: Whole,
    repeatsOnDay: Text,
    recurrenceStartDate: Text,
    dateTimeFormat: Text,
    recurrence: Text,
    submittedOnDate: Text,
    activationDate: Text,
    closureDate: Text,
    isNotification: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    triggerEntityType: Whole,
    triggerActionType: Whole,
    locale: Text,
    dateFormat: Text,
  },
  { description: 'checked by the handler (400 validation.msg.sms.*; unknown members refused)' },
);
export const CampaignStateRequest = Type.Object({ activationDate: Text, closureDate: Text, locale: Text, dateFormat: Text });
export const CampaignCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });

const Opt = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(schema);
export const SmsCampaign = Type.Object({
  id: Type.Integer(),
  campaignName: Type.String(),
  campaignType: EnumOption,
  runReportId: Type.Integer(),
  reportName: Opt(Type.String()),
  paramValue: Opt(Type.String({ description: 'the report parameters as JSON text' })),
  campaignStatus: EnumOption,
  triggerType: EnumOption,
  campaignMessage: Type.String(),
  nextTriggerDate: Opt(Type.Integer({ description: 'epoch millis' })),
  lastTriggerDate: Opt(Type.Integer({ description: 'epoch millis' })),
  smsCampaignTimeLine: Type.Object({
    submittedOnDate: Opt(LocalDateArray),
    submittedByUsername: Opt(Type.String()),
    activatedOnDate: Opt(LocalDateArray),
    activatedByUsername: Opt(Type.String()),
    closedOnDate: Opt(LocalDateArray),
    closedByUsername: Opt(Type.String()),
  }),
  recurrenceStartDate: Opt(Type.Integer({ description: 'epoch millis' })),
  recurrence: Opt(Type.String()),
  providerId: Opt(Type.Integer()),
  isNotification: Type.Boolean(),
});
export const SmsCampaignPage = PageOf(SmsCampaign, 'SMS campaigns');
const Option = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });
export const SmsCampaignTemplate = Type.Object({
  smsProviderOptions: Type.Array(Type.Unknown()),
  campaignTypeOptions: Type.Array(Option),
  triggerTypeOptions: Type.Array(Option),
  businessRulesOptions: Type.Array(Type.Object({
    reportId: Type.Integer(), reportName: Type.String(), reportType: Type.String(), reportSubType: Opt(Type.String()), reportDescription: Opt(Type.String()),
    reportParamName: Type.Record(Type.String(), Type.String()),
  })),
  months: Type.Array(Option),
  weekDays: Type.Array(Option),
  frequencyTypeOptions: Type.Array(Option),
  periodFrequencyOptions: Type.Array(Option),
});
export const CampaignPreviewRequest = Type.Object({
  paramValue: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'reportName and the report parameters' })),
  message: Type.Optional(Type.String({ maxLength: 480 })),
});
export const CampaignPreview = Type.Object({ campaignMessage: Type.String(), totalNumberOfMessages: Type.Integer() });
