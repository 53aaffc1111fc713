import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** Body, form and query members whose values never reach the log. */
const SECRET_MEMBERS = [
  'password',
  'repeatPassword',
  'newPassword',
  'oldPassword',
  'client_secret',
  'token',
  'refresh_token',
  'access_token',
  'accessToken',
  'base64EncodedAuthenticationKey',
] as const;

/** Request and response headers whose values never reach the log. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'fineract-platform-tfa-token', 'core-platform-tfa-token'];

const CENSORED = '[Redacted]';

/**
 * pino redaction paths: secret members at the top of a log entry and up to two levels down (`body.password`,
 * `req.body.password`), secret headers wherever a `headers` object is logged, and what a database error
 * carries of the values: bound parameters (embedded database) and the failing row (`detail`), which may hold
 * password hashes or tokens.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  ...SECRET_MEMBERS.flatMap((member) => [member, `*.${member}`, `*.*.${member}`]),
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
  ...['err', 'error', 'err.cause'].flatMap((error) => [`${error}.params`, `${error}.queryOptions`, `${error}.detail`]),
];

const SECRET_QUERY_NAMES = new Set<string>(SECRET_MEMBERS.map((name) => name.toLowerCase()));

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL with the values of secret query parameters (`?token=`, `?password=`, …) replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) {
    return url;
  }
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_QUERY_NAMES.has(decoded(name).toLowerCase()) ? `${name}=${CENSORED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function isFastifyRequest(value: unknown): value is FastifyRequest {
  return typeof value === 'object' && value !== null && 'raw' in value && 'url' in value && typeof value.url === 'string';
}

/**
 * What a log entry shows of a request: Fastify's usual fields, the URL without secrets. Anything else logged
 * as `req` is kept as it is (the redaction paths still apply to it).
 */
function requestSerializer(request: unknown): unknown {
  if (!isFastifyRequest(request)) {
    return request;
  }
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The server's pino options: level, redaction, request serializer, and where the lines go (default stdout). */
export function loggerOptions(level: string, stream: DestinationStream | undefined): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: [...REDACTED_LOG_PATHS], censor: CENSORED },
    serializers: { req: requestSerializer },
    ...(stream === undefined ? {} : { stream }),
  };
}
