import { Type } from 'typebox';
import { PageOf } from '../../../platform/http/index.ts';

export const AuditView = Type.Object({
  id: Type.Integer(),
  actionName: Type.String(),
  entityName: Type.String(),
  resourceId: Type.Optional(Type.Integer()),
  subresourceId: Type.Optional(Type.Integer()),
  maker: Type.Optional(Type.String()),
  madeOnDate: Type.Integer({ description: 'epoch milliseconds' }),
  checker: Type.Optional(Type.String()),
  checkedOnDate: Type.Optional(Type.Integer({ description: 'epoch milliseconds' })),
  processingResult: Type.String({ examples: ['processed', 'awaiting.approval', 'rejected'] }),
  commandAsJson: Type.Optional(Type.String({ description: 'request body, secrets masked (GET one only)' })),
  officeName: Type.Optional(Type.String()),
  clientId: Type.Optional(Type.Integer()),
  loanId: Type.Optional(Type.Integer()),
  url: Type.String(),
});

export const AuditList = Type.Union([
  Type.Array(AuditView),
  PageOf(AuditView),
]);

const optionalText = Type.Optional(Type.String());

export const AuditSearchQuery = Type.Object({
  actionName: optionalText,
  entityName: optionalText,
  resourceId: optionalText,
  makerId: optionalText,
  makerDateTimeFrom: Type.Optional(Type.String({ description: 'yyyy-MM-dd HH:mm:ss (UTC)' })),
  makerDateTimeTo: optionalText,
  checkerId: optionalText,
  checkerDateTimeFrom: optionalText,
  checkerDateTimeTo: optionalText,
  processingResult: optionalText,
  officeId: optionalText,
  groupId: optionalText,
  clientId: optionalText,
  loanid: optionalText,
  savingsAccountId: optionalText,
  paged: Type.Optional(Type.String({ description: 'true: answer {totalFilteredRecords, pageItems}' })),
  offset: optionalText,
  limit: optionalText,
  orderBy: Type.Optional(Type.String({ description: 'id, actionName, entityName, resourceId, madeOnDate, processingResult' })),
  sortOrder: Type.Optional(Type.String({ description: 'ASC or DESC' })),
});

export const AuditIdParams = Type.Object({ auditId: Type.Integer() });

export const AuditSearchTemplate = Type.Object({
  appUsers: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() })),
  actionNames: Type.Array(Type.String()),
  entityNames: Type.Array(Type.String()),
  processingResults: Type.Array(Type.Object({ id: Type.Integer(), processingResult: Type.String() })),
});
