import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { basicAuth, ADMIN, type Credentials, type TestApp } from '../../support/test-app.ts';

/** Smallest files whose first bytes are the signatures of their types. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
export const GIF = Buffer.from('GIF89a gif body');
export const PDF = Buffer.from('%PDF-1.4 a small document');

export type Part = { readonly name: string; readonly value: string } | { readonly name: string; readonly fileName: string; readonly contentType: string; readonly data: Buffer };

/** A multipart/form-data body of `parts`. */
export function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----corebank-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface RawCall {
  readonly body?: Buffer | string;
  readonly contentType?: string;
  readonly auth?: Credentials;
  readonly headers?: Record<string, string>;
}

/** A request with a raw body and the raw response (downloads are no JSON). */
export async function rawCall(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, call: RawCall = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: basicAuth(call.auth ?? ADMIN), 'fineract-platform-tenantid': 'default', ...call.headers };
  if (call.contentType !== undefined) {
    headers['content-type'] = call.contentType;
  }
  return t.app.inject({ method, url, headers, ...(call.body === undefined ? {} : { payload: call.body }) });
}

/** Posts or puts a multipart form. */
export function sendForm(t: TestApp, method: 'POST' | 'PUT', url: string, parts: readonly Part[], auth?: Credentials, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(parts);
  return rawCall(t, method, url, { body: payload, contentType, ...(auth === undefined ? {} : { auth }), ...(headers === undefined ? {} : { headers }) });
}

export function jsonOf(response: LightMyRequestResponse): Record<string, unknown> {
  return JSON.parse(response.body) as Record<string, unknown>;
}

export function codesOf(response: LightMyRequestResponse): string[] {
  return (jsonOf(response).errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

/** A fresh folder for the stored files of one test file. */
export async function temporaryDocumentsDir(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'corebank-documents-'));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file below `dir`, as paths relative to it. */
export async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** A pending client of the head office; its id. */
export async function createClient(t: TestApp, firstname: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname, lastname: 'Tester', ...extra } });
  if (res.status !== 200) {
    throw new Error(`client not created: ${JSON.stringify(res.body)}`);
  }
  return res.json.clientId as number;
}
