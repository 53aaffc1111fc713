/**
 * Fineract's report placeholders, `${name}`, read on the SQL text: each one (bare, or as a whole string
 * literal `'${name}'`, as Fineract's MySQL-era SQL writes them) becomes one bound parameter of the
 * statement; a value is never written into the SQL text. The lexer follows PostgreSQL's: single-quoted
 * literals (with '' inside), double-quoted identifiers, `--` and nested block comments. A placeholder
 * inside a longer literal or an identifier is refused (the report must use concat instead).
 */

/** SQL text split at its placeholders: `fragments.length === names.length + 1`. */
export interface PlaceholderSql {
  readonly fragments: readonly string[];
  readonly names: readonly string[];
}

const PLACEHOLDER = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;

/** The text after `start` up to the end of the quoted part opened there (quote doubled inside = escaped). */
function quotedEnd(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return text.length;
}

function blockCommentEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (text.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) {
        return i;
      }
    } else {
      i += 1;
    }
  }
  return text.length;
}

/** Splits report SQL at its placeholders, or gives the reason it cannot be used. */
export function splitPlaceholders(text: string): PlaceholderSql | { readonly refusal: string } {
  const fragments: string[] = [];
  const names: string[] = [];
  let fragmentStart = 0;
  let i = 0;
  const cut = (end: number, next: number, name: string): void => {
    fragments.push(text.slice(fragmentStart, end));
    names.push(name);
    fragmentStart = next;
  };
  while (i < text.length) {
    const bare = text.startsWith('${', i) ? PLACEHOLDER.exec(text.slice(i)) : null;
    if (bare !== null) {
      cut(i, i + bare[0].length, bare[1] ?? '');
      i += bare[0].length;
    } else if (text[i] === "'") {
      const end = quotedEnd(text, i, "'");
      const literal = text.slice(i, end);
      const whole = /^'\$\{([A-Za-z_][A-Za-z0-9_]*)\}'$/.exec(literal);
      if (whole !== null) {
        cut(i, end, whole[1] ?? '');
      } else if (literal.includes('${')) {
        return { refusal: `the placeholder in ${literal} must stand alone (write concat('…', \${name}) instead)` };
      }
      i = end;
    } else if (text[i] === '"') {
      const end = quotedEnd(text, i, '"');
      if (text.slice(i, end).includes('${')) {
        return { refusal: 'a placeholder may not stand inside a quoted identifier' };
      }
      i = end;
    } else if (text.startsWith('--', i)) {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? text.length : newline + 1;
    } else if (text.startsWith('/*', i)) {
      i = blockCommentEnd(text, i);
    } else {
      i += 1;
    }
  }
  fragments.push(text.slice(fragmentStart));
  return { fragments, names };
}

/** The text the SQL policy checks: each placeholder as NULL, the same single token the bound parameter takes. */
export function checkableText(split: PlaceholderSql): string {
  return split.fragments.reduce((text, fragment, i) => (i === 0 ? fragment : `${text} NULL ${fragment}`), '');
}

/** The placeholders a report needs from the caller (special ones filled by the server excluded), in order of first use. */
export function requestedParameters(split: PlaceholderSql, special: ReadonlySet<string>): string[] {
  return [...new Set(split.names.filter((name) => !special.has(name)))];
}
