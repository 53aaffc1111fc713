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

  it('documents every variable in the README table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const variable of CONFIG_VARIABLES) {
      assert.match(readme, new RegExp(`\\| \`${variable.name}\` \\|`), `${variable.name} missing from README`);
    }
  });
});
