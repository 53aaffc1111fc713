import { buildApp, MODULES } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { TenantRegistry } from '../../src/platform/db/tenant-registry.ts';
import { memoryStorage } from '../../src/platform/db/tenant-storage.ts';

/** The OpenAPI document the server serves at /api/v1/openapi.json (built without opening any tenant). */
export async function servedOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
  const registry = await TenantRegistry.open(memoryStorage(undefined), () => Promise.resolve());
  try {
    const app = await buildApp(config, registry, MODULES);
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await registry.close();
  }
}
