/**
 * The bidder contact dialog of an RFx (staff; D-262): every invited bidder with the contacts the
 * reminders go to (its quotation's bidder contacts flagged "e-mail reminder", else its receiver
 * contacts; D-390), its answer, its quotation's status and its last reminder; and the
 * reminder e-mail to bidders who have not quoted yet, at most once per interval (setting).
 */
import type { ReminderInput } from '@aerosupply/shared/sourcing/schemas';
import type { RemindersSent, RfxBidderContactList } from '@aerosupply/shared/sourcing/responses';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { recordTimeline } from '../../platform/timeline';
import { notify } from '../notifications';
import { reminderContacts } from './bidder-contacts';
import { bidderRemindable } from './policy';
import * as brepo from './bidder-repo';
import * as repo from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function listBidderContacts(deps: AppDeps, _actor: Actor, rfxId: number): Promise<RfxBidderContactList> {
  const rfx = await repo.findRfx(deps.db, rfxId);
  if (!rfx) throw notFound();
  const now = deps.now();
  const interval = deps.config.rfxReminderIntervalMinutes;
  const rows = await brepo.listBidderStatus(deps.db, rfxId);
  const bidders: RfxBidderContactList['bidders'] = [];
  for (const b of rows) {
    bidders.push({
      companyId: b.company_id,
      vendorCode: b.vendor_code,
      name: b.name,
      nameEn: b.name_en,
      participation: b.participation,
      quotationStatus: b.quotation_status,
      quoted: (b.quotation_version ?? 0) > 0,
      ...(await reminderContacts(deps.db, rfxId, b.company_id)),
      lastRemindedAt: iso(b.last_reminded_at),
      remindable: bidderRemindable(rfx, b, now, interval),
    });
  }
  return { bidders, intervalMinutes: interval };
}

/**
 * Reminds the chosen bidders (none chosen: every bidder that may be reminded now). A chosen bidder
 * that is not invited is 400; chosen bidders that quoted, declined or were reminded within the
 * interval are skipped; nobody left is 409. The bidder rows are locked, so two clicks send once.
 */
export async function sendReminders(deps: AppDeps, actor: Actor, rfxId: number, body: ReminderInput): Promise<RemindersSent> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const rfx = await repo.findRfx(trx, rfxId);
    if (!rfx) throw notFound();
    if (rfx.status !== 'open' || !rfx.deadline_at || new Date(rfx.deadline_at).getTime() <= now.getTime()) throw conflict('sourcing.remind.closed');
    const rows = await brepo.lockBidderStatus(trx, rfxId);
    const chosen = body.companyIds ?? [];
    for (const [n, id] of chosen.entries()) if (!rows.some((b) => b.company_id === id)) throw fieldError(`companyIds.${n}`, 'sourcing.remind.not_bidder');
    const wanted = chosen.length ? rows.filter((b) => chosen.includes(b.company_id)) : rows;
    const due = wanted.filter((b) => bidderRemindable(rfx, b, now, deps.config.rfxReminderIntervalMinutes));
    if (due.length === 0) throw conflict('sourcing.remind.nobody');
    const params = {
      number: rfx.number,
      description: rfx.description,
      deadline: formatDateTime(rfx.deadline_at),
      company: { zh: actor.companyName, en: actor.companyNameEn ?? actor.companyName },
    };
    const link = `/sup/rfx/${rfxId}`;
    let mailed = 0;
    for (const b of due) {
      const users = await repo.quotationUsers(trx, b.company_id);
      // The quotation's bidder contacts flagged "e-mail reminder" if the supplier named any (D-390), else as the invitation (D-247):
      // the receiver contacts by mail, the quotation users in the portal; no contact: the users by mail too.
      const { contacts } = await reminderContacts(trx, rfxId, b.company_id);
      const sent = await notify(deps, trx, 'sourcing.quotation_reminder', users, params, { link, channels: contacts.length ? ['portal'] : ['mail', 'portal'] });
      if (contacts.length) mailed += (await notify(deps, trx, 'sourcing.quotation_reminder', contacts.map((c) => ({ email: c.email, companyId: b.company_id })), params, { link, channels: ['mail'] })).mailed;
      else mailed += sent.mailed;
    }
    await brepo.setReminded(trx, rfxId, due.map((b) => b.company_id), now);
    await recordTimeline(trx, { subject: { type: 'sourcing_rfx', id: rfxId }, kind: 'reminder', action: 'remind', note: due.map((b) => b.vendor_code ?? b.name).join(', '), actor, at: now });
    return { reminded: due.length, mailed, skipped: wanted.length - due.length };
  });
}
