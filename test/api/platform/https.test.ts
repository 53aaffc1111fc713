import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const run = promisify(execFile);

describe('HTTPS', () => {
  let t: TestApp;
  let dir: string;
  let ca: Buffer;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'corebank-tls-'));
    const certFile = join(dir, 'cert.pem');
    const keyFile = join(dir, 'key.pem');
    await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile]);
    ca = await readFile(certFile);
    t = await createTestApp({ config: { tls: { certFile, keyFile } } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('speaks HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/actuator/health/liveness', ca }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    assert.deepEqual(JSON.parse(body), { status: 'UP' });
  });
});
