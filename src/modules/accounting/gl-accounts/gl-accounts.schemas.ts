import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';

const Tag = Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), active: Type.Boolean(), mandatory: Type.Boolean() });
const CodeValueOption = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

const accountMembers = {
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  parentId: Type.Optional(Type.Integer()),
  glCode: Type.Optional(Type.String()),
  disabled: Type.Boolean(),
  manualEntriesAllowed: Type.Boolean(),
  type: EnumOption,
  usage: EnumOption,
  description: Type.Optional(Type.String()),
  nameDecorated: Type.Optional(Type.String()),
  tagId: Type.Optional(Tag),
  organizationRunningBalance: Type.Optional(Type.Number({ description: 'with fetchRunningBalance=true' })),
};

export const GlAccount = Type.Object(accountMembers);
export const GlAccountList = Type.Array(GlAccount);

const templateMembers = {
  accountTypeOptions: Type.Array(EnumOption),
  usageOptions: Type.Array(EnumOption),
  assetHeaderAccountOptions: Type.Optional(Type.Array(GlAccount)),
  liabilityHeaderAccountOptions: Type.Optional(Type.Array(GlAccount)),
  equityHeaderAccountOptions: Type.Optional(Type.Array(GlAccount)),
  incomeHeaderAccountOptions: Type.Optional(Type.Array(GlAccount)),
  expenseHeaderAccountOptions: Type.Optional(Type.Array(GlAccount)),
  allowedAssetsTagOptions: Type.Array(CodeValueOption),
  allowedLiabilitiesTagOptions: Type.Array(CodeValueOption),
  allowedEquityTagOptions: Type.Array(CodeValueOption),
  allowedIncomeTagOptions: Type.Array(CodeValueOption),
  allowedExpensesTagOptions: Type.Array(CodeValueOption),
};

export const GlAccountTemplate = Type.Object({ ...accountMembers, ...templateMembers });
/** One account, with the template's option lists when `template=true`. */
export const GlAccountDetail = Type.Object({
  ...accountMembers,
  ...Object.fromEntries(Object.entries(templateMembers).map(([k, s]) => [k, Type.Optional(s)])),
});

export const GlAccountIdParams = Type.Object({ glAccountId: Type.Integer() });
export const GlAccountTemplateQuery = Type.Object({ type: Type.Optional(Type.String({ description: '1 asset … 5 expense (else asset)' })) });
export const GlAccountDetailQuery = Type.Object({
  template: Type.Optional(Type.String({ description: '`true` adds the option lists' })),
  fetchRunningBalance: Type.Optional(Type.String({ description: '`true` adds organizationRunningBalance' })),
});
export const GlAccountListQuery = Type.Object({
  type: Type.Optional(Type.String({ description: '1 asset, 2 liability, 3 equity, 4 income, 5 expense' })),
  usage: Type.Optional(Type.String({ description: '1 detail, 2 header' })),
  manualEntriesAllowed: Type.Optional(Type.String()),
  disabled: Type.Optional(Type.String()),
  fetchRunningBalance: Type.Optional(Type.String()),
  searchParam: Type.Optional(Type.String({ description: 'part of the name or GL code' })),
});
export const GlAccountRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200, description: 'mandatory on create' })),
  glCode: Type.Optional(Type.String({ maxLength: 45, description: 'mandatory on create; unique' })),
  parentId: Type.Optional(Type.Integer({ description: 'a header account of the same type' })),
  type: Type.Optional(Type.Integer({ description: 'mandatory on create: 1 asset … 5 expense' })),
  usage: Type.Optional(Type.Integer({ description: 'mandatory on create: 1 detail, 2 header' })),
  manualEntriesAllowed: Type.Optional(Type.Boolean({ description: 'mandatory on create' })),
  disabled: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  tagId: Type.Optional(Type.Integer({ description: 'a value of the code named for the type (AssetAccountTags, …)' })),
});
export const GlAccountCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
