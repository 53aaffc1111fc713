import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { AccountSummary } from '../../../platform/accounts/index.ts';
import { loanTypeOption } from '../loan-accounts/domain/loan-enums.ts';
import { loanStatusView } from '../loan-accounts/domain/loan-status.ts';
import { currencyLabel } from '../loan-products/domain/loan-product-enums.ts';

/** A loan as the account lists read it (Fineract's LoanAccountSummaryData columns). */
export interface LoanSummaryRecord {
  readonly id: number;
  readonly account_no: string;
  readonly external_id: string | null;
  readonly product_id: number | null;
  readonly product_name: string | null;
  readonly product_short_name: string | null;
  readonly loan_status_id: number;
  readonly loan_type_enum: number;
  readonly loan_product_counter: number | null;
  readonly client_id: number | null;
  readonly group_id: number | null;
  readonly currency_code: string;
  readonly currency_digits: number;
  readonly currency_multiplesof: number | null;
  readonly currency_name: string | null;
  readonly currency_symbol: string | null;
  readonly currency_name_code: string | null;
  readonly principal_disbursed_derived: string;
  readonly total_outstanding_derived: string;
  readonly total_repayment_derived: string;
  readonly submittedon_date: string | null;
  readonly rejectedon_date: string | null;
  readonly withdrawnon_date: string | null;
  readonly approvedon_date: string | null;
  readonly expected_disbursedon_date: string | null;
  readonly disbursedon_date: string | null;
  readonly closedon_date: string | null;
  readonly expected_maturedon_date: string | null;
  readonly maturedon_date: string | null;
  readonly writtenoffon_date: string | null;
  readonly charged_off_on_date: string | null;
  readonly users: Readonly<Record<string, readonly [string | null, string | null, string | null] | undefined>>;
  readonly in_arrears: boolean;
}

const date = (text: string | null): LocalDate | undefined => (text === null ? undefined : LocalDate.parse(text));
/** Fineract reads the three amounts as "null if zero": a zero (or missing) amount is left out. */
const nonZero = (text: string | null): Decimal | undefined => (text === null || new Decimal(text).isZero() ? undefined : new Decimal(text));

/** The user of one timeline step: `<who>ByUsername`, `<who>ByFirstname`, `<who>ByLastname` (absent ones left out). */
function byUser(r: LoanSummaryRecord, who: string): Record<string, string | undefined> {
  const [username, firstname, lastname] = r.users[who] ?? [null, null, null];
  return { [`${who}ByUsername`]: username ?? undefined, [`${who}ByFirstname`]: firstname ?? undefined, [`${who}ByLastname`]: lastname ?? undefined };
}

function timelineOf(r: LoanSummaryRecord): Record<string, unknown> {
  return {
    submittedOnDate: date(r.submittedon_date), ...byUser(r, 'submitted'),
    rejectedOnDate: date(r.rejectedon_date), ...byUser(r, 'rejected'),
    withdrawnOnDate: date(r.withdrawnon_date), ...byUser(r, 'withdrawn'),
    approvedOnDate: date(r.approvedon_date), ...byUser(r, 'approved'),
    expectedDisbursementDate: date(r.expected_disbursedon_date), actualDisbursementDate: date(r.disbursedon_date), ...byUser(r, 'disbursed'),
    closedOnDate: date(r.closedon_date), ...byUser(r, 'closed'),
    actualMaturityDate: date(r.maturedon_date), expectedMaturityDate: date(r.expected_maturedon_date), writtenOffOnDate: date(r.writtenoffon_date),
    chargedOffOnDate: date(r.charged_off_on_date), ...byUser(r, 'chargedOff'),
  };
}

function currencyOf(r: LoanSummaryRecord): Record<string, unknown> {
  const name = r.currency_name ?? r.currency_code;
  return {
    code: r.currency_code, name, decimalPlaces: r.currency_digits, inMultiplesOf: r.currency_multiplesof ?? undefined, displaySymbol: r.currency_symbol ?? undefined,
    nameCode: r.currency_name_code ?? `currency.${r.currency_code}`, displayLabel: currencyLabel(name, r.currency_code, r.currency_symbol),
  };
}

/** Fineract's LoanAccountSummaryData. */
export function presentLoanSummary(r: LoanSummaryRecord): AccountSummary {
  return {
    id: r.id, accountNo: r.account_no, externalId: r.external_id ?? undefined, productId: r.product_id ?? undefined, productName: r.product_name ?? undefined,
    shortProductName: r.product_short_name ?? undefined, status: loanStatusView(r.loan_status_id), currency: currencyOf(r), loanType: loanTypeOption(r.loan_type_enum),
    loanCycle: r.loan_product_counter ?? undefined, timeline: timelineOf(r), inArrears: r.in_arrears,
    originalLoan: nonZero(r.principal_disbursed_derived), loanBalance: nonZero(r.total_outstanding_derived), amountPaid: nonZero(r.total_repayment_derived),
  };
}
