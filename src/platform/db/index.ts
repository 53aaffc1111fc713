export type { Database } from './database.ts';
export type { Tenant, TenantRegistry } from './tenant-registry.ts';
export { tenantTables, type TenantDB } from './tenant-db.ts';
export { isNumericOverflow, isUniqueViolation } from './sql-state.ts';
export { inParameterBatches, MAX_BOUND_PARAMETERS } from './parameter-batches.ts';
export { compiledQuery } from './compiled-query.ts';
