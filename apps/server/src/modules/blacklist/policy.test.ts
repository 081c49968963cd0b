/** Blacklist policy: actor x entry state x action, from BLACKLIST_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayChangeEntry, blacklistActions, mayBlacklist } from './policy';

const entries = {
  active: { status: 'active', finance_handled_at: null },
  'active, handled by finance': { status: 'active', finance_handled_at: new Date('2026-01-05T00:00:00Z') },
  removed: { status: 'removed', finance_handled_at: null },
} as const;

describe('blacklist policy', () => {
  it('allows exactly these actions (actor | entry | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, entries, blacklistActions)).toEqual([
      'admin | active | edit remove financeHandle',
      'admin | active, handled by finance | edit remove',
      'buyer | active | edit remove',
      'buyer | active, handled by finance | edit remove',
      'finance | active | edit remove financeHandle',
      'finance | active, handled by finance | edit remove',
    ]);
  });

  it('refuses a lifted entry and a second finance handling with 409 (D-141)', () => {
    expect(refusal(() => assertMayChangeEntry(entries.removed, POLICY_ACTORS.buyer, 'edit'))).toBe('409 blacklist.removed');
    expect(refusal(() => assertMayChangeEntry(entries['active, handled by finance'], POLICY_ACTORS.finance, 'financeHandle'))).toBe('409 blacklist.finance_handled');
    expect(refusal(() => assertMayChangeEntry(entries.active, POLICY_ACTORS.auditor, 'remove'))).toBe('403 auth.forbidden');
  });

  it('lets a buyer list a supplier not yet listed', () => {
    expect(mayBlacklist({ blacklisted: false }, POLICY_ACTORS.buyer)).toBe(true);
    expect(mayBlacklist({ blacklisted: true }, POLICY_ACTORS.buyer)).toBe(false);
    expect(mayBlacklist({ blacklisted: false }, POLICY_ACTORS.finance)).toBe(false);
  });
});
