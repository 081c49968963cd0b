/**
 * The message catalogue of notifications (issue 10 item 5): every mail, SMS and in-portal
 * notification the portal sends is a template here, in Chinese and English, with `{param}`
 * placeholders. The server's `notify()` renders a template in each recipient's language; the
 * notification centre renders the stored template key and params again at read time, in the
 * reader's current language. Service code carries no text of its own.
 */
import type { Lang } from '../i18n/lang';

export interface LocalText {
  zh: string;
  en: string;
}

/**
 * A template. `title` is the mail subject and the notification centre's title; `body` the mail
 * text and the centre's text; `sms` the text when the recipient is a mobile number. `portal: false`
 * keeps it out of the notification centre (secrets such as codes and passwords).
 */
export interface NotificationTemplate {
  title: LocalText;
  body: LocalText;
  sms?: LocalText;
  portal?: boolean;
}

/** Phrases used as params (a `{ phrase }` param is rendered in the recipient's language). */
export const NOTIFICATION_PHRASES = {
  'verification.purpose.register': { zh: '供应商注册', en: 'supplier registration' },
  'verification.purpose.reset': { zh: '重置密码', en: 'password reset' },
  'verification.purpose.unlock': { zh: '账号解锁', en: 'account unlock' },
  'verification.purpose.completion': { zh: '完善账号信息', en: 'account information completion' },
  'duration.minutes': { zh: '{n}分钟', en: '{n} minutes' },
  'duration.hours': { zh: '{n}小时', en: '{n} hours' },
  'qualification.generic': { zh: '资质证书', en: 'qualification' },
  'qualification.authority_approval': { zh: '局方批准', en: 'Authority approval' },
  'qualification.repair_station': { zh: '维修许可证', en: 'Repair station certificate' },
  'qualification.production_approval': { zh: '生产许可', en: 'Production approval' },
  'qualification.distributor_accreditation': { zh: '分销商认证', en: 'Distributor accreditation' },
  'qualification.quality_system': { zh: '质量体系证书', en: 'Quality system certificate' },
  'qualification.business_licence': { zh: '营业执照', en: 'Business licence' },
  'qualification.import_export_licence': { zh: '进出口许可', en: 'Import/export licence' },
  'qualification.dangerous_goods': { zh: '危险品资质', en: 'Dangerous goods' },
  'qualification.other': { zh: '其他', en: 'Other' },
  'orders.kind.change': { zh: '变更', en: 'change' },
  'orders.kind.rejection': { zh: '拒绝', en: 'rejection' },
  'orders.kind.cancellation': { zh: '取消', en: 'cancellation' },
  'orders.decision.accepted': { zh: '同意', en: 'accepted' },
  'orders.decision.refused': { zh: '拒绝', en: 'refused' },
} as const satisfies Record<string, LocalText>;
export type NotificationPhraseKey = keyof typeof NOTIFICATION_PHRASES;

export const NOTIFICATION_TEMPLATES = {
  'invitation.sent': {
    title: { zh: 'AeroSupply 供应商注册邀请（{code}）', en: 'AeroSupply supplier registration invitation ({code})' },
    body: {
      zh: '{company}：\n{inviter} 邀请贵公司在 AeroSupply 供应商门户注册。邀请码：{code}，{days}天内有效（至 {until}）。\n注册链接：{link}\n\n{comments}',
      en: 'Dear {company},\n{inviter} invites your company to register on the AeroSupply supplier portal. Invitation code: {code}, valid for {days} days (until {until}).\nRegister here: {link}\n\n{comments}',
    },
    portal: false,
  },
  'verification.code': {
    title: { zh: 'AeroSupply 验证码：{code}', en: 'AeroSupply verification code: {code}' },
    body: {
      zh: '您正在进行{purpose}，验证码：{code}（区分大小写），{validity}内有效。如非本人操作，请忽略本邮件。',
      en: 'Your {purpose} verification code is {code} (case-sensitive), valid for {validity}. If you did not ask for it, ignore this mail.',
    },
    sms: {
      zh: '【AeroSupply】验证码 {code}（区分大小写），{validity}内有效。如非本人操作，请忽略。',
      en: '[AeroSupply] Code {code} (case-sensitive), valid {validity}. If you did not ask for it, ignore this message.',
    },
    portal: false,
  },
  'account.temporary_password': {
    title: { zh: '航材供应商门户临时密码', en: 'Your AeroSupply portal temporary password' },
    body: {
      zh: '您好 {name}：\n\n管理员为您的账号 {account} 设置了临时密码：{password}\n请登录后在个人设置中立即修改密码。\n\n航材供应商门户',
      en: 'Hello {name},\n\nAn administrator set a temporary password for your account {account}: {password}\nPlease sign in and change it at once in Personal settings.\n\nAeroSupply portal',
    },
    portal: false,
  },
  'supplier_review.returned': {
    title: { zh: '供应商准入申请已退回，请修改后重新提交', en: 'Supplier application was returned; please correct it and submit again' },
    body: { zh: '您的供应商准入申请已退回，请修改后重新提交：{comment}', en: 'Your application was returned; please correct it and submit again: {comment}' },
  },
  'supplier_review.rejected': {
    title: { zh: '供应商准入申请已被驳回', en: 'Supplier application was rejected' },
    body: { zh: '您的供应商准入申请已被驳回：{comment}', en: 'Your application was rejected: {comment}' },
  },
  'supplier_review.admitted': {
    title: { zh: '准入审核通过', en: 'Admittance approved' },
    body: { zh: '贵公司已成为正式供应商，供应商编码：{vendorCode}。', en: 'Your company is now an official supplier. Vendor code: {vendorCode}.' },
  },
  'supplier_control.finance_approved': {
    title: { zh: '{requestNo} 财务审批已通过', en: '{requestNo}: approved by finance' },
    body: { zh: '{requestNo}：财务审批已通过。{comment}', en: '{requestNo}: approved by finance. {comment}' },
  },
  'supplier_control.finance_rejected': {
    title: { zh: '{requestNo} 财务审批未通过', en: '{requestNo}: rejected by finance' },
    body: { zh: '{requestNo}：财务审批未通过。{comment}', en: '{requestNo}: rejected by finance. {comment}' },
  },
  'expiry.due': {
    title: { zh: '资质证书将在{days}天内到期（{endDate}）', en: 'A qualification expires within {days} days ({endDate})' },
    body: {
      zh: '{company} 的{docType} {what} 将在{days}天内到期（{endDate}），请及时更新。',
      en: '{company}: {docType} {what} expires within {days} days ({endDate}). Please renew it in time.',
    },
  },
  'expiry.today': {
    title: { zh: '资质证书今天到期', en: 'A qualification expires today' },
    body: { zh: '{company} 的{docType} {what} 今天到期，请及时更新。', en: '{company}: {docType} {what} expires today. Please renew it in time.' },
  },
  'orders.received': {
    title: { zh: '新采购订单 {orderNo}（版本 {version}）', en: 'New purchase order {orderNo} (version {version})' },
    body: {
      zh: '{buyer} 向 {company} 下达了采购订单 {orderNo}（版本 {version}），共 {items} 行，含税金额 {amount} {currency}。请登录供应商门户确认订单。',
      en: '{buyer} placed purchase order {orderNo} (version {version}) with {company}: {items} items, {amount} {currency} including VAT. Please sign in to the supplier portal to acknowledge it.',
    },
  },
  'orders.request_submitted': {
    title: { zh: '订单 {orderNo} 有供应商申请待处理', en: 'A supplier request awaits your answer on order {orderNo}' },
    body: { zh: '{company} 对订单 {orderNo} 提交了{kind}申请：{reason}', en: '{company} asks for a {kind} on order {orderNo}: {reason}' },
  },
  'orders.request_answered': {
    title: { zh: '订单 {orderNo} 的申请已处理', en: 'Your request on order {orderNo} was answered' },
    body: { zh: '您对订单 {orderNo} 的{kind}申请已{decision}。{comment}', en: 'Your {kind} request on order {orderNo} was {decision}. {comment}' },
  },
  'portal.welcome': {
    title: { zh: '欢迎使用航材供应商门户', en: 'Welcome to the AeroSupply portal' },
    body: {
      zh: '{name}，您好！待办事项和审批结果会在这里通知您，同时发送邮件。',
      en: 'Hello {name}! Tasks and decisions that concern you are announced here, and by mail.',
    },
  },
  // sourcing (issue 12)
  'sourcing.rfx_invitation': {
    title: { zh: '询价邀请：{number}', en: 'Invitation to quote: {number}' },
    body: {
      zh: '{company} 邀请贵公司参与询价 {number}（{description}），报价截止时间 {deadline}。请登录供应商门户查看并报价。',
      en: '{company} invites you to RFx {number} ({description}). Quotations are due by {deadline}. Please sign in to the supplier portal to view it and quote.',
    },
  },
  'sourcing.rfx_opening_password': {
    title: { zh: '询价 {number} 的开标密码', en: 'Opening password of RFx {number}' },
    body: {
      zh: '您是询价 {number} 的开标密码持有人。开标密码：{password}。提前开标时需要输入，请妥善保管，不要转发。',
      en: 'You hold the opening password of RFx {number}: {password}. It is needed to open the bids early; keep it safe and do not forward it.',
    },
    portal: false,
  },
  // sourcing II: award (issue 13)
  'sourcing.award_review': {
    title: { zh: '定标待审批：{number}', en: 'Award to review: {number}' },
    body: { zh: '{buyer} 提交了询价 {number} 的定标，请审批。', en: '{buyer} submitted the award of RFx {number} for your review.' },
  },
  'sourcing.award_rejected': {
    title: { zh: '定标被驳回：{number}', en: 'Award rejected: {number}' },
    body: { zh: '询价 {number} 的定标被驳回。{comment}', en: 'The award of RFx {number} was rejected. {comment}' },
  },
  'sourcing.award_won': {
    title: { zh: '中标通知：{number}', en: 'You were awarded RFx {number}' },
    body: {
      zh: '贵公司在询价 {number}（{description}）中中标。协议将发送给贵公司确认，请登录供应商门户查看。',
      en: 'Your company was awarded items of RFx {number} ({description}). The agreement will be sent to you to confirm; please sign in to the supplier portal.',
    },
  },
  'sourcing.award_lost': {
    title: { zh: '未中标通知：{number}', en: 'RFx {number}: not awarded' },
    body: {
      zh: '感谢贵公司参与询价 {number}（{description}）。本次询价未授予贵公司。',
      en: 'Thank you for quoting on RFx {number} ({description}). This time it was not awarded to your company.',
    },
  },
} as const satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateKey = keyof typeof NOTIFICATION_TEMPLATES;

/** A param: a value shown as is, a value per language (e.g. a company's two names), or a phrase. */
export type NotificationParam =
  | string
  | number
  | LocalText
  | { phrase: NotificationPhraseKey; params?: Record<string, string | number> };
export type NotificationParams = Record<string, NotificationParam>;

/** The phrase naming a qualification document type (a code of QUALIFICATION_TYPES), else 'qualification'. */
export function qualificationPhrase(docType: string | null | undefined): NotificationParam {
  const key = `qualification.${docType ?? ''}`;
  return { phrase: docType && Object.hasOwn(NOTIFICATION_PHRASES, key) ? (key as NotificationPhraseKey) : 'qualification.generic' };
}

export interface RenderedNotification {
  title: string;
  body: string;
  sms: string;
}

export function isTemplateKey(key: string): key is NotificationTemplateKey {
  return Object.hasOwn(NOTIFICATION_TEMPLATES, key);
}

/** The `{name}` placeholders of a text, sorted and unique. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** One param in `lang`. */
export function renderParam(value: NotificationParam | undefined, lang: Lang): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('phrase' in value) {
    const phrase = (NOTIFICATION_PHRASES as Record<string, LocalText>)[value.phrase];
    return phrase ? fill(phrase[lang], value.params ?? {}) : value.phrase;
  }
  return value[lang] || value.zh || value.en || '';
}

/** Trailing spaces and empty lines go (an optional last param left empty). */
const tidy = (text: string) => text.replace(/[ \t]+$/gm, '').replace(/\s+$/, '');

/**
 * A template in `lang` with its params filled. An unknown key (a template removed after rows were
 * stored) renders as the key itself, so an old notification still shows something.
 */
export function renderNotification(key: string, lang: Lang, params: NotificationParams = {}): RenderedNotification {
  if (!isTemplateKey(key)) return { title: key, body: '', sms: key };
  const template: NotificationTemplate = NOTIFICATION_TEMPLATES[key];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = renderParam(value, lang);
  const body = tidy(fill(template.body[lang], values));
  return {
    title: tidy(fill(template.title[lang], values)),
    body,
    sms: template.sms ? tidy(fill(template.sms[lang], values)) : body,
  };
}
