export { BUSINESS_DATE_TYPES, FixedDateClock, readConfiguration, TenantClock, tenantMoneyContext, todayIn, type BusinessDateType, type ConfigurationValue } from './tenant-settings.ts';
export { businessDateChanged, configurationChanged, withSettingsScope } from './settings-snapshot.ts';
export { outsideReferenceScope, referenceRead, type ReferenceRead } from './reference-cache.ts';
