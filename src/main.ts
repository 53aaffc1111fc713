import { enableCompileCache } from 'node:module';

// Node keeps the compiled (type-stripped) modules on disk between starts: a warm start then skips
// TypeScript stripping, which saves about a third of the start time and tens of megabytes (docs/performance.md).
enableCompileCache();
const { startServer } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./platform/config/config.ts');

try {
  await startServer(loadConfig());
} catch (error) {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\nSee the configuration table in README.md.\n` : `corebank failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
