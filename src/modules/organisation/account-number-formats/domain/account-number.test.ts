import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AccountNumberPrefixType, allowedPrefixTypes, EntityAccountType, prefixTypeOptionsByAccountType } from './account-number-enums.ts';
import { composeAccountNumber } from './account-number.ts';

const { OFFICE_NAME, CLIENT_TYPE, LOAN_PRODUCT_SHORT_NAME, SAVINGS_PRODUCT_SHORT_NAME, PREFIX_SHORT_NAME } = AccountNumberPrefixType;

describe('account number rule', () => {
  const cases: { name: string; parts: Parameters<typeof composeAccountNumber>[0]; expected: string }[] = [
    { name: 'pads the id to nine digits', parts: { id: 1 }, expected: '000000001' },
    { name: 'keeps an id longer than nine digits', parts: { id: 12345678901 }, expected: '12345678901' },
    { name: 'pads to a custom length above nine', parts: { id: 123, customLength: 12 }, expected: '000000000123' },
    { name: 'never pads to fewer than nine digits', parts: { id: 12, customLength: 5 }, expected: '000000012' },
    { name: 'puts the office name in front, cut to ten characters', parts: { id: 1, prefixType: OFFICE_NAME, officeName: 'Head Office' }, expected: 'Head Offic000000001' },
    { name: 'puts the client type in front', parts: { id: 7, prefixType: CLIENT_TYPE, clientTypeName: 'Corporate' }, expected: 'Corporate000000007' },
    { name: 'adds nothing for a client without a type', parts: { id: 7, prefixType: CLIENT_TYPE, clientTypeName: null }, expected: '000000007' },
    { name: 'puts the loan product short name in front', parts: { id: 42, prefixType: LOAN_PRODUCT_SHORT_NAME, productShortName: 'PL01' }, expected: 'PL01000000042' },
    { name: 'puts the savings product short name in front', parts: { id: 3, prefixType: SAVINGS_PRODUCT_SHORT_NAME, productShortName: 'SAV' }, expected: 'SAV000000003' },
    { name: 'lets prefix characters replace leading zeros', parts: { id: 45, prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'LN-' }, expected: 'LN-000045' },
    { name: 'shortens prefix characters that do not fit with the id', parts: { id: 12345, prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'ABCDEFGH' }, expected: 'ABCD12345' },
    { name: 'drops prefix characters when the id fills the length', parts: { id: 123456789, prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'XY' }, expected: '123456789' },
    { name: 'fits prefix characters into a custom length', parts: { id: 8, customLength: 12, prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'CL' }, expected: 'CL0000000008' },
    { name: 'uses random digits instead of the id', parts: { id: 5, randomDigits: '004213370' }, expected: '004213370' },
    { name: 'replaces leading random digits by prefix characters', parts: { id: 5, randomDigits: '004213370', prefixType: PREFIX_SHORT_NAME, prefixCharacter: 'XY' }, expected: 'XY4213370' },
    { name: 'puts an office name before random digits', parts: { id: 5, randomDigits: '987654321', prefixType: OFFICE_NAME, officeName: 'Nairobi' }, expected: 'Nairobi987654321' },
  ];
  for (const { name, parts, expected } of cases) {
    it(name, () => {
      assert.equal(composeAccountNumber(parts), expected);
    });
  }
});

describe('account number format options', () => {
  it('allows Fineract\'s prefix types per account type', () => {
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.CLIENT), [1, 101, 401]);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.LOAN), [1, 201, 401]);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.SAVINGS), [1, 301, 401]);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.CENTER), [1]);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.GROUP), [1]);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.SHARES), []);
    assert.deepEqual(allowedPrefixTypes(EntityAccountType.WORKING_CAPITAL_LOAN), [1, 201, 401]);
  });

  it('keys prefix type options by the account type code', () => {
    assert.deepEqual(prefixTypeOptionsByAccountType([EntityAccountType.GROUP, EntityAccountType.SHARES]), {
      'accountType.group': [{ id: 1, code: 'accountNumberPrefixType.officeName', value: 'OFFICE_NAME' }],
      'accountType.shares': [],
    });
  });
});
