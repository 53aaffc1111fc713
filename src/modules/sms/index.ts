import type { ModuleDefinition } from '../module.ts';
import { smsCampaignCommandHandlers } from './sms-campaigns/sms-campaigns.commands.ts';
import { smsCampaignJobs } from './sms-campaigns/sms-campaigns.jobs.ts';
import { smsCampaignRoutes } from './sms-campaigns/sms-campaigns.routes.ts';
import { smsMessageCommandHandlers } from './sms-messages/sms-messages.commands.ts';
import { smsMessageRoutes } from './sms-messages/sms-messages.routes.ts';

export { smsReportRunners, type CampaignReportRow, type SmsReportRunner } from './sms-campaigns/sms-campaigns.queries.ts';

/** SMS campaigns: messages to the recipients a report selects, queued and handed to the message gateway by jobs. */
export const smsModule: ModuleDefinition = {
  name: 'sms',
  routes: [...smsCampaignRoutes, ...smsMessageRoutes],
  commandHandlers: [...smsCampaignCommandHandlers, ...smsMessageCommandHandlers],
  jobs: smsCampaignJobs,
};
