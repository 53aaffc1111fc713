import type { ModuleDefinition } from '../module.ts';
import { auditRoutes } from './audits/audits.routes.ts';
import { makerCheckerRoutes } from './maker-checker/maker-checker.routes.ts';
import { businessDateCommandHandlers } from './business-date/business-date.commands.ts';
import { businessDateRoutes } from './business-date/business-date.routes.ts';
import { configurationCommandHandlers } from './configurations/configurations.commands.ts';
import { configurationRoutes } from './configurations/configurations.routes.ts';
import { codeValueCommandHandlers } from './codes/code-values.commands.ts';
import { codeCommandHandlers } from './codes/codes.commands.ts';
import { codesRoutes } from './codes/codes.routes.ts';
import { entityDatatableCheckCommandHandlers } from './entity-datatable-checks/entity-datatable-checks.commands.ts';
import { entityDatatableCheckRoutes } from './entity-datatable-checks/entity-datatable-checks.routes.ts';
import { externalServiceCommandHandlers } from './external-services/external-services.commands.ts';
import { externalServiceRoutes } from './external-services/external-services.routes.ts';
import { notificationListener } from './notifications/notifications.events.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { datatableChangeHandlers } from './datatables/datatable-changes.commands.ts';
import { datatableCommandHandlers } from './datatables/datatables.commands.ts';
import { datatableRoutes } from './datatables/datatables.routes.ts';
import { datatableEntryCommandHandlers } from './datatable-entries/datatable-entries.commands.ts';
import { datatableEntryRoutes } from './datatable-entries/datatable-entries.routes.ts';
import { templateCommandHandlers } from './templates/templates.commands.ts';
import { templateRoutes } from './templates/templates.routes.ts';

/** Global configuration, business dates, the audit trail, the maker-checker inbox, in-app notifications (fed by business events) and datatables and user-generated-document templates. */
export const systemModule: ModuleDefinition = {
  name: 'system',
  routes: [...configurationRoutes, ...businessDateRoutes, ...auditRoutes, ...makerCheckerRoutes, ...codesRoutes, ...entityDatatableCheckRoutes, ...externalServiceRoutes, ...notificationRoutes, ...datatableRoutes, ...datatableEntryRoutes, ...templateRoutes],
  commandHandlers: [...configurationCommandHandlers, ...businessDateCommandHandlers, ...codeCommandHandlers, ...codeValueCommandHandlers, ...entityDatatableCheckCommandHandlers, ...externalServiceCommandHandlers, ...datatableCommandHandlers, ...datatableChangeHandlers, ...datatableEntryCommandHandlers, ...templateCommandHandlers],
  commandListeners: [() => notificationListener()],
};
export { setBusinessDate } from './business-date/business-date.commands.ts';
export { codeValueUsage } from './codes/code-values.commands.ts';
export { codeValuesOf, requireCodeValue } from './codes/codes.queries.ts';
export type { CodeValueView } from './codes/codes.presenter.ts';
export { loanProductLookup, savingsProductLookup } from './entity-datatable-checks/entity-datatable-checks.repository.ts';
export { deliverEmail, deliverTextMessage } from './external-services/external-services.commands.ts';
export { hasMessageGateway, hasSmtpAccount } from './external-services/external-services.queries.ts';
export { addNotification, type NewNotification } from './notifications/notifications.repository.ts';
export { requireDatatableEntries, saveDatatableEntries, datatableEntriesExist } from './datatable-entries/datatable-checks.commands.ts';
export { datatablesRequiredAt } from './datatables/datatables.queries.ts';
export { DatatableView as DatatableViewSchema } from './datatables/datatables.schemas.ts';
export type { DatatableView } from './datatables/datatables.presenter.ts';
export { hostProblem } from './external-services/domain/external-service.ts';
export { smsTemplateText, templateExists } from './templates/templates.queries.ts';
export { renderTemplateText } from './templates/domain/template-text.ts';
