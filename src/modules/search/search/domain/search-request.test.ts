import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeLike, isResourceSelected, searchCriteria } from './search-request.ts';

describe('searchCriteria', () => {
  it('escapes LIKE wildcards and the escape character in the query', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
    assert.deepEqual(searchCriteria('a%b', false, '.1.'), { pattern: '%a\\%b%', hierarchyPattern: '.1.%' });
  });

  it('matches the whole value for an exact match', () => {
    assert.equal(searchCriteria('000000001', true, '.').pattern, '000000001');
  });
});

describe('isResourceSelected', () => {
  it('selects every resource without the parameter and those named in it otherwise', () => {
    assert.equal(isResourceSelected(undefined, 'groups'), true);
    assert.equal(isResourceSelected(' ', 'groups'), true);
    assert.equal(isResourceSelected('clients,Groups', 'groups'), true);
    assert.equal(isResourceSelected('clients', 'groups'), false);
    assert.equal(isResourceSelected('clientIdentifiers', 'clients'), false);
    assert.equal(isResourceSelected('clientIdentifiers', 'clientIdentifiers'), true);
  });
});
