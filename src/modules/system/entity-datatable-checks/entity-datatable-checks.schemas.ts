import { Type } from 'typebox';
import { EnumOption, PageOf } from '../../../platform/http/index.ts';

const StatusOption = Type.Object({ name: Type.String(), code: Type.Integer() });
const ProductOption = Type.Object({ id: Type.Integer(), name: Type.String() });

export const EntityDatatableCheck = Type.Object({
  id: Type.Integer(),
  entity: Type.String(),
  status: Type.Optional(EnumOption),
  datatableName: Type.String(),
  systemDefined: Type.Boolean(),
  order: Type.Integer(),
  productId: Type.Optional(Type.Integer()),
  productName: Type.Optional(Type.String()),
});
export const EntityDatatableCheckPage = PageOf(EntityDatatableCheck);
export const EntityDatatableCheckListQuery = Type.Object({
  status: Type.Optional(Type.String({ description: 'status code, e.g. 100' })),
  entity: Type.Optional(Type.String({ description: 'e.g. m_client' })),
  productId: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: 'absent or 0: all' })),
});
export const EntityDatatableChecksTemplate = Type.Object({
  entities: Type.Array(Type.String()),
  statusClient: Type.Array(StatusOption),
  statusGroup: Type.Array(StatusOption),
  statusSavings: Type.Array(StatusOption),
  statusLoans: Type.Array(StatusOption),
  datatables: Type.Array(Type.Object({ entity: Type.String(), dataTableName: Type.String() })),
  loanProductDatas: Type.Array(ProductOption),
  savingsProductDatas: Type.Array(ProductOption),
});
export const EntityDatatableCheckIdParams = Type.Object({ entityDatatableCheckId: Type.Integer() });
export const EntityDatatableCheckRequest = Type.Object({
  entity: Type.String({ description: 'm_client, m_group, m_loan or m_savings_account (the entities that take checks)' }),
  status: Type.Integer({ description: "one of the entity's check statuses (template)" }),
  datatableName: Type.String({ description: 'a registered datatable with a column pointing at the entity' }),
  systemDefined: Type.Optional(Type.Boolean()),
  productId: Type.Optional(Type.Integer({ minimum: 0, description: 'loan or savings product (m_loan, m_savings_account only)' })),
});
export const EntityDatatableCheckCommandResult = Type.Object({ resourceId: Type.Integer() });
