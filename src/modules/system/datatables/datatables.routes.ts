import { defineCommand, defineQuery, requireUser } from '../../../platform/http/index.ts';
import { retrieveDatatable, retrieveDatatables } from './datatables.queries.ts';
import {
  CreateDatatableRequest,
  DatatableCommandResult,
  DatatableList,
  DatatableListQuery,
  DatatableNameParams,
  DatatableParams,
  DatatableView,
  RegisterDatatableRequest,
  RegisterParams,
  UpdateDatatableRequest,
} from './datatables.schemas.ts';

const tags = ['Data Tables'];
const ENTITY = 'DATATABLE';

// Listing needs no permission of its own: each datatable is shown only to users who may READ_<datatable>.
export const datatableRoutes = [
  defineQuery({
    method: 'GET',
    url: '/datatables',
    summary: 'List the datatables the user may read',
    tags,
    access: { authenticated: true },
    querystring: DatatableListQuery,
    response: DatatableList,
    handle: (req) => retrieveDatatables(req.tenant.database.db, requireUser(req.user), req.query.apptable),
  }),
  defineQuery({
    method: 'GET',
    url: '/datatables/:datatable',
    summary: 'Retrieve a datatable with its columns',
    tags,
    access: { authenticated: true },
    params: DatatableParams,
    response: DatatableView,
    handle: (req) => retrieveDatatable(req.tenant.database.db, requireUser(req.user), req.params.datatable),
  }),
  defineCommand({
    method: 'POST',
    url: '/datatables',
    summary: 'Create a datatable: a new table extending an application table',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: CreateDatatableRequest,
    response: DatatableCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/datatables/:datatableName',
    summary: "Change a datatable's application table, subtype or columns",
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: DatatableNameParams,
    body: UpdateDatatableRequest,
    response: DatatableCommandResult,
    ids: (req) => ({ resourceName: req.params.datatableName }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/datatables/:datatableName',
    summary: 'Delete an empty datatable and its table',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: DatatableNameParams,
    response: DatatableCommandResult,
    ids: (req) => ({ resourceName: req.params.datatableName }),
  }),
  defineCommand({
    method: 'POST',
    url: '/datatables/register/:datatable/:apptable',
    summary: 'Register an existing table as a datatable of an application table',
    tags,
    command: { entity: ENTITY, action: 'REGISTER' },
    params: RegisterParams,
    body: RegisterDatatableRequest,
    response: DatatableCommandResult,
    ids: (req) => ({ resourceName: req.params.datatable, subResourceName: req.params.apptable }),
  }),
  defineCommand({
    method: 'POST',
    url: '/datatables/deregister/:datatable',
    summary: 'Deregister a datatable (the table stays; its permissions go)',
    tags,
    command: { entity: ENTITY, action: 'DEREGISTER' },
    params: DatatableParams,
    response: DatatableCommandResult,
    ids: (req) => ({ resourceName: req.params.datatable }),
  }),
];
