import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressClass, isAllowedAddress, payloadUrlProblem } from './hook-target.ts';

const anyHost = (): undefined => undefined;

describe('addressClass', () => {
  const cases: [string, string | undefined][] = [
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['::', 'private'],
    ['fd00::1', 'private'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['2001:4860:4860::8888', 'public'],
    ['1:2:3:4:5:6:7:8', 'public'],
    ['example.com', undefined],
    ['1.2.3', undefined],
    ['1::2::3', undefined],
  ];
  for (const [address, expected] of cases) {
    it(`classifies ${address} as ${String(expected)}`, () => {
      assert.equal(addressClass(address), expected);
    });
  }

  it('never allows link-local addresses, private ones only when allowed', () => {
    assert.equal(isAllowedAddress('169.254.169.254', true), false);
    assert.equal(isAllowedAddress('127.0.0.1', false), false);
    assert.equal(isAllowedAddress('127.0.0.1', true), true);
    assert.equal(isAllowedAddress('8.8.8.8', false), true);
  });
});

describe('payloadUrlProblem', () => {
  it('accepts public http and https URLs', () => {
    assert.equal(payloadUrlProblem('https://hooks.example.com/in', false, anyHost), undefined);
    assert.equal(payloadUrlProblem('http://8.8.8.8:8080/x', false, anyHost), undefined);
  });

  it('refuses other schemes, credentials and unparsable text', () => {
    assert.equal(payloadUrlProblem('ftp://example.com/', false, anyHost), 'validation.msg.hook.url.invalid');
    assert.equal(payloadUrlProblem('file:///etc/passwd', false, anyHost), 'validation.msg.hook.url.invalid');
    assert.equal(payloadUrlProblem('https://user:pw@example.com/', false, anyHost), 'validation.msg.hook.url.invalid');
    assert.equal(payloadUrlProblem('not a url', false, anyHost), 'validation.msg.hook.url.invalid');
  });

  it('refuses loopback and private targets unless allowed, link-local always', () => {
    assert.equal(payloadUrlProblem('http://127.0.0.1:9000/', false, anyHost), 'validation.msg.hook.url.address.not.allowed');
    assert.equal(payloadUrlProblem('http://localhost:9000/', false, anyHost), 'validation.msg.hook.url.address.not.allowed');
    assert.equal(payloadUrlProblem('http://[::1]:9000/', false, anyHost), 'validation.msg.hook.url.address.not.allowed');
    assert.equal(payloadUrlProblem('http://127.0.0.1:9000/', true, anyHost), undefined);
    assert.equal(payloadUrlProblem('http://169.254.169.254/latest/meta-data', true, anyHost), 'validation.msg.hook.url.address.not.allowed');
  });
});
