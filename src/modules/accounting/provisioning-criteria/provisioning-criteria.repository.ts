import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { ProvisioningDefinition } from './domain/provisioning-definitions.ts';

/** A stored definition (an age range of a criteria). */
export interface StoredDefinition extends ProvisioningDefinition {
  readonly id: number;
}

/** The criteria's name, or undefined when it does not exist. */
export async function findCriteriaName(untyped: Kysely<object>, criteriaId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_provisioning_criteria').select('criteria_name').where('id', '=', criteriaId).executeTakeFirst();
  return row?.criteria_name;
}

/** The definitions of a criteria, by id. */
export async function findDefinitions(untyped: Kysely<object>, criteriaId: number): Promise<StoredDefinition[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_provisioning_criteria_definition')
    .select(['id', 'category_id', 'min_age', 'max_age', 'provision_percentage', 'liability_account', 'expense_account'])
    .where('criteria_id', '=', criteriaId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    minAge: r.min_age,
    maxAge: r.max_age,
    provisioningPercentage: new Decimal(r.provision_percentage),
    liabilityAccount: r.liability_account ?? 0,
    expenseAccount: r.expense_account ?? 0,
  }));
}

/** Which of the ids name an existing provisioning category, loan product and GL account (one statement). */
export async function existingReferences(
  untyped: Kysely<object>,
  ids: { readonly categories: readonly number[]; readonly products: readonly number[]; readonly accounts: readonly number[] },
): Promise<{ readonly categories: ReadonlySet<number>; readonly products: ReadonlySet<number>; readonly accounts: ReadonlySet<number> }> {
  const list = (values: readonly number[]) => sql.join(values.length === 0 ? [sql`null`] : values.map((v) => sql`${v}::bigint`));
  const rows = await sql<{ kind: string; id: number }>`
    select 'c' as kind, id from m_provision_category where id in (${list(ids.categories)})
    union all select 'p' as kind, id from m_product_loan where id in (${list(ids.products)})
    union all select 'a' as kind, id from acc_gl_account where id in (${list(ids.accounts)})`.execute(untyped);
  const of = (kind: string) => new Set(rows.rows.filter((r) => r.kind === kind).map((r) => Number(r.id)));
  return { categories: of('c'), products: of('p'), accounts: of('a') };
}

/** The ids of every loan product (a criteria without `loanProducts` covers them all, as Fineract). */
export async function allLoanProductIds(untyped: Kysely<object>): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_product_loan').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Inserts the criteria row; answers its id. */
export async function insertCriteria(untyped: Kysely<object>, name: string, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_provisioning_criteria')
    .values({ criteria_name: name, createdby_id: userId, created_date: sql<Date>`current_timestamp`, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames the criteria and records who changed it. */
export async function updateCriteria(untyped: Kysely<object>, criteriaId: number, name: string, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_provisioning_criteria')
    .set({ criteria_name: name, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` })
    .where('id', '=', criteriaId)
    .execute();
}

/** Inserts the definitions of a criteria with one statement. */
export async function insertDefinitions(untyped: Kysely<object>, criteriaId: number, definitions: readonly ProvisioningDefinition[]): Promise<void> {
  if (definitions.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_provisioning_criteria_definition')
    .values(
      definitions.map((d) => ({
        criteria_id: criteriaId,
        category_id: d.categoryId,
        min_age: d.minAge,
        max_age: d.maxAge,
        provision_percentage: d.provisioningPercentage.toString(),
        liability_account: d.liabilityAccount,
        expense_account: d.expenseAccount,
      })),
    )
    .execute();
}

/** Changes the ages, percentage and accounts of one definition of the criteria (its category stays). */
export async function updateDefinition(untyped: Kysely<object>, criteriaId: number, definition: StoredDefinition): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_provisioning_criteria_definition')
    .set({
      min_age: definition.minAge,
      max_age: definition.maxAge,
      provision_percentage: definition.provisioningPercentage.toString(),
      liability_account: definition.liabilityAccount,
      expense_account: definition.expenseAccount,
    })
    .where('id', '=', definition.id)
    .where('criteria_id', '=', criteriaId)
    .execute();
}

/** The loan products mapped to the criteria. */
export async function findMappedProducts(untyped: Kysely<object>, criteriaId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loanproduct_provisioning_mapping').select('product_id').where('criteria_id', '=', criteriaId).orderBy('product_id').execute();
  return rows.map((r) => r.product_id);
}

/** Moves the criteria's product mapping from `current` to `next`: removes the products no longer named, adds the new ones. */
export async function replaceMappedProducts(untyped: Kysely<object>, criteriaId: number, current: readonly number[], next: readonly number[]): Promise<void> {
  const db = tenantTables(untyped);
  const removed = current.filter((id) => !next.includes(id));
  const added = [...new Set(next.filter((id) => !current.includes(id)))];
  if (removed.length > 0) {
    await db.deleteFrom('m_loanproduct_provisioning_mapping').where('criteria_id', '=', criteriaId).where('product_id', 'in', removed).execute();
  }
  if (added.length > 0) {
    await db.insertInto('m_loanproduct_provisioning_mapping').values(added.map((productId) => ({ product_id: productId, criteria_id: criteriaId }))).execute();
  }
}

/** Whether provisioning entries were computed with the criteria. */
export async function criteriaHasEntries(untyped: Kysely<object>, criteriaId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loanproduct_provisioning_entry').select('id').where('criteria_id', '=', criteriaId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Deletes the criteria; its definitions and product mapping go with it. */
export async function deleteCriteria(untyped: Kysely<object>, criteriaId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_provisioning_criteria').where('id', '=', criteriaId).execute();
}

/** Whether a criteria definition or a provisioning entry line names the GL account (it then cannot be deleted). */
export async function provisioningUsesGlAccount(untyped: Kysely<object>, glAccountId: number): Promise<boolean> {
  const row = await sql<{ used: boolean }>`
    select exists (select 1 from m_provisioning_criteria_definition where liability_account = ${glAccountId} or expense_account = ${glAccountId})
      or exists (select 1 from m_loanproduct_provisioning_entry where liability_account = ${glAccountId} or expense_account = ${glAccountId}) as used`.execute(untyped);
  return row.rows[0]?.used === true;
}

/** Inserts a category; answers its id. */
export async function insertCategory(untyped: Kysely<object>, name: string, description: string | null): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_provision_category').values({ category_name: name, description }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the category exists, and whether a definition or an entry line names it (one statement). */
export async function findCategoryUse(untyped: Kysely<object>, categoryId: number): Promise<{ readonly used: boolean } | undefined> {
  const row = await sql<{ used: boolean }>`
    select exists (select 1 from m_provisioning_criteria_definition where category_id = c.id)
      or exists (select 1 from m_loanproduct_provisioning_entry where category_id = c.id) as used
    from m_provision_category c where c.id = ${categoryId}`.execute(untyped);
  const first = row.rows[0];
  return first === undefined ? undefined : { used: first.used };
}

export async function deleteCategory(untyped: Kysely<object>, categoryId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_provision_category').where('id', '=', categoryId).execute();
}
