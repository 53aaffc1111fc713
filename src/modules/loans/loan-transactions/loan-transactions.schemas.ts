import { Type, type TSchema } from 'typebox';
import { LocalDateArray } from '../../../platform/http/index.ts';
import { LoanCurrency } from '../loan-schedules/loan-schedules.schemas.ts';

const Int = Type.Integer();
const Num = Type.Number();
const Str = Type.String();
const Bool = Type.Boolean();
const opt = <T extends TSchema>(t: T) => Type.Optional(t);

export const LoanTransactionParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }), transactionId: Type.Integer({ minimum: 1 }) });
export const LoanTransactionByExternalIdParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }), externalTransactionId: Type.String({ minLength: 1 }) });
export const ExternalLoanTransactionParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }), transactionId: Type.Integer({ minimum: 1 }) });
export const ExternalLoanExternalTransactionParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }), externalTransactionId: Type.String({ minLength: 1 }) });
export const ExternalLoanParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }) });

export const TransactionCommandQuery = Type.Object({ command: opt(Str), transactionDate: opt(Str), dateFormat: opt(Str), locale: opt(Str) });

/** The body of a loan transaction command: Fineract's members, checked by the handler. */
export const LoanTransactionRequest = Type.Object({}, { additionalProperties: true, description: 'transactionDate, transactionAmount, paymentTypeId, note, externalId, dateFormat, locale and payment details (see docs/loan-transactions.md)' });

/** The transaction type: id, code, value and Fineract's flags (`repayment: true`, …). */
const LoanTransactionTypeSchema = Type.Object({ id: Int, code: Str, value: Str }, { additionalProperties: true });

/** Fineract's LoanTransactionData. */
export const LoanTransaction = Type.Object({
  id: Int, officeId: Int, officeName: Str, type: LoanTransactionTypeSchema, date: LocalDateArray, currency: LoanCurrency, amount: Num,
  principalPortion: Num, interestPortion: Num, feeChargesPortion: Num, penaltyChargesPortion: Num, overpaymentPortion: Num, unrecognizedIncomePortion: Num,
  outstandingLoanBalance: Num, submittedOnDate: LocalDateArray, manuallyReversed: Bool, externalId: opt(Str), reversedOnDate: opt(LocalDateArray), reversalExternalId: opt(Str), loanId: Int,
  paymentDetailData: opt(Type.Object({ id: Int, paymentType: Type.Object({ id: Int, name: Str }) })),
});

const PaymentTypeOption = Type.Object({ id: Int, name: Str, description: opt(Str), isCashPayment: Bool, position: opt(Int) });

/** Fineract's LoanTransactionData as a template. */
export const LoanTransactionTemplate = Type.Object({
  type: LoanTransactionTypeSchema, date: LocalDateArray, currency: opt(LoanCurrency), amount: opt(Num), netDisbursalAmount: opt(Num), principalPortion: opt(Num), interestPortion: opt(Num),
  feeChargesPortion: opt(Num), penaltyChargesPortion: opt(Num), outstandingLoanBalance: opt(Num), manuallyReversed: Bool, loanId: opt(Int), paymentTypeOptions: opt(Type.Array(PaymentTypeOption)),
  chargeOffReasonOptions: opt(Type.Array(Type.Object({ id: Int, name: Str }, { additionalProperties: true }))),
  fixedEmiAmount: opt(Num), possibleNextRepaymentDate: opt(LocalDateArray), numberOfRepayments: opt(Int),
  loanRepaymentScheduleInstallments: opt(Type.Array(Type.Object({ id: Int, installmentId: Int, date: LocalDateArray, amount: Num }))),
}, { description: 'the closure templates (close, close-rescheduled) carry only type, date and manuallyReversed' });
