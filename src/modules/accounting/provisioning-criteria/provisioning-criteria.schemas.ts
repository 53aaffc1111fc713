import { Type } from 'typebox';
import { GlAccountOptionSchema } from '../gl-accounts/gl-account-options.queries.ts';

/** Fineract's ProvisioningCategoryData. */
export const ProvisioningCategory = Type.Object({
  id: Type.Integer(),
  categoryName: Type.String(),
  categoryDescription: Type.Optional(Type.String()),
});
export const ProvisioningCategoryList = Type.Array(ProvisioningCategory);
export const CategoryIdParams = Type.Object({ categoryId: Type.Integer() });
export const ProvisioningCategoryRequest = Type.Object({
  categoryname: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory, unique' })),
  categorydescription: Type.Optional(Type.String({ maxLength: 300 })),
});

/** A loan product as the criteria shows it (Fineract's LoanProductData lookup). */
const LoanProductLookup = Type.Object({ id: Type.Integer(), name: Type.String(), multiDisburseLoan: Type.Boolean() });

/** Fineract's ProvisioningCriteriaDefinitionData (the template fills only the category). */
const Definition = Type.Object({
  id: Type.Optional(Type.Integer()),
  categoryId: Type.Integer(),
  categoryName: Type.Optional(Type.String()),
  minAge: Type.Optional(Type.Integer()),
  maxAge: Type.Optional(Type.Integer()),
  provisioningPercentage: Type.Optional(Type.Number()),
  liabilityAccount: Type.Optional(Type.Integer()),
  liabilityCode: Type.Optional(Type.String()),
  liabilityName: Type.Optional(Type.String()),
  expenseAccount: Type.Optional(Type.Integer()),
  expenseCode: Type.Optional(Type.String()),
  expenseName: Type.Optional(Type.String()),
});

/** Fineract's ProvisioningCriteriaData: the list shows id, name and creator; one criteria its products and definitions. */
export const ProvisioningCriteria = Type.Object({
  criteriaId: Type.Optional(Type.Integer()),
  criteriaName: Type.Optional(Type.String()),
  createdBy: Type.Optional(Type.String()),
  loanProducts: Type.Optional(Type.Array(LoanProductLookup, { description: 'the covered products; with template=true every active product' })),
  selectedLoanProducts: Type.Optional(Type.Array(LoanProductLookup, { description: 'with template=true: the covered products' })),
  definitions: Type.Optional(Type.Array(Definition)),
  glAccounts: Type.Optional(Type.Array(GlAccountOptionSchema, { description: 'template: the enabled detail accounts' })),
});
export const ProvisioningCriteriaList = Type.Array(ProvisioningCriteria);

export const CriteriaIdParams = Type.Object({ criteriaId: Type.Integer() });
export const CriteriaQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });

const DefinitionRequest = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'update: the stored definition to change' })),
  categoryId: Type.Optional(Type.Integer()),
  categoryName: Type.Optional(Type.String()),
  minAge: Type.Optional(Type.Integer()),
  maxAge: Type.Optional(Type.Integer()),
  provisioningPercentage: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  liabilityAccount: Type.Optional(Type.Integer()),
  expenseAccount: Type.Optional(Type.Integer()),
});

export const ProvisioningCriteriaRequest = Type.Object({
  criteriaId: Type.Optional(Type.Integer()),
  criteriaName: Type.Optional(Type.String({ maxLength: 200, description: 'mandatory on create, unique' })),
  locale: Type.Optional(Type.String()),
  loanProducts: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), includeInBorrowerCycle: Type.Optional(Type.Boolean()) }), {
      description: 'the products covered (each by one criteria at most); absent on create: every loan product',
    }),
  ),
  definitions: Type.Optional(Type.Array(DefinitionRequest, { description: 'age ranges in days overdue; ranges may not overlap' })),
});

export const ProvisioningCriteriaCommandResult = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
