import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveConfigurationById, retrieveConfigurationByName, retrieveGlobalConfiguration } from './configurations.queries.ts';
import {
  CommandResultSchema,
  ConfigIdParams,
  ConfigNameParams,
  GlobalConfigurationList,
  GlobalConfigurationProperty,
  UpdateConfigurationRequest,
} from './configurations.schemas.ts';

const tags = ['Global Configuration'];
const UPDATE = { entity: 'CONFIGURATION', action: 'UPDATE' };

export const configurationRoutes = [
  defineQuery({
    method: 'GET',
    url: '/configurations',
    summary: 'List global configuration',
    tags,
    access: { permission: 'READ_CONFIGURATION' },
    response: GlobalConfigurationList,
    handle: (req) => retrieveGlobalConfiguration(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/configurations/name/:name',
    summary: 'Get a global configuration by name',
    tags,
    access: { permission: 'READ_CONFIGURATION' },
    params: ConfigNameParams,
    response: GlobalConfigurationProperty,
    handle: (req) => retrieveConfigurationByName(req.tenant.database.db, req.params.name),
  }),
  defineQuery({
    method: 'GET',
    url: '/configurations/:configId',
    summary: 'Get a global configuration',
    tags,
    access: { permission: 'READ_CONFIGURATION' },
    params: ConfigIdParams,
    response: GlobalConfigurationProperty,
    handle: (req) => retrieveConfigurationById(req.tenant.database.db, req.params.configId),
  }),
  defineCommand({
    method: 'PUT',
    url: '/configurations/:configId',
    summary: 'Update a global configuration',
    tags,
    command: UPDATE,
    params: ConfigIdParams,
    body: UpdateConfigurationRequest,
    response: CommandResultSchema,
    ids: (req) => ({ entityId: req.params.configId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/configurations/name/:name',
    summary: 'Update a global configuration by name',
    tags,
    command: UPDATE,
    params: ConfigNameParams,
    body: UpdateConfigurationRequest,
    response: CommandResultSchema,
    ids: async (req) => ({ entityId: (await retrieveConfigurationByName(req.tenant.database.db, req.params.name)).id }),
  }),
];
