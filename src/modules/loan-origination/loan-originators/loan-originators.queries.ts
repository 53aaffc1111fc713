import type { Kysely } from 'kysely';
import { loanRecordSource } from '../../loans/index.ts';
import type { OriginatorView } from '../originators/originators.presenter.ts';
import { retrieveOriginatorsOfLoan } from '../originators/originators.queries.ts';
import { loanNotFound } from './loan-originators.errors.ts';

/** GET /loans/{loanId}/originators (Fineract's LoanOriginatorsResponse): `{originators: [...]}`, maybe empty. */
export async function retrieveLoanOriginators(db: Kysely<object>, loanId: number): Promise<{ originators: OriginatorView[] }> {
  const loans = await loanRecordSource.namesOf(db, [loanId]);
  if (!loans.has(loanId)) {
    throw loanNotFound(loanId);
  }
  return { originators: await retrieveOriginatorsOfLoan(db, loanId) };
}
