import { Type } from 'typebox';
import { EnumOption } from '../../../platform/http/index.ts';
import { GlAccount } from '../gl-accounts/gl-accounts.schemas.ts';

const AccountLookup = Type.Object({ id: Type.Integer(), name: Type.String(), glCode: Type.String() });
const RuleTag = Type.Object({
  id: Type.Integer(),
  tag: Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()), active: Type.Boolean(), mandatory: Type.Boolean() }),
  transactionType: EnumOption,
});
const OfficeOption = Type.Object({ id: Type.Integer(), name: Type.String(), nameDecorated: Type.String() });
const CodeValueOption = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  position: Type.Integer(),
  description: Type.Optional(Type.String()),
  active: Type.Boolean(),
  mandatory: Type.Boolean(),
});

export const AccountingRule = Type.Object({
  id: Type.Optional(Type.Integer()),
  officeId: Type.Optional(Type.Integer()),
  officeName: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  systemDefined: Type.Boolean(),
  allowMultipleDebitEntries: Type.Boolean(),
  allowMultipleCreditEntries: Type.Boolean(),
  creditTags: Type.Optional(Type.Array(RuleTag, { description: 'a credit side with tags' })),
  debitTags: Type.Optional(Type.Array(RuleTag, { description: 'a debit side with tags' })),
  allowedOffices: Type.Array(OfficeOption, { description: 'empty unless a template' }),
  allowedAccounts: Type.Array(GlAccount, { description: 'empty unless a template' }),
  allowedCreditTagOptions: Type.Optional(Type.Array(CodeValueOption)),
  allowedDebitTagOptions: Type.Optional(Type.Array(CodeValueOption)),
  creditAccounts: Type.Optional(Type.Array(AccountLookup, { description: 'the credit account, or with associations=all the accounts carrying the credit tags' })),
  debitAccounts: Type.Optional(Type.Array(AccountLookup, { description: 'the debit account, or with associations=all the accounts carrying the debit tags' })),
});
export const AccountingRuleList = Type.Array(AccountingRule);

export const AccountingRuleIdParams = Type.Object({ accountingRuleId: Type.Integer() });
export const AccountingRuleListQuery = Type.Object({ associations: Type.Optional(Type.String({ description: '`all`: accounts carrying the tags instead of the tags' })) });
export const AccountingRuleDetailQuery = Type.Object({ template: Type.Optional(Type.String({ description: '`true` adds the option lists' })) });

const TagIds = Type.Array(Type.Union([Type.Integer(), Type.String()]), { description: 'code value ids of the account tag codes' });
export const AccountingRuleRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'mandatory on create; unique' })),
  officeId: Type.Optional(Type.Integer({ description: 'mandatory on create' })),
  accountToDebit: Type.Optional(Type.Integer({ description: 'or debitTags' })),
  accountToCredit: Type.Optional(Type.Integer({ description: 'or creditTags' })),
  debitTags: Type.Optional(TagIds),
  creditTags: Type.Optional(TagIds),
  allowMultipleDebitEntries: Type.Optional(Type.Boolean({ description: 'with debitTags' })),
  allowMultipleCreditEntries: Type.Optional(Type.Boolean({ description: 'with creditTags' })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  systemDefined: Type.Optional(Type.Boolean({ description: 'accepted and ignored' })),
  id: Type.Optional(Type.Integer({ description: 'accepted and ignored' })),
});
export const AccountingRuleCommandResult = Type.Object({
  officeId: Type.Optional(Type.Integer()),
  resourceId: Type.Integer(),
  changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
