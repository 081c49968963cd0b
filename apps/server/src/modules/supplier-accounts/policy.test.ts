/** Employee account policy: actor x account (state, whose) x action, from EMPLOYEE_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnEmployee, employeeActions } from './policy';

const supplier = POLICY_ACTORS.supplier;
/** An employee who holds only the quotation function besides managing employees. */
const clerk = { ...supplier, userId: 7, isCompanyAdmin: false, permissions: new Set(['sup.employee', 'sup.quotation']) };

const accounts = {
  normal: { id: 20, is_company_admin: false, frozen: false, functions: ['sup.vendorData'] },
  frozen: { id: 21, is_company_admin: false, frozen: true, functions: ['sup.vendorData'] },
  'own account': { id: supplier.userId, is_company_admin: true, frozen: false, functions: [] },
  'company administrator': { id: 22, is_company_admin: true, frozen: false, functions: [] },
  'no functions': { id: 23, is_company_admin: false, frozen: false, functions: null },
};

describe('employee account policy', () => {
  it('allows exactly these actions (actor | account | actions)', () => {
    expect(decisionTable({ ...POLICY_ACTORS, clerk }, accounts, employeeActions)).toEqual([
      'supplier | normal | edit freeze resetPassword authorise',
      'supplier | frozen | edit restore resetPassword authorise',
      'supplier | no functions | edit freeze resetPassword authorise',
      'clerk | no functions | edit freeze resetPassword authorise',
    ]);
  });

  it('answers whose account it is before its state, as the API does', () => {
    expect(refusal(() => assertMayOnEmployee(accounts['own account'], supplier, 'restore'))).toBe('409 supplierAccounts.not_self');
    expect(refusal(() => assertMayOnEmployee(accounts['company administrator'], supplier, 'freeze'))).toBe('409 supplierAccounts.admin_account');
    expect(refusal(() => assertMayOnEmployee(accounts.frozen, clerk, 'freeze'))).toBe('403 supplierAccounts.account_outranks');
    expect(refusal(() => assertMayOnEmployee(accounts.frozen, supplier, 'freeze'))).toBe('409 common.wrong_state');
    expect(refusal(() => assertMayOnEmployee(accounts.normal, supplier, 'restore'))).toBe('409 common.wrong_state');
    expect(refusal(() => assertMayOnEmployee(accounts.frozen, supplier, 'restore'))).toBe('allowed');
    expect(refusal(() => assertMayOnEmployee(accounts.normal, POLICY_ACTORS.admin, 'freeze'))).toBe('403 auth.forbidden');
  });
});
