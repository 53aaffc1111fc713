import { Type } from 'typebox';
import { PageOf } from '../../../platform/http/index.ts';

const EpochMillis = Type.Integer({ description: 'Epoch milliseconds' });

export const JobDetailHistory = Type.Object({
  version: Type.Integer(),
  jobRunStartTime: EpochMillis,
  jobRunEndTime: EpochMillis,
  status: Type.String({ examples: ['success', 'failed'] }),
  jobRunErrorMessage: Type.Optional(Type.String()),
  triggerType: Type.String({ examples: ['cron', 'application'] }),
  jobRunErrorLog: Type.Optional(Type.String()),
});

export const JobDetail = Type.Object({
  jobId: Type.Integer(),
  displayName: Type.String(),
  shortName: Type.String(),
  nextRunTime: Type.Optional(EpochMillis),
  initializingError: Type.Optional(Type.String()),
  cronExpression: Type.String({ description: 'Quartz cron expression', examples: ['0 0 0 1/1 * ? *'] }),
  active: Type.Boolean(),
  currentlyRunning: Type.Boolean(),
  lastRunHistory: Type.Optional(JobDetailHistory),
});

export const JobDetailList = Type.Array(JobDetail);

export const JobRunHistoryPage = PageOf(JobDetailHistory);

export const JobIdParams = Type.Object({ jobId: Type.Integer() });
export const ShortNameParams = Type.Object({ shortName: Type.String() });

export const RunHistoryQuery = Type.Object({
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  orderBy: Type.Optional(Type.String({ examples: ['version', 'jobRunStartTime', 'status'] })),
  sortOrder: Type.Optional(Type.String({ examples: ['ASC', 'DESC'] })),
});

export const CommandQuery = Type.Object({ command: Type.Optional(Type.String()) });

export const UpdateJobRequest = Type.Object({
  displayName: Type.Optional(Type.String()),
  cronExpression: Type.Optional(Type.String({ description: 'Quartz cron expression (6 or 7 fields)' })),
  active: Type.Optional(Type.Boolean()),
});

export const CommandResult = Type.Object({
  resourceId: Type.Optional(Type.Integer()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const SchedulerStatus = Type.Object({ active: Type.Boolean() });
export const EmptyResult = Type.Object({});

export const BusinessJobNames = Type.Object({
  businessJobs: Type.Array(Type.String(), { description: 'Jobs whose business steps can be configured.', examples: [['LOAN_CLOSE_OF_BUSINESS']] }),
});
