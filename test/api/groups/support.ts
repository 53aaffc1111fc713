import assert from 'node:assert/strict';
import { createTestApp, type ApiResponse, type TestApp } from '../../support/test-app.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };

/** The codes of an error envelope's items. */
export const codesOf = (res: ApiResponse): string[] => ((res.json.errors ?? []) as Item[]).map((e) => e.userMessageGlobalisationCode);

export const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** Test support for the groups and centers API tests: a tenant on business date 15 June 2024 with two branches. */
export interface GroupsWorld {
  readonly t: TestApp;
  /** Opened 1 January 2020. */
  readonly branch: number;
  /** Opened 1 January 2020. */
  readonly otherBranch: number;
  /** An active loan officer of `branch`. */
  readonly officer: number;
  call: TestApp['call'];
  ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>>;
  /** An active client of the office (activated 1 January 2023), or pending with `pending`. */
  client(officeId: number, name: string, pending?: boolean): Promise<number>;
  group(body: Record<string, unknown>): Promise<number>;
  center(body: Record<string, unknown>): Promise<number>;
  /** A value of the code with that id (e.g. 13 GROUPROLE, 15 GroupClosureReason, 22 CenterClosureReason). */
  codeValue(codeId: number, name: string): Promise<number>;
  staff(officeId: number, lastname: string, active?: boolean): Promise<number>;
}

export async function groupsWorld(): Promise<GroupsWorld> {
  const t = await createTestApp();
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
  await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
  const office = async (name: string) => (await ok('POST', '/api/v1/offices', { ...dated, name, parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
  const branch = await office('GB');
  const otherBranch = await office('OB');
  const staff = async (officeId: number, lastname: string, active = true) =>
    (await ok('POST', '/api/v1/staff', { ...dated, officeId, firstname: 'Sam', lastname, isLoanOfficer: true, isActive: active, joiningDate: '01 January 2020' })).resourceId as number;
  const officer = await staff(branch, 'Officer');
  return {
    t,
    branch,
    otherBranch,
    officer,
    call: (method, url, options) => t.call(method, url, options),
    ok,
    async client(officeId, name, pending = false) {
      const activation = pending ? {} : { active: true, activationDate: '01 January 2023' };
      const res = await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId, firstname: name, lastname: 'Member', ...activation });
      return res.clientId as number;
    },
    async group(body) {
      return (await ok('POST', '/api/v1/groups', { ...dated, officeId: branch, ...body })).resourceId as number;
    },
    async center(body) {
      return (await ok('POST', '/api/v1/centers', { ...dated, officeId: branch, ...body })).resourceId as number;
    },
    async codeValue(codeId, name) {
      return (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
    },
    staff,
  };
}
