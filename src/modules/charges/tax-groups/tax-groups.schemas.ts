import { Type } from 'typebox';
import { IdName, LocalDateArray } from '../tax-components/tax-components.schemas.ts';

const TaxComponentLookup = Type.Object({ id: Type.Integer(), name: Type.String() });

export const TaxGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  taxAssociations: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'the membership (mapping) id' }),
      taxComponent: TaxComponentLookup,
      startDate: LocalDateArray,
      endDate: Type.Optional(LocalDateArray),
    }),
  ),
  taxComponents: Type.Optional(Type.Array(TaxComponentLookup, { description: 'with template=true' })),
});
export const TaxGroupList = Type.Array(TaxGroup);
export const TaxGroupIdParams = Type.Object({ taxGroupId: Type.Integer() });
export const TaxGroupTemplate = Type.Object({ taxComponents: Type.Array(IdName) });

export const TaxGroupRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50, description: 'mandatory on create' })),
  taxComponents: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.Integer({ description: 'update only: an existing membership, to give it an end date' })),
        taxComponentId: Type.Optional(Type.Integer({ description: 'mandatory for a new membership' })),
        startDate: Type.Optional(Type.String({ description: 'new membership: date in `dateFormat`, default the business date' })),
        endDate: Type.Optional(Type.String({ description: 'update only, existing membership: not before the business date, set once' })),
      }),
      { description: 'mandatory and not empty on create' },
    ),
  ),
  dateFormat: Type.Optional(Type.String()),
  locale: Type.Optional(Type.String()),
});
