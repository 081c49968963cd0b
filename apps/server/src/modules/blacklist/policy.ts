/**
 * May this actor change this blacklist entry, or list this supplier? One answer for the presenters
 * (`actions`) and the service (guards), from BLACKLIST_WORKFLOW.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { BLACKLIST_WORKFLOW, type BlacklistAction } from '@aerosupply/shared/blacklist/workflow';
import type { Selectable } from 'kysely';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { BlacklistEntriesTable } from './tables';

type EntryFacts = Pick<Selectable<BlacklistEntriesTable>, 'status' | 'finance_handled_at'>;

const blacklistRecord = (e: EntryFacts) => ({ status: e.status, financeHandled: e.finance_handled_at !== null });

export const blacklistActions = (entry: EntryFacts, actor: Actor): BlacklistAction[] => allowedActions(BLACKLIST_WORKFLOW, blacklistRecord(entry), actor);

/** Refuses a change of a lifted entry, or a second finance handling (409). */
export const assertMayChangeEntry = (entry: EntryFacts, actor: Actor, action: BlacklistAction): void =>
  enforce(decide(BLACKLIST_WORKFLOW, action, blacklistRecord(entry), actor));

/** Whether the actor may put a supplier not yet listed on the blacklist (a new entry, so no state yet). */
export const mayBlacklist = (supplier: { blacklisted: boolean }, actor: Actor): boolean => !supplier.blacklisted && actor.permissions.has('supplier.blacklist.insert');
