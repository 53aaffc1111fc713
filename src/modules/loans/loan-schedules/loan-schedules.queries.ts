import type { Kysely } from 'kysely';
import { readConfiguration, tenantMoneyContext } from '../../../platform/settings/index.ts';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { adjustRepaymentDate, loadHolidayDetail, type HolidayDetail } from '../../organisation/index.ts';
import { generateCumulativeSchedule, type CumulativeSchedule, type Recalculation } from '../engine/index.ts';
import type { LoanApplication } from '../loan-accounts/domain/loan-application.ts';
import type { ApplicationProduct } from '../loan-accounts/domain/application-product.ts';
import { scheduleTermsOf, type LoanScheduleCharge } from './domain/schedule-terms.ts';
import { findStoredSchedule, type StoredInstallment } from './loan-schedules.repository.ts';

/**
 * The proposed schedule of an application (Fineract's LoanScheduleCalculationPlatformService): the engine on the
 * loan's terms, with due dates moved by the office's holidays and working days. `money` is the tenant's
 * rounding context (the command's, or read here for a query). With `recalculation`, an active loan's schedule
 * re-planned from its payments (interest recalculation).
 */
export async function proposeLoanSchedule(
  db: Kysely<object>,
  app: LoanApplication,
  product: ApplicationProduct,
  officeId: number,
  charges: readonly LoanScheduleCharge[],
  money?: MoneyContext,
  calendar?: HolidayDetail,
  recalculation?: Recalculation,
): Promise<CumulativeSchedule> {
  const detail = calendar ?? (await loadHolidayDetail(db, officeId, app.expectedDisbursementDate));
  const firstOnHoliday = (await readConfiguration(db, 'allow-repayment-on-first-date-on-holiday'))?.enabled === true;
  const context = {
    money: money ?? (await tenantMoneyContext(db)),
    adjustDueDate: (date: Parameters<typeof adjustRepaymentDate>[0], next: Parameters<typeof adjustRepaymentDate>[2]) => adjustRepaymentDate(date, detail, next),
    firstRepaymentDateAllowedOnHoliday: firstOnHoliday,
  };
  return generateCumulativeSchedule(scheduleTermsOf(app, product, charges), context, recalculation);
}

/** The stored installments of a loan, in order (one statement). */
export async function retrieveStoredSchedule(db: Kysely<object>, loanId: number): Promise<StoredInstallment[]> {
  return findStoredSchedule(db, loanId);
}
