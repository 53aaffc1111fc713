import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { accountTypeView, PortfolioAccountType } from './domain/account-transfer-enums.ts';

/** A transfer row with its details, currency, offices, clients and accounts (one statement). */
export interface AccountTransferRecord {
  readonly id: number;
  readonly is_reversed: boolean;
  readonly transaction_date: string;
  readonly amount: string;
  readonly description: string;
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly currency_name: string;
  readonly currency_name_code: string;
  readonly currency_symbol: string | null;
  readonly from_office_id: number;
  readonly from_office_name: string;
  readonly to_office_id: number;
  readonly to_office_name: string;
  readonly from_client_id: number | null;
  readonly from_client_name: string | null;
  readonly to_client_id: number | null;
  readonly to_client_name: string | null;
  readonly from_savings_id: number | null;
  readonly from_savings_no: string | null;
  readonly to_savings_id: number | null;
  readonly to_savings_no: string | null;
  readonly from_loan_id: number | null;
  readonly from_loan_no: string | null;
  readonly to_loan_id: number | null;
  readonly to_loan_no: string | null;
}

/** "Name (symbol)", or "Name [CODE]" without a symbol, as Fineract labels a currency. */
function currencyOf(r: AccountTransferRecord) {
  const symbol = r.currency_symbol;
  const suffix = symbol !== null && symbol.trim() !== '' ? `(${symbol})` : `[${r.currency_code}]`;
  return {
    code: r.currency_code, name: r.currency_name, decimalPlaces: r.currency_digits, inMultiplesOf: r.currency_multiplesof ?? undefined,
    displaySymbol: symbol ?? undefined, nameCode: r.currency_name_code, displayLabel: `${r.currency_name} ${suffix}`,
  };
}

function clientOf(id: number | null, name: string | null, officeId: number, officeName: string) {
  return id === null ? undefined : { id, displayName: name ?? undefined, officeId, officeName };
}

function accountOf(savingsId: number | null, savingsNo: string | null, loanId: number | null, loanNo: string | null) {
  if (savingsId !== null) {
    return { type: accountTypeView(PortfolioAccountType.SAVINGS), account: { id: savingsId, accountNo: savingsNo ?? undefined } };
  }
  if (loanId !== null) {
    return { type: accountTypeView(PortfolioAccountType.LOAN), account: { id: loanId, accountNo: loanNo ?? undefined } };
  }
  return { type: undefined, account: undefined };
}

/** Fineract's AccountTransferData. */
export function presentAccountTransfer(r: AccountTransferRecord) {
  const from = accountOf(r.from_savings_id, r.from_savings_no, r.from_loan_id, r.from_loan_no);
  const to = accountOf(r.to_savings_id, r.to_savings_no, r.to_loan_id, r.to_loan_no);
  return {
    id: r.id,
    reversed: r.is_reversed,
    currency: currencyOf(r),
    transferAmount: new Decimal(r.amount),
    transferDate: LocalDate.parse(r.transaction_date),
    transferDescription: r.description,
    fromOffice: { id: r.from_office_id, name: r.from_office_name },
    fromClient: clientOf(r.from_client_id, r.from_client_name, r.from_office_id, r.from_office_name),
    fromAccountType: from.type,
    fromAccount: from.account,
    toOffice: { id: r.to_office_id, name: r.to_office_name },
    toClient: clientOf(r.to_client_id, r.to_client_name, r.to_office_id, r.to_office_name),
    toAccountType: to.type,
    toAccount: to.account,
  };
}

export type AccountTransferView = ReturnType<typeof presentAccountTransfer>;
