import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { ShareAccountingRule } from './share-product-enums.ts';

/** Fineract's CashAccountsForShares: the account roles of a share product. */
export const ShareAccountRole = { SHARES_REFERENCE: 1, SHARES_SUSPENSE: 2, INCOME_FROM_FEES: 3, SHARES_EQUITY: 4 } as const;

/** GL account types (Fineract's GLAccountType): 1 asset, 2 liability, 3 equity, 4 income. */
const ASSET = 1;
const LIABILITY = 2;
const EQUITY = 3;
const INCOME = 4;

/** Request member → role and the GL type its account must have (Fineract's ShareProductToGLAccountMappingHelper). */
export const SHARE_ROLE_PARAMETERS: ReadonlyArray<readonly [parameter: string, role: number, glAccountType: number]> = [
  ['shareReferenceId', ShareAccountRole.SHARES_REFERENCE, ASSET],
  ['shareSuspenseId', ShareAccountRole.SHARES_SUSPENSE, LIABILITY],
  ['incomeFromFeeAccountId', ShareAccountRole.INCOME_FROM_FEES, INCOME],
  ['shareEquityId', ShareAccountRole.SHARES_EQUITY, EQUITY],
];

export interface ShareRoleAccount {
  readonly parameter: string;
  readonly role: number;
  readonly glAccountType: number;
  readonly glAccountId: number;
}

/**
 * Reads the four account members. With cash accounting a create (or an update to cash) must name all of them
 * and an update checks those it names (Fineract's ProductToGLAccountMappingFromApiJsonDeserializer for shares).
 */
export function readShareAccounting(json: JsonCommand, v: DataValidator, rule: number | undefined, requireAll: boolean): ShareRoleAccount[] {
  const accounts: ShareRoleAccount[] = [];
  for (const [parameter, role, glAccountType] of SHARE_ROLE_PARAMETERS) {
    const id = json.long(parameter, v);
    if (rule === ShareAccountingRule.CASH && (requireAll || json.has(parameter)) && !v.hasErrorFor(parameter)) {
      v.parameter(parameter, id).notBlank().positive();
    }
    if (id !== undefined && id > 0) {
      accounts.push({ parameter, role, glAccountType, glAccountId: id });
    }
  }
  return accounts;
}
