/** Fineract's LoanTransactionType: id, code and the value its enum data answers. */
const TYPES: Readonly<Record<number, readonly [code: string, value: string]>> = {
  1: ['disbursement', 'Disbursement'],
  2: ['repayment', 'Repayment'],
  3: ['contra', 'Contra'],
  4: ['waiver', 'Waive Interest'],
  5: ['repaymentAtDisbursement', 'Repayment At Disbursement'],
  6: ['writeOff', 'Write-Off'],
  7: ['marked.for.rescheduling', 'Close (as rescheduled)'],
  8: ['recoveryRepayment', 'Recovery Repayment'],
  9: ['waiveCharges', 'Waive loan charges'],
  10: ['accrual', 'Accrual'],
  12: ['initiateTransfer', 'Initiate Transfer'],
  13: ['approveTransfer', 'Approve Transfer'],
  14: ['withdrawTransfer', 'Withdraw Transfer'],
  15: ['rejectTransfer', 'Reject Transfer'],
  16: ['refund', 'Refund'],
  17: ['chargePayment', 'Charge Payment'],
  18: ['refund', 'Refund'],
  19: ['incomePosting', 'Income Posting'],
  20: ['creditBalanceRefund', 'Credit Balance Refund'],
  21: ['merchantIssuedRefund', 'Merchant Issued Refund'],
  22: ['payoutRefund', 'Payout Refund'],
  23: ['goodwillCredit', 'Goodwill Credit'],
  24: ['chargeRefund', 'Charge Refund'],
  25: ['chargeback', 'Chargeback'],
  26: ['chargeAdjustment', 'Charge Adjustment'],
  27: ['chargeOff', 'Charge-off'],
  28: ['downPayment', 'Down Payment'],
  29: ['reAge', 'Re-age'],
  30: ['reAmortize', 'Re-amortize'],
  31: ['interestPaymentWaiver', 'Interest Payment Waiver'],
  32: ['accrualActivity', 'Accrual Activity'],
  33: ['interestRefund', 'Interest Refund'],
};

/** The flags Fineract's LoanTransactionEnumData carries, each true for its own type. */
const FLAGS: Readonly<Record<string, readonly number[]>> = {
  disbursement: [1],
  repaymentAtDisbursement: [5],
  repayment: [2],
  merchantIssuedRefund: [21],
  payoutRefund: [22],
  goodwillCredit: [23],
  chargeRefund: [24],
  contra: [3],
  waiveInterest: [4],
  waiveCharges: [9],
  accrual: [10],
  writeOff: [6],
  recoveryRepayment: [8],
  initiateTransfer: [12],
  approveTransfer: [13],
  withdrawTransfer: [14],
  rejectTransfer: [15],
  chargePayment: [17],
  refund: [16],
  refundForActiveLoans: [18],
  creditBalanceRefund: [20],
  chargeAdjustment: [26],
  chargeback: [25],
  chargeoff: [27],
  downPayment: [28],
  reAge: [29],
  reAmortize: [30],
  interestPaymentWaiver: [31],
  accrualActivity: [32],
  interestRefund: [33],
};

export interface LoanTransactionTypeView extends Readonly<Record<string, unknown>> {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

/** A transaction type as Fineract answers it: `{id, code: 'loanTransactionType.<code>', value, <flag>: boolean…}`. */
export function loanTransactionTypeView(id: number): LoanTransactionTypeView {
  let view = VIEWS.get(id);
  if (view === undefined) {
    const [code, value] = TYPES[id] ?? ['invalid', 'Invalid'];
    const flags = Object.fromEntries(Object.entries(FLAGS).map(([flag, ids]) => [flag, ids.includes(id)]));
    view = Object.freeze({ id, code: `loanTransactionType.${code}`, value, ...flags });
    VIEWS.set(id, view);
  }
  return view;
}

/** One frozen view per type, shared by every transaction of that type a read lists. */
const VIEWS = new Map<number, LoanTransactionTypeView>();
