import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { clientCollateralUsage } from '../../clients/index.ts';
import { collateralTypeUsage } from '../../collateral/index.ts';
import { markCollateralReleased } from './loan-accounts.repository.ts';
import { loanCollateralNotFound } from './loan-collateral.errors.ts';
import { clientCollateralPledged, collateralTypePledgedToOpenLoan, deletePledge, findPledge } from './loan-collateral.repository.ts';

// A collateral type stays in use while some of its units are pledged to a loan that is not closed, rejected or withdrawn (decision C3).
collateralTypeUsage.registerUse('loan collateral', collateralTypePledgedToOpenLoan);
// A client collateral row with units pledged (not released) to a loan cannot be deleted.
clientCollateralUsage.registerUse('loan collateral', clientCollateralPledged);

/**
 * Releases every pledge of a loan that ends: each is marked released and its quantity goes back to the
 * client's collateral. Called when an application is rejected or withdrawn, and by the path that closes a loan.
 */
export async function releaseLoanPledges(db: Kysely<object>, loanId: number): Promise<void> {
  await markCollateralReleased(db, loanId);
}

/** DELETE /loan-collateral-management/{id}: the pledge is removed and (unless already released) its units given back. */
async function deleteLoanCollateral(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported([]);
  const id = ctx.entityId ?? 0;
  const pledge = await findPledge(ctx.db, id, true);
  if (pledge === undefined) {
    throw loanCollateralNotFound(id);
  }
  await deletePledge(ctx.db, pledge);
  return { resourceId: id, ...(pledge.loanId === null ? {} : { loanId: pledge.loanId }) };
}

export const loanCollateralCommandHandlers = [commandHandler('LOAN_COLLATERAL_PRODUCT', 'DELETE', deleteLoanCollateral)];
