import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveStandingInstruction, retrieveStandingInstructionHistory, retrieveStandingInstructions, retrieveStandingInstructionTemplate } from './standing-instructions.queries.ts';
import {
  StandingInstruction,
  StandingInstructionBody,
  StandingInstructionCommandQuery,
  StandingInstructionHistoryPage,
  StandingInstructionHistoryQuery,
  StandingInstructionIdParams,
  StandingInstructionListQuery,
  StandingInstructionPage,
  StandingInstructionTemplate,
  StandingInstructionTemplateQuery,
} from './standing-instructions.schemas.ts';

const tags = ['Standing Instructions'];
const ENTITY = 'STANDINGINSTRUCTION';
const READ = { permission: 'READ_STANDINGINSTRUCTION' };

export const standingInstructionRoutes = [
  defineQuery({
    method: 'GET',
    url: '/standinginstructions/template',
    summary: 'Standing instruction template',
    tags,
    access: READ,
    querystring: StandingInstructionTemplateQuery,
    response: StandingInstructionTemplate,
    handle: async (req) => retrieveStandingInstructionTemplate(req.tenant.database.db, req.query, req.user?.officeHierarchy ?? '.', await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/standinginstructions',
    summary: 'List standing instructions',
    tags,
    access: READ,
    querystring: StandingInstructionListQuery,
    response: StandingInstructionPage,
    handle: (req) => retrieveStandingInstructions(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/standinginstructions/:standingInstructionId',
    summary: 'Get a standing instruction',
    tags,
    access: READ,
    params: StandingInstructionIdParams,
    response: StandingInstruction,
    handle: (req) => retrieveStandingInstruction(req.tenant.database.db, req.params.standingInstructionId),
  }),
  defineCommand({
    method: 'POST',
    url: '/standinginstructions',
    summary: 'Create a standing instruction',
    operationId: 'createStandingInstruction',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: StandingInstructionBody,
    response: CommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/standinginstructions/:standingInstructionId',
    summary: 'Update or delete a standing instruction',
    operationId: 'updateStandingInstruction',
    tags,
    command: { byQueryParam: { update: { entity: ENTITY, action: 'UPDATE' }, delete: { entity: ENTITY, action: 'DELETE' } } },
    params: StandingInstructionIdParams,
    querystring: StandingInstructionCommandQuery,
    body: StandingInstructionBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.standingInstructionId }),
  }),
  defineQuery({
    method: 'GET',
    url: '/standinginstructionrunhistory',
    summary: 'List the runs of standing instructions',
    tags: ['Standing Instructions History'],
    access: READ,
    querystring: StandingInstructionHistoryQuery,
    response: StandingInstructionHistoryPage,
    handle: (req) => retrieveStandingInstructionHistory(req.tenant.database.db, req.query),
  }),
];
