import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllDelinquencyBuckets, retrieveAllDelinquencyRanges, retrieveDelinquencyBucket, retrieveDelinquencyRange } from './delinquency.queries.ts';
import {
  DelinquencyBucket,
  DelinquencyBucketIdParams,
  DelinquencyBucketList,
  DelinquencyBucketRequest,
  DelinquencyCommandResult,
  DelinquencyRange,
  DelinquencyRangeIdParams,
  DelinquencyRangeList,
  DelinquencyRangeRequest,
} from './delinquency.schemas.ts';

const tags = ['Delinquency Range and Buckets Management'];
// Fineract reads ranges and buckets alike with READ_DELINQUENCY_BUCKET.
const READ = { permission: 'READ_DELINQUENCY_BUCKET' };
const RANGE_NOTE = 'Needs the matching DELINQUENCY_BUCKET permission as well (as Fineract).';

const rangeRoutes = [
  defineQuery({ method: 'GET', url: '/delinquency/ranges', summary: 'List delinquency ranges', tags, access: READ, response: DelinquencyRangeList, handle: (req) => retrieveAllDelinquencyRanges(req.tenant.database.db) }),
  defineQuery({
    method: 'GET',
    url: '/delinquency/ranges/:delinquencyRangeId',
    summary: 'Get a delinquency range',
    tags,
    access: READ,
    params: DelinquencyRangeIdParams,
    response: DelinquencyRange,
    handle: (req) => retrieveDelinquencyRange(req.tenant.database.db, req.params.delinquencyRangeId),
  }),
  defineCommand({
    method: 'POST',
    url: '/delinquency/ranges',
    summary: 'Create a delinquency range',
    description: RANGE_NOTE,
    tags,
    command: { entity: 'DELINQUENCY_RANGE', action: 'CREATE' },
    body: DelinquencyRangeRequest,
    response: DelinquencyCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/delinquency/ranges/:delinquencyRangeId',
    summary: 'Update a delinquency range',
    description: RANGE_NOTE,
    tags,
    command: { entity: 'DELINQUENCY_RANGE', action: 'UPDATE' },
    params: DelinquencyRangeIdParams,
    body: DelinquencyRangeRequest,
    response: DelinquencyCommandResult,
    ids: (req) => ({ entityId: req.params.delinquencyRangeId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/delinquency/ranges/:delinquencyRangeId',
    summary: 'Delete a delinquency range',
    description: `${RANGE_NOTE} Refused while a bucket or a loan refers to the range.`,
    tags,
    command: { entity: 'DELINQUENCY_RANGE', action: 'DELETE' },
    params: DelinquencyRangeIdParams,
    response: DelinquencyCommandResult,
    ids: (req) => ({ entityId: req.params.delinquencyRangeId }),
  }),
];

const bucketRoutes = [
  defineQuery({ method: 'GET', url: '/delinquency/buckets', summary: 'List delinquency buckets', tags, access: READ, response: DelinquencyBucketList, handle: (req) => retrieveAllDelinquencyBuckets(req.tenant.database.db) }),
  defineQuery({
    method: 'GET',
    url: '/delinquency/buckets/:delinquencyBucketId',
    summary: 'Get a delinquency bucket',
    tags,
    access: READ,
    params: DelinquencyBucketIdParams,
    response: DelinquencyBucket,
    handle: (req) => retrieveDelinquencyBucket(req.tenant.database.db, req.params.delinquencyBucketId),
  }),
  defineCommand({
    method: 'POST',
    url: '/delinquency/buckets',
    summary: 'Create a delinquency bucket',
    tags,
    command: { entity: 'DELINQUENCY_BUCKET', action: 'CREATE' },
    body: DelinquencyBucketRequest,
    response: DelinquencyCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/delinquency/buckets/:delinquencyBucketId',
    summary: 'Update a delinquency bucket',
    tags,
    command: { entity: 'DELINQUENCY_BUCKET', action: 'UPDATE' },
    params: DelinquencyBucketIdParams,
    body: DelinquencyBucketRequest,
    response: DelinquencyCommandResult,
    ids: (req) => ({ entityId: req.params.delinquencyBucketId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/delinquency/buckets/:delinquencyBucketId',
    summary: 'Delete a delinquency bucket',
    description: 'Refused while a loan product or a loan refers to the bucket.',
    tags,
    command: { entity: 'DELINQUENCY_BUCKET', action: 'DELETE' },
    params: DelinquencyBucketIdParams,
    response: DelinquencyCommandResult,
    ids: (req) => ({ entityId: req.params.delinquencyBucketId }),
  }),
];

export const delinquencyRoutes = [...rangeRoutes, ...bucketRoutes];
