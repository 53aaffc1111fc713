import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAdhocQuery, retrieveAdhocTemplate, retrieveAllAdhocQueries } from './adhoc-queries.queries.ts';
import { AdhocCommandResult, AdhocIdParams, AdhocQuery, AdhocQueryList, AdhocQueryRequest, AdhocQueryTemplate } from './adhoc-queries.schemas.ts';

const tags = ['AdhocQuery Api'];

/**
 * Reads need CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (decision B1:
 * Fineract has no READ_ADHOC permission); a refusal names READ_ADHOC.
 */
const READ = { anyPermission: ['CREATE_ADHOC', 'UPDATE_ADHOC', 'DELETE_ADHOC'], refusedAs: 'READ_ADHOC' } as const;
const readDescription = 'Needs CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ.';

export const adhocQueryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/adhocquery',
    summary: 'List saved ad-hoc queries',
    description: readDescription,
    tags,
    access: READ,
    response: AdhocQueryList,
    handle: (req) => retrieveAllAdhocQueries(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/adhocquery/template',
    summary: 'Ad-hoc query template (run frequencies)',
    description: readDescription,
    tags,
    access: READ,
    response: AdhocQueryTemplate,
    handle: () => Promise.resolve(retrieveAdhocTemplate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/adhocquery/:adHocId',
    summary: 'Get a saved ad-hoc query',
    description: readDescription,
    tags,
    access: READ,
    params: AdhocIdParams,
    response: AdhocQuery,
    handle: (req) => retrieveAdhocQuery(req.tenant.database.db, req.params.adHocId),
  }),
  defineCommand({
    method: 'POST',
    url: '/adhocquery',
    summary: 'Save an ad-hoc query (always inactive)',
    tags,
    command: { entity: 'ADHOC', action: 'CREATE' },
    body: AdhocQueryRequest,
    response: AdhocCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/adhocquery/:adHocId',
    summary: 'Update a saved ad-hoc query',
    tags,
    command: { entity: 'ADHOC', action: 'UPDATE' },
    params: AdhocIdParams,
    body: AdhocQueryRequest,
    response: AdhocCommandResult,
    ids: (req) => ({ entityId: req.params.adHocId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/adhocquery/:adHocId',
    summary: 'Delete a saved ad-hoc query (its destination table stays)',
    tags,
    command: { entity: 'ADHOC', action: 'DELETE' },
    params: AdhocIdParams,
    response: AdhocCommandResult,
    ids: (req) => ({ entityId: req.params.adHocId }),
  }),
];
