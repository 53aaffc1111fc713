import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';


export const WorkingDays = Type.Object({
  id: Type.Optional(Type.Integer()),
  recurrence: Type.Optional(Type.String({ description: 'RRULE, e.g. `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR`' })),
  repaymentRescheduleType: Type.Optional(EnumOption),
  extendTermForDailyRepayments: Type.Optional(Type.Boolean()),
  extendTermForRepaymentsOnHolidays: Type.Optional(Type.Boolean()),
  repaymentRescheduleOptions: Type.Array(EnumOption),
});

export const WorkingDaysRequest = Type.Object({
  recurrence: Type.String({ maxLength: 100, description: 'mandatory: a weekly rule naming the working weekdays, `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR`' }),
  repaymentRescheduleType: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 4, description: '1 same day, 2 next working day, 3 next repayment meeting day, 4 previous working day' }),
  ),
  extendTermForDailyRepayments: Type.Optional(Type.Boolean()),
  extendTermForRepaymentsOnHolidays: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Type.String()),
});

export const WorkingDaysCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
