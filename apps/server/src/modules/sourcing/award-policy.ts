/** Who may decide an award now: one answer for the presenter (`actions`) and the service (`assertMayOnAward`), from AWARD_WORKFLOW. */
import { AWARD_WORKFLOW, type AwardAction, type AwardRecord, type AwardStatus } from '@aerosupply/shared/sourcing/award';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export const awardRecord = (row: { status: AwardStatus; approver_id: number }): AwardRecord => ({ status: row.status, approverId: row.approver_id });

export const awardActions = (record: AwardRecord, actor: Actor): AwardAction[] => allowedActions(AWARD_WORKFLOW, record, actor);

/** 403 without the permission or not the chosen approver, 409 once decided. */
export const assertMayOnAward = (record: AwardRecord, actor: Actor, action: AwardAction): void => enforce(decide(AWARD_WORKFLOW, action, record, actor));
