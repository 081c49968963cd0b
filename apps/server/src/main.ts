/** Starts the portal: database, migrations, demo data, job worker, then HTTP on PORT. */
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { closeDeps, createDeps } from './bootstrap';
import { loadConfig } from './config';

const started = Date.now();
const config = loadConfig();
const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);

const deps = await createDeps(config, logger);
const app = await buildApp(deps, { logger: loggerOptions(config.logLevel) });
deps.jobs.start();
await app.listen({ port: config.port, host: config.host });
logger.info({ port: config.port, database: deps.dbHandle.driver, startupMs: Date.now() - started }, `AeroSupply ready on http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => closeDeps(deps))
      .finally(() => process.exit(0));
  });
}
