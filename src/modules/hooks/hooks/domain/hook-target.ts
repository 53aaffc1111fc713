/**
 * Which addresses a web hook may call (server-side request forgery): never link-local (cloud metadata
 * services), and loopback, private, shared, unique-local, unspecified and multicast addresses only when the
 * operator allows private targets (HOOKS_ALLOW_PRIVATE_TARGETS). Pure: the caller resolves host names.
 */

export type AddressClass = 'public' | 'private' | 'link-local';

function ipv4Class(octets: readonly number[]): AddressClass {
  const [a = 0, b = 0] = octets;
  if (a === 169 && b === 254) {
    return 'link-local';
  }
  const privateRange =
    a === 0 || a === 10 || a === 127 || a >= 224 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  return privateRange ? 'private' : 'public';
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) {
    return undefined;
  }
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or undefined. */
function parseIpv6(text: string): number[] | undefined {
  let body = text.toLowerCase();
  if (body.includes('.')) {
    const lastColon = body.lastIndexOf(':');
    const v4 = parseIpv4(body.slice(lastColon + 1));
    if (v4 === undefined) {
      return undefined;
    }
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    body = `${body.slice(0, lastColon + 1)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) {
    return undefined;
  }
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const rest = groupsOf(halves[1] ?? '');
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) {
    return undefined;
  }
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) {
    return undefined;
  }
  const zeros = Array.from({ length: 8 - known }, () => 0);
  return [...head, ...zeros.map(String), ...rest].map((g) => parseInt(g, 16));
}

function ipv6Class(groups: readonly number[]): AddressClass {
  const [first = 0] = groups;
  const allZeroUpTo = (n: number): boolean => groups.slice(0, n).every((g) => g === 0);
  if (allZeroUpTo(5) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return ipv4Class([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  if ((first & 0xffc0) === 0xfe80) {
    return 'link-local';
  }
  const loopbackOrUnspecified = allZeroUpTo(7) && (groups[7] === 0 || groups[7] === 1);
  return loopbackOrUnspecified || (first & 0xfe00) === 0xfc00 || (first & 0xff00) === 0xff00 ? 'private' : 'public';
}

/** The class of an IP address (IPv4 dotted, or IPv6 with or without brackets); undefined when it is none. */
export function addressClass(address: string): AddressClass | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = parseIpv4(bare);
  if (v4 !== undefined) {
    return ipv4Class(v4);
  }
  const v6 = bare.includes(':') ? parseIpv6(bare) : undefined;
  return v6 === undefined ? undefined : ipv6Class(v6);
}

/** Whether a resolved address may be called under the operator's setting. */
export function isAllowedAddress(address: string, allowPrivateTargets: boolean): boolean {
  const kind = addressClass(address);
  return kind === 'public' || (kind === 'private' && allowPrivateTargets);
}

/** Names that always mean this machine (RFC 6761). */
function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Why a Payload URL is no acceptable target (its error code), or undefined: it must be
 * an absolute http(s) URL without credentials whose host passes `hostProblem`; an address or `localhost` in
 * it must be allowed. Host names are checked again, resolved, at every delivery.
 */
export function payloadUrlProblem(
  text: string,
  allowPrivateTargets: boolean,
  hostProblem: (host: string) => string | undefined,
): 'validation.msg.hook.url.invalid' | 'validation.msg.hook.url.address.not.allowed' | undefined {
  if (!URL.canParse(text)) {
    return 'validation.msg.hook.url.invalid';
  }
  const url = new URL(text);
  if (!['http:', 'https:'].includes(url.protocol) || url.username !== '' || url.password !== '' || url.hostname === '') {
    return 'validation.msg.hook.url.invalid';
  }
  const kind = addressClass(url.hostname);
  if (kind === undefined && hostProblem(url.hostname) !== undefined) {
    return 'validation.msg.hook.url.invalid';
  }
  if (kind === 'link-local' || ((kind === 'private' || isLocalName(url.hostname)) && !allowPrivateTargets)) {
    return 'validation.msg.hook.url.address.not.allowed';
  }
  return undefined;
}
