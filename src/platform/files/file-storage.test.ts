import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bytesMatchContentType, imageContentTypeOf } from './content-type.ts';
import { isStorageLocation, LocalFileStorage } from './file-storage.ts';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'corebank-files-'));
    storage = new LocalFileStorage(join(root, 'store'));
  });
  after(async () => rm(root, { recursive: true, force: true }));

  it('saves under a generated name in the given folder, reads and removes it', async () => {
    const saved = await storage.save(['default', 'documents', 'clients', '7'], Buffer.from('abc'), { extension: 'pdf' });
    assert.equal(saved.created, true);
    assert.match(saved.location, /^default\/documents\/clients\/7\/[0-9a-f-]{36}\.pdf$/);
    assert.deepEqual(await storage.read(saved.location), Buffer.from('abc'));
    await storage.remove(saved.location);
    assert.equal(await storage.read(saved.location), undefined);
    await storage.remove(saved.location);
  });

  it('keeps a file saved twice under the same requested name', async () => {
    const name = '00000000-0000-4000-8000-000000000001';
    const first = await storage.save(['t', 'images'], Buffer.from('one'), { name });
    const second = await storage.save(['t', 'images'], Buffer.from('one'), { name });
    assert.deepEqual([first.created, second.created, second.location], [true, false, first.location]);
  });

  it('refuses folders and names that could leave the storage folder', async () => {
    for (const folder of [['..'], ['a', '..', 'b'], ['a/b'], ['.hidden'], []]) {
      await assert.rejects(storage.save(folder, Buffer.from('x')), /not a storage folder/);
    }
    await assert.rejects(storage.save(['a'], Buffer.from('x'), { name: '../../x' }), /not a stored file name/);
    await assert.rejects(storage.save(['a'], Buffer.from('x'), { extension: 'p/df' }), /not a stored file name/);
  });

  it('reads and removes only locations of its own shape', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    assert.equal(isStorageLocation('../secret.txt'), false);
    assert.equal(isStorageLocation('a/../../secret.txt'), false);
    assert.equal(await storage.read('../secret.txt'), undefined);
    await storage.remove('../secret.txt');
    assert.deepEqual((await readdir(root)).sort(), ['secret.txt', 'store']);
  });
});

describe('content types', () => {
  it('checks the signature of types that have one and lets the others pass', () => {
    assert.equal(bytesMatchContentType(Buffer.from('%PDF-1.7'), 'application/pdf'), true);
    assert.equal(bytesMatchContentType(Buffer.from('MZ'), 'Application/PDF; x=y'), false);
    assert.equal(bytesMatchContentType(Buffer.from('a,b'), 'text/csv'), true);
    assert.equal(imageContentTypeOf(Buffer.from('GIF89a')), 'image/gif');
    assert.equal(imageContentTypeOf(Buffer.from('%PDF-')), undefined);
  });
});
