import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';


export const AccountNumberFormat = Type.Object({
  id: Type.Optional(Type.Integer()),
  accountType: Type.Optional(EnumOption),
  prefixType: Type.Optional(EnumOption),
  prefixCharacter: Type.Optional(Type.String()),
  accountTypeOptions: Type.Optional(Type.Array(EnumOption)),
  prefixTypeOptions: Type.Optional(Type.Record(Type.String(), Type.Array(EnumOption), { description: 'allowed prefix types, keyed by account type code' })),
});
export const AccountNumberFormatList = Type.Array(AccountNumberFormat);
export const AccountNumberFormatIdParams = Type.Object({ accountNumberFormatId: Type.Integer() });
export const AccountNumberFormatQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds accountTypeOptions and prefixTypeOptions' })) });
export const AccountNumberFormatRequest = Type.Object({
  accountType: Type.Optional(Type.Integer({ description: 'create only, mandatory: 1 client, 2 loan, 3 savings, 4 center, 5 group, 6 shares, 7 working capital loan' })),
  prefixType: Type.Optional(Type.Integer({ description: '1 office name, 101 client type, 201 loan product short name, 301 savings product short name, 401 prefix characters' })),
  prefixCharacter: Type.Optional(Type.String({ maxLength: 50, description: 'mandatory with prefixType 401' })),
});
export const AccountNumberFormatCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
