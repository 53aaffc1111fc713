import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllHolidays, retrieveHoliday, retrieveHolidayTemplate } from './holidays.queries.ts';
import { Holiday, HolidayCommandResult, HolidayIdParams, HolidayList, HolidayListQuery, HolidayRequest, HolidayTemplate } from './holidays.schemas.ts';

const tags = ['Holidays'];
const READ = { permission: 'READ_HOLIDAY' };

export const holidayRoutes = [
  defineQuery({
    method: 'GET',
    url: '/holidays',
    summary: 'List holidays',
    tags,
    access: READ,
    querystring: HolidayListQuery,
    response: HolidayList,
    handle: (req) => retrieveAllHolidays(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/holidays/template',
    summary: 'Rescheduling types for a holiday',
    tags,
    access: READ,
    response: HolidayTemplate,
    handle: () => Promise.resolve(retrieveHolidayTemplate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/holidays/:holidayId',
    summary: 'Get a holiday',
    tags,
    access: READ,
    params: HolidayIdParams,
    response: Holiday,
    handle: (req) => retrieveHoliday(req.tenant.database.db, req.params.holidayId),
  }),
  defineCommand({
    method: 'POST',
    url: '/holidays',
    summary: 'Create a holiday (pending for activation)',
    tags,
    command: { entity: 'HOLIDAY', action: 'CREATE' },
    body: HolidayRequest,
    response: HolidayCommandResult,
  }),
  defineCommand({
    method: 'POST',
    url: '/holidays/:holidayId',
    summary: 'Activate a holiday',
    tags,
    command: { byQueryParam: { activate: { entity: 'HOLIDAY', action: 'ACTIVATE' } } },
    params: HolidayIdParams,
    response: HolidayCommandResult,
    ids: (req) => ({ entityId: req.params.holidayId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/holidays/:holidayId',
    summary: 'Update a holiday (dates and offices only while pending)',
    tags,
    command: { entity: 'HOLIDAY', action: 'UPDATE' },
    params: HolidayIdParams,
    body: HolidayRequest,
    response: HolidayCommandResult,
    ids: (req) => ({ entityId: req.params.holidayId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/holidays/:holidayId',
    summary: 'Delete a holiday (marked deleted)',
    tags,
    command: { entity: 'HOLIDAY', action: 'DELETE' },
    params: HolidayIdParams,
    response: HolidayCommandResult,
    ids: (req) => ({ entityId: req.params.holidayId }),
  }),
];
