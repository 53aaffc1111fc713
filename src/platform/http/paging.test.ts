import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../shared/errors/api-errors.ts';
import { isTrueFlag, page, parsePaging } from './paging.ts';

const columns = { displayName: 'display_name', id: 'id' };

describe('parsePaging', () => {
  it('defaults to offset 0, no limit, ascending', () => {
    assert.deepEqual(parsePaging({}, columns), { offset: 0, limit: undefined, orderBy: undefined, sortOrder: 'ASC' });
  });

  it('maps orderBy through the allow-list and reads sortOrder case-insensitively', () => {
    assert.deepEqual(parsePaging({ offset: '20', limit: '10', orderBy: 'displayName', sortOrder: 'desc' }, columns), {
      offset: 20,
      limit: 10,
      orderBy: 'display_name',
      sortOrder: 'DESC',
    });
  });

  it('refuses an orderBy outside the allow-list with error.msg.query.parameter.value.unsupported', () => {
    assert.throws(
      () => parsePaging({ orderBy: 'id; drop table m_client' }, columns),
      (e: unknown) => e instanceof ValidationError && e.errors[0]?.code === 'error.msg.query.parameter.value.unsupported' && e.errors[0].parameterName === 'orderBy',
    );
  });

  it('refuses names of built-in object members as orderBy', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      assert.throws(() => parsePaging({ orderBy: name }, columns), ValidationError, name);
    }
  });

  it('refuses a bad sortOrder, a negative offset and a non-numeric limit', () => {
    assert.throws(() => parsePaging({ sortOrder: 'sideways' }, columns), ValidationError);
    assert.throws(() => parsePaging({ offset: '-1' }, columns), ValidationError);
    assert.throws(() => parsePaging({ limit: 'ten' }, columns), ValidationError);
  });
});

describe('page and isTrueFlag', () => {
  it('builds Fineract\'s page body', () => {
    assert.deepEqual(page(3, [1, 2]), { totalFilteredRecords: 3, pageItems: [1, 2] });
  });

  it('reads only "true" as true', () => {
    assert.equal(isTrueFlag('true'), true);
    assert.equal(isTrueFlag('TRUE'), true);
    assert.equal(isTrueFlag('1'), false);
    assert.equal(isTrueFlag(undefined), false);
  });
});
