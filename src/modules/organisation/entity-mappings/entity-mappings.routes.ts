import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { requireEntityMappingRead, retrieveEntityToEntityMappings, retrieveMappingTypes, retrieveOneMapping } from './entity-mappings.queries.ts';
import {
  EntityMappingCommandResult,
  EntityMappingList,
  EntityMappingRequest,
  EntityRelationList,
  MapIdParams,
  MappingFilterParams,
  NamedEntityMappingList,
  RelIdParams,
} from './entity-mappings.schemas.ts';

const tags = ['Fineract Entity'];
// READ_FINERACTENTITY is not in Fineract's catalogue: the queries check it (ALL_FUNCTIONS or ALL_FUNCTIONS_READ).
const READ = { authenticated: true } as const;
const READ_NOTE = 'Needs READ_FINERACTENTITY, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).';
const ENTITY = 'ENTITYMAPPING';

export const entityMappingRoutes = [
  defineQuery({
    method: 'GET',
    url: '/entitytoentitymapping',
    summary: 'List the mapping types',
    description: READ_NOTE,
    tags,
    access: READ,
    response: EntityRelationList,
    handle: (req) => {
      requireEntityMappingRead(req.user);
      return retrieveMappingTypes(req.tenant.database.db);
    },
  }),
  defineQuery({
    method: 'GET',
    url: '/entitytoentitymapping/:mapId',
    summary: 'Get one mapping (a list of at most one)',
    description: READ_NOTE,
    tags,
    access: READ,
    params: MapIdParams,
    response: EntityMappingList,
    handle: (req) => {
      requireEntityMappingRead(req.user);
      return retrieveOneMapping(req.tenant.database.db, req.params.mapId);
    },
  }),
  defineQuery({
    method: 'GET',
    url: '/entitytoentitymapping/:mapId/:fromId/:toId',
    operationId: 'retrieveEntityToEntityMappingsByIds',
    summary: 'List the mappings of a mapping type, by from and to id (0 = any)',
    description: READ_NOTE,
    tags,
    access: READ,
    params: MappingFilterParams,
    response: NamedEntityMappingList,
    handle: (req) => {
      requireEntityMappingRead(req.user);
      return retrieveEntityToEntityMappings(req.tenant.database.db, req.params.mapId, req.params.fromId, req.params.toId);
    },
  }),
  defineCommand({
    method: 'POST',
    url: '/entitytoentitymapping/:relId',
    summary: 'Create a mapping of a mapping type',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    params: RelIdParams,
    body: EntityMappingRequest,
    response: EntityMappingCommandResult,
    ids: (req) => ({ entityId: req.params.relId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/entitytoentitymapping/:mapId',
    summary: 'Update a mapping',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: MapIdParams,
    body: EntityMappingRequest,
    response: EntityMappingCommandResult,
    ids: (req) => ({ entityId: req.params.mapId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/entitytoentitymapping/:mapId',
    summary: 'Delete a mapping',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: MapIdParams,
    response: EntityMappingCommandResult,
    ids: (req) => ({ entityId: req.params.mapId }),
  }),
];
