/** Opens the database, applies migrations, loads demo data when asked, and wires the dependencies. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedBase } from './db/seed/base';
import { seedDemo } from './db/seed/demo';
import type { AppDeps } from './platform/context';
import { LocalBlobStore } from './platform/files/blob-store';
import { createS3BlobStore } from './platform/files/s3-blob-store';
import { JobQueue } from './platform/jobs/queue';
import { Outbox } from './platform/mail/outbox';
import { demoFileWriters, demoSeeds } from './modules';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export async function createDeps(config: Config, log: Log, opts: { inMemory?: boolean; template?: Blob } = {}): Promise<AppDeps> {
  const dbHandle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: opts.inMemory ? null : config.dataDir, template: opts.template });
  const { db } = dbHandle;
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await seedBase(db);
  if (config.demoData) {
    const seeded = await seedDemo(db, demoSeeds());
    if (seeded) log.info('demo data loaded');
  }
  const blobs = config.s3 ? await createS3BlobStore(config.s3) : new LocalBlobStore(config.filesDir);
  if (config.demoData) for (const write of demoFileWriters()) await write(db, blobs);
  const jobs = new JobQueue(db, log, config.jobPollMs);
  // The outbox reads the clock through deps, so a test that moves deps.now moves it too.
  const outbox = new Outbox(db, jobs, config.smtpUrl, config.mailFrom, () => deps.now());
  const deps: AppDeps = { config, db, dbHandle, blobs, jobs, outbox, now: () => new Date() };
  return deps;
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.jobs.stop();
  deps.outbox.close();
  await deps.dbHandle.close();
}
