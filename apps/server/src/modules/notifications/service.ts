/**
 * Notifications (issue 10 item 5): `notify()` is the one way a use case tells people something.
 * The text is a template of the shared catalogue (packages/shared/src/notifications/templates.ts)
 * rendered in each recipient's language; it goes out by mail (and SMS to a mobile number) through
 * the outbox inside the caller's transaction, and lands in the notification centre of every
 * recipient who is a user. The centre stores the template key and params, not the text, so each
 * reader sees it in their current language.
 */
import type { Lang } from '@aerosupply/shared';
import type { MarkAllReadAnswer, NotificationItem, NotificationListQuery, NotificationPage, UnreadCount } from '@aerosupply/shared/notifications/schemas';
import { NOTIFICATION_TEMPLATES, renderNotification, type NotificationParams, type NotificationTemplate, type NotificationTemplateKey } from '@aerosupply/shared/notifications/templates';
import type { Database } from '../../db/database';
import type { OutgoingMessage } from '../../platform/mail/outbox';
import type { Actor, AppDeps } from '../../platform/context';
import { keysetPage } from '../../platform/db/paging';
import { mustFind } from '../../platform/tenancy/scope';
import { presentNotification } from './presenter';
import * as repo from './repo';

/** An address without (or beside) a user account: an invitation, a code to a new mailbox. */
export interface AddressRecipient {
  email?: string | null;
  mobile?: string | null;
  /** The language of this recipient when `userId` has no saved language (e.g. the request's). */
  lang?: Lang;
  /** The user the address belongs to: their saved language wins; recorded on the outbox row. */
  userId?: number | null;
  /** Recorded on the outbox row; its country gives the language when nothing else does. */
  companyId?: number | null;
}

/** A user id (mail to the user's email and a row in their notification centre) or an address. */
export type Recipient = number | AddressRecipient;

export type NotifyChannel = 'mail' | 'sms' | 'portal';

export interface NotifyOptions {
  /** A portal path of the record concerned (`/sup/info`), shown in the centre. */
  link?: string | null;
  /** Restrict the channels (default: mail and the centre for users; mail or SMS for addresses). */
  channels?: readonly NotifyChannel[];
}

export interface NotifyResult {
  mailed: number;
  texted: number;
  portal: number;
}

const ZH_COUNTRIES = new Set(['CN', 'HK', 'MO', 'TW']);

/** The language of a company without a better hint: Chinese in Greater China, else English. */
export function langOfCountry(country: string | null | undefined): Lang {
  return country && ZH_COUNTRIES.has(country.toUpperCase()) ? 'zh' : 'en';
}

const savedLang = (value: string | null | undefined): Lang | null => (value === 'zh' || value === 'en' ? value : null);

/**
 * The language of each address recipient: the user's saved language, else (no `lang` given) the
 * user's company's country; the given `lang`; the company's country; English. Two queries at most,
 * whatever the number of recipients.
 */
async function addressLangs(trx: Database, recipients: readonly AddressRecipient[]): Promise<Lang[]> {
  const userIds = [...new Set(recipients.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const users = new Map((userIds.length ? await repo.findUserLanguages(trx, userIds) : []).map((u) => [u.id, u]));
  const known = recipients.map((r): Lang | null => {
    if (r.userId) {
      const user = users.get(r.userId);
      const own = savedLang(user?.language);
      if (own) return own;
      if (!r.lang && user) return langOfCountry(user.country);
    }
    return r.lang ?? (r.companyId ? null : 'en');
  });
  const companyIds = [...new Set(recipients.flatMap((r, i) => (known[i] === null ? [r.companyId!] : [])))];
  const countries = new Map(companyIds.length ? await repo.findCompanyCountries(trx, companyIds) : []);
  return recipients.map((r, i) => known[i] ?? langOfCountry(countries.get(r.companyId!)));
}

/** One notification of a `notifyMany` batch: what `notify` takes. */
export interface NotificationToSend {
  key: NotificationTemplateKey;
  recipients: readonly Recipient[];
  params: NotificationParams;
  options?: NotifyOptions;
}

/**
 * Sends template `key` with `params` to every recipient in their own language, inside the caller's
 * transaction `trx` (nothing is sent if it rolls back). Users without an email get only the centre
 * row; templates with `portal: false` (codes, passwords) never reach the centre.
 */
export async function notify(
  deps: Pick<AppDeps, 'outbox'>,
  trx: Database,
  key: NotificationTemplateKey,
  recipients: readonly Recipient[],
  params: NotificationParams,
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  return (await notifyMany(deps, trx, [{ key, recipients, params, options }]))[0]!;
}

/**
 * Several notifications at once (a batch of orders), each as `notify` would send it, with one
 * look-up of the users, one of the addresses' languages, one insert of centre rows and one of
 * outbox rows for all of them.
 */
export async function notifyMany(deps: Pick<AppDeps, 'outbox'>, trx: Database, batch: readonly NotificationToSend[]): Promise<NotifyResult[]> {
  const allUserIds = [...new Set(batch.flatMap((n) => n.recipients.filter((r): r is number => typeof r === 'number')))];
  const userById = new Map((await repo.findRecipientUsers(trx, allUserIds)).map((u) => [u.id, u]));
  const allAddresses = batch.flatMap((n) => n.recipients.filter((r): r is AddressRecipient => typeof r !== 'number'));
  const allLangs = await addressLangs(trx, allAddresses);
  let nextAddress = 0;
  // Every mail and SMS goes to the outbox in one insert, in recipient order; centre rows likewise.
  const messages: OutgoingMessage[] = [];
  const centre: Parameters<typeof repo.insertNotifications>[1] = [];
  const results = batch.map(({ key, recipients, params, options = {} }) => {
    const template: NotificationTemplate = NOTIFICATION_TEMPLATES[key];
    const wants = (channel: NotifyChannel) => !options.channels || options.channels.includes(channel);
    const result: NotifyResult = { mailed: 0, texted: 0, portal: 0 };
    const rendered = new Map<Lang, ReturnType<typeof renderNotification>>();
    const textIn = (lang: Lang) => {
      if (!rendered.has(lang)) rendered.set(lang, renderNotification(key, lang, params));
      return rendered.get(lang)!;
    };
    const users = [...new Set(recipients.filter((r): r is number => typeof r === 'number'))]
      .sort((a, b) => a - b)
      .flatMap((id) => (userById.has(id) ? [userById.get(id)!] : []));
    for (const u of users) {
      const text = textIn(savedLang(u.language) ?? langOfCountry(u.country));
      if (u.email && wants('mail')) {
        messages.push({ channel: 'mail', recipient: u.email, subject: text.title, body: text.body, userId: u.id, companyId: u.company_id });
        result.mailed++;
      }
      if (u.mobile && options.channels?.includes('sms')) {
        messages.push({ channel: 'sms', recipient: u.mobile, subject: text.title, body: text.sms, userId: u.id, companyId: u.company_id });
        result.texted++;
      }
    }
    if (template.portal !== false && wants('portal')) {
      centre.push(...users.map((u) => ({ userId: u.id, templateKey: key, params, link: options.link ?? null })));
      result.portal = users.length;
    }
    for (const r of recipients) {
      if (typeof r === 'number') continue;
      const text = textIn(allLangs[nextAddress++]!);
      const owner = { userId: r.userId ?? null, companyId: r.companyId ?? null };
      if (r.email && wants('mail')) {
        messages.push({ channel: 'mail', recipient: r.email, subject: text.title, body: text.body, ...owner });
        result.mailed++;
      }
      if (r.mobile && wants('sms')) {
        messages.push({ channel: 'sms', recipient: r.mobile, subject: text.title, body: text.sms, ...owner });
        result.texted++;
      }
    }
    return result;
  });
  await repo.insertNotifications(trx, centre);
  await deps.outbox.sendMany(messages, trx);
  return results;
}

/**
 * Centre rows only, no mail (the demo seed, and records whose mail went out otherwise). Same
 * template rules as `notify`.
 */
export async function recordNotifications(
  trx: Database,
  key: NotificationTemplateKey,
  userIds: readonly number[],
  params: NotificationParams,
  options: { link?: string | null; createdAt?: Date } = {},
): Promise<void> {
  const template: NotificationTemplate = NOTIFICATION_TEMPLATES[key];
  if (template.portal === false) return;
  await repo.insertNotifications(trx, [...new Set(userIds)].map((userId) => ({ userId, templateKey: key, params, link: options.link ?? null, createdAt: options.createdAt })));
}

/** The reader's own notifications, newest first, keyset pages. */
export async function listNotifications(deps: AppDeps, actor: Actor, lang: Lang, q: NotificationListQuery): Promise<NotificationPage> {
  const rows = await repo.findPage(deps.db, actor.userId, { unread: q.unread, before: q.cursor ? Number(q.cursor) : undefined }, q.pageSize + 1);
  const page = keysetPage(rows, q.pageSize, (last) => String(last.id));
  return { rows: page.rows.map((r) => presentNotification(r, lang)), nextCursor: page.nextCursor };
}

export async function unreadCount(deps: AppDeps, actor: Actor): Promise<UnreadCount> {
  return { count: await repo.countUnread(deps.db, actor.userId) };
}

/** Marks one of the reader's notifications read; another user's id is a 404. */
export async function markNotificationRead(deps: AppDeps, actor: Actor, lang: Lang, id: number): Promise<NotificationItem> {
  return deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findOwn(trx, actor.userId, id));
    await repo.markRead(trx, actor.userId, id, deps.now());
    return presentNotification(mustFind(await repo.findOwn(trx, actor.userId, id)), lang);
  });
}

export async function markAllNotificationsRead(deps: AppDeps, actor: Actor): Promise<MarkAllReadAnswer> {
  return { updated: await repo.markAllRead(deps.db, actor.userId, deps.now()) };
}
