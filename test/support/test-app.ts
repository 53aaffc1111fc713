import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, DEFAULT_TENANT, MODULES, adminInitializer } from '../../src/app.ts';
import type { ModuleDefinition } from '../../src/modules/module.ts';
import { loadConfig, type Config } from '../../src/platform/config/config.ts';
import { TenantRegistry, type Tenant } from '../../src/platform/db/tenant-registry.ts';
import { testStorage } from './test-database.ts';

// Every answer of the API tests is checked against its route's response schema (docs/openapi.md).
process.env.RESPONSE_SCHEMA_CHECK ??= 'strict';

export const ADMIN = { username: 'mifos', password: 'password' } as const;

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export function basicAuth(credentials: Credentials): string {
  return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
}

export interface CallOptions {
  readonly body?: unknown;
  /** Credentials for HTTP Basic; null sends none. Default: the administrator. */
  readonly auth?: Credentials | null;
  /** Tenant header value; null sends none. Default: `default`. */
  readonly tenant?: string | null;
  readonly headers?: Record<string, string>;
}

export interface ApiResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string | string[] | number | undefined>;
  /** The body as an object (for member access in assertions). */
  readonly json: Record<string, unknown>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly registry: TenantRegistry;
  readonly tenant: Tenant;
  /** On PostgreSQL: the tenant store's URL (see TestStorage). */
  readonly storeUrl: string | undefined;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<ApiResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Sign-in rate limiting is off here: many tests sign in more often than a minute's allowance (hardening tests turn it on).
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', AUTH_RATE_LIMIT_MAX: '0' }), ...overrides };
}

/** A fresh application on its own tenant `default` (a copy of the migrated template), driven by inject(). */
export async function createTestApp(options: { modules?: readonly ModuleDefinition[]; config?: Partial<Config> } = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const test = await testStorage();
  const { storage } = test;
  const silent = { warn: () => undefined, info: () => undefined };
  const registry = await TenantRegistry.open(storage, adminInitializer(config, silent));
  let tenant;
  let app;
  try {
    tenant = await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
    app = await buildApp(config, registry, options.modules ?? MODULES);
    await app.ready();
  } catch (error) {
    // An open embedded database keeps the test process alive: close everything before failing.
    await registry.close();
    await test.dispose();
    throw error;
  }
  return {
    app,
    registry,
    tenant,
    storeUrl: test.storeUrl,
    async call(method, url, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      const auth = callOptions.auth === undefined ? ADMIN : callOptions.auth;
      if (auth !== null) {
        headers.authorization = basicAuth(auth);
      }
      const tenantId = callOptions.tenant === undefined ? 'default' : callOptions.tenant;
      if (tenantId !== null) {
        headers['fineract-platform-tenantid'] = tenantId;
      }
      const request: InjectOptions = { method, url, headers };
      if (callOptions.body !== undefined) {
        request.payload = typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await app.inject(request);
      const body: unknown = response.body === '' ? undefined : (JSON.parse(response.body) as unknown);
      return {
        status: response.statusCode,
        body,
        headers: response.headers,
        json: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
      };
    },
    async close() {
      await app.close();
      await test.dispose();
    },
  };
}
