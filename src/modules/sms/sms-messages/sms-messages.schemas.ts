import { Type } from 'typebox';
import { EnumOption, PageOf } from '../../../platform/http/index.ts';

export const MessageIdParams = Type.Object({ messageId: Type.Integer() });
export const CampaignMessagesParams = Type.Object({ campaignId: Type.Integer() });
export const MessagesByStatusQuery = Type.Object({
  status: Type.Optional(Type.String({ description: 'required: 100 pending, 150 waiting for delivery report, 200 sent, 300 delivered, 400 failed' })),
  fromDate: Type.Optional(Type.String()),
  toDate: Type.Optional(Type.String()),
  dateFormat: Type.Optional(Type.String({ description: 'of fromDate and toDate; yyyy-MM-dd when absent' })),
  locale: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  orderBy: Type.Optional(Type.String({ description: 'id' })),
  sortOrder: Type.Optional(Type.String()),
});
const Opt = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(schema);
export const SmsMessage = Type.Object({
  id: Type.Integer(),
  groupId: Opt(Type.Integer()),
  clientId: Opt(Type.Integer()),
  staffId: Opt(Type.Integer()),
  status: EnumOption,
  mobileNo: Opt(Type.String()),
  message: Type.String(),
  providerId: Opt(Type.Integer()),
  campaignName: Opt(Type.String()),
});
export const SmsMessageList = Type.Array(SmsMessage);
export const SmsMessagePage = PageOf(SmsMessage, 'SMS messages');

const Whole = Type.Optional(Type.Union([Type.Integer(), Type.String()]));
export const SmsMessageRequest = Type.Object(
  {
    groupId: Whole,
    clientId: Whole,
    staffId: Whole,
    message: Type.Optional(Type.String()),
    campaignId: Whole,
    locale: Type.Optional(Type.String()),
    dateFormat: Type.Optional(Type.String()),
  },
  { description: 'checked by the handler (400 validation.msg.sms.*; unknown members refused); an update takes message and campaignId only' },
);
export const SmsMessageCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
