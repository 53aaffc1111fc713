import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { prepareClientImageUpload } from './images.commands.ts';
import { clientImageLocation, retrieveClientImage } from './images.queries.ts';
import { ClientImageParams, ClientImageQuery, ClientImageResult, ClientImageUpload } from './images.schemas.ts';

const tags = ['Client Images'];
const url = '/clients/:clientId/images';

function uploadRoute(method: 'POST' | 'PUT') {
  return defineCommand({
    method,
    url,
    summary: method === 'POST' ? "Upload a client's image (data URL text or multipart form)" : "Replace a client's image (as POST)",
    tags,
    command: { entity: 'CLIENTIMAGE', action: 'CREATE' },
    params: ClientImageParams,
    body: ClientImageUpload,
    response: ClientImageResult,
    ids: (req) => ({ entityId: req.params.clientId }),
    files: {
      upload: { consumes: ['text/plain', 'multipart/form-data'], prepare: (upload, req, files) => prepareClientImageUpload(upload, req.params.clientId, files) },
      obsoleteFile: (req) => clientImageLocation(req.tenant.database.db, req.params.clientId),
    },
  });
}

export const clientImageRoutes = [
  defineQuery({
    method: 'GET',
    url,
    summary: "Get a client's image: a data URL as text, or the file with ?output=octet|inline_octet",
    tags,
    access: { permission: 'READ_CLIENTIMAGE' },
    params: ClientImageParams,
    querystring: ClientImageQuery,
    handle: (req, services) =>
      retrieveClientImage(req.tenant.database.db, services.files.storage, req.params.clientId, { output: req.query.output, accept: req.headers.accept }),
  }),
  uploadRoute('POST'),
  uploadRoute('PUT'),
  defineCommand({
    method: 'DELETE',
    url,
    summary: "Delete a client's image",
    tags,
    command: { entity: 'CLIENTIMAGE', action: 'DELETE' },
    params: ClientImageParams,
    response: ClientImageResult,
    ids: (req) => ({ entityId: req.params.clientId }),
    files: { obsoleteFile: (req) => clientImageLocation(req.tenant.database.db, req.params.clientId) },
  }),
];
