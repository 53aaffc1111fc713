import { dueInAdvanceStrategies } from './due-in-advance-strategy.ts';
import { rbiStrategy } from './rbi-strategy.ts';
import type { Component } from './installment.ts';
import { beforeDueDate, payInOrder, RepaymentStrategyCode, type RepaymentStrategy } from './allocation.ts';

/** A strategy that pays every installment in one fixed order whatever the timing. */
function fixedOrder(code: RepaymentStrategyCode, name: string, order: readonly Component[]): RepaymentStrategy {
  return {
    code,
    name,
    isInAdvance: beforeDueDate,
    pay: (installment, _timing, date, amount) => payInOrder(installment, order, date, amount),
  };
}

const PENALTY_FEE_INTEREST_PRINCIPAL: readonly Component[] = ['penalty', 'fee', 'interest', 'principal'];
const PRINCIPAL_INTEREST_FEE_PENALTY: readonly Component[] = ['principal', 'interest', 'fee', 'penalty'];

/**
 * HeavensFamily: principal first. A payment made before the previous installment's due date is "in advance":
 * once it completes an installment's principal, that installment's interest is waived (without a transaction).
 */
const heavensFamily: RepaymentStrategy = {
  code: RepaymentStrategyCode.HEAVENSFAMILY,
  name: 'HeavensFamily Unique',
  isInAdvance(installments, index, date) {
    return beforeDueDate(installments, Math.max(index - 1, 0), date);
  },
  pay(installment, timing, date, amount) {
    if (timing !== 'inAdvance' || installment.isPrincipalCompleted()) {
      return payInOrder(installment, PRINCIPAL_INTEREST_FEE_PENALTY, date, amount);
    }
    const principal = installment.pay('principal', date, amount);
    if (installment.isPrincipalCompleted()) {
      installment.waive('interest', date, installment.due.interest);
    }
    const rest = payInOrder(installment, PRINCIPAL_INTEREST_FEE_PENALTY, date, amount.minus(principal));
    return { ...rest, principal: rest.principal.plus(principal) };
  },
};

/** Early repayment: a payment before the due date goes to principal only; otherwise interest, principal, penalties, fees. */
const earlyPayment: RepaymentStrategy = {
  code: RepaymentStrategyCode.EARLY_REPAYMENT,
  name: 'Early Repayment Strategy',
  isInAdvance: beforeDueDate,
  pay: (installment, timing, date, amount) =>
    payInOrder(installment, timing === 'inAdvance' ? ['principal'] : ['interest', 'principal', 'penalty', 'fee'], date, amount),
};

const STRATEGIES: readonly RepaymentStrategy[] = [
  fixedOrder(RepaymentStrategyCode.MIFOS_STANDARD, 'Penalties, Fees, Interest, Principal order', PENALTY_FEE_INTEREST_PRINCIPAL),
  fixedOrder(RepaymentStrategyCode.CREOCORE, 'Creocore Unique', PENALTY_FEE_INTEREST_PRINCIPAL),
  fixedOrder(RepaymentStrategyCode.PRINCIPAL_INTEREST_PENALTIES_FEES, 'Principal, Interest, Penalties, Fees Order', ['principal', 'interest', 'penalty', 'fee']),
  fixedOrder(RepaymentStrategyCode.INTEREST_PRINCIPAL_PENALTIES_FEES, 'Interest, Principal, Penalties, Fees Order', ['interest', 'principal', 'penalty', 'fee']),
  heavensFamily,
  earlyPayment,
  rbiStrategy,
  ...dueInAdvanceStrategies,
];

/** The strategy for a code, or undefined when the engine does not implement it (yet). */
export function repaymentStrategy(code: string): RepaymentStrategy | undefined {
  return STRATEGIES.find((s) => s.code === code || s.name.toLowerCase() === code.toLowerCase());
}

/** The strategy codes this engine implements. */
export function supportedRepaymentStrategyCodes(): readonly RepaymentStrategyCode[] {
  return STRATEGIES.map((s) => s.code);
}
