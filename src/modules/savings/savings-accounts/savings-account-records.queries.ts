import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { savingsAccountNotFound } from './savings-accounts.errors.ts';
import type { SavingsAccountRecord } from './savings-accounts.presenter.ts';

const user = (alias: string, column: string) => sql<string | null>`${sql.ref(`${alias}.${column}`)}`;

/** Accounts with every name a read shows, in one statement. */
export function accountDetails(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_savings_account as sa')
    .leftJoin('m_client as c', 'c.id', 'sa.client_id')
    .leftJoin('m_group as g', 'g.id', 'sa.group_id')
    .leftJoin('m_savings_product as sp', 'sp.id', 'sa.product_id')
    .leftJoin('m_staff as s', 's.id', 'sa.field_officer_id')
    .leftJoin('m_tax_group as tg', 'tg.id', 'sa.tax_group_id')
    .leftJoin('m_currency as cur', 'cur.code', 'sa.currency_code')
    .leftJoin('m_appuser as sbu', 'sbu.id', 'sa.submittedon_userid')
    .leftJoin('m_appuser as abu', 'abu.id', 'sa.approvedon_userid')
    .leftJoin('m_appuser as acu', 'acu.id', 'sa.activatedon_userid')
    .leftJoin('m_appuser as rbu', 'rbu.id', 'sa.rejectedon_userid')
    .leftJoin('m_appuser as wbu', 'wbu.id', 'sa.withdrawnon_userid')
    .leftJoin('m_appuser as cbu', 'cbu.id', 'sa.closedon_userid')
    .selectAll('sa')
    .select([
      'c.display_name as client_name', 'g.display_name as group_name', 'sp.name as product_name', 'sp.short_name as product_short_name',
      's.display_name as officer_name', 'tg.name as tax_group_name', 'cur.name as currency_name', 'cur.display_symbol as currency_symbol',
      'cur.internationalized_name_code as currency_name_code',
      user('sbu', 'username').as('submitted_username'), user('sbu', 'firstname').as('submitted_firstname'), user('sbu', 'lastname').as('submitted_lastname'),
      user('abu', 'username').as('approved_username'), user('abu', 'firstname').as('approved_firstname'), user('abu', 'lastname').as('approved_lastname'),
      user('acu', 'username').as('activated_username'), user('acu', 'firstname').as('activated_firstname'), user('acu', 'lastname').as('activated_lastname'),
      user('rbu', 'username').as('rejected_username'), user('wbu', 'username').as('withdrawn_username'), user('cbu', 'username').as('closed_username'),
    ]);
}

export async function requireAccountForRead(untyped: Kysely<object>, accountId: number): Promise<SavingsAccountRecord> {
  const row: SavingsAccountRecord | undefined = await accountDetails(untyped).where('sa.id', '=', accountId).executeTakeFirst();
  if (row === undefined) {
    throw savingsAccountNotFound(accountId);
  }
  return row;
}

