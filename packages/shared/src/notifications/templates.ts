/**
 * The message catalogue of notifications (issue 10 item 5): every mail, SMS and in-portal
 * notification the portal sends is a template here, in Chinese and English, with `{param}`
 * placeholders. The server's `notify()` renders a template in each recipient's language; the
 * notification centre renders the stored template key and params again at read time, in the
 * reader's current language. Service code carries no text of its own.
 */
import type { Lang } from '../i18n/lang';
import { NOTIFICATION_PHRASES, type LocalText, type NotificationPhraseKey } from './phrases';

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
  'employee_request.received': {
    title: { zh: '新的员工账号申请：{name}', en: 'New employee account request: {name}' },
    body: {
      zh: '{name}（用户ID {account}，{email}）申请加入贵公司并开通员工账号。请在“员工账号管理 - 账号申请”中审批。',
      en: '{name} (user ID {account}, {email}) asks to join your company with an employee account. Approve or refuse it under Employee accounts - Requests.',
    },
  },
  'employee_request.approved': {
    title: { zh: 'AeroSupply 员工账号已开通', en: 'Your AeroSupply employee account is open' },
    body: {
      zh: '{name}，您好：\n\n{company} 的系统管理员已批准您的账号申请。请使用用户ID {account} 和申请时设置的密码登录：{link}\n\n航材供应商门户',
      en: 'Hello {name},\n\nThe system administrator of {company} approved your account request. Sign in with user ID {account} and the password you chose: {link}\n\nAeroSupply portal',
    },
    portal: false,
  },
  'employee_request.refused': {
    title: { zh: 'AeroSupply 员工账号申请未通过', en: 'Your AeroSupply employee account request was refused' },
    body: {
      zh: '{name}，您好：\n\n{company} 的系统管理员未批准您的账号申请（用户ID {account}）。原因：{reason}\n如有疑问，请联系贵公司的系统管理员。\n\n航材供应商门户',
      en: 'Hello {name},\n\nThe system administrator of {company} refused your account request (user ID {account}). Reason: {reason}\nAsk your company\'s system administrator if you have questions.\n\nAeroSupply portal',
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
  'forwarder.invited': {
    title: { zh: '邀请您使用航材供应商门户（货代）', en: 'You are invited to the AeroSupply portal as a forwarder' },
    body: {
      zh: '您好 {name}：\n\n{inviter} 已为贵公司 {company} 开通货代账号。您是贵公司的系统管理员：\n登录账号：{account}\n临时密码：{password}\n请登录 {link} 后在个人设置中立即修改密码，并为同事开通员工账号。\n\n航材供应商门户',
      en: 'Hello {name},\n\n{inviter} has opened a forwarder account for {company}. You are its system administrator:\nAccount: {account}\nTemporary password: {password}\nPlease sign in at {link}, change the password at once in Personal settings, and open accounts for your colleagues.\n\nAeroSupply portal',
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
  'logistics.shipment_overdue': {
    title: { zh: '运输通知 {number} 已超时：{milestone}', en: 'Shipment {number} is overdue: {milestone}' },
    body: {
      zh: '运输通知 {number}（装箱单 {packingList}，{route}）自 {since} 起停留在“{milestone}”，已超过 {hours} 小时。请登录门户处理下一步。',
      en: 'Shipment {number} (packing list {packingList}, {route}) has been at "{milestone}" since {since}, more than {hours} hours. Please sign in to the portal and take the next step.',
    },
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
  'sourcing.rfx_approval_request': {
    title: { zh: '询价 {number} 待您审批', en: 'RFx {number} awaits your approval' },
    body: {
      zh: '{buyer} 提交了询价 {number}（{description}）的发布审批，请在询价方案中审批通过或驳回。',
      en: '{buyer} asks you to approve the release of RFx {number} ({description}). Please approve or reject it in Inquiry programmes.',
    },
  },
  'sourcing.rfx_approved': {
    title: { zh: '询价 {number} 已审批通过', en: 'RFx {number} is approved' },
    body: { zh: '{approver} 已审批通过询价 {number}，现在可以发布。意见：{comment}', en: '{approver} approved RFx {number}; it can be released now. Comment: {comment}' },
  },
  'sourcing.rfx_rejected': {
    title: { zh: '询价 {number} 被驳回', en: 'RFx {number} was rejected' },
    body: { zh: '{approver} 驳回了询价 {number}。意见：{comment}。请修改后重新提交审批。', en: '{approver} rejected RFx {number}. Comment: {comment}. Please change it and submit it for approval again.' },
  },
  'sourcing.quotation_reminder': {
    title: { zh: '报价提醒：{number}', en: 'Reminder to quote: {number}' },
    body: {
      zh: '{company} 提醒您：询价 {number}（{description}）的报价截止时间为 {deadline}，贵公司尚未提交报价。请登录供应商门户报价，或答复不参与。',
      en: '{company} reminds you that quotations for RFx {number} ({description}) are due by {deadline} and your company has not submitted one yet. Please sign in to the supplier portal to quote, or answer that you will not participate.',
    },
  },
  'sourcing.quotation_deadline_reminder': {
    title: { zh: '报价即将截止：{number}', en: 'Quotations due soon: {number}' },
    body: {
      zh: '询价 {number}（{description}）的报价将于 {deadline} 截止，贵公司尚未提交报价。请登录供应商门户报价，或答复不参与。',
      en: 'Quotations for RFx {number} ({description}) are due by {deadline} and your company has not submitted one yet. Please sign in to the supplier portal to quote, or answer that you will not participate.',
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
  // repair (issue 15, D-344)
  'repair.inquiry_received': {
    title: { zh: '送修询价：{number}', en: 'Repair inquiry: {number}' },
    body: {
      zh: '送修询价 {number}：请为件号 {pn}（{description}）报修理价格，报价截止时间 {deadline}。请登录供应商门户查看并报价。',
      en: 'Repair inquiry {number}: please quote the repair of P/N {pn} ({description}) by {deadline}. Sign in to the supplier portal to view the inquiry and quote.',
    },
  },
  'repair.price_round_received': {
    title: { zh: '轮次报价：{number}', en: 'Price round: {number}' },
    body: {
      zh: '请为轮次报价 {number}（{title}）填写单价，报价截止时间 {deadline}。请登录供应商门户报价。',
      en: 'Please give your unit prices for price round {number} ({title}) by {deadline}. Sign in to the supplier portal to answer.',
    },
  },
  'repair.order_awarded': {
    title: { zh: '新维修订单 {orderNo}', en: 'New repair order {orderNo}' },
    body: {
      zh: '贵公司对件号 {pn} 的修理报价已中标，维修订单 {orderNo} 已生成。收到送修件后请更新维修状态。',
      en: 'Your repair quotation for P/N {pn} was awarded: repair order {orderNo}. Please update its status once the part arrives.',
    },
  },
  'repair.order_status': {
    title: { zh: '维修订单 {orderNo} 状态变更', en: 'Repair order {orderNo}: status changed' },
    body: { zh: '维修订单 {orderNo} 的状态已变更为“{status}”。{note}', en: 'Repair order {orderNo} is now "{status}". {note}' },
  },
  'repair.core_sent': {
    title: { zh: '维修订单 {orderNo} 的旧件已寄出', en: 'The core of repair order {orderNo} is on its way' },
    body: { zh: '交换件订单 {orderNo} 的旧件已寄回贵公司，运单号 {waybillNo}。收到后请在门户确认。', en: 'The core of exchange order {orderNo} was sent to you, waybill {waybillNo}. Please confirm its receipt in the portal.' },
  },
  'repair.bill_reviewed': {
    title: { zh: '维修订单 {orderNo} 的账单已审核', en: 'The bill of repair order {orderNo} was reviewed' },
    body: { zh: '维修订单 {orderNo} 的账单（发票 {invoiceNo}）审核结果：{decision}。{reason}', en: 'The bill of repair order {orderNo} (invoice {invoiceNo}): {decision}. {reason}' },
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
  // forwarder evaluations (issue 17 item 6, D-414)
  'evaluations.requested': {
    title: { zh: '货代评估问卷 {number}', en: 'Forwarder evaluation {number}' },
    body: {
      zh: '请就 {from} 至 {to} 期间的服务填写评估问卷 {number}，截止日期 {due}。请登录门户“评估问卷”作答。',
      en: 'Please answer evaluation questionnaire {number} on your service from {from} to {to} by {due}. Sign in to the portal and open "Evaluations".',
    },
  },
  'evaluations.returned': {
    title: { zh: '评估问卷 {number} 已退回', en: 'Evaluation {number} was returned' },
    body: { zh: '评估问卷 {number} 已退回，请修改后重新提交。原因：{reason}', en: 'Evaluation questionnaire {number} was returned to you; please revise and submit it again. Reason: {reason}' },
  },
  'evaluations.submitted': {
    title: { zh: '评估问卷 {number} 已提交', en: 'Evaluation {number} was submitted' },
    body: { zh: '{company} 已提交评估问卷 {number}，请查看并关闭。', en: '{company} submitted evaluation questionnaire {number}; please review and close it.' },
  },
  // supplier scorecard (issue 31, D-638)
  'scorecard.period_closed': {
    title: { zh: '{period} 供应商绩效评分已发布', en: 'Supplier scorecard for {period} published' },
    body: {
      zh: '贵公司 {period} 的绩效综合得分为 {total}（等级 {grade}）。请登录门户“绩效评分”查看各项得分及其依据；如有异议，可据此与采购联系。',
      en: 'Your performance score for {period} is {total} (grade {grade}). Sign in to the portal and open "Scorecard" to see each criterion and the records behind it; contact purchasing with any dispute.',
    },
  },
  // outbound webhooks (issue 33, D-594)
  'webhooks.disabled': {
    title: { zh: 'Webhook 回调地址已停用', en: 'Webhook endpoint disabled' },
    body: {
      zh: '回调地址 {url} 自 {since} 起所有投递均失败，已自动停用。请检查接收方后在“系统管理 > Webhook 回调”中重新启用，未送达的事件将按顺序补发。',
      en: 'Every delivery to the endpoint {url} has failed since {since}, so it was disabled. Check the receiver, then enable it again under System > Webhooks; the undelivered events are then sent in order.',
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
