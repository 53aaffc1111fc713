import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { adminInitializer, DEFAULT_TENANT } from '../../../src/app.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { memoryStorage } from '../../../src/platform/db/tenant-storage.ts';
import { authenticate, PasswordVerifier } from '../../../src/platform/security/index.ts';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..', '..', '..', 'src', 'cli', 'corebank.ts');
const main = join(import.meta.dirname, '..', '..', '..', 'src', 'main.ts');
const quiet = { warn: () => undefined, info: () => undefined };

async function corebank(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env } });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

describe('tenant administrator', () => {
  it('is created with ADMIN_PASSWORD when given', async () => {
    const registry = await TenantRegistry.open(memoryStorage(undefined), adminInitializer({ adminPassword: 'Chosen-Secret-1', production: false }, quiet));
    const tenant = await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
    const verifier = new PasswordVerifier();
    assert.equal((await authenticate(tenant.database.db, verifier, 'mifos', 'Chosen-Secret-1'))?.username, 'mifos');
    assert.equal(await authenticate(tenant.database.db, verifier, 'mifos', 'password'), undefined);
    await registry.close();
  });

  it('is refused with the default password in production', async () => {
    const registry = await TenantRegistry.open(memoryStorage(undefined), adminInitializer({ adminPassword: undefined, production: true }, quiet));
    await assert.rejects(registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' }), /default password in production/);
    await registry.close();
  });

  it('warns loudly when created with the default password', async () => {
    const warnings: string[] = [];
    const registry = await TenantRegistry.open(
      memoryStorage(undefined),
      adminInitializer({ adminPassword: undefined, production: false }, { warn: (m) => warnings.push(m), info: () => undefined }),
    );
    await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /DEFAULT password/);
    await registry.close();
  });
});

describe('corebank command', () => {
  const dirs: string[] = [];
  after(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('adds and lists tenants, and migrates, on the embedded database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'corebank-cli-'));
    dirs.push(dataDir);
    const added = await corebank(['tenants', 'add', 'acme', '--name', 'Acme MFI', '--timezone', 'Africa/Nairobi'], { DATA_DIR: dataDir });
    assert.equal(added.code, 0, added.stderr);
    assert.match(added.stdout, /tenant acme created/);
    const listed = await corebank(['tenants', 'list'], { DATA_DIR: dataDir });
    assert.match(listed.stdout, /^default\tDefault Tenant\tUTC\t\(default\)$/m);
    assert.match(listed.stdout, /^acme\tAcme MFI\tAfrica\/Nairobi\t\(default\)$/m);
    const again = await corebank(['tenants', 'add', 'acme', '--name', 'Again'], { DATA_DIR: dataDir });
    assert.equal(again.code, 1);
    assert.match(again.stderr, /exists already/);
    const migrated = await corebank(['migrate'], { DATA_DIR: dataDir });
    assert.match(migrated.stdout, /migrated 2 tenant\(s\): default, acme/);
  });

  it('lists and runs jobs with their outcome per tenant', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'corebank-cli-'));
    dirs.push(dataDir);
    const listed = await corebank(['jobs', 'list'], { DATA_DIR: dataDir });
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /^29\tADH_GSCH\t\w+\t.+\tGenerate AdhocClient Schedule$/m);
    const refused = await corebank(['jobs', 'run', 'LA_ARAG'], { DATA_DIR: dataDir });
    assert.equal(refused.code, 1);
    assert.match(refused.stdout, /\[1\/1\] default: refused: .*not implemented/);
    const failed = await corebank(['jobs', 'run', 'BDT_INC1'], { DATA_DIR: dataDir });
    assert.equal(failed.code, 1);
    assert.match(failed.stdout, /\[1\/1\] default: failed/);
  });

  it('refuses a bad tenant identifier', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'corebank-cli-'));
    dirs.push(dataDir);
    const res = await corebank(['tenants', 'add', 'Bad Name!', '--name', 'x'], { DATA_DIR: dataDir });
    assert.equal(res.code, 1);
    assert.match(res.stderr, /tenant identifier must match/);
  });
});

describe('server start', () => {
  it('refuses to start on a bad configuration, naming each problem', async () => {
    const res = await run(process.execPath, [main], { env: { ...process.env, PORT: 'x', NODE_ENV: 'production', TRUST_PROXY_TLS: '' } }).catch(
      (error: unknown) => error as { stderr: string; code: number },
    );
    assert.equal('code' in res ? res.code : 0, 1);
    assert.match(res.stderr, /PORT must be a whole number/);
    assert.match(res.stderr, /NODE_ENV=production needs TLS/);
  });
});
