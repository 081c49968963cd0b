/** SAP sync policy: actor x record status x action, from SAP_SYNC_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnSync, sapSyncActions } from './policy';

const records = {
  pending: { status: 'pending' },
  synchronized: { status: 'synchronized' },
  failed: { status: 'failed' },
} as const;

describe('SAP sync policy', () => {
  it('allows exactly these actions (actor | record | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, records, sapSyncActions)).toEqual(['admin | failed | retry', 'masterdata | failed | retry']);
  });

  it('refuses a retry of a record not failed with 409 and without the permission with 403', () => {
    expect(refusal(() => assertMayOnSync(records.failed, POLICY_ACTORS.masterdata, 'retry'))).toBe('allowed');
    expect(refusal(() => assertMayOnSync(records.pending, POLICY_ACTORS.masterdata, 'retry'))).toBe('409 sap_sync.not_failed');
    expect(refusal(() => assertMayOnSync(records.synchronized, POLICY_ACTORS.masterdata, 'retry'))).toBe('409 sap_sync.not_failed');
    expect(refusal(() => assertMayOnSync(records.failed, POLICY_ACTORS.buyer, 'retry'))).toBe('403 auth.forbidden');
  });
});
