import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../config/config.ts';
import { fileSettingsFor, LocalFileStorage } from './index.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
}

describe('fileSettingsFor', () => {
  it("keeps documents under DATA_DIR/documents, 5 MB at most, of Fineract's content types by default", () => {
    const config = loadConfig({ DATA_DIR: '/srv/corebank' });
    assert.equal(config.documentsDir, '/srv/corebank/documents');
    const settings = fileSettingsFor(config);
    assert.ok(settings.storage instanceof LocalFileStorage);
    assert.equal(settings.maxFileBytes, 5 * 1024 * 1024);
    assert.ok(settings.documentContentTypes.includes('application/pdf'));
    assert.ok(!settings.documentContentTypes.includes('text/html'));
  });

  it('reads DOCUMENTS_DIR, DOCUMENT_MAX_SIZE_MB and DOCUMENT_CONTENT_TYPES', () => {
    const config = loadConfig({ DOCUMENTS_DIR: '/var/files', DOCUMENT_MAX_SIZE_MB: '12', DOCUMENT_CONTENT_TYPES: 'application/pdf, Text/CSV' });
    assert.equal(config.documentsDir, '/var/files');
    assert.equal(config.documentMaxBytes, 12 * 1024 * 1024);
    assert.deepEqual(config.documentContentTypes, ['application/pdf', 'text/csv']);
  });

  it('refuses a size that is no whole number from 1 to 1024 and a list that names no content types', () => {
    assert.equal(problemsOf({ DOCUMENT_MAX_SIZE_MB: '0' }).length, 1);
    assert.equal(problemsOf({ DOCUMENT_MAX_SIZE_MB: '2048' }).length, 1);
    assert.equal(problemsOf({ DOCUMENT_CONTENT_TYPES: 'pdf' }).length, 1);
    assert.equal(problemsOf({ DOCUMENT_CONTENT_TYPES: ',' }).length, 1);
  });
});
