/**
 * The supplier's bidder contacts of its quotation (D-390): who answers for the bid and who gets
 * the reminders. Kept per RFx and supplier outside the sealed quotation, so they may be changed in
 * a draft or after submitting, while the RFx is open before its deadline. Until the supplier saves
 * some, its company's bid-receiver contacts stand in. Also the deadline reminder job.
 */
import type { QuotationContactsBody } from '@aerosupply/shared/sourcing/schemas';
import type { QuotationContacts } from '@aerosupply/shared/sourcing/responses';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { recordTimeline } from '../../platform/timeline';
import { notify } from '../notifications';
import { findReceiverContacts } from '../supplier-profile';
import * as brepo from './bidder-repo';
import * as repo from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Contacts flagged as bid or inquiry receivers in the supplier's profile, each address once. */
export async function receiverContacts(db: Database, companyId: number, kinds: readonly ('bid' | 'inquiry')[] = ['bid', 'inquiry']) {
  const all = [];
  for (const k of kinds) all.push(...(await findReceiverContacts(db, companyId, k)));
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = c.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whom the reminders of an RFx go to for one bidder (D-390): the quotation's bidder contacts
 * flagged "e-mail reminder" when the supplier has named any contacts, else its receiver contacts.
 * `named` says which of the two it is.
 */
export async function reminderContacts(db: Database, rfxId: number, companyId: number): Promise<{ named: boolean; contacts: { name: string; phone: string | null; email: string }[] }> {
  const own = await brepo.listBidderContacts(db, rfxId, companyId);
  if (own.length) return { named: true, contacts: own.filter((c) => c.email_reminder).map((c) => ({ name: c.name, phone: c.phone, email: c.email })) };
  return { named: false, contacts: (await receiverContacts(db, companyId)).map((c) => ({ name: c.name, phone: c.mobile, email: c.email })) };
}

const editableNow = (rfx: { status: string; deadline_at: Date | null }, now: Date) =>
  rfx.status === 'open' && rfx.deadline_at !== null && new Date(rfx.deadline_at).getTime() > now.getTime();

async function view(deps: AppDeps, db: Database, actor: Actor, rfx: repo.SupplierRfxRowDb): Promise<QuotationContacts> {
  const own = await brepo.listBidderContacts(db, rfx.id, actor.companyId);
  const editable = editableNow(rfx, deps.now());
  if (own.length)
    return {
      contacts: own.map((c) => ({ name: c.name, phone: c.phone, email: c.email, emailReminder: c.email_reminder })),
      defaulted: false,
      editable,
      updatedAt: iso(own[0]!.updated_at),
    };
  const defaults = await receiverContacts(db, actor.companyId, ['bid']);
  return { contacts: defaults.slice(0, 5).map((c) => ({ name: c.name, phone: c.mobile, email: c.email, emailReminder: true })), defaulted: true, editable, updatedAt: null };
}

export async function getQuotationContacts(deps: AppDeps, actor: Actor, rfxId: number): Promise<QuotationContacts> {
  const rfx = await repo.findSupplierRfx(deps.db, actor.companyId, rfxId);
  if (!rfx) throw notFound();
  return view(deps, deps.db, actor, rfx);
}

/** Replaces the quotation's bidder contacts (any time before the deadline; 409 after it). */
export async function saveQuotationContacts(deps: AppDeps, actor: Actor, rfxId: number, body: QuotationContactsBody): Promise<QuotationContacts> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const rfx = await repo.findSupplierRfx(trx, actor.companyId, rfxId);
    if (!rfx) throw notFound();
    if (!editableNow(rfx, now)) throw conflict('sourcing.contacts.closed');
    const contacts = body.contacts.map((c, seq) => ({
      rfx_id: rfxId,
      company_id: actor.companyId,
      seq,
      name: c.name,
      phone: c.phone ?? null,
      email: c.email,
      email_reminder: c.emailReminder ?? true,
      updated_at: now,
    }));
    await brepo.replaceBidderContacts(trx, rfxId, actor.companyId, contacts);
    await recordTimeline(trx, { subject: { type: 'sourcing_rfx', id: rfxId }, kind: 'quotation', action: 'bidder_contacts_saved', note: actor.companyName, actor, at: now });
    return view(deps, trx, actor, rfx);
  });
}

/**
 * The deadline reminder (D-390): RFX_DEADLINE_REMINDER_HOURS before an open RFx's deadline, once
 * per invited bidder that has neither submitted nor declined, to its flagged bidder contacts (or
 * receiver contacts; none: its quotation users by mail). Run by the scheduler; the sent row is
 * written in the same transaction, and the candidates are locked, so it is sent once.
 */
export async function sendDeadlineReminders(deps: AppDeps): Promise<number> {
  const hours = deps.config.rfxDeadlineReminderHours;
  if (hours <= 0) return 0;
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const due = await brepo.lockDueDeadlineReminders(trx, now, new Date(now.getTime() + hours * 3_600_000));
    let sent = 0;
    for (const d of due) {
      const params = { number: d.number, description: d.description, deadline: formatDateTime(d.deadline_at) };
      const link = `/sup/rfx/${d.rfx_id}/quotation`;
      const { contacts } = await reminderContacts(trx, d.rfx_id, d.company_id);
      const users = await repo.quotationUsers(trx, d.company_id);
      let mailed = (await notify(deps, trx, 'sourcing.quotation_deadline_reminder', users, params, { link, channels: contacts.length ? ['portal'] : ['mail', 'portal'] })).mailed;
      if (contacts.length) mailed = (await notify(deps, trx, 'sourcing.quotation_deadline_reminder', contacts.map((c) => ({ email: c.email, companyId: d.company_id })), params, { link, channels: ['mail'] })).mailed;
      await brepo.markDeadlineReminded(trx, d.rfx_id, d.company_id, now, mailed);
      sent++;
    }
    return sent;
  });
}
