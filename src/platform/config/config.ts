import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment; nothing else configures it. */
export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** PostgreSQL server for the tenant store and tenant databases; undefined = embedded PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly tls: { readonly certFile: string; readonly keyFile: string } | undefined;
  readonly trustProxyTls: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY): addresses, CIDR ranges or range names; empty = none. */
  readonly trustProxy: readonly string[];
  /** Origins browsers may call the API from (CORS_ORIGINS); `['*']` = any; empty = no CORS. */
  readonly corsOrigins: readonly string[];
  /** Sign-in requests per window, client address and user (AUTH_RATE_LIMIT_MAX); 0 = no limit. */
  readonly authRateLimitMax: number;
  readonly authRateLimitWindowSeconds: number;
  readonly production: boolean;
  /** Password for the `mifos` admin of tenants created by this process; undefined = Fineract's default. */
  readonly adminPassword: string | undefined;
  readonly logLevel: string;
  readonly defaultTenantTimezone: string;
  /** Wrong passwords in a row that lock a user (LOGIN_MAX_FAILURES). */
  readonly loginMaxFailures: number;
  /** Minutes a locked user stays locked (LOGIN_LOCK_MINUTES). */
  readonly loginLockMinutes: number;
  /** Failed sign-ins one address may make within LOGIN_LOCK_MINUTES before it is answered 429 (SIGN_IN_FAILURES_PER_ADDRESS). */
  readonly signInFailuresPerAddress: number;
  /** OAuth 2.0 token signing secret shared by all tenants; undefined = one generated key per tenant. */
  readonly oauthSigningKey: string | undefined;
  readonly oauthTokenTtlSeconds: number;
  readonly oauthRefreshTtlSeconds: number;
  /** Sign-in needs a second factor (TWO_FACTOR_ENABLED): every call then carries a two-factor access token. */
  readonly twoFactorEnabled: boolean;
  /** What runs scheduled jobs (JOB_RUNNER): pg-boss needs DATABASE_URL; `auto` picks it when set. */
  readonly jobRunner: JobRunnerKind;
  /** Folder of uploaded documents and images (DOCUMENTS_DIR); default `<dataDir>/documents`. */
  readonly documentsDir: string;
  /** Largest document or image accepted, in bytes (DOCUMENT_MAX_SIZE_MB). */
  readonly documentMaxBytes: number;
  /** Content types a document may have (DOCUMENT_CONTENT_TYPES); images are always JPEG, PNG or GIF. */
  readonly documentContentTypes: readonly string[];
  /** Where the "Send Asynchronous Events" job publishes the outbox (EXTERNAL_EVENTS_*). */
  readonly externalEvents: ExternalEventsConfig;
  /** How web hooks are sent (HOOKS_*). */
  readonly hooks: HooksConfig;
  /** Loans the job Loan COB claims and closes per transaction (LOAN_COB_CHUNK_SIZE). */
  readonly loanCobChunkSize: number;
}

/** Web hook delivery: which targets may be called, how deliveries are signed and retried. */
export interface HooksConfig {
  /** Hooks may target loopback, private and unique-local addresses (HOOKS_ALLOW_PRIVATE_TARGETS); link-local never. */
  readonly allowPrivateTargets: boolean;
  /** HMAC-SHA256 key of `X-Corebank-Signature` (HOOKS_SIGNING_SECRET); undefined = deliveries are not signed. */
  readonly signingSecret: string | undefined;
  /** Attempts per delivery before it is FAILED (HOOKS_DELIVERY_ATTEMPTS). */
  readonly deliveryAttempts: number;
  /** Wait before the second attempt, doubling after each failure, at most one hour (HOOKS_DELIVERY_BACKOFF_MS). */
  readonly deliveryBackoffMs: number;
  /** This server's API base URL, sent as `X-Fineract-Endpoint` (HOOKS_ENDPOINT_URL); undefined = header left out. */
  readonly endpointUrl: string | undefined;
}

export const EXTERNAL_EVENT_PUBLISHERS = ['none', 'amqp', 'kafka'] as const;
export const EXTERNAL_EVENT_FORMATS = ['avro', 'json'] as const;

/** The external events publisher: none (the outbox is kept, nothing is sent), AMQP 1.0 (ActiveMQ) or Kafka. */
export interface ExternalEventsConfig {
  readonly publisher: (typeof EXTERNAL_EVENT_PUBLISHERS)[number];
  /** How a message is encoded: Avro single-object encoding (as Fineract's MessageV1) or JSON. */
  readonly format: (typeof EXTERNAL_EVENT_FORMATS)[number];
  /** `amqp://[user:password@]host:port` (or `amqps://`) of the AMQP 1.0 broker. */
  readonly amqpUrl: string;
  /** The queue (or `topic://name`) messages are sent to. */
  readonly amqpAddress: string;
  /** Kafka brokers, `host:port` comma-separated. */
  readonly kafkaBootstrapServers: readonly string[];
  readonly kafkaTopic: string;
  /** Attempts per batch before the job gives up until its next run (backoff doubles from 200 ms). */
  readonly sendAttempts: number;
}

export const JOB_RUNNERS = ['auto', 'in-process', 'pg-boss', 'off'] as const;

/**
 * Loans per chunk of the job Loan COB when LOAN_COB_CHUNK_SIZE is unset (Fineract's `chunk-size` of its partitioned
 * job, default 100; 250 closed more loans per second here, ADR 0054).
 */
export const DEFAULT_LOAN_COB_CHUNK_SIZE = 250;

/** Fineract's default allow-list of document content types (PDF, Word, Excel, JPEG, PNG). */
export const DEFAULT_DOCUMENT_CONTENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
];
export type JobRunnerKind = (typeof JOB_RUNNERS)[number];

/** One variable: its name, default and description (the README table is checked against this list). */
export interface ConfigVariable {
  readonly name: string;
  readonly defaultValue: string;
  readonly description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'HOST', defaultValue: '127.0.0.1', description: 'Address to listen on.' },
  { name: 'PORT', defaultValue: '8443', description: 'Port to listen on (1–65535).' },
  { name: 'DATA_DIR', defaultValue: './data', description: 'Folder of the embedded databases and, by default, of uploaded documents.' },
  { name: 'DATABASE_URL', defaultValue: '(embedded)', description: '`postgres://…` of a PostgreSQL server: tenant store there, one database per tenant.' },
  { name: 'TLS_CERT_FILE', defaultValue: '', description: 'PEM certificate; with TLS_KEY_FILE the server speaks HTTPS.' },
  { name: 'TLS_KEY_FILE', defaultValue: '', description: 'PEM private key for TLS_CERT_FILE.' },
  { name: 'TRUST_PROXY_TLS', defaultValue: 'false', description: 'TLS ends at a reverse proxy; lets production run plain HTTP behind it.' },
  { name: 'TRUST_PROXY', defaultValue: '(private ranges with TRUST_PROXY_TLS)', description: 'Comma-separated proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal) whose X-Forwarded-For/-Proto are believed.' },
  { name: 'CORS_ORIGINS', defaultValue: '', description: 'Comma-separated origins (`https://app.example.com`) browsers may call the API from, or `*`; empty = no CORS.' },
  { name: 'AUTH_RATE_LIMIT_MAX', defaultValue: '10', description: 'Sign-in and two-factor code requests allowed per window, client address and user; 0 = no limit.' },
  { name: 'AUTH_RATE_LIMIT_WINDOW_SECONDS', defaultValue: '60', description: 'Length of the AUTH_RATE_LIMIT_MAX window in seconds.' },
  { name: 'NODE_ENV', defaultValue: 'development', description: '`production` enforces TLS and a non-default admin password.' },
  { name: 'ADMIN_PASSWORD', defaultValue: 'password', description: 'Password of the `mifos` user of each tenant this process creates.' },
  { name: 'LOG_LEVEL', defaultValue: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'TENANT_TIMEZONE', defaultValue: 'UTC', description: 'IANA time zone given to tenants created without one.' },
  { name: 'LOGIN_MAX_FAILURES', defaultValue: '5', description: 'Wrong passwords in a row after which a user is locked.' },
  { name: 'LOGIN_LOCK_MINUTES', defaultValue: '15', description: 'Minutes a user stays locked after too many wrong passwords.' },
  {
    name: 'SIGN_IN_FAILURES_PER_ADDRESS',
    defaultValue: '20',
    description: 'Failed sign-ins one client address may make within LOGIN_LOCK_MINUTES before its sign-ins are answered 429.',
  },
  { name: 'OAUTH_SIGNING_KEY', defaultValue: '(per tenant)', description: 'Secret (32+ characters) signing OAuth 2.0 tokens for every tenant.' },
  { name: 'OAUTH_TOKEN_TTL_SECONDS', defaultValue: '3600', description: 'Lifetime of an OAuth 2.0 access token.' },
  { name: 'OAUTH_REFRESH_TTL_SECONDS', defaultValue: '1209600', description: 'Lifetime of an OAuth 2.0 refresh token.' },
  { name: 'TWO_FACTOR_ENABLED', defaultValue: 'false', description: 'Sign-in needs a one-time code (email, SMS or authenticator app) as second factor.' },
  { name: 'JOB_RUNNER', defaultValue: 'auto', description: 'What runs scheduled jobs: pg-boss (needs DATABASE_URL), in-process, off; auto = pg-boss with DATABASE_URL.' },
  { name: 'DOCUMENTS_DIR', defaultValue: '(DATA_DIR/documents)', description: 'Folder where uploaded documents and client images are stored.' },
  { name: 'DOCUMENT_MAX_SIZE_MB', defaultValue: '5', description: 'Largest document or image accepted, in megabytes (Fineract: 5).' },
  { name: 'DOCUMENT_CONTENT_TYPES', defaultValue: DEFAULT_DOCUMENT_CONTENT_TYPES.join(','), description: 'Comma-separated content types a document may have.' },
  { name: 'EXTERNAL_EVENTS_PUBLISHER', defaultValue: 'none', description: 'Where enabled external events are published: none (kept in the outbox), amqp (AMQP 1.0, e.g. ActiveMQ) or kafka.' },
  { name: 'EXTERNAL_EVENTS_FORMAT', defaultValue: 'avro', description: 'Message encoding: avro (Fineract’s MessageV1, single-object encoding) or json.' },
  { name: 'EXTERNAL_EVENTS_AMQP_URL', defaultValue: 'amqp://127.0.0.1:5672', description: '`amqp://[user:password@]host:port` (or `amqps://`) of the AMQP 1.0 broker.' },
  { name: 'EXTERNAL_EVENTS_AMQP_ADDRESS', defaultValue: 'external-events', description: 'Queue the AMQP publisher sends to (`topic://name` for a topic).' },
  { name: 'EXTERNAL_EVENTS_KAFKA_BOOTSTRAP_SERVERS', defaultValue: 'localhost:9092', description: 'Comma-separated `host:port` of the Kafka brokers.' },
  { name: 'EXTERNAL_EVENTS_KAFKA_TOPIC', defaultValue: 'external-events', description: 'Kafka topic of the external events (key: the aggregate id).' },
  { name: 'EXTERNAL_EVENTS_SEND_ATTEMPTS', defaultValue: '5', description: 'Attempts to publish a batch (backoff doubling from 200 ms) before the job run fails and leaves it for the next run.' },
  { name: 'HOOKS_ALLOW_PRIVATE_TARGETS', defaultValue: 'false', description: 'Web hooks may call loopback and private-network addresses (never link-local).' },
  { name: 'HOOKS_SIGNING_SECRET', defaultValue: '', description: 'Key of the `X-Corebank-Signature: sha256=…` HMAC of each web hook body; unset = unsigned.' },
  { name: 'HOOKS_DELIVERY_ATTEMPTS', defaultValue: '8', description: 'Attempts to deliver a web hook call until the receiver answers 2xx.' },
  { name: 'HOOKS_DELIVERY_BACKOFF_MS', defaultValue: '1000', description: 'Wait before a web hook retry, doubling per attempt (at most one hour).' },
  { name: 'HOOKS_ENDPOINT_URL', defaultValue: '', description: 'This server’s API base URL, sent to web hooks as `X-Fineract-Endpoint`.' },
  { name: 'LOAN_COB_CHUNK_SIZE', defaultValue: String(DEFAULT_LOAN_COB_CHUNK_SIZE), description: 'Loans the job Loan COB claims and closes in one transaction (a chunk).' },
];

export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseBoolean(name: string, text: string | undefined, problems: string[]): boolean {
  if (text === undefined || text === '') {
    return false;
  }
  if (text === 'true' || text === 'false') {
    return text === 'true';
  }
  problems.push(`${name} must be true or false, got "${text}"`);
  return false;
}

function parsePort(text: string | undefined, problems: string[]): number {
  if (text === undefined || text === '') {
    return 8443;
  }
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535, got "${text}"`);
  }
  return port;
}

function parsePositiveInteger(name: string, text: string | undefined, defaultValue: number, problems: string[]): number {
  if (text === undefined || text === '') {
    return defaultValue;
  }
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    problems.push(`${name} must be a whole number of at least 1, got "${text}"`);
    return defaultValue;
  }
  return Number(text);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function parseJobRunner(text: string | undefined, databaseUrl: string | undefined, problems: string[]): JobRunnerKind {
  const value = text === undefined || text === '' ? 'auto' : text;
  const kind = JOB_RUNNERS.find((k) => k === value);
  if (kind === undefined) {
    problems.push(`JOB_RUNNER must be one of ${JOB_RUNNERS.join(', ')}, got "${value}"`);
    return 'auto';
  }
  if (kind === 'pg-boss' && databaseUrl === undefined) {
    problems.push('JOB_RUNNER=pg-boss needs DATABASE_URL (pg-boss keeps its queues in PostgreSQL)');
  }
  return kind;
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

function parseContentTypes(text: string | undefined, problems: string[]): readonly string[] {
  if (text === undefined || text.trim() === '') {
    return DEFAULT_DOCUMENT_CONTENT_TYPES;
  }
  const types = text.split(',').map((t) => t.trim().toLowerCase()).filter((t) => t !== '');
  const bad = types.filter((t) => !CONTENT_TYPE.test(t));
  if (bad.length > 0 || types.length === 0) {
    problems.push(`DOCUMENT_CONTENT_TYPES must list content types such as application/pdf, got "${text}"`);
  }
  return types;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: proxy addresses and ranges; unset = the private ranges when a proxy ends TLS, else none. */
function parseTrustProxy(text: string | undefined, trustProxyTls: boolean, problems: string[]): readonly string[] {
  const value = text?.trim() ?? '';
  if (value === '') {
    return trustProxyTls ? PROXY_RANGE_NAMES : [];
  }
  const entries = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (!entries.every(isProxyAddress)) {
    problems.push(`TRUST_PROXY must list proxy addresses or ranges such as 10.0.0.7, 10.0.0.0/8 or loopback, got "${value}"`);
  }
  return entries;
}

/** CORS_ORIGINS: `*`, or origins `scheme://host[:port]` (kept in the form browsers send). */
function parseCorsOrigins(text: string | undefined, problems: string[]): readonly string[] {
  const entries = (text ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (entries.includes('*')) {
    if (entries.length > 1) {
      problems.push('CORS_ORIGINS must be `*` alone or a list of origins, not both');
    }
    return ['*'];
  }
  return entries.map((entry) => {
    const origin = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare = origin !== undefined && ['http:', 'https:'].includes(origin.protocol) && origin.pathname === '/' && origin.search === '' && origin.hash === '' && origin.username === '';
    if (origin === undefined || !bare) {
      problems.push(`CORS_ORIGINS must list origins such as https://app.example.com (no path), got "${entry}"`);
      return entry;
    }
    return origin.origin;
  });
}

function parseCount(name: string, text: string | undefined, defaultValue: number, problems: string[]): number {
  if (text === undefined || text === '') {
    return defaultValue;
  }
  if (!/^\d{1,6}$/.test(text)) {
    problems.push(`${name} must be a whole number of at least 0, got "${text}"`);
    return defaultValue;
  }
  return Number(text);
}

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], problems: string[]): T {
  const value = text === undefined || text === '' ? allowed[0] : allowed.find((a) => a === text);
  if (value === undefined) {
    problems.push(`${name} must be one of ${allowed.join(', ')}, got "${text ?? ''}"`);
    return allowed[0] as T;
  }
  return value;
}

/** The EXTERNAL_EVENTS_* variables (also read alone by the job that publishes, see src/modules/external-events). */
export function parseExternalEvents(env: Readonly<Record<string, string | undefined>>, problems: string[]): ExternalEventsConfig {
  const amqpUrl = env.EXTERNAL_EVENTS_AMQP_URL || 'amqp://127.0.0.1:5672';
  if (!/^amqps?:\/\/[^/]+$/.test(amqpUrl) || !URL.canParse(amqpUrl)) {
    problems.push(`EXTERNAL_EVENTS_AMQP_URL must be amqp://host:port or amqps://host:port, got "${amqpUrl}"`);
  }
  const servers = (env.EXTERNAL_EVENTS_KAFKA_BOOTSTRAP_SERVERS || 'localhost:9092').split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (servers.length === 0 || !servers.every((s) => /^[^:\s]+:\d{1,5}$/.test(s))) {
    problems.push(`EXTERNAL_EVENTS_KAFKA_BOOTSTRAP_SERVERS must list host:port entries, got "${env.EXTERNAL_EVENTS_KAFKA_BOOTSTRAP_SERVERS ?? ''}"`);
  }
  return {
    publisher: oneOf('EXTERNAL_EVENTS_PUBLISHER', env.EXTERNAL_EVENTS_PUBLISHER, EXTERNAL_EVENT_PUBLISHERS, problems),
    format: oneOf('EXTERNAL_EVENTS_FORMAT', env.EXTERNAL_EVENTS_FORMAT, EXTERNAL_EVENT_FORMATS, problems),
    amqpUrl,
    amqpAddress: env.EXTERNAL_EVENTS_AMQP_ADDRESS || 'external-events',
    kafkaBootstrapServers: servers,
    kafkaTopic: env.EXTERNAL_EVENTS_KAFKA_TOPIC || 'external-events',
    sendAttempts: parsePositiveInteger('EXTERNAL_EVENTS_SEND_ATTEMPTS', env.EXTERNAL_EVENTS_SEND_ATTEMPTS, 5, problems),
  };
}

/** The largest Loan COB chunk: a chunk's statements list its loan ids, and a statement binds at most 65,535 values. */
export const MAX_LOAN_COB_CHUNK_SIZE = 10_000;

/**
 * LOAN_COB_CHUNK_SIZE: a whole number from 1 to {@link MAX_LOAN_COB_CHUNK_SIZE} (also read alone by the job Loan
 * COB at each run, see src/modules/loans/loan-cob); problems are added to `problems`.
 */
export function parseLoanCobChunkSize(env: Readonly<Record<string, string | undefined>>, problems: string[]): number {
  const text = env.LOAN_COB_CHUNK_SIZE;
  const size = parsePositiveInteger('LOAN_COB_CHUNK_SIZE', text, DEFAULT_LOAN_COB_CHUNK_SIZE, problems);
  if (size > MAX_LOAN_COB_CHUNK_SIZE) {
    problems.push(`LOAN_COB_CHUNK_SIZE must be at most ${MAX_LOAN_COB_CHUNK_SIZE}, got "${text ?? ''}"`);
    return DEFAULT_LOAN_COB_CHUNK_SIZE;
  }
  return size;
}

type HardeningConfig = Pick<Config, 'trustProxy' | 'corsOrigins' | 'authRateLimitMax' | 'authRateLimitWindowSeconds'>;

function parseHardening(env: Readonly<Record<string, string | undefined>>, trustProxyTls: boolean, problems: string[]): HardeningConfig {
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY, trustProxyTls, problems),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS, problems),
    authRateLimitMax: parseCount('AUTH_RATE_LIMIT_MAX', env.AUTH_RATE_LIMIT_MAX, 10, problems),
    authRateLimitWindowSeconds: parsePositiveInteger('AUTH_RATE_LIMIT_WINDOW_SECONDS', env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 60, problems),
  };
}

/** Reads and checks the environment; throws ConfigError listing every bad value at once. */
export function parseHooks(env: Readonly<Record<string, string | undefined>>, problems: string[]): HooksConfig {
  const endpointUrl = env.HOOKS_ENDPOINT_URL || undefined;
  if (endpointUrl !== undefined && !(URL.canParse(endpointUrl) && ['http:', 'https:'].includes(new URL(endpointUrl).protocol))) {
    problems.push(`HOOKS_ENDPOINT_URL must be an http(s) URL, got "${endpointUrl}"`);
  }
  return {
    allowPrivateTargets: parseBoolean('HOOKS_ALLOW_PRIVATE_TARGETS', env.HOOKS_ALLOW_PRIVATE_TARGETS, problems),
    signingSecret: env.HOOKS_SIGNING_SECRET || undefined,
    deliveryAttempts: parsePositiveInteger('HOOKS_DELIVERY_ATTEMPTS', env.HOOKS_DELIVERY_ATTEMPTS, 8, problems),
    deliveryBackoffMs: parsePositiveInteger('HOOKS_DELIVERY_BACKOFF_MS', env.HOOKS_DELIVERY_BACKOFF_MS, 1000, problems),
    endpointUrl,
  };
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const trustProxyTls = parseBoolean('TRUST_PROXY_TLS', env.TRUST_PROXY_TLS, problems);
  const hardening = parseHardening(env, trustProxyTls, problems);
  const twoFactorEnabled = parseBoolean('TWO_FACTOR_ENABLED', env.TWO_FACTOR_ENABLED, problems);
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if ((certFile === undefined) !== (keyFile === undefined)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  const tls = certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : undefined;
  if (production && tls === undefined && !trustProxyTls) {
    problems.push('NODE_ENV=production needs TLS: set TLS_CERT_FILE and TLS_KEY_FILE, or TRUST_PROXY_TLS=true when a proxy ends TLS');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must have at least 8 characters');
  }
  const timezone = env.TENANT_TIMEZONE || 'UTC';
  if (!isTimeZone(timezone)) {
    problems.push(`TENANT_TIMEZONE must be an IANA time zone such as Europe/Berlin, got "${timezone}"`);
  }
  const port = parsePort(env.PORT, problems);
  const loginMaxFailures = parsePositiveInteger('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5, problems);
  const loginLockMinutes = parsePositiveInteger('LOGIN_LOCK_MINUTES', env.LOGIN_LOCK_MINUTES, 15, problems);
  const signInFailuresPerAddress = parsePositiveInteger('SIGN_IN_FAILURES_PER_ADDRESS', env.SIGN_IN_FAILURES_PER_ADDRESS, 20, problems);
  const oauthTokenTtlSeconds = parsePositiveInteger('OAUTH_TOKEN_TTL_SECONDS', env.OAUTH_TOKEN_TTL_SECONDS, 3600, problems);
  const oauthRefreshTtlSeconds = parsePositiveInteger('OAUTH_REFRESH_TTL_SECONDS', env.OAUTH_REFRESH_TTL_SECONDS, 1_209_600, problems);
  const oauthSigningKey = env.OAUTH_SIGNING_KEY || undefined;
  if (oauthSigningKey !== undefined && oauthSigningKey.length < 32) {
    problems.push('OAUTH_SIGNING_KEY must have at least 32 characters');
  }
  const jobRunner = parseJobRunner(env.JOB_RUNNER, databaseUrl, problems);
  const documentMaxSizeMb = parsePositiveInteger('DOCUMENT_MAX_SIZE_MB', env.DOCUMENT_MAX_SIZE_MB, 5, problems);
  if (documentMaxSizeMb > 1024) {
    problems.push(`DOCUMENT_MAX_SIZE_MB must be at most 1024, got "${documentMaxSizeMb}"`);
  }
  const documentContentTypes = parseContentTypes(env.DOCUMENT_CONTENT_TYPES, problems);
  const externalEvents = parseExternalEvents(env, problems);
  const hooks = parseHooks(env, problems);
  const loanCobChunkSize = parseLoanCobChunkSize(env, problems);
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir,
    databaseUrl,
    tls,
    trustProxyTls,
    ...hardening,
    production,
    adminPassword,
    logLevel,
    defaultTenantTimezone: timezone,
    loginMaxFailures,
    loginLockMinutes,
    signInFailuresPerAddress,
    oauthSigningKey,
    oauthTokenTtlSeconds,
    oauthRefreshTtlSeconds,
    twoFactorEnabled,
    jobRunner,
    documentsDir: env.DOCUMENTS_DIR ? resolve(env.DOCUMENTS_DIR) : join(dataDir, 'documents'),
    documentMaxBytes: documentMaxSizeMb * 1024 * 1024,
    documentContentTypes,
    externalEvents,
    hooks,
    loanCobChunkSize,
  };
}
