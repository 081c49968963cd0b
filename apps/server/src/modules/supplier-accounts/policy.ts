/**
 * May this actor take this action on this employee account? One answer for the presenter
 * (`actions`) and the service (guards), from EMPLOYEE_WORKFLOW.
 */
import { allowedActions, decide, FORBIDDEN } from '@aerosupply/shared/workflow/machine';
import { EMPLOYEE_ACCOUNT_GUARDS, EMPLOYEE_WORKFLOW, type EmployeeRecord } from '@aerosupply/shared/supplier-accounts/workflow';
import type { EmployeeAction } from '@aerosupply/shared/supplier-accounts/schemas';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { EmployeeRow } from './repo';

type EmployeeFacts = Pick<EmployeeRow, 'id' | 'is_company_admin' | 'frozen' | 'functions'>;

const employeeRecord = (row: EmployeeFacts): EmployeeRecord => ({ id: row.id, status: row.frozen ? 'frozen' : 'normal', isCompanyAdmin: row.is_company_admin, functions: row.functions ?? [] });

export const employeeActions = (row: EmployeeFacts, actor: Actor): EmployeeAction[] => allowedActions(EMPLOYEE_WORKFLOW, employeeRecord(row), actor);

/**
 * Refuses an action not open on the account now: 403 without the permission; then whose account it
 * is (own or the administrator's 409, outranking 403) before its state (409 common.wrong_state).
 */
export function assertMayOnEmployee(row: EmployeeFacts, actor: Actor, action: EmployeeAction): void {
  const record = employeeRecord(row);
  const refused = decide(EMPLOYEE_WORKFLOW, action, record, actor);
  if (refused === null || refused === FORBIDDEN) return enforce(refused);
  enforce(EMPLOYEE_ACCOUNT_GUARDS.find((g) => !g.test(record, actor))?.refusal ?? refused);
}
