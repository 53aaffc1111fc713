import { JsonCommand, type DataValidator } from '../../../../shared/validation/index.ts';
import { AccountingRule } from './savings-product-enums.ts';

/** The account roles of a savings product (Fineract's CashAccountsForSavings / AccrualAccountsForSavings) and their request members. */
export const SavingsAccountRole = {
  SAVINGS_REFERENCE: 1,
  SAVINGS_CONTROL: 2,
  INTEREST_ON_SAVINGS: 3,
  INCOME_FROM_FEES: 4,
  INCOME_FROM_PENALTIES: 5,
  TRANSFERS_SUSPENSE: 10,
  OVERDRAFT_PORTFOLIO_CONTROL: 11,
  INCOME_FROM_INTEREST: 12,
  LOSSES_WRITTEN_OFF: 13,
  ESCHEAT_LIABILITY: 14,
  FEES_RECEIVABLE: 15,
  PENALTIES_RECEIVABLE: 16,
  INTEREST_PAYABLE: 17,
} as const;

/** Request member → role; the wire name of each mapping in `accountingMappings`. */
export const ROLE_PARAMETERS: ReadonlyArray<readonly [parameter: string, role: number, wireName: string]> = [
  ['savingsReferenceAccountId', SavingsAccountRole.SAVINGS_REFERENCE, 'savingsReferenceAccount'],
  ['savingsControlAccountId', SavingsAccountRole.SAVINGS_CONTROL, 'savingsControlAccount'],
  ['interestOnSavingsAccountId', SavingsAccountRole.INTEREST_ON_SAVINGS, 'interestOnSavingsAccount'],
  ['incomeFromFeeAccountId', SavingsAccountRole.INCOME_FROM_FEES, 'incomeFromFeeAccount'],
  ['incomeFromPenaltyAccountId', SavingsAccountRole.INCOME_FROM_PENALTIES, 'incomeFromPenaltyAccount'],
  ['transfersInSuspenseAccountId', SavingsAccountRole.TRANSFERS_SUSPENSE, 'transfersInSuspenseAccount'],
  ['overdraftPortfolioControlId', SavingsAccountRole.OVERDRAFT_PORTFOLIO_CONTROL, 'overdraftPortfolioControl'],
  ['incomeFromInterestId', SavingsAccountRole.INCOME_FROM_INTEREST, 'incomeFromInterest'],
  ['writeOffAccountId', SavingsAccountRole.LOSSES_WRITTEN_OFF, 'writeOffAccount'],
  ['escheatLiabilityId', SavingsAccountRole.ESCHEAT_LIABILITY, 'escheatLiabilityAccount'],
  ['feesReceivableAccountId', SavingsAccountRole.FEES_RECEIVABLE, 'feeReceivableAccount'],
  ['penaltiesReceivableAccountId', SavingsAccountRole.PENALTIES_RECEIVABLE, 'penaltyReceivableAccount'],
  ['interestPayableAccountId', SavingsAccountRole.INTEREST_PAYABLE, 'interestPayableAccount'],
];

const CASH_ROLES = ['savingsControlAccountId', 'savingsReferenceAccountId', 'transfersInSuspenseAccountId', 'interestOnSavingsAccountId', 'incomeFromFeeAccountId', 'incomeFromPenaltyAccountId', 'overdraftPortfolioControlId', 'incomeFromInterestId', 'writeOffAccountId'];
const ACCRUAL_ROLES = ['feesReceivableAccountId', 'penaltiesReceivableAccountId', 'interestPayableAccountId'];

export interface RoleAccountInput {
  readonly role: number;
  readonly glAccountId: number;
}

export interface PaymentChannelInput {
  readonly paymentTypeId: number;
  readonly fundSourceAccountId: number;
}

export interface ChargeAccountInput {
  readonly chargeId: number;
  readonly incomeAccountId: number;
}

/** The GL mappings of a request; the lists are undefined when their member is absent. */
export interface SavingsProductAccountingInput {
  readonly accounts: readonly RoleAccountInput[];
  readonly paymentChannelToFundSourceMappings?: readonly PaymentChannelInput[];
  readonly feeToIncomeAccountMappings?: readonly ChargeAccountInput[];
  readonly penaltyToIncomeAccountMappings?: readonly ChargeAccountInput[];
}

/** The roles a product with this rule must map (escheat liability only with dormancy tracking). */
function requiredParameters(rule: number | undefined, dormancyActive: boolean): string[] {
  if (rule !== AccountingRule.CASH && rule !== AccountingRule.ACCRUAL_PERIODIC) {
    return [];
  }
  return [...CASH_ROLES, ...(dormancyActive ? ['escheatLiabilityId'] : []), ...(rule === AccountingRule.ACCRUAL_PERIODIC ? ACCRUAL_ROLES : [])];
}

/** Pairs of ids in an array member (`[{paymentTypeId, fundSourceAccountId}, …]`), each id checked greater than zero. */
function readPairs(json: JsonCommand, v: DataValidator, member: string, keys: readonly [string, string]): Array<[number, number]> | undefined {
  const value = json.json[member];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value)) {
    v.fail(member, 'must.be.an.array', `The parameter \`${member}\` must be an array.`, [value]);
    return undefined;
  }
  const pairs: Array<[number, number]> = [];
  value.forEach((item: unknown, index) => {
    const inner = new JsonCommand(typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {});
    const ids = keys.map((key) => {
      const name = `${member}[${index}].${key}`;
      const id = inner.long(key, v);
      v.parameter(name, id).notBlank().positive();
      return id;
    });
    const [first, second] = ids;
    if (first !== undefined && second !== undefined && first > 0 && second > 0) {
      pairs.push([first, second]);
    }
  });
  return pairs;
}

/**
 * Reads the GL mappings. With cash or periodic accrual accounting, a create must name every account of the
 * rule and an update checks those it names (Fineract's SavingsProductAccountingDataValidator).
 */
export function readAccountingInput(json: JsonCommand, v: DataValidator, rule: number | undefined, dormancyActive: boolean, forCreate: boolean): SavingsProductAccountingInput {
  const required = requiredParameters(rule, dormancyActive);
  const accounts: RoleAccountInput[] = [];
  for (const [parameter, role] of ROLE_PARAMETERS) {
    const id = json.long(parameter, v);
    if (required.includes(parameter) && (forCreate || json.has(parameter))) {
      v.parameter(parameter, id).notBlank().positive();
    }
    if (id !== undefined && id > 0) {
      accounts.push({ role, glAccountId: id });
    }
  }
  const channels = readPairs(json, v, 'paymentChannelToFundSourceMappings', ['paymentTypeId', 'fundSourceAccountId']);
  const fees = readPairs(json, v, 'feeToIncomeAccountMappings', ['chargeId', 'incomeAccountId']);
  const penalties = readPairs(json, v, 'penaltyToIncomeAccountMappings', ['chargeId', 'incomeAccountId']);
  return {
    accounts,
    paymentChannelToFundSourceMappings: channels?.map(([paymentTypeId, fundSourceAccountId]) => ({ paymentTypeId, fundSourceAccountId })),
    feeToIncomeAccountMappings: fees?.map(([chargeId, incomeAccountId]) => ({ chargeId, incomeAccountId })),
    penaltyToIncomeAccountMappings: penalties?.map(([chargeId, incomeAccountId]) => ({ chargeId, incomeAccountId })),
  };
}
