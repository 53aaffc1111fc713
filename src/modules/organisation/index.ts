import type { ModuleDefinition } from '../module.ts';
import { accountNumberFormatCommandHandlers } from './account-number-formats/account-number-formats.commands.ts';
import { accountNumberFormatRoutes } from './account-number-formats/account-number-formats.routes.ts';
import { currencyCommandHandlers } from './currencies/currencies.commands.ts';
import { currencyRoutes } from './currencies/currencies.routes.ts';
import { entityMappingCommandHandlers } from './entity-mappings/entity-mappings.commands.ts';
import { entityMappingRoutes } from './entity-mappings/entity-mappings.routes.ts';
import { fundCommandHandlers } from './funds/funds.commands.ts';
import { fundRoutes } from './funds/funds.routes.ts';
import { holidayCommandHandlers } from './holidays/holidays.commands.ts';
import { holidayRoutes } from './holidays/holidays.routes.ts';
import { officeCommandHandlers } from './offices/offices.commands.ts';
import { officeRoutes } from './offices/offices.routes.ts';
import { paymentTypeCommandHandlers } from './payment-types/payment-types.commands.ts';
import { paymentTypeRoutes } from './payment-types/payment-types.routes.ts';
import { staffCommandHandlers } from './staff/staff.commands.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { cashierCommandHandlers } from './tellers/cashiers.commands.ts';
import { tellerCommandHandlers } from './tellers/tellers.commands.ts';
import { tellerRoutes } from './tellers/tellers.routes.ts';
import { workingDaysCommandHandlers } from './working-days/working-days.commands.ts';
import { workingDaysRoutes } from './working-days/working-days.routes.ts';

export { generateAccountNumber, type AccountNumberSubject } from './account-number-formats/account-number-formats.commands.ts';
export { EntityAccountType, type EntityAccountTypeId } from './account-number-formats/domain/account-number-enums.ts';
export { loadActiveHolidays, loadHolidayDetail, loadWorkingDays } from './calendar/calendar.queries.ts';
export { applicableHoliday, holidaysCovering, isHoliday, RescheduleType, type Holiday } from './calendar/domain/holiday.ts';
export { transactionDateRefusal, type HolidayDetail, type TransactionDateRefusal } from './calendar/domain/holiday-detail.ts';
export { adjustRepaymentDate, type AdjustedDateDetails, type NextRepaymentDate } from './calendar/domain/repayment-date-adjustment.ts';
export {
  firstWorkingDayFrom,
  isNonWorkingDay,
  isSevenDayWeek,
  isWorkingDay,
  offsetDateIfNonWorkingDay,
  RepaymentRescheduleType,
  type WorkingDays,
} from './calendar/domain/working-days.ts';
export { currencyUsage } from './currencies/currencies.commands.ts';
// A currency on the wire (Fineract's CurrencyData), for every module that shows one.
export { Currency as CurrencySchema } from './currencies/currencies.schemas.ts';
export { presentCurrency, type CurrencyRecord, type CurrencyView } from './currencies/currencies.presenter.ts';
export { chargeLookup } from './entity-mappings/entity-mappings.repository.ts';
export { paymentTypeUsage } from './payment-types/payment-types.commands.ts';
export { insertPaymentDetail, paymentTypeExists, type PaymentDetailValues } from './payment-types/payment-details.repository.ts';
export { PaymentDetail as PaymentDetailSchema } from './payment-types/payment-types.schemas.ts';
export { staffPortfolio } from './staff/staff.commands.ts';
export { cashierUsage } from './tellers/cashiers.commands.ts';
export { tellerUsage } from './tellers/tellers.commands.ts';
export { cashierCashMoved, type CashierCashMovement } from './tellers/tellers.events.ts';

/** Offices, staff, funds, payment types and currencies. */
import { officeDatatableEntity } from './offices/offices.queries.ts';

export const organisationModule: ModuleDefinition = {
  name: 'organisation',
  routes: [...officeRoutes, ...staffRoutes, ...fundRoutes, ...paymentTypeRoutes, ...currencyRoutes, ...accountNumberFormatRoutes, ...holidayRoutes, ...workingDaysRoutes, ...tellerRoutes, ...entityMappingRoutes],
  commandHandlers: [...officeCommandHandlers, ...staffCommandHandlers, ...fundCommandHandlers, ...paymentTypeCommandHandlers, ...currencyCommandHandlers, ...accountNumberFormatCommandHandlers, ...holidayCommandHandlers, ...workingDaysCommandHandlers, ...tellerCommandHandlers, ...cashierCommandHandlers, ...entityMappingCommandHandlers],
  datatableEntities: [officeDatatableEntity],
};

// Reads other modules need for their templates and checks (offices, staff): one implementation here.
export { findOfficeById, type OfficeRow } from './offices/offices.repository.ts';
export { retrieveOfficeOptions, userHierarchy } from './offices/offices.queries.ts';
export type { OfficeOption } from './offices/offices.presenter.ts';
export { retrieveAllStaff } from './staff/staff.queries.ts';
export { findStaffById, type StaffRow } from './staff/staff.repository.ts';
export type { StaffView } from './staff/staff.presenter.ts';
