/**
 * The texts of a code message. Templates use `{{name}}` placeholders (Fineract's Mustache templates):
 * username, email, firstname, lastname, mobileno, token, tokenlivetime, requestdate, requesttime,
 * expiredate, expiretime (dates dd.MM.yyyy, times HH:mm:ss, in the tenant's time zone). An unknown
 * placeholder becomes empty text.
 */
export function renderTemplate(template: string, data: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\{?\s*([A-Za-z0-9_]+)\s*\}?\}\}/g, (_match, name: string) => (Object.hasOwn(data, name) ? (data[name] ?? '') : ''));
}

/** `dd.MM.yyyy` and `HH:mm:ss` of an instant in a time zone. */
export function localDateAndTime(instant: Date, timezoneId: string): { readonly date: string; readonly time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezoneId,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('day')}.${part('month')}.${part('year')}`, time: `${part('hour')}:${part('minute')}:${part('second')}` };
}

export interface CodeMessageFacts {
  readonly username: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly mobileNo: string | null;
  readonly code: string;
  readonly liveTimeSeconds: number;
  readonly requestTime: Date;
  readonly expireTime: Date;
  readonly timezoneId: string;
}

/** The placeholder values of a code message. */
export function templateData(facts: CodeMessageFacts): Record<string, string> {
  const requested = localDateAndTime(facts.requestTime, facts.timezoneId);
  const expires = localDateAndTime(facts.expireTime, facts.timezoneId);
  return {
    username: facts.username,
    email: facts.email,
    firstname: facts.firstname,
    lastname: facts.lastname,
    ...(facts.mobileNo === null ? {} : { mobileno: facts.mobileNo }),
    token: facts.code,
    tokenlivetime: String(facts.liveTimeSeconds),
    requestdate: requested.date,
    requesttime: requested.time,
    expiredate: expires.date,
    expiretime: expires.time,
  };
}

/** An email address with the local part hidden but its first character: `m***@example.org`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) {
    return '***';
  }
  return `${address.charAt(0)}***${address.slice(at)}`;
}

/** A phone number with all but its last three digits hidden: `*******123`. */
export function maskMobileNumber(number: string): string {
  const trimmed = number.trim();
  const shown = Math.min(3, Math.max(trimmed.length - 3, 0));
  return `${'*'.repeat(trimmed.length - shown)}${trimmed.slice(trimmed.length - shown)}`;
}
