import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveEntityDatatableChecks, retrieveEntityDatatableChecksTemplate } from './entity-datatable-checks.queries.ts';
import {
  EntityDatatableCheckCommandResult,
  EntityDatatableCheckIdParams,
  EntityDatatableCheckListQuery,
  EntityDatatableCheckPage,
  EntityDatatableCheckRequest,
  EntityDatatableChecksTemplate,
} from './entity-datatable-checks.schemas.ts';

const tags = ['Entity Data Table'];
// Fineract checks no permission on these reads; we ask for its READ_ENTITY_DATATABLE_CHECK (docs/adr/0014).
const READ = { permission: 'READ_ENTITY_DATATABLE_CHECK' };
const ENTITY = 'ENTITY_DATATABLE_CHECK';

// There is no update: a check is created or deleted.
export const entityDatatableCheckRoutes = [
  defineQuery({
    method: 'GET',
    url: '/entityDatatableChecks',
    summary: 'List entity datatable checks',
    tags,
    access: READ,
    querystring: EntityDatatableCheckListQuery,
    response: EntityDatatableCheckPage,
    handle: (req) => retrieveEntityDatatableChecks(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/entityDatatableChecks/template',
    summary: 'Entities, statuses, datatables and products for a new entity datatable check',
    tags,
    access: READ,
    response: EntityDatatableChecksTemplate,
    handle: (req) => retrieveEntityDatatableChecksTemplate(req.tenant.database.db),
  }),
  defineCommand({
    method: 'POST',
    url: '/entityDatatableChecks',
    summary: 'Create an entity datatable check',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: EntityDatatableCheckRequest,
    response: EntityDatatableCheckCommandResult,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/entityDatatableChecks/:entityDatatableCheckId',
    summary: 'Delete an entity datatable check',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: EntityDatatableCheckIdParams,
    response: EntityDatatableCheckCommandResult,
    ids: (req) => ({ entityId: req.params.entityDatatableCheckId }),
  }),
];
