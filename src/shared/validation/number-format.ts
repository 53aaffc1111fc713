import { Decimal } from 'decimal.js';
import type { RequestLocale } from './locale.ts';

interface Separators {
  readonly group: string;
  readonly decimal: string;
}

const separatorsByTag = new Map<string, Separators>();

function separatorsOf(locale: RequestLocale): Separators {
  const cached = separatorsByTag.get(locale.tag);
  if (cached !== undefined) {
    return cached;
  }
  const parts = new Intl.NumberFormat(locale.tag).formatToParts(12345.6);
  const separators = {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
  separatorsByTag.set(locale.tag, separators);
  return separators;
}

const SPACE_LIKE = /[\s\u00a0\u202f]/g;
const SPACE_CHAR = /^[\s\u00a0\u202f]$/;

/**
 * Parses a decimal written with the locale's separators ("1,234.50" in en, "1.234,50" in de).
 * Returns undefined when the text is not a number in that locale.
 */
export function parseLocalizedDecimal(text: string, locale: RequestLocale): Decimal | undefined {
  const { group, decimal } = separatorsOf(locale);
  let normalized = text.trim();
  if (SPACE_CHAR.test(group)) {
    normalized = normalized.replace(SPACE_LIKE, '');
  } else {
    normalized = normalized.split(group).join('');
  }
  normalized = normalized.split(decimal).join('.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) {
    return undefined;
  }
  return new Decimal(normalized);
}
