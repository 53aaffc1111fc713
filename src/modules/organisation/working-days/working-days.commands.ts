import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { readWeeklyRule } from '../calendar/domain/recurrence.ts';
import { RepaymentRescheduleType } from '../calendar/domain/working-days.ts';
import { recurrenceNotWorkingDays, recurrenceUnparsable, workingDaysNotConfigured } from './working-days.errors.ts';
import { repaymentRescheduleTypeOption } from './working-days.presenter.ts';
import { findWorkingDays, updateWorkingDays } from './working-days.repository.ts';

const PARAMETERS = ['recurrence', 'repaymentRescheduleType', 'locale', 'extendTermForDailyRepayments', 'extendTermForRepaymentsOnHolidays'];
const RECURRENCE_MAX_LENGTH = 100;

/** Reads and checks PUT /workingdays: `recurrence` is mandatory and must be a weekly BYDAY rule. */
function readWorkingDays(json: JsonCommand) {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('workingdays');
  const recurrence = json.trimmedString('recurrence');
  v.parameter('recurrence', recurrence).notBlank().notExceedingLengthOf(RECURRENCE_MAX_LENGTH);
  const repaymentRescheduleType = json.long('repaymentRescheduleType', v);
  v.parameter('repaymentRescheduleType', repaymentRescheduleType).inMinMaxRange(RepaymentRescheduleType.SAME_DAY, RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY);
  const extendTermForDailyRepayments = json.boolean('extendTermForDailyRepayments', v);
  const extendTermForRepaymentsOnHolidays = json.boolean('extendTermForRepaymentsOnHolidays', v);
  v.throwIfErrors();
  const reading = readWeeklyRule(recurrence ?? '');
  if (reading.kind === 'unparsable') {
    throw recurrenceUnparsable(recurrence ?? '', reading.reason);
  }
  if (reading.kind === 'not-weekly') {
    throw recurrenceNotWorkingDays(recurrence ?? '', reading.reason);
  }
  return { recurrence, repaymentRescheduleType, extendTermForDailyRepayments, extendTermForRepaymentsOnHolidays };
}

/** PUT /workingdays: changes the organisation's single working-days row. */
async function updateWorkingDaysCommand(ctx: CommandContext): Promise<CommandResult> {
  const input = readWorkingDays(ctx.json);
  const row = await findWorkingDays(ctx.db);
  if (row === undefined) {
    throw workingDaysNotConfigured();
  }
  const set = new ChangeSet(row)
    .track('recurrence', 'recurrence', input.recurrence)
    .track('repaymentRescheduleType', 'repayment_rescheduling_enum', input.repaymentRescheduleType, repaymentRescheduleTypeOption(input.repaymentRescheduleType ?? null))
    .track('extendTermForDailyRepayments', 'extend_term_daily_repayments', input.extendTermForDailyRepayments)
    .track('extendTermForRepaymentsOnHolidays', 'extend_term_holiday_repayment', input.extendTermForRepaymentsOnHolidays);
  if (!set.isEmpty) {
    await updateWorkingDays(ctx.db, row.id, set.values);
  }
  return { resourceId: row.id, changes: set.isEmpty ? undefined : set.changes };
}

export const workingDaysCommandHandlers = [commandHandler('WORKINGDAYS', 'UPDATE', updateWorkingDaysCommand)];
