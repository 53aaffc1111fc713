import type { CodeValueView } from '../../system/index.ts';
import type { OfficeOption } from '../../organisation/index.ts';
import type { GlAccountView } from '../gl-accounts/gl-accounts.presenter.ts';
import { JournalEntryType, journalEntryTypeOption, type EnumOptionView } from './domain/accounting-rule-side.ts';

/** A rule as the read query gives it: its row, its office's name and its accounts' names and codes. */
export interface AccountingRuleReadRow {
  readonly id: number;
  readonly name: string | null;
  readonly office_id: number | null;
  readonly office_name: string;
  readonly description: string | null;
  readonly system_defined: boolean;
  readonly allow_multiple_debits: boolean;
  readonly allow_multiple_credits: boolean;
  readonly debit_account_id: number | null;
  readonly debit_account_name: string | null;
  readonly debit_account_gl_code: string | null;
  readonly credit_account_id: number | null;
  readonly credit_account_name: string | null;
  readonly credit_account_gl_code: string | null;
}

export interface RuleTagReadRow {
  readonly id: number;
  readonly acc_rule_id: number;
  readonly tag_id: number;
  readonly acc_type_enum: number;
  readonly tag_name: string | null;
}

/** An account tagged with one of a rule's tags (for `associations=all`). */
export interface TaggedAccountReadRow {
  readonly acc_rule_id: number;
  readonly acc_type_enum: number;
  readonly id: number;
  readonly name: string;
  readonly gl_code: string;
}

export interface AccountLookupView {
  readonly id: number;
  readonly name: string;
  readonly glCode: string;
}

export interface RuleTagView {
  readonly id: number;
  readonly tag: { readonly id: number; readonly name: string | null; readonly active: boolean; readonly mandatory: boolean };
  readonly transactionType: EnumOptionView;
}

/** The option lists of the template (Fineract's AccountingRuleData members). */
export interface AccountingRuleTemplateOptions {
  readonly allowedOffices: readonly OfficeOption[];
  readonly allowedAccounts: readonly GlAccountView[];
  readonly allowedCreditTagOptions?: readonly CodeValueView[];
  readonly allowedDebitTagOptions?: readonly CodeValueView[];
}

/** A rule on the wire (Fineract's AccountingRuleData). */
export interface AccountingRuleView extends AccountingRuleTemplateOptions {
  readonly id?: number;
  readonly officeId?: number | null;
  readonly officeName?: string;
  readonly name?: string | null;
  readonly description?: string | null;
  readonly systemDefined: boolean;
  readonly allowMultipleDebitEntries: boolean;
  readonly allowMultipleCreditEntries: boolean;
  readonly creditTags?: RuleTagView[];
  readonly debitTags?: RuleTagView[];
  readonly creditAccounts?: AccountLookupView[];
  readonly debitAccounts?: AccountLookupView[];
}

export interface RuleAssociations {
  readonly tags: readonly RuleTagReadRow[];
  /** Present with `associations=all`: a tag side then lists the accounts carrying its tags instead of the tags. */
  readonly taggedAccounts?: readonly TaggedAccountReadRow[];
}

function presentTag(row: RuleTagReadRow): RuleTagView {
  return { id: row.id, tag: { id: row.tag_id, name: row.tag_name, active: false, mandatory: false }, transactionType: journalEntryTypeOption(row.acc_type_enum) };
}

/** One side: its account when it has one; else its tags, or (with associations) the accounts carrying them. */
function presentSide(row: AccountingRuleReadRow, type: number, associations: RuleAssociations): { tags?: RuleTagView[]; accounts?: AccountLookupView[] } {
  const debit = type === JournalEntryType.DEBIT;
  const accountId = debit ? row.debit_account_id : row.credit_account_id;
  if (accountId !== null) {
    const name = (debit ? row.debit_account_name : row.credit_account_name) ?? '';
    const glCode = (debit ? row.debit_account_gl_code : row.credit_account_gl_code) ?? '';
    return { accounts: [{ id: accountId, name, glCode }] };
  }
  if (associations.taggedAccounts !== undefined) {
    const accounts = associations.taggedAccounts.filter((a) => a.acc_rule_id === row.id && a.acc_type_enum === type);
    return { accounts: accounts.map((a) => ({ id: a.id, name: a.name, glCode: a.gl_code })) };
  }
  return { tags: associations.tags.filter((t) => t.acc_rule_id === row.id && t.acc_type_enum === type).map(presentTag) };
}

export function presentAccountingRule(row: AccountingRuleReadRow, associations: RuleAssociations): AccountingRuleView {
  const credit = presentSide(row, JournalEntryType.CREDIT, associations);
  const debit = presentSide(row, JournalEntryType.DEBIT, associations);
  return {
    id: row.id,
    officeId: row.office_id,
    officeName: row.office_name,
    name: row.name,
    description: row.description,
    systemDefined: row.system_defined,
    allowMultipleDebitEntries: row.allow_multiple_debits,
    allowMultipleCreditEntries: row.allow_multiple_credits,
    creditTags: credit.tags,
    debitTags: debit.tags,
    // Fineract's data class starts these two lists empty, so every rule carries them.
    allowedOffices: [],
    allowedAccounts: [],
    creditAccounts: credit.accounts,
    debitAccounts: debit.accounts,
  };
}

/** The template of a new rule: defaults and the option lists (both tag lists offer every account tag). */
export function presentNewAccountingRule(offices: readonly OfficeOption[], accounts: readonly GlAccountView[], tags: readonly CodeValueView[]): AccountingRuleView {
  return {
    systemDefined: false,
    allowMultipleDebitEntries: false,
    allowMultipleCreditEntries: false,
    allowedOffices: offices,
    allowedAccounts: accounts,
    allowedCreditTagOptions: tags,
    allowedDebitTagOptions: tags,
  };
}

/** A rule with the option lists; each tag list leaves out the tags the side already has. */
export function withTemplateOptions(rule: AccountingRuleView, offices: readonly OfficeOption[], accounts: readonly GlAccountView[], tags: readonly CodeValueView[]): AccountingRuleView {
  const without = (selected: readonly RuleTagView[] | undefined): CodeValueView[] => tags.filter((t) => !(selected ?? []).some((s) => s.tag.id === t.id));
  return {
    ...rule,
    allowedOffices: offices,
    allowedAccounts: accounts,
    allowedCreditTagOptions: without(rule.creditTags),
    allowedDebitTagOptions: without(rule.debitTags),
  };
}
