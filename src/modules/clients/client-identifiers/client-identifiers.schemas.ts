import { Type } from 'typebox';

/** A code value as templates list it (Fineract's CodeValueData). */
export const CodeValueOption = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

/** The result of a command on a client record. */
export const ClientRecordCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  clientId: Type.Optional(Type.Integer()),
  resourceId: Type.Optional(Type.Integer()),
  subResourceId: Type.Optional(Type.Integer()),
  transactionId: Type.Optional(Type.String()),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const ClientIdParams = Type.Object({ clientId: Type.Integer() });
export const ClientIdentifierIdParams = Type.Object({ clientId: Type.Integer(), identifierId: Type.Integer() });
export const TemplateQuery = Type.Object({ template: Type.Optional(Type.String({ description: 'true adds the option lists' })) });

export const ClientIdentifier = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  documentType: Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), active: Type.Boolean(), mandatory: Type.Boolean() }),
  documentKey: Type.String(),
  description: Type.Optional(Type.String()),
  status: Type.String({ description: 'clientIdentifierStatusType.active or clientIdentifierStatusType.inactive' }),
  allowedDocumentTypes: Type.Optional(Type.Array(CodeValueOption)),
});
export const ClientIdentifierList = Type.Array(ClientIdentifier);
export const ClientIdentifierTemplate = Type.Object({ allowedDocumentTypes: Type.Array(CodeValueOption) });

export const ClientIdentifierRequest = Type.Object({
  documentTypeId: Type.Optional(Type.Integer({ description: 'a value of code Customer Identifier; mandatory on create' })),
  documentKey: Type.Optional(Type.String({ maxLength: 50, description: 'mandatory on create; unique per document type' })),
  status: Type.Optional(Type.String({ description: 'ACTIVE (default) or INACTIVE; one active identifier per type and client' })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
