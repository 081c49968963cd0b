/**
 * The home page's pending-task counters come from providers that modules register per side
 * (`registerHomeTaskProvider('staff', fn)`), so the home module never needs to know them.
 */
import type { CompanyType } from '@aerosupply/shared';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';

export interface HomeTaskContext {
  /** The summary's transaction; providers read only through it. */
  db: Database;
  actor: Actor;
  now: Date;
}

/** Answers the counters this actor should see (check the actor's permissions inside). */
export type HomeTaskProvider = (ctx: HomeTaskContext) => Promise<HomeTask[]>;

const providers: Record<CompanyType, Set<HomeTaskProvider>> = { staff: new Set(), supplier: new Set(), forwarder: new Set() };

/** Adds a provider for one side; registering the same function again has no effect. */
export function registerHomeTaskProvider(side: CompanyType, provider: HomeTaskProvider): void {
  providers[side].add(provider);
}

/** The providers of a side, in registration order. */
export function homeTaskProviders(side: CompanyType): HomeTaskProvider[] {
  return [...providers[side]];
}
