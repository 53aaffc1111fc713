import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REDACTED_LOG_PATHS, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, whatever their case or encoding', () => {
    assert.equal(redactUrl('/api/v1/twofactor/validate?token=12345'), '/api/v1/twofactor/validate?token=[Redacted]');
    assert.equal(redactUrl('/x?Password=a%20b&keep=1&new%50assword=c'), '/x?Password=[Redacted]&keep=1&new%50assword=[Redacted]');
    assert.equal(redactUrl('/x?access_token=t&refresh_token=r&client_secret=s'), '/x?access_token=[Redacted]&refresh_token=[Redacted]&client_secret=[Redacted]');
  });

  it('leaves other URLs and parameters as they are', () => {
    assert.equal(redactUrl('/api/v1/clients?offset=0&limit=10&tenantIdentifier=default'), '/api/v1/clients?offset=0&limit=10&tenantIdentifier=default');
    assert.equal(redactUrl('/api/v1/offices'), '/api/v1/offices');
    assert.equal(redactUrl('/x?token&flag'), '/x?token&flag');
  });
});

describe('REDACTED_LOG_PATHS', () => {
  it('covers the authorization and two-factor headers, password members and database error values', () => {
    for (const path of ['*.headers["authorization"]', '*.headers["fineract-platform-tfa-token"]', '*.*.password', 'oldPassword', 'err.params', 'err.detail']) {
      assert.ok(REDACTED_LOG_PATHS.includes(path), path);
    }
  });
});
