import { Type } from 'typebox';
import { GlAccount } from '../gl-accounts/gl-accounts.schemas.ts';

const FinancialActivityData = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mappedGLAccountType: Type.String({ description: 'ASSET, LIABILITY or EQUITY' }),
});

const mappingMembers = {
  id: Type.Integer(),
  financialActivityData: FinancialActivityData,
  glAccountData: Type.Object({ id: Type.Integer(), name: Type.String(), glCode: Type.String() }),
};

const templateMembers = {
  glAccountOptions: Type.Object({
    assetAccountOptions: Type.Optional(Type.Array(GlAccount)),
    incomeAccountOptions: Type.Optional(Type.Array(GlAccount)),
    expenseAccountOptions: Type.Optional(Type.Array(GlAccount)),
    liabilityAccountOptions: Type.Optional(Type.Array(GlAccount)),
    equityAccountOptions: Type.Optional(Type.Array(GlAccount)),
  }),
  financialActivityOptions: Type.Array(FinancialActivityData),
};

export const FinancialActivityAccount = Type.Object(mappingMembers);
export const FinancialActivityAccountList = Type.Array(FinancialActivityAccount);
export const FinancialActivityAccountTemplate = Type.Object(templateMembers);
/** One mapping, with the template's option lists when `template=true`. */
export const FinancialActivityAccountDetail = Type.Object({
  ...mappingMembers,
  glAccountOptions: Type.Optional(templateMembers.glAccountOptions),
  financialActivityOptions: Type.Optional(templateMembers.financialActivityOptions),
});

export const MappingIdParams = Type.Object({ mappingId: Type.Integer() });
export const FinancialActivityAccountDetailQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });
export const FinancialActivityAccountRequest = Type.Object({
  financialActivityId: Type.Optional(Type.Integer({ description: 'mandatory on create: 100, 101, 102, 103, 200, 201 or 300' })),
  glAccountId: Type.Optional(Type.Integer({ description: 'mandatory on create: a GL account of the type the activity needs' })),
});
export const FinancialActivityAccountCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
