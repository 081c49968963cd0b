/** Invitation row -> response, with the derived status and the actions the user may take now. */
import type { InvitationRow, InvitationStatus } from '@aerosupply/shared/invitations/schemas';
import type { Actor } from '../../platform/context';
import { invitationActions } from './policy';
import type { InvitationRecord } from './repo';

export function statusOf(row: Pick<InvitationRecord, 'status' | 'expires_at'>, now: Date): InvitationStatus {
  if (row.status === 'sent' && row.expires_at && row.expires_at.getTime() < now.getTime()) return 'expired';
  return row.status;
}

export function presentInvitation(row: InvitationRecord, actor: Actor, now: Date): InvitationRow {
  const status = statusOf(row, now);
  return {
    id: row.id,
    companyName: row.company_name,
    country: row.country,
    taxSystem: row.tax_system,
    taxId: row.tax_id,
    email: row.email,
    validityDays: row.validity_days,
    code: row.code,
    comments: row.comments,
    sentAt: row.sent_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    status,
    inviterName: row.inviter_name,
    registeredCompanyId: row.registered_company_id,
    registeredAt: row.registered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    actions: invitationActions(status, actor),
  };
}
