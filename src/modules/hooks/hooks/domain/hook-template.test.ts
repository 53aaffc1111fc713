import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleConfig, distinctEvents, hookRuleFailures, type HookTemplate } from './hook-template.ts';

const web: HookTemplate = {
  id: 1,
  name: 'Web',
  fields: [
    { fieldName: 'Payload URL', fieldType: 'string', optional: false, placeholder: null },
    { fieldName: 'Content Type', fieldType: 'string', optional: false, placeholder: 'json / form' },
  ],
};
const gateway: HookTemplate = { id: 4, name: 'Message Gateway', fields: [{ fieldName: 'SMS Provider Id', fieldType: 'string', optional: false, placeholder: null }] };
const event = [{ entityName: 'CLIENT', actionName: 'CREATE' }];
const noProblem = (): undefined => undefined;

describe('assembleConfig', () => {
  it('keeps members naming a field (ignoring case, under the name as sent) and drops the others', () => {
    assert.deepEqual(assembleConfig({ 'payload url': 'https://x.example.com', Colour: 'red', 'Content Type': 'json' }, web), [
      { fieldType: 'string', fieldName: 'payload url', fieldValue: 'https://x.example.com' },
      { fieldType: 'string', fieldName: 'Content Type', fieldValue: 'json' },
    ]);
  });
});

describe('distinctEvents', () => {
  it('keeps each entity:action pair once', () => {
    assert.deepEqual(distinctEvents([...event, ...event, { entityName: 'CLIENT', actionName: 'ACTIVATE' }]), [...event, { entityName: 'CLIENT', actionName: 'ACTIVATE' }]);
  });
});

describe('hookRuleFailures', () => {
  it('accepts a complete Web hook, also when another Web hook exists', () => {
    const config = assembleConfig({ 'Payload URL': 'https://x.example.com', 'Content Type': 'Form' }, web);
    assert.deepEqual(hookRuleFailures(web, config, event, true, noProblem), []);
  });

  it('allows one hook of a template other than Web', () => {
    const config = assembleConfig({ 'SMS Provider Id': '1' }, gateway);
    assert.deepEqual(hookRuleFailures(gateway, config, event, false, noProblem), []);
    assert.deepEqual(hookRuleFailures(gateway, config, event, true, noProblem).map((f) => f.code), ['validation.msg.hook.multiple.non.web.template.hooks.not.supported']);
  });

  it('reports every broken rule at once', () => {
    const config = assembleConfig({ 'payload url': 'ftp://x', 'Content Type': 'xml' }, web);
    const failures = hookRuleFailures(web, config, [], false, () => 'validation.msg.hook.url.invalid');
    assert.deepEqual(failures, [
      { code: 'validation.msg.hook.url.invalid', parameterName: 'config', value: 'ftp://x' },
      { code: 'validation.msg.hook.content.type.must.be.json.or.form', parameterName: 'config', value: 'xml' },
      { code: 'validation.msg.hook.registered.events.cannot.be.empty', parameterName: 'events' },
      // The field is matched exactly here, as Fineract does: `payload url` does not provide `Payload URL`.
      { code: 'validation.msg.hook.required.config.field.not.provided', parameterName: 'config', value: 'Payload URL' },
    ]);
  });
});
