import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAvailableSteps, retrieveBusinessSteps, retrieveOldestCOBProcessedLoan, startCatchUp } from './loan-cob.queries.ts';
import { InlineJobRequest, InlineJobResponse, JobBusinessStepConfig, JobBusinessStepDetail, JobNameParams, OldestCOBProcessedLoan, UpdateBusinessStepsRequest } from './loan-cob.schemas.ts';

const stepTags = ['Business Step Configuration'];
const catchUpTags = ['Loan COB Catch Up'];
const inlineTags = ['Inline Job'];

/** Business-step configuration, inline close of business and the catch-up; Fineract guards only the step update and the inline run with a permission. */
export const loanCOBRoutes = [
  defineQuery({
    method: 'GET',
    url: '/jobs/:jobName/steps',
    summary: 'List the configured business steps of a job',
    tags: stepTags,
    access: { authenticated: true },
    params: JobNameParams,
    response: JobBusinessStepConfig,
    handle: (req) => retrieveBusinessSteps(req.tenant.database.db, req.params.jobName),
  }),
  defineCommand({
    method: 'PUT',
    url: '/jobs/:jobName/steps',
    summary: 'Replace the business steps of a job',
    tags: stepTags,
    command: { entity: 'BATCH_BUSINESS_STEP', action: 'UPDATE' },
    params: JobNameParams,
    body: UpdateBusinessStepsRequest,
    success: { status: 204, emptyBody: true },
    ids: (req) => ({ resourceName: req.params.jobName }),
  }),
  defineQuery({
    method: 'GET',
    url: '/jobs/:jobName/available-steps',
    summary: 'List the business steps a job may be configured with',
    tags: stepTags,
    access: { authenticated: true },
    params: JobNameParams,
    response: JobBusinessStepDetail,
    handle: (req) => retrieveAvailableSteps(req.params.jobName),
  }),
  defineCommand({
    method: 'POST',
    url: '/jobs/:jobName/inline',
    operationId: 'executeInlineJob',
    summary: 'Run close of business now for the given loans, up to the COB date (inline Loan COB)',
    tags: inlineTags,
    command: { entity: 'INLINE_JOB', action: 'EXECUTE' },
    params: JobNameParams,
    body: InlineJobRequest,
    response: InlineJobResponse,
    ids: (req) => ({ resourceName: req.params.jobName }),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans/oldest-cob-closed',
    summary: 'The loans with the oldest last closed business date',
    tags: catchUpTags,
    access: { authenticated: true },
    response: OldestCOBProcessedLoan,
    handle: (req) => retrieveOldestCOBProcessedLoan(req.tenant.database.db, req.clock),
  }),
  defineQuery({
    method: 'POST',
    url: '/loans/catch-up',
    summary: 'Close every loan up to the COB date (202 started, 200 nothing to do, 400 already running)',
    tags: catchUpTags,
    access: { authenticated: true },
    // A failure of the background catch-up leaves its loans locked with the error (GET /loans/locked).
    handle: (req) => startCatchUp(req.tenant.database.db, req.clock, req.user?.id ?? 0, () => undefined),
  }),
];
