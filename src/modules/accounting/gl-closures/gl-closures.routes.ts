import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { userHierarchy } from '../../organisation/index.ts';
import { retrieveAllGlClosures, retrieveGlClosure } from './gl-closures.queries.ts';
import { GlClosure, GlClosureCommandResult, GlClosureDetailQuery, GlClosureIdParams, GlClosureList, GlClosureListQuery, GlClosureRequest } from './gl-closures.schemas.ts';

const tags = ['Accounting Closure'];
const READ = { permission: 'READ_GLCLOSURE' };
const ENTITY = 'GLCLOSURE';

export const glClosureRoutes = [
  defineQuery({
    method: 'GET',
    url: '/glclosures',
    summary: 'List accounting closures',
    tags,
    access: READ,
    querystring: GlClosureListQuery,
    response: GlClosureList,
    handle: (req) => retrieveAllGlClosures(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/glclosures/:glClosureId',
    summary: 'Get an accounting closure',
    tags,
    access: READ,
    params: GlClosureIdParams,
    querystring: GlClosureDetailQuery,
    response: GlClosure,
    handle: (req) => retrieveGlClosure(req.tenant.database.db, req.params.glClosureId, req.query, userHierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/glclosures',
    summary: 'Create an accounting closure',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: GlClosureRequest,
    response: GlClosureCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/glclosures/:glClosureId',
    summary: 'Update the comments of an accounting closure',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: GlClosureIdParams,
    body: GlClosureRequest,
    response: GlClosureCommandResult,
    ids: (req) => ({ entityId: req.params.glClosureId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/glclosures/:glClosureId',
    summary: 'Delete the latest accounting closure of an office',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: GlClosureIdParams,
    response: GlClosureCommandResult,
    ids: (req) => ({ entityId: req.params.glClosureId }),
  }),
];
