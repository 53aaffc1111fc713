import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { isTrueFlag } from '../../../platform/http/index.ts';
import type { LocalDate } from '../../../shared/time/index.ts';
import { GlAccountType } from '../gl-accounts/domain/gl-account-enums.ts';
import { enabledDetailGlAccounts, type GlAccountOption } from '../gl-accounts/gl-account-options.queries.ts';
import { provisioningCriteriaNotFound } from './provisioning-criteria.errors.ts';
import {
  presentCategory,
  presentDefinition,
  presentProduct,
  type CategoryRow,
  type CriteriaView,
  type DefinitionRow,
  type LoanProductLookup,
  type ProductRow,
  type ProvisioningCategoryView,
} from './provisioning-criteria.presenter.ts';

async function categoryRows(untyped: Kysely<object>): Promise<CategoryRow[]> {
  return tenantTables(untyped).selectFrom('m_provision_category').select(['id', 'category_name', 'description']).orderBy('id').execute();
}

/** GET /provisioningcategory: every category (Fineract seeds STANDARD, SUB-STANDARD, DOUBTFUL and LOSS). */
export async function retrieveAllProvisioningCategories(untyped: Kysely<object>): Promise<ProvisioningCategoryView[]> {
  return (await categoryRows(untyped)).map(presentCategory);
}

/** GET /provisioningcriteria: id, name and the creator's user name of every criteria. */
export async function retrieveAllProvisioningCriteria(untyped: Kysely<object>): Promise<CriteriaView[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_provisioning_criteria as c')
    .leftJoin('m_appuser as u', 'u.id', 'c.createdby_id')
    .select(['c.id', 'c.criteria_name', 'u.username'])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ criteriaId: r.id, criteriaName: r.criteria_name, createdBy: r.username ?? undefined }));
}

/** Active loan products (not closed before the business date), by id: the template's product options. */
async function activeLoanProducts(untyped: Kysely<object>, today: LocalDate): Promise<LoanProductLookup[]> {
  const rows: ProductRow[] = await tenantTables(untyped)
    .selectFrom('m_product_loan')
    .select(['id', 'name', 'allow_multiple_disbursals'])
    .where((eb) => eb.or([eb('close_date', 'is', null), eb('close_date', '>=', today.toString())]))
    .orderBy('id')
    .execute();
  return rows.map(presentProduct);
}

async function allGlAccounts(untyped: Kysely<object>): Promise<GlAccountOption[]> {
  const types = [GlAccountType.ASSET, GlAccountType.LIABILITY, GlAccountType.EQUITY, GlAccountType.INCOME, GlAccountType.EXPENSE];
  const byType = await enabledDetailGlAccounts(untyped, types);
  return types.flatMap((type) => byType.get(type) ?? []);
}

/** GET /provisioningcriteria/template: a definition per category, the active loan products and the enabled detail accounts. */
export async function retrieveProvisioningCriteriaTemplate(untyped: Kysely<object>, today: LocalDate): Promise<CriteriaView> {
  const [categories, loanProducts, glAccounts] = [await categoryRows(untyped), await activeLoanProducts(untyped, today), await allGlAccounts(untyped)];
  return { loanProducts, definitions: categories.map((c) => ({ categoryId: c.id, categoryName: c.category_name })), glAccounts };
}

/** The criteria's name, covered products and definitions in one statement (undefined when it does not exist). */
async function criteriaDetail(untyped: Kysely<object>, criteriaId: number) {
  return sql<{ criteria_name: string; products: ProductRow[] | null; definitions: DefinitionRow[] | null }>`
    select c.criteria_name,
      (select json_agg(json_build_object('id', p.id, 'name', p.name, 'allow_multiple_disbursals', p.allow_multiple_disbursals) order by p.id)
         from m_loanproduct_provisioning_mapping m join m_product_loan p on p.id = m.product_id where m.criteria_id = c.id) as products,
      (select json_agg(json_build_object(
           'id', d.id, 'category_id', d.category_id, 'category_name', pc.category_name, 'min_age', d.min_age, 'max_age', d.max_age,
           'provision_percentage', d.provision_percentage::text, 'liability_account', d.liability_account, 'liability_code', lia.gl_code,
           'liability_name', lia.name, 'expense_account', d.expense_account, 'expense_code', exp.gl_code, 'expense_name', exp.name) order by d.id)
         from m_provisioning_criteria_definition d
         left join m_provision_category pc on pc.id = d.category_id
         left join acc_gl_account lia on lia.id = d.liability_account
         left join acc_gl_account exp on exp.id = d.expense_account
         where d.criteria_id = c.id) as definitions
    from m_provisioning_criteria c where c.id = ${criteriaId}`
    .execute(untyped)
    .then((r) => r.rows[0]);
}

/** GET /provisioningcriteria/{id}; `template=true` adds the other active products and the accounts. */
export async function retrieveProvisioningCriteria(
  untyped: Kysely<object>,
  criteriaId: number,
  query: { readonly template?: string },
  today: () => Promise<LocalDate>,
): Promise<CriteriaView> {
  const row = await criteriaDetail(untyped, criteriaId);
  if (row === undefined) {
    throw provisioningCriteriaNotFound(criteriaId);
  }
  const covered = (row.products ?? []).map(presentProduct);
  const view = { criteriaId, criteriaName: row.criteria_name, definitions: (row.definitions ?? []).map(presentDefinition) };
  if (!isTrueFlag(query.template)) {
    return { ...view, loanProducts: covered };
  }
  const coveredIds = new Set(covered.map((p) => p.id));
  const others = (await activeLoanProducts(untyped, await today())).filter((p) => !coveredIds.has(p.id));
  return { ...view, selectedLoanProducts: covered, loanProducts: others, glAccounts: await allGlAccounts(untyped) };
}
