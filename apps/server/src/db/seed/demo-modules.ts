/** Each module's demo records, run in order inside the demo transaction (one line per module). */
import type { Database } from '../database';
import type { DemoIds } from './demo';

export type DemoSeed = (trx: Database, ids: DemoIds) => Promise<void>;

export const DEMO_MODULE_SEEDS: DemoSeed[] = [];
