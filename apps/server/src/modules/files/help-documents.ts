/**
 * The downloadable documents of spec 000 §7 ("help-manual download link with obj 1 and type 33")
 * and the purchase policy offered on the sign-in page (obj 1, type 34): bilingual text rendered to
 * PDF once per process (per time zone) by ./pdf/render.ts.
 */
import { HELP_DOCUMENTS } from '@aerosupply/shared/files/schemas';
import { DEFAULT_UPLOAD_EXTENSIONS } from '@aerosupply/shared/validation/upload';
import { renderPdf, type PdfBlock } from './pdf/render';

type Section = { zh: string; en: string; body: { zh: string; en: string; bullet?: boolean }[] };

const EXTENSIONS = DEFAULT_UPLOAD_EXTENSIONS.join(', ');

const HELP_MANUAL: Section[] = [
  {
    zh: '1. 登录与账号安全',
    en: '1. Signing in and account security',
    body: [
      { zh: '使用账号、密码和图形验证码登录。验证码看不清时点击图片刷新；验证码过期后需重新获取。', en: 'Sign in with your account, password and the captcha picture. Click the picture for a new one; an expired captcha must be refreshed.' },
      { zh: '连续5次输错密码，账号将锁定至次日。输错4次后建议使用“忘记密码”通过邮箱或短信重置。', en: 'Five wrong passwords in a row lock the account until the next day. After four, use Forgot password to reset it by email or SMS.', bullet: true },
      { zh: '超过30天未登录的账号会被冻结，可在登录页通过邮箱或短信验证自助解锁。', en: 'An account not used for 30 days is frozen; unlock it yourself on the sign-in page with an email or SMS code.', bullet: true },
      { zh: '邮箱验证码10分钟内有效；短信验证码5分钟内有效且区分大小写。', en: 'Email codes are valid for 10 minutes; SMS codes for 5 minutes and are case-sensitive.', bullet: true },
      { zh: '新密码10-20位，须包含大写字母、小写字母、数字和特殊字符，不能包含公司名称、4个相同字符或4位连续字符，不能包含 % & \' , ; = ? $ " 。修改密码后需重新登录。', en: 'New passwords have 10-20 characters with upper and lower case letters, a digit and a special character; they must not contain the company name, four equal or consecutive characters, or any of % & \' , ; = ? $ ". After a change, sign in again.', bullet: true },
    ],
  },
  {
    zh: '2. 供应商注册与资料向导',
    en: '2. Supplier registration and the data wizard',
    body: [
      { zh: '新供应商凭邀请码或在登录页注册，填写公司名称、国家、税号体系与税号、联系人及邮箱。同一税号或公司名称只能注册一次。', en: 'New suppliers register on the sign-in page (with an invitation code where required), giving the company name, country, tax system and number, contact and email. A tax number or company name can be registered only once.' },
      { zh: '注册后按向导完善基本信息、经营区域、供应能力、技术资质（CAAC/FAA/EASA 维修许可、AS9100 等）和合规声明，提交后进入预审与审核流程。', en: 'Then complete the wizard: general data, regions, supply capability, technical approvals (CAAC/FAA/EASA Part-145, AS9100 and others) and compliance statements. Submitting starts pre-qualification and audit.' },
      { zh: '审核结果会通过站内消息和邮件通知；资质证书到期前30天、7天及当天系统会提醒。', en: 'Results arrive as portal notices and email; certificates are reminded 30 days, 7 days and on the day before they expire.' },
    ],
  },
  {
    zh: '3. 询价、报价与投标',
    en: '3. RFx, quotations and bids',
    body: [
      { zh: '在“报价/投标”中查看受邀的询价单，按行填写单价、币种、交货期、航材状态（如 NE、OH、SV）、适航证书（8130-3、EASA Form 1、AAC-038）和其他费用（最多5项）。', en: 'Under Quotation/bid, open the RFx you were invited to and quote each line: unit price, currency, lead time, part condition (for example NE, OH, SV), release certificate (8130-3, EASA Form 1, AAC-038) and up to five other charges.' },
      { zh: '密封报价在开标时间前对采购方不可见；截止时间后不能再修改报价。', en: 'Sealed quotes stay unreadable to the buyer until opening; after the deadline a quote can no longer be changed.' },
    ],
  },
  {
    zh: '4. 采购订单协同与寄售库存',
    en: '4. Purchase order collaboration and consignment stock',
    body: [
      { zh: '收到采购订单后请及时确认、部分变更（数量、价格、交期）或拒绝，并在发货时填写序号与证书信息。', en: 'Acknowledge each purchase order promptly, propose changes (quantity, price, date) or reject it, and give serial numbers and certificates when you ship.' },
      { zh: '“寄售库存查询”显示贵司在我方仓库的寄售件；若列表为空，请联系对应采购部门。', en: 'Consignment stock query lists your parts held in our stores; if it is empty, contact the responsible purchasing department.' },
    ],
  },
  {
    zh: '5. 上传文件',
    en: '5. Uploading files',
    body: [
      { zh: `支持的格式：${EXTENSIONS}。单个文件须小于100MB。`, en: `Accepted formats: ${EXTENSIONS}. Each file must be smaller than 100 MB.` },
      { zh: '系统会检查文件内容，内容与扩展名不符或伪装成文档的程序会被拒绝。', en: 'The portal checks the content: a file whose content does not match its extension, or a program disguised as a document, is refused.', bullet: true },
      { zh: '提交表单前请等待所有文件上传完成。', en: 'Wait until every file has finished uploading before you submit a form.', bullet: true },
    ],
  },
  {
    zh: '6. 员工账号与岗位',
    en: '6. Employee accounts and posts',
    body: [
      { zh: '供应商管理员可创建员工账号并分配岗位：寄售库存查询、采购订单协同、系统管理、供应商资料与能力管理、员工账号管理、报价/投标。每个账号至少需要一个岗位。', en: 'The supplier administrator creates employee accounts and gives them posts: consignment stock query, purchase order collaboration, system administration, vendor data and capacity management, employee account management, quotation/bid. Every account needs at least one post.' },
      { zh: '员工密码为8-12位，至少包含字母、下划线、数字中的两种。', en: 'Employee passwords have 8-12 characters with at least two of letters, underscore and digits.' },
    ],
  },
  {
    zh: '7. 联系我们',
    en: '7. Contact',
    body: [
      { zh: '门户全天候开放；服务台工作日10:00-17:00在线。遇到“网站正在排障”提示时，请稍后再试。', en: 'The portal is open around the clock; the helpdesk answers on working days 10:00-17:00. If you see "The website is being fixed", please try again later.' },
    ],
  },
];

const PURCHASE_TERMS: Section[] = [
  {
    zh: '1. 采购目标',
    en: '1. Purchasing goals',
    body: [
      { zh: '与供应商建立长期合作伙伴关系，优化供应链，提升质量与效率，降低总成本。', en: 'Long-term partnerships with our suppliers, an optimised supply chain, better quality and efficiency, and a lower total cost.' },
    ],
  },
  {
    zh: '2. 诚信与廉洁',
    en: '2. Integrity',
    body: [
      { zh: '严禁向我方员工提供任何形式的回扣、礼品或不正当利益；发现违规的供应商将被冻结或列入黑名单。', en: 'No kickbacks, gifts or other undue advantages may be offered to our staff. Suppliers found in breach are frozen or blacklisted.' },
      { zh: '报价应独立作出，禁止串通投标。', en: 'Quotes must be made independently; collusive bidding is forbidden.' },
    ],
  },
  {
    zh: '3. 质量与适航',
    en: '3. Quality and airworthiness',
    body: [
      { zh: '交付的航材须附有效适航证书（FAA 8130-3、EASA Form 1 或 CAAC AAC-038 适航批准标签），航材状态须与报价一致。', en: 'Delivered parts carry a valid release certificate (FAA 8130-3, EASA Form 1 or CAAC AAC-038) and the condition quoted.' },
      { zh: '供应商应保持其维修许可和质量体系认证有效，并在变更时及时更新门户资料。', en: 'Suppliers keep their maintenance approvals and quality certifications valid and update the portal when they change.' },
    ],
  },
  {
    zh: '4. 交付、贸易术语与付款',
    en: '4. Delivery, trade terms and payment',
    body: [
      { zh: '交付按订单约定的国际贸易术语（Incoterms 2020）、交货地点和交期执行；付款按约定的付款周期办理，增值税单独列示。', en: 'Delivery follows the Incoterms 2020 term, place and date of the order; payment follows the agreed payment cycle, with VAT shown separately.' },
    ],
  },
  {
    zh: '5. 保密与数据保护',
    en: '5. Confidentiality and data protection',
    body: [
      { zh: '双方对通过门户获得的商业信息负有保密义务；门户账号仅限本人使用，不得转借。', en: 'Both parties keep business information obtained through the portal confidential. Portal accounts are personal and must not be shared.' },
    ],
  },
];

function blocksOf(title: { zh: string; en: string }, sections: Section[]): PdfBlock[] {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title.zh },
    { kind: 'title', text: title.en },
    { kind: 'subtitle', text: '航材采购与维修有限公司 供应商门户' },
    { kind: 'subtitle', text: 'AeroSupply Maintenance & Procurement Co., Ltd. - supplier portal' },
  ];
  for (const s of sections) {
    blocks.push({ kind: 'heading', text: s.zh }, { kind: 'heading', text: s.en });
    for (const p of s.body) {
      blocks.push({ kind: p.bullet ? 'bullet' : 'para', text: p.zh }, { kind: p.bullet ? 'bullet' : 'para', text: p.en });
    }
  }
  return blocks;
}

export interface HelpDocument {
  pdf: Buffer;
  filename: string;
  asciiName: string;
}

const cache = new Map<string, HelpDocument>();

/**
 * The PDF of document obj/type, or undefined when there is no such document. Rendered at the first
 * request of a process (its footer names that time in the company's `timeZone`) and kept.
 */
export function helpDocument(obj: number, type: number, now: Date, timeZone: string): HelpDocument | undefined {
  const key = `${obj}:${type}` as keyof typeof HELP_DOCUMENTS;
  const meta = HELP_DOCUMENTS[key];
  if (!meta) return undefined;
  const cacheKey = `${key}:${timeZone}`;
  let doc = cache.get(cacheKey);
  if (!doc) {
    const sections = meta.slug === 'help-manual' ? HELP_MANUAL : PURCHASE_TERMS;
    const pdf = renderPdf({
      title: `${meta.zh} / ${meta.en}`,
      author: 'AeroSupply',
      header: { title: `${meta.zh} · ${meta.en}` },
      blocks: blocksOf(meta, sections),
      generatedAt: now,
      timeZone,
    });
    doc = { pdf, filename: `${meta.zh}.pdf`, asciiName: `AeroSupply-${meta.slug}.pdf` };
    cache.set(cacheKey, doc);
  }
  return doc;
}
