import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientDisplayName } from './client-name.ts';

describe('clientDisplayName', () => {
  const none = { firstname: null, middlename: null, lastname: null, fullname: null, legalForm: 1 };
  it('joins first, middle and last name of a person', () => {
    assert.equal(clientDisplayName({ ...none, firstname: 'Ada', middlename: 'K', lastname: 'Lovelace' }), 'Ada K Lovelace');
    assert.equal(clientDisplayName({ ...none, firstname: 'Ada', middlename: ' ', lastname: 'Lovelace' }), 'Ada Lovelace');
  });
  it('prefers the full name', () => {
    assert.equal(clientDisplayName({ ...none, firstname: 'A', fullname: 'Acme', legalForm: 2 }), 'Acme');
  });
  it('gives an entity without a full name an empty name, and a client without legal form the parts', () => {
    assert.equal(clientDisplayName({ ...none, firstname: 'A', lastname: 'B', legalForm: 2 }), '');
    assert.equal(clientDisplayName({ ...none, firstname: 'A', lastname: 'B', legalForm: null }), 'A B');
  });
});
