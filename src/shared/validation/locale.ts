/** A request locale as Fineract accepts it: `language` or `language_COUNTRY` (ISO 639 / ISO 3166). */
export interface RequestLocale {
  readonly language: string;
  readonly country: string | undefined;
  /** BCP 47 tag for Intl, e.g. `en-GB`. */
  readonly tag: string;
}

const LOCALE_PATTERN = /^([a-zA-Z]{2,3})(?:[_-]([a-zA-Z]{2}))?$/;
const knownLanguages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const knownRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Returns undefined when the text is not a valid locale. */
export function parseLocale(text: string): RequestLocale | undefined {
  const match = LOCALE_PATTERN.exec(text.trim());
  if (match === null) {
    return undefined;
  }
  const language = (match[1] ?? '').toLowerCase();
  const country = match[2]?.toUpperCase();
  if (knownLanguages.of(language) === undefined) {
    return undefined;
  }
  if (country !== undefined && knownRegions.of(country) === undefined) {
    return undefined;
  }
  return { language, country, tag: country === undefined ? language : `${language}-${country}` };
}
