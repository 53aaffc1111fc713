import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiBaseOf, localTargetOf } from './mapper-url.ts';

describe('localTargetOf', () => {
  const at = (url: string, host = 'bank.example.com:8443', base = '/api/v1/'): string | undefined => localTargetOf(url, host, base)?.pathAndQuery;

  it('resolves paths below the request’s API base and absolute URLs of the same host and port', () => {
    assert.equal(at('clients/1?associations=all'), '/api/v1/clients/1?associations=all');
    assert.equal(at('/clients/1'), '/api/v1/clients/1');
    assert.equal(at('/actuator/info'), '/api/v1/actuator/info', 'a path always stays below the API base');
    assert.equal(at('clients/1', 'h', apiBaseOf('/fineract-provider/api/v1/templates/1')), '/fineract-provider/api/v1/clients/1');
    assert.equal(at('/fineract-provider/api/v1/offices/1'), '/fineract-provider/api/v1/offices/1');
    assert.equal(at('https://bank.example.com:8443/api/v1/offices/1'), '/api/v1/offices/1');
    assert.equal(at('http://localhost/api/v1/offices', 'localhost:80'), '/api/v1/offices');
    assert.equal(at('HTTPS://BANK.example.com/api/v1/offices', 'bank.example.com'), '/api/v1/offices');
  });

  it('refuses other hosts and ports, credentials, other schemes and paths outside the API', () => {
    for (const url of [
      'https://bank.example.com:9000/api/v1/offices',
      'http://bank.example.com.evil.net:8443/api/v1/offices',
      'http://169.254.169.254/latest/meta-data',
      '//evil.example.com/api/v1/x',
      '\\\\evil.example.com/api/v1/x',
      'https://u:p@bank.example.com:8443/api/v1/offices',
      'ftp://bank.example.com:8443/api/v1/offices',
      'javascript:alert(1)',
      'https://bank.example.com:8443/actuator/prometheus',
      'clients/../../../actuator/info',
      '/api/v1/%2e%2e/%2e%2e/actuator',
      '',
    ]) {
      assert.equal(at(url), undefined, url);
    }
  });
});
