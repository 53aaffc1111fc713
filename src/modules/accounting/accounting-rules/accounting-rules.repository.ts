import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { TAG_CODE_OF_TYPE } from '../gl-accounts/domain/gl-account-enums.ts';

export type AccountingRuleRow = Selectable<TenantDB['acc_accounting_rule']>;
export type AccountingRuleValues = Omit<AccountingRuleRow, 'id'>;

export async function findAccountingRuleById(untyped: Kysely<object>, id: number): Promise<AccountingRuleRow | undefined> {
  return tenantTables(untyped).selectFrom('acc_accounting_rule').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAccountingRule(untyped: Kysely<object>, values: AccountingRuleValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('acc_accounting_rule').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccountingRule(untyped: Kysely<object>, id: number, values: Partial<AccountingRuleValues>): Promise<void> {
  await tenantTables(untyped).updateTable('acc_accounting_rule').set(values).where('id', '=', id).execute();
}

export async function deleteAccountingRule(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('acc_rule_tags').where('acc_rule_id', '=', id).execute();
  await db.deleteFrom('acc_accounting_rule').where('id', '=', id).execute();
}

/** The tag ids of each side of a rule, in one statement. */
export async function findRuleTags(untyped: Kysely<object>, ruleId: number): Promise<{ readonly tag_id: number; readonly acc_type_enum: number }[]> {
  return tenantTables(untyped).selectFrom('acc_rule_tags').select(['tag_id', 'acc_type_enum']).where('acc_rule_id', '=', ruleId).orderBy('id').execute();
}

/** Replaces the tags of each side listed (with an empty list the side loses its tags); other sides keep theirs. */
export async function replaceRuleTags(untyped: Kysely<object>, ruleId: number, sides: readonly { readonly type: number; readonly tagIds: readonly number[] }[]): Promise<void> {
  if (sides.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  await db
    .deleteFrom('acc_rule_tags')
    .where('acc_rule_id', '=', ruleId)
    .where(
      'acc_type_enum',
      'in',
      sides.map((s) => s.type),
    )
    .execute();
  const rows = sides.flatMap((s) => [...new Set(s.tagIds)].map((tagId) => ({ acc_rule_id: ruleId, tag_id: tagId, acc_type_enum: s.type })));
  if (rows.length > 0) {
    await db.insertInto('acc_rule_tags').values(rows).execute();
  }
}

/** Which of `codeValueIds` are values of the five account tag codes (AssetAccountTags … ExpenseAccountTags). */
export async function findAccountTagIds(untyped: Kysely<object>, codeValueIds: readonly number[]): Promise<Set<number>> {
  if (codeValueIds.length === 0) {
    return new Set();
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .select('cv.id')
    .where('cv.id', 'in', [...codeValueIds])
    .where('c.code_name', 'in', Object.values(TAG_CODE_OF_TYPE))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether some accounting rule lists the code value `codeValueId` as a tag. */
export async function isTagOfARule(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('acc_rule_tags').select('id').where('tag_id', '=', codeValueId).limit(1).executeTakeFirst();
  return row !== undefined;
}
