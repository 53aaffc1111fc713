export { datatableEntities, DatatableEntityRegistry, type DatatableEntity, type DatatableEntityScope } from './datatable-entities.ts';
