/**
 * May this actor take this action on this data-change request? One answer for the presenter
 * (`actions`) and the service (guard), from CHANGE_WORKFLOW.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { CHANGE_WORKFLOW, type ChangeAction } from '@aerosupply/shared/supplier-profile/workflow';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { ChangeRow } from './change-repo';

type ChangeFacts = Pick<ChangeRow, 'status'>;

export const changeRequestActions = (row: ChangeFacts, actor: Actor): ChangeAction[] => allowedActions(CHANGE_WORKFLOW, { status: row.status }, actor);

/** Refuses a decision on a request no longer pending (409) or by someone not reviewing changes (403). */
export const assertMayDecideChange = (row: ChangeFacts, actor: Actor, action: Extract<ChangeAction, 'approve' | 'reject'>): void =>
  enforce(decide(CHANGE_WORKFLOW, action, { status: row.status }, actor));
