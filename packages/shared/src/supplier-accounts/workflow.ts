/**
 * An employee account as data (spec 001 §2 'Employee account management'): normal or frozen; the
 * supplier's administrator (or an employee holding 'sup.employee') edits, freezes, restores, resets
 * the password of and authorises another employee's account, never its own, never the company
 * administrator's, never one holding a function it does not hold itself (D-97).
 */
import { defineWorkflow, type Guard, type WorkflowActor } from '../workflow/machine';
import { EMPLOYEE_REQUEST_ACTIONS, EMPLOYEE_REQUEST_STATUSES, type EmployeeRequestStatus } from './requests';
import { EMPLOYEE_ACTIONS, EMPLOYEE_STATUSES, type EmployeeAction, type EmployeeStatus } from './schemas';

export interface EmployeeRecord {
  id: number;
  status: EmployeeStatus;
  isCompanyAdmin: boolean;
  /** The supplier functions the account holds through its posts. */
  functions: readonly string[];
}

/** The actor, with its own account's id (the server's `Actor` fits). */
export type EmployeeActor = WorkflowActor & { userId: number };

/** Whose account it is, checked before its state (the order the API has always answered in). */
export const EMPLOYEE_ACCOUNT_GUARDS: readonly Guard<EmployeeRecord, EmployeeActor>[] = [
  { name: 'not the actor itself', test: (r, a) => r.id !== a.userId, refusal: { status: 409, errorKey: 'supplierAccounts.not_self' } },
  { name: 'not the company administrator', test: (r) => !r.isCompanyAdmin, refusal: { status: 409, errorKey: 'supplierAccounts.admin_account' } },
  {
    name: 'the actor holds every function of the account (D-97)',
    test: (r, a) => r.functions.every((f) => a.permissions.has(f)),
    refusal: { status: 403, errorKey: 'supplierAccounts.account_outranks' },
  },
];

/** A supplier's or a forwarder's account manager (issue 26 item 2, D-492: the same rules on both sides). */
const MANAGER = { permission: ['sup.employee', 'fwd.employee'], actorKinds: ['supplier', 'forwarder'], guards: EMPLOYEE_ACCOUNT_GUARDS } as const;

export const EMPLOYEE_WORKFLOW = defineWorkflow<EmployeeStatus, EmployeeAction, EmployeeRecord, EmployeeActor>({
  name: 'employees',
  states: EMPLOYEE_STATUSES,
  actions: EMPLOYEE_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    { action: 'edit', from: EMPLOYEE_STATUSES, ...MANAGER },
    { action: 'freeze', from: 'normal', to: 'frozen', ...MANAGER },
    { action: 'restore', from: 'frozen', to: 'normal', ...MANAGER },
    { action: 'resetPassword', from: EMPLOYEE_STATUSES, ...MANAGER },
    { action: 'authorise', from: EMPLOYEE_STATUSES, ...MANAGER },
  ],
});

/** An employee's sign-up request: pending until an account manager approves (the account is made) or refuses it. */
export const EMPLOYEE_REQUEST_WORKFLOW = defineWorkflow<EmployeeRequestStatus, (typeof EMPLOYEE_REQUEST_ACTIONS)[number], { status: EmployeeRequestStatus }>({
  name: 'employee requests',
  states: EMPLOYEE_REQUEST_STATUSES,
  actions: EMPLOYEE_REQUEST_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'supplierAccounts.request_decided',
  transitions: [
    { action: 'approve', from: 'pending', to: 'approved', permission: 'sup.employee' },
    { action: 'refuse', from: 'pending', to: 'refused', permission: 'sup.employee' },
  ],
});
