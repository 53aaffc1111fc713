import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllCodes, retrieveAllCodeValues, retrieveCode, retrieveCodeValue } from './codes.queries.ts';
import {
  Code,
  CodeCommandResult,
  CodeIdParams,
  CodeList,
  CodeRequest,
  CodeValue,
  CodeValueCommandResult,
  CodeValueIdParams,
  CodeValueList,
  CodeValueRequest,
} from './codes.schemas.ts';

const codeTags = ['Codes'];
const valueTags = ['Code Values'];
const READ_CODE = { permission: 'READ_CODE' };
const READ_CODEVALUE = { permission: 'READ_CODEVALUE' };

const codeRoutes = [
  defineQuery({ method: 'GET', url: '/codes', summary: 'List codes', tags: codeTags, access: READ_CODE, response: CodeList, handle: (req) => retrieveAllCodes(req.tenant.database.db) }),
  defineCommand({ method: 'POST', url: '/codes', summary: 'Create a code', tags: codeTags, command: { entity: 'CODE', action: 'CREATE' }, body: CodeRequest, response: CodeCommandResult }),
  defineQuery({
    method: 'GET',
    url: '/codes/:codeId',
    summary: 'Get a code',
    tags: codeTags,
    access: READ_CODE,
    params: CodeIdParams,
    response: Code,
    handle: (req) => retrieveCode(req.tenant.database.db, req.params.codeId),
  }),
  defineCommand({
    method: 'PUT',
    url: '/codes/:codeId',
    summary: 'Rename a code (not a system-defined one)',
    tags: codeTags,
    command: { entity: 'CODE', action: 'UPDATE' },
    params: CodeIdParams,
    body: CodeRequest,
    response: CodeCommandResult,
    ids: (req) => ({ entityId: req.params.codeId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/codes/:codeId',
    summary: 'Delete a code with its values (not a system-defined one)',
    tags: codeTags,
    command: { entity: 'CODE', action: 'DELETE' },
    params: CodeIdParams,
    response: CodeCommandResult,
    ids: (req) => ({ entityId: req.params.codeId }),
  }),
];

const codeValueRoutes = [
  defineQuery({
    method: 'GET',
    url: '/codes/:codeId/codevalues',
    summary: "List a code's values",
    tags: valueTags,
    access: READ_CODEVALUE,
    params: CodeIdParams,
    response: CodeValueList,
    handle: (req) => retrieveAllCodeValues(req.tenant.database.db, req.params.codeId),
  }),
  defineCommand({
    method: 'POST',
    url: '/codes/:codeId/codevalues',
    summary: 'Add a value to a code',
    tags: valueTags,
    command: { entity: 'CODEVALUE', action: 'CREATE' },
    params: CodeIdParams,
    body: CodeValueRequest,
    response: CodeValueCommandResult,
    ids: (req) => ({ entityId: req.params.codeId }),
  }),
  defineQuery({
    method: 'GET',
    url: '/codes/:codeId/codevalues/:codeValueId',
    summary: 'Get a code value',
    tags: valueTags,
    access: READ_CODEVALUE,
    params: CodeValueIdParams,
    response: CodeValue,
    handle: (req) => retrieveCodeValue(req.tenant.database.db, req.params.codeId, req.params.codeValueId),
  }),
  defineCommand({
    method: 'PUT',
    url: '/codes/:codeId/codevalues/:codeValueId',
    summary: 'Update a code value',
    tags: valueTags,
    command: { entity: 'CODEVALUE', action: 'UPDATE' },
    params: CodeValueIdParams,
    body: CodeValueRequest,
    response: CodeValueCommandResult,
    ids: (req) => ({ entityId: req.params.codeId, subEntityId: req.params.codeValueId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/codes/:codeId/codevalues/:codeValueId',
    summary: 'Delete a code value that nothing uses',
    tags: valueTags,
    command: { entity: 'CODEVALUE', action: 'DELETE' },
    params: CodeValueIdParams,
    response: CodeValueCommandResult,
    ids: (req) => ({ entityId: req.params.codeId, subEntityId: req.params.codeValueId }),
  }),
];

export const codesRoutes = [...codeRoutes, ...codeValueRoutes];
