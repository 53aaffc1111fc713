import assert from 'node:assert/strict';
import type { TestApp } from '../../support/test-app.ts';

/** The date members every dated request of these tests sends. */
export const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' } as const;

export type Json = Record<string, unknown>;

type Item = { userMessageGlobalisationCode: string; parameterName?: string };

/** The error codes of a refusal's `errors`, or its top-level code when it has none. */
export function codesOf(body: unknown): string[] {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  const items = (b.errors ?? []).map((e) => e.userMessageGlobalisationCode);
  return items.length > 0 ? items : [b.userMessageGlobalisationCode ?? ''];
}

/** The parameter names of a refusal's errors. */
export function parametersOf(body: unknown): (string | undefined)[] {
  return ((body as { errors?: Item[] }).errors ?? []).map((e) => e.parameterName);
}

export async function setBusinessDate(t: TestApp, date: string): Promise<void> {
  assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
  const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

/** An active client of the head office, activated on 1 January 2024. */
export async function activeClient(t: TestApp, lastname: string): Promise<number> {
  const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname, active: true, activationDate: '01 January 2024', ...DATES } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.clientId as number;
}
