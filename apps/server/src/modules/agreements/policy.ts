/**
 * May this actor take this action on this agreement? One answer for the presenter (`actions`) and
 * the service (guards), from AGREEMENT_WORKFLOW. The validity job asks `stateAllows` (no person).
 */
import { AGREEMENT_WORKFLOW, type AgreementAction, type AgreementStatus } from '@aerosupply/shared/agreements/workflow';
import { allowedActions, decide, stateRefusal } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export interface AgreementFacts {
  status: AgreementStatus;
  line_count: number;
}

const record = (row: AgreementFacts) => ({ status: row.status, lineCount: row.line_count });

export const agreementActions = (row: AgreementFacts, actor: Actor): AgreementAction[] => allowedActions(AGREEMENT_WORKFLOW, record(row), actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnAgreement = (row: AgreementFacts, actor: Actor, action: AgreementAction): void => enforce(decide(AGREEMENT_WORKFLOW, action, record(row), actor));

/** For the validity job: whether the state allows the system's action. */
export const stateAllows = (status: AgreementStatus, action: 'activate' | 'expire'): boolean => stateRefusal(AGREEMENT_WORKFLOW, action, status) === null;
