/**
 * May this actor take this action on this capability application? One answer for the presenter
 * (`actions`) and the service (guards), from CAPABILITY_WORKFLOW.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { CAPABILITY_WORKFLOW, type CapabilityAction } from '@aerosupply/shared/capabilities/workflow';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { CapabilityRow } from './repo';

type CapabilityFacts = Pick<CapabilityRow, 'status'>;

export const capabilityActions = (row: CapabilityFacts, actor: Actor): CapabilityAction[] => allowedActions(CAPABILITY_WORKFLOW, { status: row.status }, actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnCapability = (row: CapabilityFacts, actor: Actor, action: CapabilityAction): void =>
  enforce(decide(CAPABILITY_WORKFLOW, action, { status: row.status }, actor));
