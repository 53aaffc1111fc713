import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { beforeDueDate, payInOrder, RepaymentStrategyCode, zeroPortions, type Portions, type RepaymentStrategy } from './allocation.ts';
import type { ChargeLedger } from './charge-ledger.ts';
import type { Component, InstallmentState } from './installment.ts';

/** One step of an in-advance allocation: a component, paid either up to the charges already due or without limit. */
type Step = { readonly component: Component; readonly capped: boolean } | { readonly component: Component; readonly onlyWhenDue: true };

/**
 * The two "due / in advance" strategies. What is due (the transaction is on or after the due date) is paid in the
 * "due" order. A payment in advance of an installment first pays, in the first pass, penalties and fees only up to
 * the amounts of the loan's pending charges already due on the transaction date, and interest (and, for the
 * second strategy, principal) only if the installment is due; any remainder then goes round again in the
 * "in advance" order without those limits (Fineract's DuePenFeeIntPri… and DuePenIntPriFee… processors).
 */
function dueInAdvance(code: RepaymentStrategyCode, name: string, due: readonly Component[], firstPass: readonly Step[], secondPass: readonly Component[]): RepaymentStrategy {
  return {
    code,
    name,
    isInAdvance: beforeDueDate,
    pay(installment, timing, date, amount, charges) {
      if (timing !== 'inAdvance') {
        return payInOrder(installment, due, date, amount);
      }
      const first = payFirstPass(installment, firstPass, date, amount, charges);
      const left = amount.minus(total(first));
      if (!left.greaterThan(0)) {
        return first;
      }
      return add(first, payInOrder(installment, secondPass, date, left));
    },
  };
}

function payFirstPass(installment: InstallmentState, steps: readonly Step[], date: LocalDate, amount: Decimal, charges: ChargeLedger): Portions {
  const dueCharges = charges.dueBy(date);
  const portions = zeroPortions();
  let remaining = amount;
  for (const step of steps) {
    let limit = remaining;
    if ('onlyWhenDue' in step) {
      if (date.isBefore(installment.dueDate)) {
        continue;
      }
    } else if (step.capped) {
      const cap = step.component === 'penalty' ? dueCharges.penalty : dueCharges.fee;
      limit = cap.greaterThan(remaining) ? remaining : cap;
    }
    const portion = installment.pay(step.component, date, limit);
    portions[step.component] = portions[step.component].plus(portion);
    remaining = remaining.minus(portion);
  }
  return portions;
}

function total(portions: Portions): Decimal {
  return portions.principal.plus(portions.interest).plus(portions.fee).plus(portions.penalty);
}

function add(a: Portions, b: Portions): Portions {
  return { principal: a.principal.plus(b.principal), interest: a.interest.plus(b.interest), fee: a.fee.plus(b.fee), penalty: a.penalty.plus(b.penalty) };
}

export const dueInAdvanceStrategies: readonly RepaymentStrategy[] = [
  dueInAdvance(
    RepaymentStrategyCode.DUE_PEN_FEE_INT_PRI_IN_ADVANCE_PRI_PEN_FEE_INT,
    'Due penalty, fee, interest, principal, In advance principal, penalty, fee, interest',
    ['penalty', 'fee', 'interest', 'principal'],
    [{ component: 'penalty', capped: true }, { component: 'fee', capped: true }, { component: 'interest', onlyWhenDue: true }, { component: 'principal', capped: false }],
    ['penalty', 'fee', 'interest', 'principal'],
  ),
  dueInAdvance(
    RepaymentStrategyCode.DUE_PEN_INT_PRI_FEE_IN_ADVANCE_PEN_INT_PRI_FEE,
    'Due penalty, interest, principal, fee, In advance penalty, interest, principal, fee',
    ['penalty', 'interest', 'principal', 'fee'],
    [{ component: 'penalty', capped: true }, { component: 'interest', onlyWhenDue: true }, { component: 'principal', onlyWhenDue: true }, { component: 'fee', capped: true }],
    ['penalty', 'interest', 'principal', 'fee'],
  ),
];
