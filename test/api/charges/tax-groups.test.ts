import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('tax groups', () => {
  let t: TestApp;
  let vat: number;
  let levy: number;
  let duty: number;
  const component = async (name: string, percentage: number): Promise<number> =>
    (await t.call('POST', '/api/v1/taxes/component', { body: { name, percentage, startDate: '01 January 2024', ...dated } })).json.resourceId as number;
  const createGroup = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/taxes/group', { body: { ...dated, ...body } });
  const update = async (id: number, body: Record<string, unknown>) => t.call('PUT', `/api/v1/taxes/group/${id}`, { body: { ...dated, ...body } });

  before(async () => {
    t = await createTestApp();
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '15 March 2024', ...dated } })).status, 200);
    vat = await component('VAT', 60);
    levy = await component('Levy', 30);
    duty = await component('Duty', 50);
  });
  after(async () => t.close());

  it('creates a group and reads it back with its memberships', async () => {
    const res = await createGroup({ name: 'Sales', taxComponents: [{ taxComponentId: vat }, { taxComponentId: levy, startDate: '01 April 2024' }] });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const body = (await t.call('GET', `/api/v1/taxes/group/${id}`)).body as { taxAssociations: { id: number }[] };
    const [first, second] = body.taxAssociations;
    assert.deepEqual(body, {
      id,
      name: 'Sales',
      taxAssociations: [
        { id: first?.id, taxComponent: { id: vat, name: 'VAT' }, startDate: [2024, 3, 15] },
        { id: second?.id, taxComponent: { id: levy, name: 'Levy' }, startDate: [2024, 4, 1] },
      ],
    });
    const list = (await t.call('GET', '/api/v1/taxes/group')).body as { id: number }[];
    assert.deepEqual(list.find((g) => g.id === id), body);
    const lookup = [{ id: vat, name: 'VAT' }, { id: levy, name: 'Levy' }, { id: duty, name: 'Duty' }];
    assert.deepEqual((await t.call('GET', '/api/v1/taxes/group/template')).body, { taxComponents: lookup });
    assert.deepEqual((await t.call('GET', `/api/v1/taxes/group/${id}?template=true`)).body, { ...body, taxComponents: lookup });
  });

  it('refuses bad members, listing every error', async () => {
    assert.deepEqual(codesOf((await createGroup({})).json), ['validation.msg.tax.group.name.cannot.be.blank', 'validation.msg.tax.group.taxComponents.cannot.be.blank']);
    assert.deepEqual(codesOf((await createGroup({ name: 'g'.repeat(51), taxComponents: [] })).json), ['validation.msg.tax.group.name.exceeds.max.length', 'validation.msg.tax.group.taxComponents.not.greater.than.zero']);
    const missing = await createGroup({ name: 'G', taxComponents: [{ startDate: '01 April 2024' }, { taxComponentId: 0 }] });
    assert.deepEqual(codesOf(missing.json), ['validation.msg.tax.group.taxComponents.taxComponentId.cannot.be.blank', 'validation.msg.tax.group.taxComponents.taxComponentId.not.greater.than.zero']);
    assert.deepEqual((missing.json.errors as Item[]).map((e) => e.parameterName), ['taxComponents[1][taxComponentId]', 'taxComponents[2][taxComponentId]']);
    assert.deepEqual(codesOf((await createGroup({ name: 'G', taxComponents: [{ taxComponentId: vat, endDate: '01 May 2024' }] })).json), ['error.msg.parameter.unsupported']);
    const unknown = await createGroup({ name: 'G', taxComponents: [{ taxComponentId: 9999 }] });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.tax.component.id.invalid']);
  });

  it('refuses a group whose components add up to more than 100 % on some date', async () => {
    const res = await createGroup({ name: 'Too much', taxComponents: [{ taxComponentId: vat }, { taxComponentId: duty, startDate: '01 June 2024' }] });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.tax.group.total.percentage.is.greater.than.max']);
    assert.deepEqual((res.json.errors as { args: { value: unknown }[] }[])[0]?.args.map((a) => a.value), [110, 100, '2024-06-02']);
    assert.equal((await createGroup({ name: 'Duty twice', taxComponents: [{ taxComponentId: duty }, { taxComponentId: duty, startDate: '01 June 2024' }] })).status, 400);
  });

  it('lets one component follow another, and refuses an overlap when a component joins', async () => {
    const id = (await createGroup({ name: 'Changing', taxComponents: [{ taxComponentId: vat }] })).json.resourceId as number;
    const [membership] = ((await t.call('GET', `/api/v1/taxes/group/${id}`)).json.taxAssociations as { id: number }[]);
    const overlapping = await update(id, { taxComponents: [{ id: membership?.id, endDate: '30 June 2024' }, { taxComponentId: duty, startDate: '01 June 2024' }] });
    assert.equal(overlapping.status, 400);
    assert.deepEqual(codesOf(overlapping.json), ['validation.msg.tax.group.total.percentage.is.greater.than.max']);
    const res = await update(id, { name: 'Changed', taxComponents: [{ id: membership?.id, endDate: '30 June 2024' }, { taxComponentId: duty, startDate: '30 June 2024' }] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Changed', addComponents: [duty], modifiedComponents: [{ endDate: [2024, 6, 30], taxComponentId: vat }] } });
    const associations = (await t.call('GET', `/api/v1/taxes/group/${id}`)).json.taxAssociations as Record<string, unknown>[];
    assert.deepEqual(associations.map((a) => [a.taxComponent, a.startDate, a.endDate]), [
      [{ id: vat, name: 'VAT' }, [2024, 3, 15], [2024, 6, 30]],
      [{ id: duty, name: 'Duty' }, [2024, 6, 30], undefined],
    ]);
  });

  it('refuses the same component twice on the same days', async () => {
    const id = (await createGroup({ name: 'Twice', taxComponents: [{ taxComponentId: levy }] })).json.resourceId as number;
    const res = await update(id, { taxComponents: [{ taxComponentId: levy, startDate: '01 May 2024' }] });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.tax.group.component.dates.are.overlapping']);
    const [membership] = ((await t.call('GET', `/api/v1/taxes/group/${id}`)).json.taxAssociations as { id: number }[]);
    const early = await update(id, { taxComponents: [{ id: membership?.id, endDate: '31 May 2024' }, { taxComponentId: levy, startDate: '01 May 2024' }] });
    assert.deepEqual(codesOf(early.json), ['validation.msg.tax.group.component.start.date.is.less.than.date']);
    assert.equal((await update(id, { taxComponents: [{ id: membership?.id, endDate: '31 May 2024' }, { taxComponentId: levy, startDate: '31 May 2024' }] })).status, 200);
  });

  it("refuses changes to memberships that Fineract does not allow", async () => {
    const id = (await createGroup({ name: 'Rules', taxComponents: [{ taxComponentId: levy }] })).json.resourceId as number;
    const [membership] = ((await t.call('GET', `/api/v1/taxes/group/${id}`)).json.taxAssociations as { id: number }[]);
    const mappingId = membership?.id ?? 0;
    const expect = async (taxComponents: Record<string, unknown>[], status: number, codes: string[]) => {
      const res = await update(id, { taxComponents });
      assert.equal(res.status, status, JSON.stringify(taxComponents));
      assert.deepEqual(codesOf(res.json), codes, JSON.stringify(taxComponents));
    };
    await expect([{ id: mappingId, endDate: '14 March 2024' }], 400, ['validation.msg.tax.group.taxComponents.endDate.at.index.1.is.less.than.date']);
    await expect([{ taxComponentId: vat, startDate: '01 May 2024', endDate: '01 June 2024' }], 400, ['validation.msg.tax.group.taxComponents.at.index.1.start.date.end.date.both.should.not.be.present']);
    await expect([{ startDate: '01 May 2024' }], 400, ['validation.msg.tax.group.taxComponents.taxComponentId.at.index.1.cannot.be.blank']);
    await expect([{ taxComponentId: vat, endDate: '01 June 2024' }], 400, ['validation.msg.tax.group.endDate.not.supported.for.new.association']);
    await expect([{ id: mappingId, taxComponentId: vat, endDate: '01 June 2024' }], 400, ['validation.msg.tax.group.taxComponentId.update.not.supported']);
    await expect([{ id: 9999, endDate: '01 June 2024' }], 404, ['error.msg.tax.group.id.invalid']);
    await expect([{ id: mappingId, comment: 'x' }], 400, ['error.msg.parameter.unsupported']);
    assert.equal((await update(id, { taxComponents: [{ id: mappingId, endDate: '01 June 2024' }] })).status, 200);
    await expect([{ id: mappingId, endDate: '02 June 2024' }], 400, ['validation.msg.tax.group.endDate.can.not.modify.end.date.once.updated']);
    assert.deepEqual((await update(id, { taxComponents: [{ id: mappingId, endDate: '01 June 2024' }] })).body, { resourceId: id, changes: {} });
  });

  it('answers 404 for an unknown group', async () => {
    const res = await t.call('GET', '/api/v1/taxes/group/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.tax.group.id.invalid']);
    assert.equal((await update(9999, { name: 'x' })).status, 404);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'groupreader', ['READ_TAXGROUP']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'groupnobody', []);
    const id = (await createGroup({ name: 'Readable', taxComponents: [{ taxComponentId: levy }] })).json.resourceId as number;
    for (const url of ['/api/v1/taxes/group', '/api/v1/taxes/group/template', `/api/v1/taxes/group/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    }
    assert.equal((await t.call('POST', '/api/v1/taxes/group', { auth: reader, body: { name: 'x', taxComponents: [{ taxComponentId: levy }] } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/taxes/group/${id}`, { auth: reader, body: { name: 'x' } })).status, 403);
  });
});
