/** Forwarder company rows -> responses, with the actions the actor may take. */
import type { ForwarderCompanyView } from '@aerosupply/shared/forwarder-companies/schemas';
import type { Actor } from '../../platform/context';
import { forwarderCompanyActions, statusOf } from './policy';
import type { CompanyRow } from './repo';

export function presentCompany(r: CompanyRow, actor: Actor): ForwarderCompanyView {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.name_en,
    country: r.country,
    scope: r.scope ?? 'domestic',
    serviceModes: r.service_modes ?? [],
    contacts: (r.contacts ?? []).map((c) => ({ name: c.name, role: c.role ?? null, phone: c.phone, email: c.email })),
    remark: r.remark,
    status: statusOf(r.status),
    frozenReason: r.frozen_reason,
    frozenAt: r.frozen_at ? new Date(r.frozen_at).toISOString() : null,
    adminAccount: r.admin_account,
    adminName: r.admin_name,
    userCount: r.user_count,
    entryCount: r.entry_count,
    createdAt: new Date(r.created_at).toISOString(),
    actions: forwarderCompanyActions(r.status, actor),
  };
}
