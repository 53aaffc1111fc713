import { pino } from 'pino';
import { buildApp, openTenants, storageFor } from './app.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const registry = await openTenants(config, storageFor(config), log);
  const app = await buildApp(config, registry);
  const shutdown = (signal: string): void => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  process.stderr.write(`corebank failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
