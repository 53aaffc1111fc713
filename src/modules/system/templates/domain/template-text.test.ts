import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderTemplateText, withListItemsByIndex } from './template-text.ts';

describe('renderTemplateText', () => {
  it('fills Mustache names from the event, escaping HTML in {{…}} and not in {{{…}}} or {{& …}}', () => {
    const scope = { clientName: 'Tom & <Jerry>', clientId: 42, response: { resourceId: 7 } };
    assert.equal(renderTemplateText('Hi {{clientName}}, {{{clientName}}}, {{& clientName}}', scope), 'Hi Tom &amp; &lt;Jerry&gt;, Tom & <Jerry>, Tom & <Jerry>');
    assert.equal(renderTemplateText('Client {{ clientId }}, loan {{response.resourceId}}', scope), 'Client 42, loan 7');
  });

  it('renders missing names, sections and comments empty', () => {
    assert.equal(renderTemplateText('[{{missing}}][{{#list}}][{{/list}}][{{! note }}][{{response.none}}]', { response: {} }), '[][][][][]');
  });

  it('names list items by index, at any depth', () => {
    const scope = withListItemsByIndex({ client: { groups: [{ name: 'A' }, { name: 'B' }] }, loans: [{ id: 3 }] });
    assert.equal(renderTemplateText('{{loans#0.id}} {{client.groups#1.name}} {{loans#1.id}}', scope), '3 B ');
  });
});
