import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { knownFieldName, smsBridgeApiKey, smsBridgeRegistrationRequest, smsBridgeRequest, webHookRequest, type DeliveryCall } from './hook-request.ts';

const call: DeliveryCall = {
  deliveryId: 'd-1', entityName: 'CLIENT', actionName: 'CREATE', payload: '{"entityName":"CLIENT","request":{"lastname":"Lee"}}', attempt: 2,
  createdAt: new Date('2024-03-15T10:15:30.123Z'),
};
const settings = { tenantIdentifier: 'default', endpointUrl: 'https://bank.example.com/fineract-provider/api' };

describe('hook requests', () => {
  it('sends an Elastic Search or Web hook to its Payload URL, JSON or form, with Fineract’s headers', () => {
    const json = webHookRequest(call, new Map([['Payload URL', 'http://es.example.com/bank/clients'], ['Content Type', 'json']]), settings);
    assert.equal(json.url, 'http://es.example.com/bank/clients');
    assert.deepEqual(JSON.parse(json.body), { entityName: 'CLIENT', request: { lastname: 'Lee' }, timestamp: '2024-03-15T10:15:30.123Z' });
    assert.deepEqual([json.headers['X-Fineract-Entity'], json.headers['X-Fineract-Action'], json.headers['Fineract-Platform-TenantId'], json.headers['X-Fineract-Endpoint'], json.headers['X-Corebank-Attempt']], [
      'CLIENT', 'CREATE', 'default', settings.endpointUrl, '2',
    ]);
    const form = webHookRequest(call, new Map([['Payload URL', 'http://es.example.com/x'], ['Content Type', 'form']]), { ...settings, endpointUrl: undefined });
    assert.equal(form.headers['Content-Type'], 'application/x-www-form-urlencoded');
    assert.equal(new URLSearchParams(form.body).get('request'), '{"lastname":"Lee"}');
    assert.equal('X-Fineract-Endpoint' in form.headers, false);
  });

  it('registers an SMS Bridge hook at /configuration on its host, then calls its Payload URL with the API key', () => {
    const config = new Map([['Payload URL', 'https://bridge.example.com/sms/in?x=1'], ['SMS Provider', 'twilio'], ['Phone Number', '+1555'], ['SMS Provider Token', 't'], ['SMS Provider Account Id', 'a']]);
    const registration = smsBridgeRegistrationRequest(config, settings);
    assert.equal(registration.url, 'https://bridge.example.com/configuration');
    assert.deepEqual(JSON.parse(registration.body), { phoneNo: '+1555', smsProvider: 'twilio', smsProviderAccountId: 'a', smsProviderToken: 't', tenantId: 'default', endpoint: settings.endpointUrl });
    const sms = smsBridgeRequest(call, config, 'key-1', settings);
    assert.equal(sms.url, 'https://bridge.example.com/sms/in?x=1');
    assert.deepEqual([sms.headers['X-Fineract-API-Key'], sms.headers['X-Fineract-Entity'], sms.headers['Fineract-Platform-TenantId']], ['key-1', 'CLIENT', 'default']);
  });

  it('reads the API key as a JSON string or plain text, and configuration names ignoring case', () => {
    assert.deepEqual(['"abc"', ' abc\n', '', '{"k":1}'].map(smsBridgeApiKey), ['abc', 'abc', '', '{"k":1}']);
    assert.deepEqual(['payload url', 'API KEY', 'Other'].map(knownFieldName), ['Payload URL', 'Api Key', 'Other']);
  });
});
