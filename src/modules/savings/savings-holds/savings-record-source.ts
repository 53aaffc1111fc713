import type { RecordSource } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/** Savings accounts as records other modules name by id (notes on a savings account): named by account number. */
export const savingsAccountRecordSource: RecordSource = {
  async namesOf(db, ids) {
    const rows = await tenantTables(db).selectFrom('m_savings_account').select(['id', 'account_no']).where('id', 'in', [...ids]).execute();
    return new Map(rows.map((row) => [row.id, row.account_no]));
  },
  options: () => Promise.resolve([]),
};
