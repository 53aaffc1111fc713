import { Type, type TSchema } from 'typebox';
import { EnumOption, LocalDateArray } from '../../../platform/http/index.ts';
import { LoanCurrency } from '../loan-schedules/loan-schedules.schemas.ts';

const Int = Type.Integer();
const Num = Type.Number();
const Str = Type.String();
const Bool = Type.Boolean();
const opt = <T extends TSchema>(t: T) => Type.Optional(t);

export const LoanChargeParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }), loanChargeId: Type.Integer({ minimum: 1 }) });
export const LoanChargeByExternalIdParams = Type.Object({ loanId: Type.Integer({ minimum: 1 }), loanChargeExternalId: Type.String({ minLength: 1 }) });
export const ExternalLoanChargeParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }), loanChargeId: Type.Integer({ minimum: 1 }) });
export const ExternalLoanExternalChargeParams = Type.Object({ loanExternalId: Type.String({ minLength: 1 }), loanChargeExternalId: Type.String({ minLength: 1 }) });

export const LoanChargeCommandQuery = Type.Object({ command: opt(Type.String({ description: 'waive, pay or adjustment' })) });

/** The body of a loan charge command: Fineract's members, checked by the handler. */
export const LoanChargeRequest = Type.Object({}, { additionalProperties: true, description: 'chargeId, amount, dueDate, externalId, dateFormat, locale (see docs/loan-charges.md)' });

/** Fineract's LoanChargeData. */
export const LoanCharge = Type.Object({
  id: Int, chargeId: Int, name: Str, chargeTimeType: EnumOption, submittedOnDate: opt(LocalDateArray), dueDate: opt(LocalDateArray), chargeCalculationType: EnumOption,
  percentage: opt(Num), amountPercentageAppliedTo: opt(Num), currency: LoanCurrency, amount: Num, amountPaid: Num, amountWaived: Num, amountWrittenOff: Num, amountOutstanding: Num,
  amountOrPercentage: Num, penalty: Bool, chargePaymentMode: EnumOption, paid: Bool, waived: Bool, chargePayable: Bool, loanId: Int, minCap: opt(Num), maxCap: opt(Num),
  externalId: opt(Str), externalLoanId: opt(Str),
});

export const LoanChargeList = Type.Array(LoanCharge);

/** Fineract's LoanChargeData.template: the charges that can be added. */
export const LoanChargeTemplate = Type.Object({
  chargeOptions: Type.Array(Type.Object({ id: Int, name: Str }, { additionalProperties: true })), penalty: Bool, paid: Bool, waived: Bool, chargePayable: Bool,
});
