import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const CODE = /'((?:error\.msg|validation\.msg)\.[A-Za-z0-9.]+|business\.date\.[a-z.]+)'/g;

describe('error catalogue', () => {
  const catalogue = readFileSync(join(root, 'docs', 'errors.md'), 'utf8');
  const documented = new Set([...catalogue.matchAll(/`((?:error\.msg|validation\.msg|business\.date)\.[A-Za-z0-9.]+)`/g)].map((m) => m[1]));
  const used = new Set(sourceFiles(join(root, 'src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CODE)].map((m) => m[1])));

  it('documents every fixed error code the code uses', () => {
    const missing = [...used].filter((code) => !documented.has(code));
    assert.deepEqual(missing, [], 'add these codes to docs/errors.md');
  });

  it('documents no fixed code that the code does not use', () => {
    const patterns = (code: string | undefined): boolean => code === undefined || code.includes('<') || code.endsWith('.');
    const unused = [...documented].filter((code) => !patterns(code) && !used.has(code) && !code?.startsWith('validation.msg.businessdate.update.'));
    assert.deepEqual(unused, [], 'remove these codes from docs/errors.md or use them');
  });
});

describe('source rules', () => {
  it('keeps every source file under 600 lines', () => {
    for (const file of sourceFiles(join(root, 'src'))) {
      const lines = readFileSync(file, 'utf8').split('\n').length;
      assert.ok(lines <= 600, `${file} has ${lines} lines`);
    }
  });
});
