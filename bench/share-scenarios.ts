/**
 * Share account scenarios: additional shares applied for (with a flat purchase charge, so the charge path is
 * measured too) and an account read with its transactions and charges.
 */
import { sql } from 'kysely';
import { clientsSeed, officesSeed, savingsAccountSeed, type Scenario, type Seed } from './scenarios.ts';

/**
 * A share product (id 1: 2.00 a share, no maximum per account, no accounting), a flat purchase charge of 1.00
 * and two active share accounts of client 1 linked to savings account 1: account 1 (where additional shares are
 * applied for, carrying the charge) and account 2 (read), each with 25 approved shares bought 1 January 2024.
 */
export const shareAccountsSeed: Seed = {
  name: 'two active share accounts',
  async run(db) {
    await sql`
      insert into m_share_product (id, name, short_name, description, currency_code, currency_digits, total_shares, issued_shares, totalsubscribed_shares,
                                   unit_price, capital_amount, minimum_client_shares, nominal_client_shares, accounting_type)
      values (1, 'Bench Shares', 'BSH', 'Shares of the bench', 'USD', 2, 1000000000, 1000000000, 50, 2, 2000000000, 1, 25, 1)`.execute(db);
    const charge = await sql<{ id: number }>`
      insert into m_charge (name, currency_code, charge_applies_to_enum, charge_time_enum, charge_calculation_enum, amount, is_active, is_penalty)
      values ('Bench share purchase fee', 'USD', 4, 14, 1, 1, true, false) returning id`.execute(db);
    const chargeId = charge.rows[0]?.id ?? 0;
    await sql`insert into m_share_product_charge (product_id, charge_id) values (1, ${chargeId})`.execute(db);
    for (const id of [1, 2]) {
      await sql`
        insert into m_share_account (id, account_no, product_id, client_id, status_enum, total_approved_shares, total_pending_shares, submitted_date, approved_date,
                                     activated_date, currency_code, currency_digits, savings_account_id, allow_dividends_inactive_clients)
        values (${id}, lpad(${String(id)}, 9, '0'), 1, 1, 300, 25, 0, date '2024-01-01', date '2024-01-01', date '2024-01-01', 'USD', 2, 1, false)`.execute(db);
      await sql`
        insert into m_share_account_transactions (account_id, transaction_date, total_shares, unit_price, amount, charge_amount, amount_paid, status_enum, type_enum)
        values (${id}, date '2024-01-01', 25, 2, 51, 1, 51, 300, 500)`.execute(db);
      await sql`
        insert into m_share_account_charge (account_id, charge_id, charge_time_enum, charge_calculation_enum, charge_amount_or_percentage, amount,
                                            amount_paid_derived, amount_outstanding_derived, is_paid_derived)
        values (${id}, ${chargeId}, 14, 1, 1, 1, 1, 0, true)`.execute(db);
    }
    await sql`select setval(pg_get_serial_sequence('m_share_product', 'id'), (select max(id) from m_share_product))`.execute(db);
    await sql`select setval(pg_get_serial_sequence('m_share_account', 'id'), (select max(id) from m_share_account))`.execute(db);
  },
};

/** The seeds, read when a run asks: scenarios.ts imports this file, so its seeds exist only once both are loaded. */
const shareSeeds = (): readonly Seed[] => [officesSeed, clientsSeed, savingsAccountSeed, shareAccountsSeed];

export const SHARE_SCENARIOS: readonly Scenario[] = [
  {
    id: 'share-apply-additional',
    name: 'POST /accounts/share/{id}?command=applyadditionalshares',
    method: 'POST',
    path: '/api/v1/accounts/share/1?command=applyadditionalshares',
    body: { dateFormat: 'dd MMMM yyyy', locale: 'en', requestedDate: '01 March 2024', requestedShares: 10 },
    status: 200,
    get seeds() {
      return shareSeeds();
    },
  },
  {
    id: 'share-account',
    name: 'GET /accounts/share/{id}',
    method: 'GET',
    path: '/api/v1/accounts/share/2',
    status: 200,
    get seeds() {
      return shareSeeds();
    },
  },
];
