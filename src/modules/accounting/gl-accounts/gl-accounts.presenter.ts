import { Decimal } from 'decimal.js';
import type { CodeValueView } from '../../system/index.ts';
import { decorateName, glAccountTypeOption, glAccountTypeOptions, glAccountUsageOption, glAccountUsageOptions, GlAccountType, GlAccountUsage, type EnumOptionView } from './domain/gl-account-enums.ts';

/** An account as the read queries give it: its row, the name of its tag, and (on request) its running balance. */
export interface GlAccountReadRow {
  readonly id: number;
  readonly name: string;
  readonly parent_id: number | null;
  readonly hierarchy: string | null;
  readonly gl_code: string;
  readonly disabled: boolean;
  readonly manual_journal_entries_allowed: boolean;
  readonly account_usage: number;
  readonly classification_enum: number;
  readonly description: string | null;
  readonly tag_id: number | null;
  readonly tag_name: string | null;
  readonly organization_running_balance?: string | number | null;
}

/** Fineract's tag member: a CodeValueData with id 0 when the account has no tag. */
export interface GlAccountTagView {
  readonly id: number;
  readonly name?: string | null;
  readonly active: boolean;
  readonly mandatory: boolean;
}

/** An account on the wire (Fineract's GLAccountData). */
export interface GlAccountView {
  readonly id?: number;
  readonly name?: string;
  readonly parentId?: number | null;
  readonly glCode?: string;
  readonly disabled: boolean;
  readonly manualEntriesAllowed: boolean;
  readonly type: EnumOptionView;
  readonly usage: EnumOptionView;
  readonly description?: string | null;
  readonly nameDecorated?: string;
  readonly tagId?: GlAccountTagView;
  readonly organizationRunningBalance?: Decimal;
}

/** The option lists `template=true` adds (header accounts of each type are omitted when there are none). */
export interface GlAccountTemplateOptions {
  readonly accountTypeOptions: EnumOptionView[];
  readonly usageOptions: EnumOptionView[];
  readonly assetHeaderAccountOptions?: GlAccountView[];
  readonly liabilityHeaderAccountOptions?: GlAccountView[];
  readonly equityHeaderAccountOptions?: GlAccountView[];
  readonly incomeHeaderAccountOptions?: GlAccountView[];
  readonly expenseHeaderAccountOptions?: GlAccountView[];
  readonly allowedAssetsTagOptions: CodeValueView[];
  readonly allowedLiabilitiesTagOptions: CodeValueView[];
  readonly allowedEquityTagOptions: CodeValueView[];
  readonly allowedIncomeTagOptions: CodeValueView[];
  readonly allowedExpensesTagOptions: CodeValueView[];
}

export function presentGlAccount(row: GlAccountReadRow, withRunningBalance: boolean): GlAccountView {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    glCode: row.gl_code,
    disabled: row.disabled,
    manualEntriesAllowed: row.manual_journal_entries_allowed,
    type: glAccountTypeOption(row.classification_enum),
    usage: glAccountUsageOption(row.account_usage),
    description: row.description,
    nameDecorated: decorateName(row.name, row.hierarchy),
    tagId: { id: row.tag_id ?? 0, name: row.tag_name, active: false, mandatory: false },
    organizationRunningBalance: withRunningBalance ? new Decimal(row.organization_running_balance ?? 0) : undefined,
  };
}

/** Fineract's defaults for a new account: enabled, manual entries allowed, the asked type (else asset), detail. */
export function presentNewGlAccount(type: number | undefined): GlAccountView {
  const chosen = type !== undefined && type >= GlAccountType.ASSET && type <= GlAccountType.EXPENSE ? type : GlAccountType.ASSET;
  return { disabled: false, manualEntriesAllowed: true, type: glAccountTypeOption(chosen), usage: glAccountUsageOption(GlAccountUsage.DETAIL) };
}

export function presentTemplateOptions(headers: readonly GlAccountReadRow[], tags: ReadonlyMap<string, CodeValueView[]>): GlAccountTemplateOptions {
  const headersOf = (type: number): GlAccountView[] | undefined => {
    const list = headers.filter((h) => h.classification_enum === type).map((h) => presentGlAccount(h, false));
    return list.length > 0 ? list : undefined;
  };
  return {
    accountTypeOptions: glAccountTypeOptions(),
    usageOptions: glAccountUsageOptions(),
    assetHeaderAccountOptions: headersOf(GlAccountType.ASSET),
    liabilityHeaderAccountOptions: headersOf(GlAccountType.LIABILITY),
    equityHeaderAccountOptions: headersOf(GlAccountType.EQUITY),
    incomeHeaderAccountOptions: headersOf(GlAccountType.INCOME),
    expenseHeaderAccountOptions: headersOf(GlAccountType.EXPENSE),
    allowedAssetsTagOptions: tags.get('AssetAccountTags') ?? [],
    allowedLiabilitiesTagOptions: tags.get('LiabilityAccountTags') ?? [],
    allowedEquityTagOptions: tags.get('EquityAccountTags') ?? [],
    allowedIncomeTagOptions: tags.get('IncomeAccountTags') ?? [],
    allowedExpensesTagOptions: tags.get('ExpenseAccountTags') ?? [],
  };
}
