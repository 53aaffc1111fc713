import { Type } from 'typebox';
import { EnumOption, LocalDateArray } from '../../../platform/http/index.ts';

const opt = Type.Optional;
const Amount = Type.Number();
const Currency = Type.Record(Type.String(), Type.Unknown(), { description: 'the account currency (Fineract CurrencyData)' });

export const SavingsChargeParams = Type.Object({ accountId: Type.Integer(), chargeId: Type.Integer() });
export const SavingsChargeCommandQuery = Type.Object({ command: opt(Type.String()) });
export const SavingsChargeBody = Type.Record(Type.String(), Type.Unknown());

/** Fineract's SavingsAccountChargeData. */
export const SavingsAccountCharge = Type.Object({
  id: Type.Integer(), chargeId: Type.Integer(), accountId: Type.Integer(), name: opt(Type.String()), penalty: Type.Boolean(),
  chargeTimeType: EnumOption, chargeCalculationType: EnumOption, dueDate: opt(LocalDateArray), feeInterval: opt(Type.Integer()),
  feeOnMonthDay: opt(Type.Array(Type.Integer())), percentage: opt(Amount), currency: Currency, amount: Amount, amountPaid: Amount, amountWaived: Amount,
  amountWrittenOff: Amount, amountOutstanding: Amount, amountOrPercentage: Amount, isActive: Type.Boolean(), inactivationDate: opt(LocalDateArray),
});
export const SavingsAccountCharges = Type.Array(SavingsAccountCharge);

export const SavingsChargeTemplate = Type.Object({
  amountPaid: Amount, amountWaived: Amount, amountWrittenOff: Amount, amountOutstanding: Amount, amountOrPercentage: Amount, penalty: Type.Boolean(), isActive: Type.Boolean(),
  chargeOptions: Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), active: Type.Boolean(), penalty: Type.Boolean(), currency: Currency, amount: Amount,
    chargeTimeType: EnumOption, chargeCalculationType: EnumOption,
  })),
});
