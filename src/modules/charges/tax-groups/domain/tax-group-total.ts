import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/**
 * Dates follow Fineract's convention for tax: a rate or a membership that starts on S and ends on E applies on
 * the days after S up to and including E (an open end: for ever). Tax is computed with the same convention,
 * so a check that uses it sees exactly the rates that will be applied.
 */
export interface DatedPeriod {
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | null;
}

/** One past rate of a component (m_tax_component_history). */
export interface TaxRatePeriod extends DatedPeriod {
  readonly percentage: Decimal;
  readonly endDate: LocalDate;
}

/** A tax component's rates: the current one from its start date on, and the earlier ones. */
export interface TaxComponentRates {
  readonly percentage: Decimal;
  readonly startDate: LocalDate;
  readonly history: readonly TaxRatePeriod[];
}

/** A component's membership of a group (m_tax_group_mappings). */
export interface TaxGroupMembership extends DatedPeriod {
  readonly componentId: number;
}

/** Whether `date` lies in the period: after its start, up to and including its end. */
export function appliesOn(period: DatedPeriod, date: LocalDate): boolean {
  return date.isAfter(period.startDate) && (period.endDate === null || !date.isAfter(period.endDate));
}

/** The component's rate on `date`, or undefined when it has none then (Fineract's getApplicablePercentage). */
export function componentPercentageOn(rates: TaxComponentRates, date: LocalDate): Decimal | undefined {
  if (date.isAfter(rates.startDate)) {
    return rates.percentage;
  }
  return rates.history.find((period) => appliesOn(period, date))?.percentage;
}

/** The sum of the rates of the group's components that are members on `date`. */
export function groupPercentageOn(memberships: readonly TaxGroupMembership[], rates: ReadonlyMap<number, TaxComponentRates>, date: LocalDate): Decimal {
  let total = new Decimal(0);
  for (const membership of memberships) {
    const component = rates.get(membership.componentId);
    const percentage = component === undefined || !appliesOn(membership, date) ? undefined : componentPercentageOn(component, date);
    if (percentage !== undefined) {
      total = total.plus(percentage);
    }
  }
  return total;
}

/**
 * The first days of every stretch on which the combined rate can differ: the day after each start and each
 * end of a membership, a component rate or a past rate. Between two of them nothing changes.
 */
function daysWhereTotalMayChange(memberships: readonly TaxGroupMembership[], rates: ReadonlyMap<number, TaxComponentRates>): LocalDate[] {
  const boundaries: LocalDate[] = [];
  const add = (period: { readonly startDate: LocalDate; readonly endDate: LocalDate | null }): void => {
    boundaries.push(period.startDate);
    if (period.endDate !== null) {
      boundaries.push(period.endDate);
    }
  };
  for (const membership of memberships) {
    add(membership);
    const component = rates.get(membership.componentId);
    if (component !== undefined) {
      add({ startDate: component.startDate, endDate: null });
      component.history.forEach(add);
    }
  }
  const days = boundaries.map((date) => date.plusDays(1));
  days.sort((a, b) => a.compareTo(b));
  return days.filter((day, i) => i === 0 || !day.equals(days[i - 1] ?? day));
}

/** Where a group's combined rate goes over the limit. */
export interface GroupTotalExcess {
  readonly date: LocalDate;
  readonly total: Decimal;
}

/**
 * The spec's limit: on no date may the rates of a group's member components add up to more than `maxPercent`
 * (100). Answers the first date on which they do, with the total then, or undefined when none.
 */
export function firstGroupTotalExcess(
  memberships: readonly TaxGroupMembership[],
  rates: ReadonlyMap<number, TaxComponentRates>,
  maxPercent: Decimal.Value = 100,
): GroupTotalExcess | undefined {
  for (const date of daysWhereTotalMayChange(memberships, rates)) {
    const total = groupPercentageOn(memberships, rates, date);
    if (total.greaterThan(maxPercent)) {
      return { date, total };
    }
  }
  return undefined;
}

/** Two memberships of the same component whose periods share a day. */
export interface OverlappingMemberships {
  readonly componentId: number;
  readonly earlier: TaxGroupMembership;
  readonly later: TaxGroupMembership;
}

const isEmpty = (period: DatedPeriod): boolean => period.endDate !== null && !period.endDate.isAfter(period.startDate);

function overlap(a: DatedPeriod, b: DatedPeriod): boolean {
  if (isEmpty(a) || isEmpty(b)) {
    return false;
  }
  const aBeforeB = a.endDate !== null && !a.endDate.isAfter(b.startDate);
  const bBeforeA = b.endDate !== null && !b.endDate.isAfter(a.startDate);
  return !aBeforeB && !bBeforeA;
}

/** A component may be a member of a group several times, but never twice on the same day. */
export function findOverlappingMemberships(memberships: readonly TaxGroupMembership[]): OverlappingMemberships | undefined {
  for (const [i, a] of memberships.entries()) {
    for (const b of memberships.slice(i + 1)) {
      if (a.componentId === b.componentId && overlap(a, b)) {
        const [earlier, later] = a.startDate.isAfter(b.startDate) ? [b, a] : [a, b];
        return { componentId: a.componentId, earlier, later };
      }
    }
  }
  return undefined;
}
