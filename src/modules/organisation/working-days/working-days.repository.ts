import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_working_days: one row (id 1) for the organisation. */
export type WorkingDaysTables = {
  m_working_days: {
    id: Generated<number>;
    recurrence: string | null;
    repayment_rescheduling_enum: number | null;
    extend_term_daily_repayments: boolean | null;
    extend_term_holiday_repayment: boolean;
  };
};

export type WorkingDaysRow = Selectable<WorkingDaysTables['m_working_days']>;

/** The organisation's working days: the first row, as Fineract reads it. */
export async function findWorkingDays(untyped: Kysely<object>): Promise<WorkingDaysRow | undefined> {
  return untyped.withTables<WorkingDaysTables>().selectFrom('m_working_days').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export async function updateWorkingDays(
  untyped: Kysely<object>,
  id: number,
  values: Partial<Pick<WorkingDaysRow, 'recurrence' | 'repayment_rescheduling_enum' | 'extend_term_daily_repayments' | 'extend_term_holiday_repayment'>>,
): Promise<void> {
  await untyped.withTables<WorkingDaysTables>().updateTable('m_working_days').set(values).where('id', '=', id).execute();
}
