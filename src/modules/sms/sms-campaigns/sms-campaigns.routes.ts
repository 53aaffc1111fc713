import { defineCommand, defineQuery, requireUser } from '../../../platform/http/index.ts';
import { previewCampaignMessage, retrieveCampaign, retrieveCampaigns, retrieveCampaignTemplate } from './sms-campaigns.queries.ts';
import {
  CampaignCommandQuery,
  CampaignCommandResult,
  CampaignIdParams,
  CampaignListQuery,
  CampaignRequest,
  CampaignStateRequest,
  CampaignPreview,
  CampaignPreviewRequest,
  CampaignTemplateQuery,
  SmsCampaign,
  SmsCampaignPage,
  SmsCampaignTemplate,
} from './sms-campaigns.schemas.ts';

const tags = ['SMS Campaigns'];
const READ = { permission: 'READ_SMSCAMPAIGN' };
const ENTITY = 'SMSCAMPAIGN';

export const smsCampaignRoutes = [
  defineQuery({
    method: 'GET',
    url: '/smscampaigns/template',
    summary: 'SMS campaign template: campaign and trigger types, business rules (SMS reports), recurrence options',
    tags,
    access: READ,
    querystring: CampaignTemplateQuery,
    response: SmsCampaignTemplate,
    handle: (req) => retrieveCampaignTemplate(req.tenant.database.db, req.query.reportType),
  }),
  defineQuery({
    method: 'GET',
    url: '/smscampaigns',
    summary: 'List SMS campaigns (paged)',
    tags,
    access: READ,
    querystring: CampaignListQuery,
    response: SmsCampaignPage,
    handle: (req) => retrieveCampaigns(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/smscampaigns/:campaignId',
    summary: 'Get an SMS campaign',
    tags,
    access: READ,
    params: CampaignIdParams,
    response: SmsCampaign,
    handle: (req) => retrieveCampaign(req.tenant.database.db, req.params.campaignId),
  }),
  defineQuery({
    method: 'POST',
    url: '/smscampaigns/preview',
    summary: 'Preview a campaign message over the rows of a report',
    description: 'A read (no command, no audit row): the report named by paramValue.reportName runs with the other parameters.',
    tags,
    access: READ,
    body: CampaignPreviewRequest,
    response: CampaignPreview,
    handle: (req) =>
      previewCampaignMessage(req.tenant.database.db, req.body, { user: requireUser(req.user), businessDate: async () => (await req.clock.businessDate()).toString() }),
  }),
  defineCommand({
    method: 'POST',
    url: '/smscampaigns',
    summary: 'Create an SMS campaign (Pending)',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: CampaignRequest,
    response: CampaignCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/smscampaigns/:campaignId',
    summary: 'Update an SMS campaign (refused while Active)',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: CampaignIdParams,
    body: CampaignRequest,
    response: CampaignCommandResult,
    ids: (req) => ({ entityId: req.params.campaignId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/smscampaigns/:campaignId',
    summary: 'Activate, close or reactivate an SMS campaign',
    tags,
    command: {
      byQueryParam: {
        activate: { entity: ENTITY, action: 'ACTIVATE' },
        close: { entity: ENTITY, action: 'CLOSE' },
        reactivate: { entity: ENTITY, action: 'REACTIVATE' },
      },
    },
    params: CampaignIdParams,
    querystring: CampaignCommandQuery,
    body: CampaignStateRequest,
    response: CampaignCommandResult,
    ids: (req) => ({ entityId: req.params.campaignId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/smscampaigns/:campaignId',
    summary: 'Delete a closed SMS campaign (kept, hidden)',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: CampaignIdParams,
    response: CampaignCommandResult,
    ids: (req) => ({ entityId: req.params.campaignId }),
  }),
];
