import type { Kysely } from 'kysely';
import { accountSummaries, type AccountSummaryLists, type BusinessDateSource } from '../../../platform/accounts/index.ts';
import { GroupLevel, type GroupLevelId } from '../groups/domain/grouping.ts';
import { visibleGroupings } from '../groups/grouping.queries.ts';
import { groupingNotFound } from '../groups/groups.errors.ts';

/**
 * GET /groups/{groupId}/accounts and /centers/{centerId}/accounts: the grouping's own and its members'
 * accounts, as the modules that hold them answer (accountSummaries); 404 for a grouping of another level or
 * one the user's office hierarchy does not hold.
 */
export async function retrieveGroupingAccounts(db: Kysely<object>, level: GroupLevelId, id: number, userHierarchy: string, clock: BusinessDateSource): Promise<AccountSummaryLists> {
  const grouping = await visibleGroupings(db, level, userHierarchy).select('g.id').where('g.id', '=', id).executeTakeFirst();
  if (grouping === undefined) {
    throw groupingNotFound(level, id);
  }
  return accountSummaries.summaryOf(db, { kind: level === GroupLevel.CENTER ? 'center' : 'group', id }, clock);
}
