import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import type { CampaignRefusal } from './domain/sms-campaign.ts';

/** An unknown (or deleted) campaign. */
export function smsCampaignNotFound(campaignId: number): NotFoundError {
  return new NotFoundError('error.msg.sms.campaign.identifier.not.found', `Sms Campaign with identifier \`${campaignId}\` does not exist`, [campaignId]);
}

/** A campaign's report that the report catalogue does not hold (Fineract's ReportNotFoundException). */
export function campaignReportNotFound(reportId: number): NotFoundError {
  return new NotFoundError('error.msg.report.id.invalid', `Report with identifier ${reportId} does not exist`, [reportId]);
}

/** PUT on an Active campaign. */
export function campaignCannotBeUpdated(campaignId: number): DomainRuleError {
  return new DomainRuleError('error.msg.sms.campaign.cannot.be.updated', `Campaign with identifier ${campaignId} cannot be updated as it is active`, [campaignId]);
}

/** DELETE of an Active campaign. */
export function campaignCannotBeDeleted(campaignId: number): DomainRuleError {
  return new DomainRuleError('error.msg.sms.campaign.cannot.be.deleted', `Campaign with identifier ${campaignId} cannot be deleted as it is active`, [campaignId]);
}

/** A scheduled campaign whose recurrence would start before now. */
export function recurrenceStartInThePast(start: string): DomainRuleError {
  return new DomainRuleError('error.msg.campaign.recurrenceStartDate.in.the.past', 'Recurrence start date cannot be the past date.', [start]);
}

/** The campaign's report failed while it ran (its SQL, or its parameters, refused by the database). */
export function campaignReportCannotBeRun(reportId: number, reason: string): DomainRuleError {
  return new DomainRuleError('error.msg.sms.campaign.report.cannot.be.run', `The report ${reportId} of the campaign could not be run: ${reason}`, [reportId]);
}

/** A state change the campaign's status refuses (400, as Fineract, with the parameter it names). */
export function campaignStateRefused(refusal: CampaignRefusal, value: string): ValidationError {
  return new ValidationError([parameterError(refusal.code, refusal.message, refusal.parameterName, [value], value)]);
}

/** A date of the campaign's lifecycle that breaks its order or lies after the business date. */
export function campaignDateRefused(code: string, message: string, parameterName: string, value: string): ValidationError {
  return new ValidationError([parameterError(code, message, parameterName, [value], value)]);
}
