/**
 * OA and QAUDIT approvals behind an adapter (issue 5 §1): the built-in adapter keeps the approval
 * inside the portal as a task decided by staff holding the step's permission; an external OA
 * system can replace it with `setApprovalAdapter` (submit hands the case over and returns its
 * reference; the external decision then arrives through the same review action).
 */
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { decidePendingApprovalTask, insertApprovalTask } from './repo';

export type ApprovalSystem = 'OA' | 'QAUDIT';

export interface ApprovalAdapter {
  name: string;
  /** Hands a supplier's case to the approval system; returns its reference there, if any. */
  submit(trx: Database, input: { companyId: number; system: ApprovalSystem; comment: string | null; actor: Actor }): Promise<{ externalRef: string | null }>;
}

const portalAdapter: ApprovalAdapter = {
  name: 'portal',
  submit: async () => ({ externalRef: null }),
};

const adapters: Record<ApprovalSystem, ApprovalAdapter> = { OA: portalAdapter, QAUDIT: portalAdapter };

/** Replaces the adapter of one system (deployments with a real OA / QAUDIT). */
export function setApprovalAdapter(system: ApprovalSystem, adapter: ApprovalAdapter): void {
  adapters[system] = adapter;
}

/** Opens an approval task in the system. */
export async function submitApproval(trx: Database, companyId: number, system: ApprovalSystem, comment: string | null, actor: Actor, now: Date): Promise<void> {
  const adapter = adapters[system];
  const { externalRef } = await adapter.submit(trx, { companyId, system, comment, actor });
  await insertApprovalTask(trx, { company_id: companyId, system, adapter: adapter.name, external_ref: externalRef, submitted_by: actor.userId, submitted_at: now, comment });
}

/** Records the decision on the supplier's open task of the system. */
export async function decideApproval(trx: Database, companyId: number, system: ApprovalSystem, approved: boolean, comment: string | null, actor: Actor, now: Date): Promise<void> {
  await decidePendingApprovalTask(trx, companyId, system, { decision: approved ? 'approve' : 'reject', decided_by: actor.userId, decided_at: now, comment });
}
