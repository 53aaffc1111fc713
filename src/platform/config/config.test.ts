import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('has safe defaults: loopback, port 8443, embedded data in ./data', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 8443);
    assert.match(config.dataDir, /\/data$/);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.tls, undefined);
  });

  it('reports every bad value at once', () => {
    const problems = problemsOf({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', TRUST_PROXY_TLS: 'yes', TENANT_TIMEZONE: 'Mars/Base' });
    assert.equal(problems.length, 5);
  });

  it('refuses production without TLS unless TLS ends at a proxy', () => {
    assert.match(problemsOf({ NODE_ENV: 'production' }).join(), /needs TLS/);
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', TRUST_PROXY_TLS: 'true' }), []);
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' }), []);
  });

  it('needs the TLS certificate and key together', () => {
    assert.match(problemsOf({ TLS_CERT_FILE: 'c.pem' }).join(), /together/);
  });

  it('refuses a port out of range and a short admin password', () => {
    assert.equal(problemsOf({ PORT: '70000' }).length, 1);
    assert.equal(problemsOf({ ADMIN_PASSWORD: 'short' }).length, 1);
  });

  it('is closed by default: no CORS, no trusted proxy, 10 sign-in attempts a minute', () => {
    const config = loadConfig({});
    assert.deepEqual(config.corsOrigins, []);
    assert.deepEqual(config.trustProxy, []);
    assert.equal(config.authRateLimitMax, 10);
    assert.equal(config.authRateLimitWindowSeconds, 60);
  });

  it('reads CORS_ORIGINS as origins in the form browsers send, or * alone', () => {
    assert.deepEqual(loadConfig({ CORS_ORIGINS: ' https://App.Example.com/ , http://localhost:4200' }).corsOrigins, ['https://app.example.com', 'http://localhost:4200']);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins, ['*']);
  });

  it('refuses CORS_ORIGINS entries that are no origin, and * mixed with origins', () => {
    const problems = problemsOf({ CORS_ORIGINS: 'app.example.com,https://x.example.com/path,ftp://files.example.com' });
    assert.equal(problems.length, 3);
    assert.ok(problems.every((p) => p.startsWith('CORS_ORIGINS must list origins')));
    assert.match(problemsOf({ CORS_ORIGINS: '*,https://app.example.com' }).join(), /`\*` alone/);
  });

  it('trusts the private ranges when a proxy ends TLS, or the proxies TRUST_PROXY names', () => {
    assert.deepEqual(loadConfig({ TRUST_PROXY_TLS: 'true' }).trustProxy, ['loopback', 'linklocal', 'uniquelocal']);
    assert.deepEqual(loadConfig({ TRUST_PROXY_TLS: 'true', TRUST_PROXY: '10.0.0.7, 10.1.0.0/16,::1,fd00::/8' }).trustProxy, ['10.0.0.7', '10.1.0.0/16', '::1', 'fd00::/8']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy, ['loopback']);
  });

  it('refuses a TRUST_PROXY that names no address (hop counts included)', () => {
    for (const value of ['2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'true']) {
      assert.match(problemsOf({ TRUST_PROXY: value }).join(), /TRUST_PROXY must list proxy addresses/, value);
    }
  });

  it('reads the sign-in rate limit; 0 switches it off; refuses what is no count', () => {
    const off = loadConfig({ AUTH_RATE_LIMIT_MAX: '0', AUTH_RATE_LIMIT_WINDOW_SECONDS: '300' });
    assert.equal(off.authRateLimitMax, 0);
    assert.equal(off.authRateLimitWindowSeconds, 300);
    const problems = problemsOf({ AUTH_RATE_LIMIT_MAX: '-1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '0' });
    assert.deepEqual(problems, [
      'AUTH_RATE_LIMIT_MAX must be a whole number of at least 0, got "-1"',
      'AUTH_RATE_LIMIT_WINDOW_SECONDS must be a whole number of at least 1, got "0"',
    ]);
  });

  it('reads LOAN_COB_CHUNK_SIZE as a whole number of at least 1, 250 when unset', () => {
    assert.equal(loadConfig({}).loanCobChunkSize, 250);
    assert.equal(loadConfig({ LOAN_COB_CHUNK_SIZE: '' }).loanCobChunkSize, 250);
    assert.equal(loadConfig({ LOAN_COB_CHUNK_SIZE: '1' }).loanCobChunkSize, 1);
    assert.equal(loadConfig({ LOAN_COB_CHUNK_SIZE: '1000' }).loanCobChunkSize, 1000);
    for (const bad of ['0', '-5', '2.5', '1e3', 'ten', ' 100']) {
      assert.deepEqual(problemsOf({ LOAN_COB_CHUNK_SIZE: bad }), [`LOAN_COB_CHUNK_SIZE must be a whole number of at least 1, got "${bad}"`]);
    }
    assert.throws(() => loadConfig({ LOAN_COB_CHUNK_SIZE: '0' }), /Invalid configuration:\n {2}- LOAN_COB_CHUNK_SIZE must be a whole number of at least 1/);
    assert.equal(loadConfig({ LOAN_COB_CHUNK_SIZE: '10000' }).loanCobChunkSize, 10_000);
    assert.deepEqual(problemsOf({ LOAN_COB_CHUNK_SIZE: '10001' }), ['LOAN_COB_CHUNK_SIZE must be at most 10000, got "10001"']);
  });

  it('documents every variable in the README table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const variable of CONFIG_VARIABLES) {
      assert.match(readme, new RegExp(`\\| \`${variable.name}\` \\|`), `${variable.name} missing from README`);
    }
  });
});
