import type { Kysely } from 'kysely';
import { workingDaysNotConfigured } from './working-days.errors.ts';
import { presentWorkingDays, repaymentRescheduleOptions, type WorkingDaysView } from './working-days.presenter.ts';
import { findWorkingDays } from './working-days.repository.ts';

/** GET /workingdays: the organisation's working days with the reschedule options. */
export async function retrieveWorkingDays(db: Kysely<object>): Promise<WorkingDaysView> {
  const row = await findWorkingDays(db);
  if (row === undefined) {
    throw workingDaysNotConfigured();
  }
  return presentWorkingDays(row);
}

/** GET /workingdays/template: the reschedule options only. */
export function retrieveWorkingDaysTemplate(): WorkingDaysView {
  return { repaymentRescheduleOptions: repaymentRescheduleOptions() };
}
