/** Forwarder company policy: actor x company (active, frozen) x action, from FORWARDER_COMPANY_WORKFLOW (D-494). */
import { BUILTIN_STAFF_ROLES, FORWARDER_ADMIN_PERMISSIONS, FORWARDER_FUNCTIONS } from '@aerosupply/shared/permissions';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnForwarderCompany, forwarderCompanyActions } from './policy';

const logistics = { ...POLICY_ACTORS.admin, userId: 9, roles: ['logistics'], permissions: new Set<string>(BUILTIN_STAFF_ROLES.logistics!.permissions) };
const forwarder = { ...POLICY_ACTORS.supplier, userId: 10, companyType: 'forwarder' as const, permissions: new Set<string>([...FORWARDER_FUNCTIONS, ...FORWARDER_ADMIN_PERMISSIONS]) };
const companies = { active: 'active', frozen: 'frozen' };

describe('forwarder company policy', () => {
  it('allows exactly these actions (actor | company | actions)', () => {
    expect(decisionTable({ ...POLICY_ACTORS, logistics, forwarder }, companies, forwarderCompanyActions)).toEqual([
      'admin | active | edit freeze',
      'admin | frozen | edit restore',
      'logistics | active | edit freeze',
      'logistics | frozen | edit restore',
    ]);
  });

  it('answers the state with its own message, the permission first', () => {
    expect(refusal(() => assertMayOnForwarderCompany('frozen', logistics, 'freeze'))).toBe('409 forwarderCompanies.wrong_state');
    expect(refusal(() => assertMayOnForwarderCompany('active', logistics, 'restore'))).toBe('409 forwarderCompanies.wrong_state');
    expect(refusal(() => assertMayOnForwarderCompany('active', POLICY_ACTORS.buyer, 'freeze'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnForwarderCompany('active', forwarder, 'edit'))).toBe('403 auth.forbidden');
  });
});
