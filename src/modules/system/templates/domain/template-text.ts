/** The Mustache tags a template text may hold: `{{name}}` (HTML-escaped, as Mustache does), `{{{name}}}` and `{{& name}}` (as is); dotted names walk into objects. */
const TAG = /\{\{\{\s*([^}]*?)\s*\}\}\}|\{\{\s*(&?)\s*([^}]*?)\s*\}\}/g;

const ESCAPES: ReadonlyMap<string, string> = new Map([['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['"', '&quot;'], ["'", '&#39;']]);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES.get(c) ?? c);
}

function lookup(scope: Readonly<Record<string, unknown>>, name: string): unknown {
  let value: unknown = scope;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) {
      return undefined;
    }
    value = new Map<string, unknown>(Object.entries(value)).get(part);
  }
  return value;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  return JSON.stringify(value) ?? '';
}

/**
 * Fills a template's text with the scope, as Fineract compiles it with Mustache (the SMS of a Message Gateway
 * hook, the merge of `POST /templates/{id}`): a missing name renders empty; sections, partials and comments
 * (`{{#…}}`, `{{/…}}`, `{{^…}}`, `{{>…}}`, `{{!…}}`) render empty too.
 */
export function renderTemplateText(text: string, scope: Readonly<Record<string, unknown>>): string {
  return text.replace(TAG, (_match, raw: string | undefined, ampersand: string, name: string | undefined) => {
    if (raw !== undefined) {
      return asText(lookup(scope, raw));
    }
    const key = name ?? '';
    if (/^[#/^>!=]/.test(key)) {
      return '';
    }
    const value = asText(lookup(scope, key));
    return ampersand === '&' ? value : escapeHtml(value);
  });
}

/**
 * Adds, for every list in the scope (at any depth), one member per item named `<key>#<index>`, as Fineract's
 * merge does before it fills the text: `{{loans#0.accountNo}}` names the first loan's account number.
 */
export function withListItemsByIndex(scope: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const expand = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value.map(expand);
    }
    if (typeof value !== 'object' || value === null) {
      return value;
    }
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const expanded = expand(member);
      out[key] = expanded;
      if (Array.isArray(expanded)) {
        expanded.forEach((item: unknown, index) => {
          out[`${key}#${String(index)}`] = item;
        });
      }
    }
    return out;
  };
  return expand(scope) as Record<string, unknown>;
}
