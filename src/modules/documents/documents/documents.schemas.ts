import { Type } from 'typebox';

export const Document = Type.Object({
  id: Type.Integer(),
  parentEntityType: Type.String({ description: 'clients, client_identifiers, staff, loans, savings or groups' }),
  parentEntityId: Type.Integer(),
  name: Type.String(),
  fileName: Type.String(),
  size: Type.Optional(Type.Integer({ description: 'bytes' })),
  type: Type.Optional(Type.String({ description: 'content type' })),
  description: Type.Optional(Type.String()),
});
export const DocumentList = Type.Array(Document);
export const DocumentParams = Type.Object({ entityType: Type.String(), entityId: Type.Integer() });
export const DocumentIdParams = Type.Object({ entityType: Type.String(), entityId: Type.Integer(), documentId: Type.Integer() });
export const DocumentForm = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 250, description: 'mandatory on create' })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    file: Type.Optional(Type.String({ format: 'binary', description: 'the file (mandatory on create); its content type must be allowed (DOCUMENT_CONTENT_TYPES)' })),
  },
  { description: 'multipart/form-data' },
);
export const DocumentCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
