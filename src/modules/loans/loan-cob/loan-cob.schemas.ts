import { Type } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';

export const JobNameParams = Type.Object({ jobName: Type.String({ description: 'The job name, e.g. LOAN_CLOSE_OF_BUSINESS.' }) });

export const BusinessStep = Type.Object({
  stepName: Type.String({ examples: ['LOAN_DELINQUENCY_CLASSIFICATION'] }),
  order: Type.Integer(),
});

/** Fineract's JobBusinessStepConfigData. */
export const JobBusinessStepConfig = Type.Object({ jobName: Type.String(), businessSteps: Type.Array(BusinessStep) });

export const UpdateBusinessStepsRequest = Type.Object({ businessSteps: Type.Array(BusinessStep) }, { additionalProperties: true });

/** Fineract's JobBusinessStepDetail. */
export const JobBusinessStepDetail = Type.Object({
  jobName: Type.String(),
  availableBusinessSteps: Type.Array(Type.Object({ stepName: Type.String(), stepDescription: Type.String() })),
});

/** Fineract's OldestCOBProcessedLoanDTO. */
export const OldestCOBProcessedLoan = Type.Object({
  loanIds: Type.Array(Type.Integer()),
  cobProcessedDate: LocalDateArray,
  cobBusinessDate: LocalDateArray,
});

/** Fineract's InlineJobRequest: the loans to close up to the COB date. */
export const InlineJobRequest = Type.Object({ loanIds: Type.Array(Type.Integer(), { maxItems: 1000 }) }, { additionalProperties: true });

/** The answer of an inline run: Fineract's empty command result. */
export const InlineJobResponse = Type.Object({});
