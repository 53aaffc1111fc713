import { Type } from 'typebox';
import { LocalDateArray } from '../offices/offices.schemas.ts';
import { EnumOption } from '../../../platform/http/index.ts';


export const Holiday = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  fromDate: LocalDateArray,
  toDate: LocalDateArray,
  repaymentsRescheduledTo: Type.Optional(LocalDateArray),
  status: EnumOption,
  reschedulingType: Type.Integer({ description: '1 reschedule to next repayment date, 2 reschedule to the specified date' }),
  offices: Type.Optional(
    Type.Array(Type.Object({ officeId: Type.Integer(), name: Type.Optional(Type.String()) }), { description: 'GET /holidays/{id} only: the offices observing the holiday' }),
  ),
});

export const HolidayList = Type.Array(Holiday);
export const HolidayTemplate = Type.Array(EnumOption);
export const HolidayIdParams = Type.Object({ holidayId: Type.Integer() });

export const HolidayListQuery = Type.Object({
  officeId: Type.Optional(Type.String({ description: 'only the holidays this office observes' })),
  fromDate: Type.Optional(Type.String({ description: 'holidays starting on or after this date (needs dateFormat and locale)' })),
  toDate: Type.Optional(Type.String({ description: 'holidays ending on or before this date (needs dateFormat and locale)' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const HolidayRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create; unique together with fromDate' })),
  fromDate: Type.Optional(Type.String({ description: 'mandatory on create; in `dateFormat`, with `locale`' })),
  toDate: Type.Optional(Type.String({ description: 'mandatory on create; not before fromDate' })),
  reschedulingType: Type.Optional(Type.Integer({ description: '1 next repayment date, 2 (default) the date in repaymentsRescheduledTo' })),
  repaymentsRescheduledTo: Type.Optional(
    Type.String({ description: 'mandatory with reschedulingType 2: a working day outside the holiday, at most 30 days before or after it' }),
  ),
  description: Type.Optional(Type.String({ maxLength: 100 })),
  offices: Type.Optional(Type.Array(Type.Object({ officeId: Type.Integer() }), { description: 'mandatory on create' })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});

export const HolidayCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
