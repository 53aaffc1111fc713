import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { DataValidator } from '../../../../shared/validation/index.ts';
import type { ChargeRequest } from './charge-request.ts';
import { checkChargeCreate, checkChargeState, penaltyViolation, type ChargeState } from './charge-rules.ts';
import { chargeTimeTypeOption, feeFrequencyOption } from './charge-types.ts';
import { parseMonthDay } from './month-day.ts';

const request = (members: Partial<ChargeRequest>): ChargeRequest => ({
  name: 'Fee',
  amount: new Decimal(10),
  currencyCode: 'USD',
  chargeAppliesTo: 1,
  chargeTimeType: 2,
  chargeCalculationType: 1,
  chargePaymentMode: 0,
  penalty: undefined,
  active: undefined,
  feeOnMonthDay: undefined,
  feeInterval: undefined,
  feeFrequency: undefined,
  minCap: undefined,
  maxCap: undefined,
  enableFreeWithdrawalCharge: undefined,
  freeWithdrawalFrequency: undefined,
  restartCountFrequency: undefined,
  countFrequencyType: undefined,
  enablePaymentType: undefined,
  paymentTypeId: undefined,
  incomeAccountId: undefined,
  incomeAccountIdSent: members.incomeAccountId !== undefined,
  taxGroupId: undefined,
  ...members,
});

const createCodes = (members: Partial<ChargeRequest>): string[] => {
  const v = new DataValidator('charge');
  checkChargeCreate(v, request(members));
  return v.errors.map((e) => e.code);
};

const stateCodes = (members: Partial<ChargeState>): string[] => {
  const v = new DataValidator('charges');
  checkChargeState(v, { appliesTo: 1, timeType: 2, calculationType: 1, penalty: false, feeOnMonthDay: null, feeInterval: null, feeFrequency: null, ...members });
  return v.errors.map((e) => e.code);
};

describe('checkChargeCreate', () => {
  it('accepts a valid charge of every kind', () => {
    assert.deepEqual(createCodes({}), []);
    assert.deepEqual(createCodes({ chargeAppliesTo: 2, chargeTimeType: 6, chargePaymentMode: undefined, feeOnMonthDay: { month: 3, day: 1 } }), []);
    assert.deepEqual(createCodes({ chargeAppliesTo: 3, chargeTimeType: 2 }), []);
    assert.deepEqual(createCodes({ chargeAppliesTo: 4, chargeTimeType: 15, chargeCalculationType: 2 }), []);
  });

  it('skips the kind-specific rules when the kind is unknown, but names it', () => {
    assert.deepEqual(createCodes({ chargeAppliesTo: 0, chargeTimeType: 99 }), ['validation.msg.charge.chargeAppliesTo.is.not.one.of.expected.enumerations']);
  });

  it('asks for the free-withdrawal counts and the payment type when enabled', () => {
    assert.deepEqual(createCodes({ chargeAppliesTo: 2, chargeTimeType: 5, enableFreeWithdrawalCharge: true, freeWithdrawalFrequency: 0, restartCountFrequency: -1, enablePaymentType: true, paymentTypeId: 0 }), [
      'validation.msg.charge.freeWithdrawalFrequency.not.greater.than.zero',
      'validation.msg.charge.restartCountFrequency.not.greater.than.zero',
      'validation.msg.charge.paymentTypeId.not.greater.than.zero',
    ]);
  });

  it('checks a client charge\'s income account id, a null one included, and no other charge\'s', () => {
    assert.deepEqual(createCodes({ chargeAppliesTo: 3, chargeTimeType: 2, incomeAccountId: 0 }), ['validation.msg.charge.incomeAccountId.not.greater.than.zero']);
    assert.deepEqual(createCodes({ chargeAppliesTo: 3, chargeTimeType: 2, incomeAccountIdSent: true }), ['validation.msg.charge.incomeAccountId.cannot.be.blank']);
    assert.deepEqual(createCodes({ chargeAppliesTo: 3, chargeTimeType: 2, incomeAccountId: 4 }), []);
  });
});

describe('checkChargeState', () => {
  it("names the kind of charge in Fineract's update codes", () => {
    assert.deepEqual(stateCodes({ timeType: 5 }), ['validation.msg.charges.not.allowed.charge.time.for.loan']);
    assert.deepEqual(stateCodes({ appliesTo: 4, timeType: 2, calculationType: 3 }), ['validation.msg.charges.not.allowed.charge.time.for.shares', 'validation.msg.charges.not.allowed.charge.calculation.type.for.shares']);
    assert.deepEqual(stateCodes({ appliesTo: 2, timeType: 7, feeOnMonthDay: { month: 1, day: 31 }, feeInterval: 12 }), []);
    assert.deepEqual(stateCodes({ appliesTo: 2, timeType: 7, feeOnMonthDay: { month: 1, day: 31 }, feeInterval: 13 }), ['validation.msg.charges.feeInterval.is.not.within.expected.range']);
  });
});

describe('penaltyViolation', () => {
  it('forbids a penalty at (tranche) disbursement and requires one for overdue instalments', () => {
    assert.equal(penaltyViolation({ penalty: true, timeType: 1 }), 'due.at.disbursement.cannot.be.penalty');
    assert.equal(penaltyViolation({ penalty: true, timeType: 12 }), 'due.at.disbursement.cannot.be.penalty');
    assert.equal(penaltyViolation({ penalty: false, timeType: 9 }), 'must.be.penalty');
    assert.equal(penaltyViolation({ penalty: true, timeType: 9 }), undefined);
    assert.equal(penaltyViolation({ penalty: false, timeType: 1 }), undefined);
  });
});

describe('parseMonthDay', () => {
  it('reads a day of the year with month names of the locale, strictly', () => {
    assert.deepEqual(parseMonthDay('04 March', 'dd MMMM', 'en'), { month: 3, day: 4 });
    assert.deepEqual(parseMonthDay('4 mars', 'd MMMM', 'fr'), { month: 3, day: 4 });
    assert.deepEqual(parseMonthDay('29-02', 'dd-MM', 'en'), { month: 2, day: 29 });
    assert.equal(parseMonthDay('31 April', 'dd MMMM', 'en'), undefined);
    assert.equal(parseMonthDay('March', 'dd MMMM', 'en'), undefined);
  });
});

describe('charge enumerations', () => {
  it("answers Fineract's invalid options for unknown ids", () => {
    assert.deepEqual(chargeTimeTypeOption(0), { id: 0, code: 'chargeTimeType.invalid', value: 'Invalid' });
    assert.deepEqual(feeFrequencyOption(3), { id: 3, code: 'feeFrequencyperiodFrequencyType.years', value: 'Years' });
    assert.deepEqual(feeFrequencyOption(4), { id: 5, code: 'periodFrequencyType.invalid', value: 'Invalid' });
  });
});
