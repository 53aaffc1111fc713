import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { amountCalculationTypeOf, FREQUENCY_TYPES, frequencyTypeOf, stringEnumOption } from './breach-options.ts';
import { readAmount, readConstant, readName, readPercentage, readPositiveInteger } from './rule-input.ts';

const codes = (v: DataValidator): string[] => v.errors.map((e) => e.code);

describe('breach options', () => {
  it('reads constants in any case and labels them as Fineract does', () => {
    assert.equal(frequencyTypeOf(' weeks '), 'WEEKS');
    assert.equal(frequencyTypeOf('FORTNIGHTS'), undefined);
    assert.equal(amountCalculationTypeOf('Flat'), 'FLAT');
    assert.deepEqual(stringEnumOption('YEARS'), { id: 'YEARS', code: 'YEARS', value: 'Years' });
    assert.deepEqual(stringEnumOption('PERCENTAGE'), { id: 'PERCENTAGE', code: 'PERCENTAGE', value: 'Percentage' });
  });
});

describe('rule input readers', () => {
  it('return the values that pass and record nothing', () => {
    const json = new JsonCommand({ name: ' Rule ', n: '3', t: 'days', a: '0', p: 100 });
    const v = new DataValidator('r');
    assert.equal(readName(json, v, 'name'), 'Rule');
    assert.equal(readPositiveInteger(json, v, 'n'), 3);
    assert.equal(readConstant(json, v, 't', FREQUENCY_TYPES, frequencyTypeOf), 'DAYS');
    assert.equal(readAmount(json, v, 'a')?.toString(), '0');
    assert.equal(readPercentage(json, v, 'p')?.toString(), '100');
    assert.deepEqual(codes(v), []);
  });

  it('record one code per failed member, in Fineract naming', () => {
    const json = new JsonCommand({ name: 'x'.repeat(101), n: 0, t: 'HOURS', a: -0.01, p: 100.5 });
    const v = new DataValidator('r');
    assert.equal(readName(json, v, 'name'), undefined);
    assert.equal(readPositiveInteger(json, v, 'n'), undefined);
    assert.equal(readConstant(json, v, 't', FREQUENCY_TYPES, frequencyTypeOf), undefined);
    assert.equal(readAmount(json, v, 'a'), undefined);
    assert.equal(readPercentage(json, v, 'p'), undefined);
    assert.deepEqual(codes(v), [
      'validation.msg.r.name.exceeds.max.length',
      'validation.msg.r.n.not.greater.than.zero',
      'validation.msg.r.t.is.not.one.of.expected.enumerations',
      'validation.msg.r.a.not.zero.or.greater',
      'validation.msg.r.p.is.not.within.expected.range',
    ]);
  });

  it('read decimals as JSON numbers or plain strings, never floating-point text', () => {
    const v = new DataValidator('r');
    assert.equal(readAmount(new JsonCommand({ a: '0.1' }), v, 'a')?.plus('0.2').toString(), '0.3');
    assert.equal(readAmount(new JsonCommand({ a: '1,000' }), v, 'a'), undefined);
    assert.deepEqual(codes(v), ['validation.msg.invalid.decimal.format']);
  });
});
