import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { InvalidJsonError, ValidationError } from '../errors/api-errors.ts';
import { DataValidator } from './data-validator.ts';
import { checkJsonInput, hasInvalidCharacters, JsonCommand, MAX_JSON_DEPTH } from './json-command.ts';

const codes = (v: DataValidator): string[] => v.errors.map((e) => e.code);

describe('JsonCommand', () => {
  it('needs a JSON object body', () => {
    assert.throws(() => JsonCommand.from(undefined), InvalidJsonError);
    assert.throws(() => JsonCommand.from([1]), InvalidJsonError);
    assert.throws(() => JsonCommand.from('text'), InvalidJsonError);
  });

  it('refuses every unsupported member at once', () => {
    assert.throws(
      () => new JsonCommand({ a: 1, b: 2, c: 3 }).checkSupported(['a']),
      (e: unknown) => e instanceof ValidationError && e.errors.map((x) => x.parameterName).join() === 'b,c' && e.errors[0]?.code === 'error.msg.parameter.unsupported',
    );
  });

  it('reads decimals: JSON numbers as they are, strings with the locale\'s separators', () => {
    const v = new DataValidator('test');
    assert.equal(new JsonCommand({ x: 12.5 }).decimal('x', v)?.toString(), '12.5');
    assert.equal(new JsonCommand({ x: '1,234.50', locale: 'en' }).decimal('x', v)?.toFixed(2), '1234.50');
    assert.equal(new JsonCommand({ x: '1.234,50', locale: 'de' }).decimal('x', v)?.toFixed(2), '1234.50');
    assert.equal(new JsonCommand({ x: '1 234,50', locale: 'fr' }).decimal('x', v)?.toFixed(2), '1234.50');
    assert.deepEqual(codes(v), []);
  });

  it('requires a locale for decimal strings and refuses unparsable ones', () => {
    const v = new DataValidator('test');
    new JsonCommand({ x: '12.5' }).decimal('x', v);
    new JsonCommand({ y: '12x', locale: 'en' }).decimal('y', v);
    assert.deepEqual(codes(v), ['validation.msg.missing.locale.parameter', 'validation.msg.invalid.decimal.format']);
  });

  it('reads dates with dateFormat and locale, and names what is missing', () => {
    const v = new DataValidator('test');
    assert.ok(new JsonCommand({ d: '01 March 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' }).localDate('d', v)?.equals(LocalDate.of(2024, 3, 1)));
    new JsonCommand({ d: '01 March 2024', locale: 'en' }).localDate('d', v);
    new JsonCommand({ d: '01 March 2024', dateFormat: 'dd MMMM yyyy' }).localDate('d', v);
    new JsonCommand({ d: '2024-99-01', dateFormat: 'yyyy-MM-dd', locale: 'en' }).localDate('d', v);
    assert.deepEqual(codes(v), ['validation.msg.missing.dateFormat.parameter', 'validation.msg.missing.locale.parameter', 'validation.msg.invalid.dateFormat.format']);
  });

  it('treats a blank string as absent', () => {
    const v = new DataValidator('test');
    const json = new JsonCommand({ d: ' ', n: '', b: '' });
    assert.equal(json.localDate('d', v), undefined);
    assert.equal(json.long('n', v), undefined);
    assert.equal(json.boolean('b', v), undefined);
    assert.deepEqual(codes(v), []);
  });

  it('reads ids and booleans given as strings, refusing nonsense', () => {
    const v = new DataValidator('test');
    const json = new JsonCommand({ id: '42', flag: 'TRUE', bad: 'x1', no: 'perhaps' });
    assert.equal(json.long('id', v), 42);
    assert.equal(json.boolean('flag', v), true);
    assert.equal(json.long('bad', v), undefined);
    assert.equal(json.boolean('no', v), undefined);
    assert.deepEqual(codes(v), ['validation.msg.invalid.integer.format', 'validation.msg.test.no.must.be.true.or.false']);
  });

  it('refuses an invalid locale', () => {
    const v = new DataValidator('test');
    new JsonCommand({ locale: 'klingon_XX' }).locale(v);
    new JsonCommand({ locale: 'zz' }).locale(v);
    assert.deepEqual(codes(v), ['validation.msg.invalid.locale.format', 'validation.msg.invalid.locale.format']);
    assert.equal(new JsonCommand({ locale: 'en_GB' }).locale(new DataValidator('t'))?.tag, 'en-GB');
  });
});

describe('checkJsonInput', () => {
  const refusal = (body: unknown): string[] => {
    try {
      checkJsonInput(body);
    } catch (error) {
      assert.ok(error instanceof ValidationError);
      return error.errors.map((e) => `${e.code} ${e.parameterName}`);
    }
    return [];
  };

  it('walks any depth without recursion and refuses more than the limit', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    assert.deepEqual(refusal(deep), ['validation.msg.body.nesting.too.deep body']);
    let withinLimit: unknown = 'leaf';
    for (let level = 0; level < MAX_JSON_DEPTH; level++) {
      withinLimit = { a: withinLimit };
    }
    assert.deepEqual(refusal(withinLimit), []);
    assert.deepEqual(refusal({ a: withinLimit }), ['validation.msg.body.nesting.too.deep body']);
  });

  it('refuses NUL and unpaired surrogates in strings and member names, naming the path', () => {
    assert.deepEqual(refusal({ name: 'a\u0000' }), ['validation.msg.name.contains.invalid.characters name']);
    assert.deepEqual(refusal({ addresses: [{ street: '\udc00' }] }), ['validation.msg.addresses[0].street.contains.invalid.characters addresses[0].street']);
    assert.deepEqual(refusal({ 'x\u0000': 1 }), ['validation.msg.x\u0000.contains.invalid.characters x\u0000']);
    assert.deepEqual(refusal({ emoji: '😀 ok' }), []);
    assert.equal(hasInvalidCharacters('\ud83d\ude00'), false);
    assert.equal(hasInvalidCharacters('\ud83d'), true);
  });

  it('refuses members that would reach a prototype', () => {
    assert.deepEqual(refusal(JSON.parse('{"__proto__":{"x":1}}')), ['error.msg.parameter.unsupported __proto__']);
    assert.deepEqual(refusal(JSON.parse('{"a":{"constructor":{"prototype":{}}}}')), ['error.msg.parameter.unsupported a.constructor']);
    assert.deepEqual(refusal({ constructor: 'a name' }), []);
  });

  it('is applied by JsonCommand.from', () => {
    assert.throws(() => JsonCommand.from({ name: '\u0000' }), ValidationError);
  });
});

describe('DataValidator', () => {
  it('collects one error per parameter with Fineract\'s codes, messages and args', () => {
    const v = new DataValidator('office');
    v.parameter('name', '').notBlank().notExceedingLengthOf(5);
    v.parameter('externalId', 'abcdefgh').notBlank().notExceedingLengthOf(5);
    v.parameter('amount', '-1').positive();
    v.parameter('rate', 0).zeroOrPositive();
    v.parameter('kind', 9).isOneOf([1, 2]);
    v.parameter('ids', []).arrayNotEmpty();
    assert.deepEqual(
      v.errors.map((e) => [e.code, e.message]),
      [
        ['validation.msg.office.name.cannot.be.blank', 'The parameter `name` is mandatory.'],
        ['validation.msg.office.externalId.exceeds.max.length', 'The parameter `externalId` exceeds max length of 5.'],
        ['validation.msg.office.amount.not.greater.than.zero', 'The parameter `amount` must be greater than 0.'],
        ['validation.msg.office.kind.is.not.one.of.expected.enumerations', 'The parameter `kind` must be one of [ 1, 2 ] .'],
        ['validation.msg.office.ids.cannot.be.empty', 'The parameter `ids` cannot be empty. You must select at least one.'],
      ],
    );
    assert.throws(() => v.throwIfErrors(), ValidationError);
  });
});
