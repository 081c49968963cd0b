/**
 * Every migration in order. A module adds `NNNN_<module>_<what>.ts` and one line here; names sort
 * by their number, and a migration never changes once it has landed.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0300 from './0300_supplier_profiles';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_platform': m0001,
  '0300_supplier_profiles': m0300,
};
