import { Type } from 'typebox';
import { EnumOption as EnumOptionSchema, LocalDateArray } from '../../../platform/http/index.ts';
import { GlAccountOptionSchema } from '../../accounting/index.ts';

export { LocalDateArray, EnumOptionSchema };

export const IdName = Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()) });
export const TemplateQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });
export const CommandResultWithChanges = Type.Object({
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const GlAccountSummary = Type.Object({ id: Type.Integer(), name: Type.String(), glCode: Type.String() });

export const TaxComponent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  percentage: Type.Number(),
  debitAccountType: Type.Optional(EnumOptionSchema),
  debitAccount: Type.Optional(GlAccountSummary),
  creditAccountType: Type.Optional(EnumOptionSchema),
  creditAccount: Type.Optional(GlAccountSummary),
  startDate: LocalDateArray,
  taxComponentHistories: Type.Array(Type.Object({ percentage: Type.Number(), startDate: LocalDateArray, endDate: LocalDateArray })),
});
export const TaxComponentList = Type.Array(TaxComponent);
export const TaxComponentIdParams = Type.Object({ taxComponentId: Type.Integer() });
export const TaxComponentTemplate = Type.Object({
  glAccountOptions: Type.Object(
    {
      assetAccountOptions: Type.Optional(Type.Array(GlAccountOptionSchema)),
      incomeAccountOptions: Type.Optional(Type.Array(GlAccountOptionSchema)),
      expenseAccountOptions: Type.Optional(Type.Array(GlAccountOptionSchema)),
      liabilityAccountOptions: Type.Optional(Type.Array(GlAccountOptionSchema)),
      equityAccountOptions: Type.Optional(Type.Array(GlAccountOptionSchema)),
    },
    { description: 'the enabled detail accounts of each type; a type without accounts is left out' },
  ),
  glAccountTypeOptions: Type.Array(EnumOptionSchema),
});

const glAccount = 'a detail GL account of the type sent with it';
export const TaxComponentRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50, description: 'mandatory on create' })),
  percentage: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: 'greater than 0, at most 100; mandatory on create' })),
  startDate: Type.Optional(Type.String({ description: 'Date in `dateFormat`; default the business date. On update: the new percentage applies after it' })),
  debitAccountType: Type.Optional(Type.Integer({ description: 'GL account type 1-5 (create only)' })),
  debitAcountId: Type.Optional(Type.Integer({ description: `${glAccount} (create only; Fineract's spelling)` })),
  creditAccountType: Type.Optional(Type.Integer({ description: 'GL account type 1-5 (create only)' })),
  creditAcountId: Type.Optional(Type.Integer({ description: `${glAccount} (create only; Fineract's spelling)` })),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
