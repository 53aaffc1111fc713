import { Type } from 'typebox';

/** One account of a summary list: its id, and whatever members the module that holds it answers. */
const AccountSummaryItem = Type.Object(
  { id: Type.Integer(), accountNo: Type.Optional(Type.String()) },
  { additionalProperties: true, description: 'an account summary (id, accountNo, product, status… as its module answers)' },
);

const list = () => Type.Optional(Type.Array(AccountSummaryItem));

/** GET /clients/{clientId}/accounts: Fineract's AccountSummaryCollectionData of a client (empty lists left out). */
export const ClientAccountSummaries = Type.Object({
  loanAccounts: list(),
  savingsAccounts: list(),
  shareAccounts: list(),
  guarantorAccounts: list(),
});

/** GET /groups/{groupId}/accounts and /centers/{centerId}/accounts (empty lists left out). */
export const GroupAccountSummaries = Type.Object({
  loanAccounts: list(),
  groupLoanIndividualMonitoringAccounts: list(),
  savingsAccounts: list(),
  memberLoanAccounts: list(),
  memberSavingsAccounts: list(),
  gsimAccounts: list(),
});
