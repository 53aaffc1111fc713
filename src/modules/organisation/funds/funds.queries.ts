import type { Kysely } from 'kysely';
import { fundNotFound } from './funds.errors.ts';
import { presentFund, type FundView } from './funds.presenter.ts';
import { findFundById, listFunds } from './funds.repository.ts';

/** GET /funds, ordered by name. */
export async function retrieveAllFunds(db: Kysely<object>): Promise<FundView[]> {
  return (await listFunds(db)).map(presentFund);
}

export async function retrieveFund(db: Kysely<object>, fundId: number): Promise<FundView> {
  const row = await findFundById(db, fundId);
  if (row === undefined) {
    throw fundNotFound(fundId);
  }
  return presentFund(row);
}
