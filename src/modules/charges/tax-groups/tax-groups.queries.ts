import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { listTaxComponentNames } from '../tax-components/tax-components.repository.ts';
import { taxGroupNotFound } from './tax-groups.errors.ts';
import { presentTaxGroup, type TaxComponentLookup, type TaxGroupView } from './tax-groups.presenter.ts';
import { listMappingsWithNames, listTaxGroups } from './tax-groups.repository.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** GET /taxes/group: every group with its memberships, by id. */
export async function retrieveAllTaxGroups(db: Kysely<object>): Promise<TaxGroupView[]> {
  const groups = await listTaxGroups(db);
  const mappings = await listMappingsWithNames(db, groups.map((g) => g.id));
  return groups.map((group) => presentTaxGroup(group, mappings));
}

/** GET /taxes/group/{id}; `template=true` adds every component as `taxComponents`. */
export async function retrieveTaxGroup(db: Kysely<object>, taxGroupId: number, query: Query): Promise<TaxGroupView> {
  const [group] = await listTaxGroups(db, taxGroupId);
  if (group === undefined) {
    throw taxGroupNotFound(taxGroupId);
  }
  const view = presentTaxGroup(group, await listMappingsWithNames(db, [group.id]));
  return isTrueFlag(query.template) ? { ...view, taxComponents: await listTaxComponentNames(db) } : view;
}

/** GET /taxes/group/template. */
export async function retrieveTaxGroupTemplate(db: Kysely<object>): Promise<{ taxComponents: TaxComponentLookup[] }> {
  return { taxComponents: await listTaxComponentNames(db) };
}
