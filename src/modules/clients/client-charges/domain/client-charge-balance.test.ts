import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Money, moneyContext } from '../../../../shared/money/index.ts';
import {
  clientChargePaymentRefusal,
  clientChargeStateRefusal,
  newClientChargeBalance,
  payClientCharge,
  paymentDateRefusal,
  undoClientChargePayment,
  undoClientChargeWaiver,
  waiveClientCharge,
} from './client-charge-balance.ts';

const ctx = moneyContext();
const USD = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
const usd = (value: string): Money => Money.of(USD, value, ctx);
const texts = (balance: ReturnType<typeof newClientChargeBalance>) => ({
  paid: balance.paid.toFixed(),
  waived: balance.waived.toFixed(),
  outstanding: balance.outstanding.toFixed(),
  isPaid: balance.isPaid,
  isWaived: balance.isWaived,
});

describe('client charge balance', () => {
  it('pays in parts down to nothing outstanding, exactly', () => {
    const first = payClientCharge(newClientChargeBalance(usd('100.10')), usd('33.37'), ctx);
    assert.deepEqual(texts(first), { paid: '33.37', waived: '0.00', outstanding: '66.73', isPaid: false, isWaived: false });
    const second = payClientCharge(first, usd('66.73'), ctx);
    assert.deepEqual(texts(second), { paid: '100.10', waived: '0.00', outstanding: '0.00', isPaid: true, isWaived: false });
  });

  it('waives what is outstanding and records it as the waiver amount', () => {
    const partly = payClientCharge(newClientChargeBalance(usd('50')), usd('20'), ctx);
    const { balance, waivedAmount } = waiveClientCharge(partly, ctx);
    assert.equal(waivedAmount.toFixed(), '30.00');
    assert.deepEqual(texts(balance), { paid: '20.00', waived: '30.00', outstanding: '0.00', isPaid: false, isWaived: true });
  });

  it('undoes a payment and a waiver back to an open charge', () => {
    const paid = payClientCharge(newClientChargeBalance(usd('40')), usd('40'), ctx);
    assert.deepEqual(texts(undoClientChargePayment(paid, usd('40'), ctx)), { paid: '0.00', waived: '0.00', outstanding: '40.00', isPaid: false, isWaived: false });
    const { balance } = waiveClientCharge(newClientChargeBalance(usd('40')), ctx);
    assert.deepEqual(texts(undoClientChargeWaiver(balance, usd('40'), ctx)), { paid: '0.00', waived: '0.00', outstanding: '40.00', isPaid: false, isWaived: false });
  });

  it('refuses in Fineract\'s order: inactive, waived, paid, then an amount above the outstanding', () => {
    const open = newClientChargeBalance(usd('10'));
    assert.equal(clientChargePaymentRefusal(open, usd('10')), undefined);
    assert.equal(clientChargePaymentRefusal(open, usd('10.01')), 'transaction.invalid.charge.amount.paid.in.access');
    assert.equal(clientChargeStateRefusal(payClientCharge(open, usd('10'), ctx)), 'transaction.invalid.account.charge.is.paid');
    assert.equal(clientChargeStateRefusal(waiveClientCharge(open, ctx).balance), 'transaction.invalid.account.charge.is.already.waived');
    assert.equal(clientChargeStateRefusal({ ...open, isActive: false, isWaived: true }), 'charge.is.not.active');
  });

  it('refuses payment dates before the activation and after the business date', () => {
    const activation = LocalDate.of(2024, 1, 10);
    const today = LocalDate.of(2024, 6, 15);
    assert.equal(paymentDateRefusal(LocalDate.of(2024, 1, 9), activation, today), 'transaction.before.activationDate');
    assert.equal(paymentDateRefusal(LocalDate.of(2024, 6, 16), activation, today), 'transaction.is.futureDate');
    assert.equal(paymentDateRefusal(today, activation, today), undefined);
    assert.equal(paymentDateRefusal(activation, activation, today), undefined);
  });
});
