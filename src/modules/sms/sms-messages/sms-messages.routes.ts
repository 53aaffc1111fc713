import { defineQuery } from '../../../platform/http/index.ts';
import { retrieveCampaignMessagesByStatus, retrieveMessage, retrieveMessages } from './sms-messages.queries.ts';
import { CampaignMessagesParams, MessageIdParams, MessagesByStatusQuery, SmsMessage, SmsMessageList, SmsMessagePage } from './sms-messages.schemas.ts';

const tags = ['SMS'];
const READ = { permission: 'READ_SMS' };

export const smsMessageRoutes = [
  defineQuery({
    method: 'GET',
    url: '/sms',
    summary: 'List the outbound SMS messages',
    tags,
    access: READ,
    response: SmsMessageList,
    handle: (req) => retrieveMessages(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/sms/:messageId',
    summary: 'Get an outbound SMS message',
    tags,
    access: READ,
    params: MessageIdParams,
    response: SmsMessage,
    handle: (req) => retrieveMessage(req.tenant.database.db, req.params.messageId),
  }),
  defineQuery({
    method: 'GET',
    url: '/sms/:campaignId/messageByStatus',
    summary: "A page of a campaign's messages in one status",
    tags,
    access: READ,
    params: CampaignMessagesParams,
    querystring: MessagesByStatusQuery,
    response: SmsMessagePage,
    handle: (req) => retrieveCampaignMessagesByStatus(req.tenant.database.db, req.params.campaignId, req.query),
  }),
];
