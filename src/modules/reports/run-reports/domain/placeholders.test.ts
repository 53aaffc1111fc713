import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkableText, requestedParameters, splitPlaceholders, type PlaceholderSql } from './placeholders.ts';

function split(text: string): PlaceholderSql {
  const result = splitPlaceholders(text);
  assert.ok(!('refusal' in result), JSON.stringify(result));
  return result;
}

describe('report placeholders', () => {
  it('splits at bare and whole-literal placeholders, in order', () => {
    assert.deepEqual(split("select * from m_office o where o.id = ${officeId} and o.name = '${name}'"), {
      fragments: ['select * from m_office o where o.id = ', ' and o.name = ', ''],
      names: ['officeId', 'name'],
    });
  });

  it('gives the policy NULL where each parameter goes', () => {
    assert.equal(checkableText(split('select ${a} + ${b}')), 'select  NULL  +  NULL ');
    assert.equal(checkableText(split('select 1')), 'select 1');
  });

  it('leaves placeholders in comments alone and skips quoted text', () => {
    assert.deepEqual(split("select 'it''s' as x, ${a} -- ${ignored}\n/* ${also /* nested */ ignored} */ from t").names, ['a']);
  });

  it('refuses a placeholder inside a longer literal or a quoted identifier', () => {
    assert.deepEqual(splitPlaceholders("select '%${name}%'"), { refusal: "the placeholder in '%${name}%' must stand alone (write concat('…', ${name}) instead)" });
    assert.deepEqual(splitPlaceholders('select 1 as "${name}"'), { refusal: 'a placeholder may not stand inside a quoted identifier' });
  });

  it('does not take ${ without a name for a placeholder', () => {
    assert.deepEqual(split('select ${1} as x').names, []);
  });

  it('lists what the caller must send, without the special placeholders, once each', () => {
    const parsed = split('select ${officeId}, ${currentUserHierarchy}, ${officeId}, ${fundId}');
    assert.deepEqual(requestedParameters(parsed, new Set(['currentUserHierarchy'])), ['officeId', 'fundId']);
  });
});
