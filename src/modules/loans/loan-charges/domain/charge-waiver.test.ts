import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { chargeWaivedOn } from './charge-waiver.ts';

const d = (text: string) => LocalDate.parse(text);

describe('chargeWaivedOn', () => {
  const disbursedOn = d('2023-01-01');
  it('dates a waiver on the due date when it has passed (Fineract: NSF fee due 22 February waived on 31 March, dated 22 February)', () => {
    assert.equal(chargeWaivedOn(d('2023-02-22'), disbursedOn, d('2023-03-31')).toString(), '2023-02-22');
    assert.equal(chargeWaivedOn(d('2023-04-05'), disbursedOn, d('2023-04-07')).toString(), '2023-04-05');
  });
  it('dates it on the business date when the due date lies ahead (installment due 31 January waived on 20 January)', () => {
    assert.equal(chargeWaivedOn(d('2023-01-31'), disbursedOn, d('2023-01-20')).toString(), '2023-01-20');
    assert.equal(chargeWaivedOn(d('2023-01-20'), disbursedOn, d('2023-01-20')).toString(), '2023-01-20');
  });
  it('dates a charge without a due date on the disbursement date', () => {
    assert.equal(chargeWaivedOn(undefined, disbursedOn, d('2023-03-31')).toString(), '2023-01-01');
  });
});
