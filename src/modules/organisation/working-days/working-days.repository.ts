import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type WorkingDaysRow = Selectable<TenantDB['m_working_days']>;

/** The organisation's working days: the first row, as Fineract reads it. */
export async function findWorkingDays(untyped: Kysely<object>): Promise<WorkingDaysRow | undefined> {
  return tenantTables(untyped).selectFrom('m_working_days').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export async function updateWorkingDays(
  untyped: Kysely<object>,
  id: number,
  values: Partial<Pick<WorkingDaysRow, 'recurrence' | 'repayment_rescheduling_enum' | 'extend_term_daily_repayments' | 'extend_term_holiday_repayment'>>,
): Promise<void> {
  await tenantTables(untyped).updateTable('m_working_days').set(values).where('id', '=', id).execute();
}
