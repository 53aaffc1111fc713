import { startServer } from './app.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';

try {
  await startServer(loadConfig());
} catch (error) {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\nSee the configuration table in README.md.\n` : `corebank failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
