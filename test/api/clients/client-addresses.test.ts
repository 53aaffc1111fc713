import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type FieldTable = { m_field_configuration: { field: string; is_enabled: boolean; is_mandatory: boolean; validation_regex: string | null } };

describe('client addresses', () => {
  let t: TestApp;
  let branch: number;
  let client: number;
  let home: number;
  let office: number;
  let kenya: number;
  let nairobi: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const codeValue = async (codeId: number, name: string): Promise<number> => (await ok('POST', `/api/v1/codes/${codeId}/codevalues`, { name })).subResourceId as number;
  const add = (type: number | string | undefined, body: Record<string, unknown>, clientId = client) =>
    t.call('POST', `/api/v1/client/${clientId}/addresses${type === undefined ? '' : `?type=${type}`}`, { body });
  const addId = async (type: number, body: Record<string, unknown>): Promise<number> => {
    const res = await add(type, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const fields = () => t.tenant.database.db.withTables<FieldTable>();
  const setEnabled = (enabled: boolean) => ok('PUT', '/api/v1/configurations/name/enable-address', { enabled });

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    await setEnabled(true);
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Address Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    client = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Ada', lastname: 'Address' })).clientId as number;
    home = await codeValue(29, 'Home');
    office = await codeValue(29, 'Office');
    kenya = await codeValue(28, 'Kenya');
    nairobi = await codeValue(27, 'Nairobi');
  });
  after(async () => t.close());

  it('offers countries, states and address types, and the seeded field configuration', async () => {
    const option = (id: number, name: string) => ({ id, name, position: 0, active: true, mandatory: false });
    assert.deepEqual((await t.call('GET', '/api/v1/client/addresses/template')).body, {
      countryIdOptions: [option(kenya, 'Kenya')],
      stateProvinceIdOptions: [option(nairobi, 'Nairobi')],
      addressTypeIdOptions: [option(home, 'Home'), option(office, 'Office')],
    });
    const config = (await t.call('GET', '/api/v1/fieldconfiguration/ADDRESS')).body as { fieldConfigurationId: number; field: string; isEnabled: boolean }[];
    assert.equal(config.length, 17);
    assert.deepEqual(config[0], { fieldConfigurationId: 1, entity: 'ADDRESS', subentity: 'CLIENT', field: 'addressType', isEnabled: true, isMandatory: false, validationRegex: '' });
    assert.deepEqual(config.filter((c) => !c.isEnabled).map((c) => c.field), ['townVillage', 'countyDistrict', 'latitude', 'longitude']);
    assert.deepEqual((await t.call('GET', '/api/v1/fieldconfiguration/LOAN')).body, []);
  });

  it('adds an address of a type and reads it back as Fineract AddressData', async () => {
    const res = await add(home, { addressLine1: '1 Main Street', addressLine2: 'Flat 2', city: 'Nairobi', postalCode: '00100', stateProvinceId: nairobi, countryId: kenya, isActive: true, createdBy: 'someone else' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/client/${client}/addresses`)).body, [{
      clientID: client, addressType: 'Home', addressId: id, addressTypeId: home, isActive: true,
      addressLine1: '1 Main Street', addressLine2: 'Flat 2', city: 'Nairobi', stateProvinceId: nairobi, countryName: 'Kenya', stateName: 'Nairobi',
      countryId: kenya, postalCode: '00100', latitude: 0, longitude: 0, createdBy: 'mifos', createdOn: [2024, 6, 15], updatedBy: 'mifos', updatedOn: [2024, 6, 15],
    }]);
  });

  it('filters by type and status; an address is inactive unless isActive', async () => {
    const work = await addId(office, { addressLine1: 'Office Park' });
    const all = (await t.call('GET', `/api/v1/client/${client}/addresses`)).body as { addressId: number; isActive: boolean; stateProvinceId: number; countryId: number }[];
    const officeAddress = all.find((a) => a.addressId === work);
    assert.equal(officeAddress?.isActive, false);
    assert.equal(officeAddress?.stateProvinceId, 0);
    assert.equal(officeAddress?.countryId, 0);
    const byType = (await t.call('GET', `/api/v1/client/${client}/addresses?type=${office}`)).body as { addressId: number }[];
    assert.deepEqual(byType.map((a) => a.addressId), [work]);
    const active = (await t.call('GET', `/api/v1/client/${client}/addresses?status=true`)).body as { addressTypeId: number }[];
    assert.deepEqual(active.map((a) => a.addressTypeId), [home]);
    assert.deepEqual(((await t.call('GET', `/api/v1/client/${client}/addresses?type=${office}&status=false`)).body as { addressId: number }[]).map((a) => a.addressId), [work]);
    assert.deepEqual(codesOf((await t.call('GET', `/api/v1/client/${client}/addresses?status=maybe`)).json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('updates an address by addressId and reports the actual changes', async () => {
    const id = await addId(home, { addressLine1: 'Old Road', city: 'Mombasa' });
    const res = await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { addressId: id, addressLine1: 'New Road', city: 'Mombasa', countryId: kenya, isActive: true } });
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id, changes: { addressLine1: 'New Road', countryId: kenya, isActive: true } });
    const read = ((await t.call('GET', `/api/v1/client/${client}/addresses`)).body as { addressId: number; addressLine1: string; isActive: boolean; countryName: string }[]).find((a) => a.addressId === id);
    assert.equal(read?.addressLine1, 'New Road');
    assert.equal(read?.isActive, true);
    assert.equal(read?.countryName, 'Kenya');
    assert.deepEqual((await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { addressId: id, city: 'Mombasa' } })).body, { officeId: branch, clientId: client, resourceId: id });
  });

  it('refuses members the field configuration does not enable, and malformed ones', async () => {
    assert.deepEqual(codesOf((await add(home, { townVillage: 'Village' })).json), ['error.msg.parameter.unsupported']);
    assert.deepEqual(codesOf((await add(home, { street: 'High Street' })).json), ['error.msg.parameter.unsupported']);
    const bad = await add(home, { addressLine1: 'a'.repeat(101), postalCode: '12345678901', countryId: 0, isActive: 'yes' });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.Address.addressLine1.exceeds.max.length',
      'validation.msg.Address.postalCode.exceeds.max.length',
      'validation.msg.Address.countryId.not.greater.than.zero',
      'validation.msg.Address.isActive.must.be.true.or.false',
    ]);
    assert.deepEqual(codesOf((await add(undefined, { addressLine1: 'No type' })).json), ['validation.msg.Address.addressTypeId.cannot.be.blank']);
    assert.deepEqual(codesOf((await add('home', { addressLine1: 'Bad type' })).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { city: 'X' } })).json), ['validation.msg.Address.addressId.cannot.be.blank']);
  });

  it('applies mandatory fields and patterns of the field configuration, and enables fields', async () => {
    await fields().updateTable('m_field_configuration').set({ is_mandatory: true }).where('field', '=', 'city').execute();
    await fields().updateTable('m_field_configuration').set({ validation_regex: '\\d{5}' }).where('field', '=', 'postalCode').execute();
    await fields().updateTable('m_field_configuration').set({ is_enabled: true }).where('field', 'in', ['latitude', 'longitude']).execute();
    try {
      const res = await add(home, { postalCode: '1234' });
      assert.deepEqual(codesOf(res.json), ['validation.msg.Address.city.cannot.be.blank', 'validation.msg.Address.postalCode.does.not.match.regexp']);
      const id = await addId(home, { city: 'Kisumu', postalCode: '40100', latitude: -0.0917, longitude: 134.7679 });
      const read = ((await t.call('GET', `/api/v1/client/${client}/addresses`)).body as { addressId: number; latitude: number; longitude: number }[]).find((a) => a.addressId === id);
      assert.deepEqual([read?.latitude, read?.longitude], [-0.0917, 134.7679]);
      assert.deepEqual(codesOf((await add(home, { city: 'Far', latitude: 91 })).json), ['validation.msg.Address.latitude.is.not.within.expected.range']);
      assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { addressId: id, city: '' } })).json), ['validation.msg.Address.city.cannot.be.blank']);
      const same = await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { addressId: id, latitude: '-0.09170', locale: 'en' } });
      assert.deepEqual(same.body, { officeId: branch, clientId: client, resourceId: id });
    } finally {
      await fields().updateTable('m_field_configuration').set({ is_mandatory: false, validation_regex: '' }).where('field', 'in', ['city', 'postalCode']).execute();
      await fields().updateTable('m_field_configuration').set({ is_enabled: false }).where('field', 'in', ['latitude', 'longitude']).execute();
    }
  });

  it('refuses code values of the wrong code with 404', async () => {
    assert.deepEqual(codesOf((await add(kenya, { city: 'X' })).json), ['error.msg.codevalue.codename.id.combination.invalid']);
    assert.deepEqual(codesOf((await add(home, { countryId: nairobi })).json), ['error.msg.codevalue.codename.id.combination.invalid']);
    assert.deepEqual(codesOf((await add(home, { stateProvinceId: kenya })).json), ['error.msg.codevalue.codename.id.combination.invalid']);
  });

  it('answers 404 for an unknown client or an address of another client', async () => {
    const otherClient = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Otto', lastname: 'Other' })).clientId as number;
    const mine = await addId(home, { city: 'Mine' });
    assert.deepEqual(codesOf((await t.call('GET', '/api/v1/client/9999/addresses')).json), ['error.msg.client.id.invalid']);
    assert.deepEqual(codesOf((await add(home, { city: 'X' }, 9999)).json), ['error.msg.client.id.invalid']);
    const res = await t.call('PUT', `/api/v1/client/${otherClient}/addresses`, { body: { addressId: mine, city: 'Theirs' } });
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.address.client.Identifier.not.found']);
  });

  it('refuses address commands while enable-address is off, and still reads', async () => {
    await setEnabled(false);
    try {
      const res = await add(home, { city: 'Off' });
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.address.not.enabled']);
      assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/client/${client}/addresses`, { body: { addressId: 1, city: 'Off' } })).json), ['error.msg.address.not.enabled']);
      assert.equal((await t.call('GET', `/api/v1/client/${client}/addresses`)).status, 200);
    } finally {
      await setEnabled(true);
    }
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'addrreader', ['READ_ADDRESS']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'addrnobody', []);
    for (const url of [`/api/v1/client/${client}/addresses`, '/api/v1/client/addresses/template', '/api/v1/fieldconfiguration/ADDRESS']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', `/api/v1/client/${client}/addresses?type=${home}`, { auth: reader, body: { city: 'No' } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/client/${client}/addresses`, { auth: reader, body: { addressId: 1, city: 'No' } })).status, 403);
  });

  it('keeps address types, countries and states in use, and deletes addresses with their pending client', async () => {
    const mailing = await codeValue(29, 'Mailing');
    const uganda = await codeValue(28, 'Uganda');
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pia', lastname: 'Pending' })).clientId as number;
    assert.equal((await add(mailing, { city: 'Kampala', countryId: uganda }, pending)).status, 200);
    for (const [codeId, valueId] of [[29, mailing], [28, uganda]] as const) {
      const inUse = await t.call('DELETE', `/api/v1/codes/${codeId}/codevalues/${valueId}`);
      assert.deepEqual(codesOf(inUse.json), ['error.msg.codeValue.in.use']);
    }
    await ok('DELETE', `/api/v1/clients/${pending}`);
    await ok('DELETE', `/api/v1/codes/29/codevalues/${mailing}`);
    await ok('DELETE', `/api/v1/codes/28/codevalues/${uganda}`);
  });
});
