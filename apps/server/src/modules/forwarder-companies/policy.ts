/** May this actor take this action on this forwarder company? From FORWARDER_COMPANY_WORKFLOW (D-494). */
import type { ForwarderCompanyAction, ForwarderCompanyStatus } from '@aerosupply/shared/forwarder-companies/schemas';
import { FORWARDER_COMPANY_WORKFLOW } from '@aerosupply/shared/forwarder-companies/workflow';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

/** A status other than 'frozen' reads as active (companies made before onboarding say 'active'). */
export const statusOf = (status: string): ForwarderCompanyStatus => (status === 'frozen' ? 'frozen' : 'active');

export const forwarderCompanyActions = (status: string, actor: Actor): ForwarderCompanyAction[] =>
  allowedActions(FORWARDER_COMPANY_WORKFLOW, { status: statusOf(status) }, actor);

export const assertMayOnForwarderCompany = (status: string, actor: Actor, action: ForwarderCompanyAction): void =>
  enforce(decide(FORWARDER_COMPANY_WORKFLOW, action, { status: statusOf(status) }, actor));
