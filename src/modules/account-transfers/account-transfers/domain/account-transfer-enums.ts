/** Fineract's PortfolioAccountType: the kind of account on each side of a transfer. */
export const PortfolioAccountType = { LOAN: 1, SAVINGS: 2 } as const;

/** Fineract's AccountTransferType (m_account_transfer_details.transfer_type). */
export const AccountTransferType = { ACCOUNT_TRANSFER: 1, LOAN_REPAYMENT: 2, CHARGE_PAYMENT: 3, INTEREST_TRANSFER: 4, LOAN_DOWN_PAYMENT: 5 } as const;

export interface EnumView {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

/** The account type as Fineract's AccountTransferEnumerations shows it; undefined for any other value. */
export function accountTypeView(id: number | null | undefined): EnumView | undefined {
  if (id === PortfolioAccountType.LOAN) {
    return { id, code: 'accountType.loan', value: 'Loan Account' };
  }
  if (id === PortfolioAccountType.SAVINGS) {
    return { id, code: 'accountType.savings', value: 'Savings Account' };
  }
  return undefined;
}
