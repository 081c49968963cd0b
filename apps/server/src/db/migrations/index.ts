/**
 * Every migration in order. A module adds `NNNN_<module>_<what>.ts` and one line here; names sort
 * by their number, and a migration never changes once it has landed.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_platform': m0001,
};
