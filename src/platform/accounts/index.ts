export {
  accountSummaries,
  AccountSummaryRegistry,
  type AccountOwner,
  type AccountSummary,
  type AccountSummaryList,
  type AccountSummaryLists,
  type AccountSummaryProvider,
  type BusinessDateSource,
} from './account-summaries.ts';
export { ClientAccountSummaries, GroupAccountSummaries } from './account-summaries.schemas.ts';
