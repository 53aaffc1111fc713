import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldRules, matchesPattern, memberOf, supportedMembers, type FieldConfiguration } from './address-fields.ts';

const field = (name: string, isEnabled: boolean, isMandatory = false, validationRegex: string | null = ''): FieldConfiguration => ({ field: name, isEnabled, isMandatory, validationRegex });

describe('address field configuration', () => {
  it('supports the enabled fields with locale, dateFormat and addressId', () => {
    const members = supportedMembers([field('addressLine1', true), field('townVillage', false), field('isActive', true)]);
    assert.deepEqual(members, ['addressLine1', 'isActive', 'locale', 'dateFormat', 'addressId']);
  });

  it('sends the address type as addressTypeId', () => {
    assert.equal(memberOf('addressType'), 'addressTypeId');
    assert.equal(memberOf('city'), 'city');
  });

  it('keeps the rules of enabled fields that are mandatory or carry a pattern', () => {
    const rules = fieldRules([field('city', true, true), field('postalCode', true, false, '\\d{5}'), field('addressLine2', true), field('countyDistrict', false, true)]);
    assert.deepEqual(rules, [
      { member: 'city', isMandatory: true, pattern: null },
      { member: 'postalCode', isMandatory: false, pattern: '\\d{5}' },
    ]);
  });

  it('matches a pattern against the whole value, and ignores a pattern that is not valid', () => {
    assert.equal(matchesPattern('12345', '\\d{5}'), true);
    assert.equal(matchesPattern('123456', '\\d{5}'), false);
    assert.equal(matchesPattern('x12345', '\\d{5}'), false);
    assert.equal(matchesPattern('anything', '(unclosed'), true);
  });
});
