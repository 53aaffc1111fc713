import { defineCommand, defineQuery, isTrueFlag } from '../../../platform/http/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { retrieveEntries } from './datatable-entries.queries.ts';
import {
  AdvancedQueryRequest,
  DatatableParams,
  EntriesResponse,
  EntryCommandResult,
  EntryParams,
  EntryQuery,
  EntryRequest,
  EntryRowParams,
  QueryResultList,
  QueryResultPage,
  SimpleQuery,
} from './datatable-entries.schemas.ts';
import { advancedQueryDatatable, queryDatatable, type AdvancedQuery } from './datatable-query.queries.ts';

const tags = ['Data Tables'];
const READ = { permissionOfPath: { action: 'READ', param: 'datatable' } };

function signedIn(user: Principal | undefined): Principal {
  if (user === undefined) {
    throw new Error('a guarded route ran without a user');
  }
  return user;
}

// Every datatable has its own permissions: READ_<name> to read, CREATE_/UPDATE_/DELETE_<name> to write.
export const datatableEntryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/datatables/:datatable/query',
    summary: 'Rows of a datatable whose column equals a value',
    operationId: 'queryValues',
    tags,
    access: READ,
    params: DatatableParams,
    querystring: SimpleQuery,
    response: QueryResultList,
    handle: (req) => queryDatatable(req.tenant.database.db, req.params.datatable, req.query),
  }),
  defineQuery({
    method: 'POST',
    url: '/datatables/:datatable/query',
    summary: 'Search a datatable: column filters, result columns, paging and sorting',
    operationId: 'advancedQuery',
    tags,
    access: READ,
    params: DatatableParams,
    body: AdvancedQueryRequest,
    response: QueryResultPage,
    handle: (req) => advancedQueryDatatable(req.tenant.database.db, req.params.datatable, req.body as AdvancedQuery),
  }),
  defineQuery({
    method: 'GET',
    url: '/datatables/:datatable/:apptableId',
    summary: 'The entries of a record in a datatable',
    operationId: 'getDatatableByAppTableId',
    tags,
    access: READ,
    params: EntryParams,
    querystring: EntryQuery,
    response: EntriesResponse,
    handle: (req) =>
      retrieveEntries(req.tenant.database.db, signedIn(req.user), {
        name: req.params.datatable,
        appId: req.params.apptableId,
        rowId: undefined,
        order: req.query.order,
        genericResultSet: isTrueFlag(req.query.genericResultSet),
      }),
  }),
  defineQuery({
    method: 'GET',
    url: '/datatables/:datatable/:apptableId/:datatableId',
    summary: 'One entry of a multi-row datatable',
    operationId: 'getDatatableManyEntry',
    tags,
    access: READ,
    params: EntryRowParams,
    querystring: EntryQuery,
    response: EntriesResponse,
    handle: (req) =>
      retrieveEntries(req.tenant.database.db, signedIn(req.user), {
        name: req.params.datatable,
        appId: req.params.apptableId,
        rowId: req.params.datatableId,
        order: req.query.order,
        genericResultSet: isTrueFlag(req.query.genericResultSet),
      }),
  }),
  defineCommand({
    method: 'POST',
    url: '/datatables/:datatable/:apptableId',
    summary: 'Add an entry for a record',
    operationId: 'createDatatableEntry',
    tags,
    command: { entityParam: 'datatable', action: 'CREATE' },
    params: EntryParams,
    body: EntryRequest,
    response: EntryCommandResult,
    ids: (req) => ({ entityId: req.params.apptableId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/datatables/:datatable/:apptableId',
    summary: "Change a record's entry (one-row datatables)",
    operationId: 'updateDatatableEntryOnetoOne',
    tags,
    command: { entityParam: 'datatable', action: 'UPDATE' },
    params: EntryParams,
    body: EntryRequest,
    response: EntryCommandResult,
    ids: (req) => ({ entityId: req.params.apptableId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/datatables/:datatable/:apptableId/:datatableId',
    summary: 'Change one entry of a multi-row datatable',
    operationId: 'updateDatatableEntryOneToMany',
    tags,
    command: { entityParam: 'datatable', action: 'UPDATE' },
    params: EntryRowParams,
    body: EntryRequest,
    response: EntryCommandResult,
    ids: (req) => ({ entityId: req.params.apptableId, subEntityId: req.params.datatableId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/datatables/:datatable/:apptableId',
    summary: "Delete a record's entries",
    operationId: 'deleteDatatableEntries',
    tags,
    command: { entityParam: 'datatable', action: 'DELETE' },
    params: EntryParams,
    response: EntryCommandResult,
    ids: (req) => ({ entityId: req.params.apptableId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/datatables/:datatable/:apptableId/:datatableId',
    summary: 'Delete one entry of a multi-row datatable',
    operationId: 'deleteDatatableEntry',
    tags,
    command: { entityParam: 'datatable', action: 'DELETE' },
    params: EntryRowParams,
    response: EntryCommandResult,
    ids: (req) => ({ entityId: req.params.apptableId, subEntityId: req.params.datatableId }),
  }),
];
