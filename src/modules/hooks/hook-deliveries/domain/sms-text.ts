/** The Mustache tags the SMS text of a Message Gateway hook supports: `{{name}}` (HTML-escaped, as Mustache does), `{{{name}}}` and `{{& name}}` (as is); dotted names walk into objects. */
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
 * Fills an SMS template's text with the scope (the hook payload and `clientName`), as Fineract's Message
 * Gateway hook compiles it with Mustache: a missing name renders empty; sections, partials and comments
 * (`{{#…}}`, `{{/…}}`, `{{^…}}`, `{{>…}}`, `{{!…}}`) render empty too.
 */
export function renderSmsText(text: string, scope: Readonly<Record<string, unknown>>): string {
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
