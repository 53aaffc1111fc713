import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveCampaignMessagesByStatus, retrieveMessage, retrieveMessages } from './sms-messages.queries.ts';
import { CampaignMessagesParams, MessageIdParams, MessagesByStatusQuery, SmsMessage, SmsMessageCommandResult, SmsMessageList, SmsMessagePage, SmsMessageRequest } from './sms-messages.schemas.ts';

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
  defineCommand({
    method: 'POST',
    url: '/sms',
    summary: 'Queue an SMS message to a client, group or staff member',
    tags,
    command: { entity: 'SMS', action: 'CREATE' },
    body: SmsMessageRequest,
    response: SmsMessageCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/sms/:messageId',
    summary: 'Change the text of an SMS message',
    tags,
    command: { entity: 'SMS', action: 'UPDATE' },
    params: MessageIdParams,
    body: SmsMessageRequest,
    response: SmsMessageCommandResult,
    ids: (req) => ({ entityId: req.params.messageId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/sms/:messageId',
    summary: 'Delete an SMS message',
    tags,
    command: { entity: 'SMS', action: 'DELETE' },
    params: MessageIdParams,
    response: SmsMessageCommandResult,
    ids: (req) => ({ entityId: req.params.messageId }),
  }),
];
