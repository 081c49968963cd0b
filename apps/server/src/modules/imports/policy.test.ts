/** Import policy: actor x import status x action, from IMPORT_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnImport, importActions } from './policy';

const imports = {
  invalid: { status: 'invalid' },
  ready: { status: 'ready' },
  committed: { status: 'committed' },
  cancelled: { status: 'cancelled' },
} as const;

describe('import policy', () => {
  it('allows exactly these actions (actor | import | actions; the import permission is the route\'s)', () => {
    const expected = Object.keys(POLICY_ACTORS).flatMap((a) => [`${a} | invalid | cancel`, `${a} | ready | commit cancel`]);
    expect(decisionTable(POLICY_ACTORS, imports, importActions)).toEqual(expected);
  });

  it('refuses with the message of the import\'s status', () => {
    const buyer = POLICY_ACTORS.buyer;
    expect(refusal(() => assertMayOnImport(imports.ready, buyer, 'commit'))).toBe('allowed');
    expect(refusal(() => assertMayOnImport(imports.invalid, buyer, 'commit'))).toBe('409 imports.has_errors');
    expect(refusal(() => assertMayOnImport(imports.committed, buyer, 'commit'))).toBe('409 imports.already_committed');
    expect(refusal(() => assertMayOnImport(imports.cancelled, buyer, 'commit'))).toBe('409 imports.cancelled');
    expect(refusal(() => assertMayOnImport(imports.committed, buyer, 'cancel'))).toBe('409 imports.already_committed');
    expect(refusal(() => assertMayOnImport(imports.cancelled, buyer, 'cancel'))).toBe('409 imports.cancelled');
  });
});
