import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllPaymentTypes, retrievePaymentType } from './payment-types.queries.ts';
import { PaymentType, PaymentTypeCommandResult, PaymentTypeIdParams, PaymentTypeList, PaymentTypeListQuery, PaymentTypeRequest } from './payment-types.schemas.ts';

const tags = ['Payment Type'];
const READ = { permission: 'READ_PAYMENTTYPE' };
const ENTITY = 'PAYMENTTYPE';

export const paymentTypeRoutes = [
  defineQuery({
    method: 'GET',
    url: '/paymenttypes',
    summary: 'List payment types',
    tags,
    access: READ,
    querystring: PaymentTypeListQuery,
    response: PaymentTypeList,
    handle: (req) => retrieveAllPaymentTypes(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/paymenttypes/:paymentTypeId',
    summary: 'Get a payment type',
    tags,
    access: READ,
    params: PaymentTypeIdParams,
    response: PaymentType,
    handle: (req) => retrievePaymentType(req.tenant.database.db, req.params.paymentTypeId),
  }),
  defineCommand({
    method: 'POST',
    url: '/paymenttypes',
    summary: 'Create a payment type',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: PaymentTypeRequest,
    response: PaymentTypeCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/paymenttypes/:paymentTypeId',
    summary: 'Update a payment type',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: PaymentTypeIdParams,
    body: PaymentTypeRequest,
    response: PaymentTypeCommandResult,
    ids: (req) => ({ entityId: req.params.paymentTypeId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/paymenttypes/:paymentTypeId',
    summary: 'Delete a payment type',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: PaymentTypeIdParams,
    response: PaymentTypeCommandResult,
    ids: (req) => ({ entityId: req.params.paymentTypeId }),
  }),
];
