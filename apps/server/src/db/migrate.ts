import { Migrator } from 'kysely';
import type { Database } from './database';
import { MIGRATIONS } from './migrations/index';

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  // Platform migrations (0001-0099) may land after module ones (0100+) have run on a database:
  // each runs once, in name order among the pending ones.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
