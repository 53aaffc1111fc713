import { NotFoundError, parameterError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';
import type { GroupTotalExcess, OverlappingMemberships } from './domain/tax-group-total.ts';

export function taxGroupNotFound(taxGroupId: number): NotFoundError {
  return new NotFoundError('error.msg.tax.group.id.invalid', `tax group with identifier ${taxGroupId} does not exist`, [taxGroupId]);
}

/** A mapping id that is not one of the group's (Fineract's TaxMappingNotFoundException, with its code). */
export function taxGroupMappingNotFound(mappingId: number): NotFoundError {
  return new NotFoundError('error.msg.tax.group.id.invalid', `Tax group mapping with identifier ${mappingId} does not exist`, [mappingId]);
}

const MAX_PERCENT = 100;

function excessMessage(excess: GroupTotalExcess, group: string): string {
  return `The combined percentage of ${group} is ${excess.total.toString()} on ${excess.date.toString()}, more than the maximum of ${MAX_PERCENT}.`;
}

/** The spec's limit on a group (Fineract's code for its own, narrower check). */
export function groupTotalExceeded(excess: GroupTotalExcess): ApiParameterError {
  return parameterError('validation.msg.tax.group.total.percentage.is.greater.than.max', excessMessage(excess, "the tax group's components"), 'total.percentage', totalArgs(excess));
}

/** The same limit when a component's new rate would break it in a group it belongs to. */
export function componentGroupTotalExceeded(excess: GroupTotalExcess, taxGroupId: number): ApiParameterError {
  return parameterError('validation.msg.tax.component.group.total.percentage.is.greater.than.max', excessMessage(excess, `the components of tax group ${taxGroupId}`), 'group.total.percentage', [...totalArgs(excess), taxGroupId]);
}

/** Fineract's args (total, maximum) and the date, as plain JSON values. */
function totalArgs(excess: GroupTotalExcess): [number, number, string] {
  return [excess.total.toNumber(), MAX_PERCENT, excess.date.toString()];
}

/** The same component in a group twice on the same days. */
export function membershipsOverlap(overlap: OverlappingMemberships): ApiParameterError {
  const earlierEnd = overlap.earlier.endDate;
  if (earlierEnd === null) {
    return parameterError('validation.msg.tax.group.component.dates.are.overlapping', 'Failed data validation due to: dates.are.overlapping.', 'component', [overlap.componentId]);
  }
  const message = `The parameter \`component.start.date\` must be greater than the provided date ${earlierEnd.toString()}`;
  return parameterError('validation.msg.tax.group.component.start.date.is.less.than.date', message, 'component.start.date', [overlap.later.startDate.toString(), earlierEnd.toString(), overlap.componentId]);
}
