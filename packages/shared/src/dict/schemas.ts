/**
 * Dictionaries and look-ups (spec 000 §3, §7; spec 001 §7, §9): the TC_* option lists, countries,
 * time zones, China provinces and cities, tax systems, the code tables, and the sysadmin's editing
 * of dictionary items.
 */
import { z } from 'zod';
import { actionsOf, pageOf, timestamp } from '../contracts';
import { idParams } from '../validation/ids';
import { CODE_TABLES, type CodeTableName } from '../codes/tables';
import { TC_DOMAIN_CODES, type TcDomainCode } from '../codes/tc-dictionaries';

export { TC_DOMAIN_CODES, type TcDomainCode, type CodeTableName };

/** Names of the code tables (spec 001 §9 and domain-reference.md), stored as dictionary domains. */
export const CODE_TABLE_NAMES = Object.keys(CODE_TABLES) as CodeTableName[];

/** Every dictionary domain an administrator may edit: the TC_* lists and the code tables. */
export const DICT_DOMAINS: readonly string[] = [...TC_DOMAIN_CODES, ...CODE_TABLE_NAMES];

export const isTcDomain = (domain: string): domain is TcDomainCode => (TC_DOMAIN_CODES as readonly string[]).includes(domain);
export const isCodeTable = (domain: string): domain is CodeTableName => (CODE_TABLE_NAMES as readonly string[]).includes(domain);

/** zh/en names of every domain, for the maintenance screen. */
export const DICT_DOMAIN_LABELS: Record<string, { zh: string; en: string }> = {
  TC_IQ_TYPE: { zh: '询价类型', en: 'RFx types' },
  TC_FACTORY_TYPE: { zh: '工厂/公司', en: 'Plants / companies' },
  TC_SUPPLIER_ORG: { zh: '采购组织', en: 'Purchasing organisations' },
  TC_GROUP_TYPE: { zh: '采购组', en: 'Purchasing groups' },
  TC_ICT_TYPE: { zh: '国际贸易条款', en: 'International trade terms' },
  TC_SITE_TYPE: { zh: '交货地点', en: 'Places of delivery' },
  TC_PAY_PERIOD: { zh: '付款周期', en: 'Payment cycles' },
  TC_CURRENCY: { zh: '币种', en: 'Currencies' },
  TC_TAX_RATE: { zh: '中国增值税率', en: 'China VAT rates' },
  aviationAuthority: { zh: '适航当局代码', en: 'Aviation authority codes' },
  businessType: { zh: '业务类型', en: 'Business types' },
  materialClass: { zh: '物料类别', en: 'Material classes' },
  wheelMaterialGroup: { zh: '价格轮盘物料组', en: 'Wheel material groups' },
  repairEquipmentType: { zh: '送修设备类型', en: 'Repair equipment types' },
  supplierType: { zh: '供应商类型', en: 'Supplier types' },
  supplierNature: { zh: '供应商性质', en: 'Supplier natures' },
  productRange: { zh: '产品范围', en: 'Product ranges' },
  quickParcelTier: { zh: '快件时效', en: 'Quick-parcel tiers' },
  serviceMode: { zh: '服务方式', en: 'Service modes' },
  partCondition: { zh: '航材状态', en: 'Part conditions' },
  releaseCertificate: { zh: '适航放行证书', en: 'Release certificates' },
  repairProcess: { zh: '修理工序', en: 'Repair processes' },
  warrantyUnit: { zh: '保修单位', en: 'Warranty units' },
  warrantyStart: { zh: '保修起算', en: 'Warranty start points' },
  priority: { zh: '优先级', en: 'Priorities' },
  serialReturn: { zh: '序号返还方式', en: 'Serial number return' },
  otherCharge: { zh: '其他费用', en: 'Other charges' },
  incoterm: { zh: '国际贸易术语 (Incoterms 2020)', en: 'Incoterms 2020' },
  unit: { zh: '计量单位', en: 'Units of measure' },
};

// ---- public look-ups ----

/** GET /api/dict/domains: comma-separated TC_* codes (spec 000 §7 'load dictionary lists by domainCodes'). */
export const domainsQuerySchema = z.strictObject({
  domainCodes: z.string().trim().min(1, 'validation.required').max(300, 'validation.too_long'),
});

/** An option of a TC_* list (spec 000 §3: TEXT, ENTEXT, VALUE). */
export const dictOptionSchema = z.strictObject({ TEXT: z.string(), ENTEXT: z.string(), VALUE: z.string() });
export type DictOption = z.infer<typeof dictOptionSchema>;

/** Answer of GET /api/dict/domains: the options of each requested domain. */
export const domainsAnswerSchema = z.record(z.string(), z.array(dictOptionSchema));
export type DomainsAnswer = z.infer<typeof domainsAnswerSchema>;

const upperLang = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['ZH', 'EN'], { error: 'validation.invalid_enum' }));

/** GET /api/dict/countries?lang=ZH|EN (spec 000 §7 'load countries by language'); default: the user's language. */
export const countriesQuerySchema = z.strictObject({ lang: upperLang.optional() });

/** A country (spec 000 §3: label/value items); value is the ISO 3166-1 alpha-2 code. */
export const countryOptionSchema = z.strictObject({ label: z.string(), value: z.string() });
export type CountryOption = z.infer<typeof countryOptionSchema>;

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'dict.unknown_country')
  .transform((v) => v.toUpperCase());

/** GET /api/dict/timezones?countryCode=CN (spec 000 §7 'load time zones by countryCode'). */
export const timezonesQuerySchema = z.strictObject({ countryCode });

/** A time zone of a country: TEXT "(UTC+08:00) Asia/Shanghai", VALUE the IANA name. */
export const timeZoneOptionSchema = z.strictObject({ TEXT: z.string(), VALUE: z.string() });
export type TimeZoneOption = z.infer<typeof timeZoneOptionSchema>;

/** GET /api/dict/cities?province=51 */
export const citiesQuerySchema = z.strictObject({
  province: z.string().trim().regex(/^\d{2}$/, 'dict.unknown_province'),
});

/** A China province or city (GB/T 2260 code); `en` is the zh name where no English name is known. */
export const regionOptionSchema = z.strictObject({ code: z.string(), zh: z.string(), en: z.string(), provinceCode: z.string().optional() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

/** GET /api/dict/tax-systems?country=CN */
export const taxSystemsQuerySchema = z.strictObject({ country: countryCode });

/** GET /api/dict/codes/:table */
export const codeTableParamsSchema = z.strictObject({
  table: z.enum(CODE_TABLE_NAMES as [CodeTableName, ...CodeTableName[]], { error: 'dict.unknown_table' }),
});

/** A code-table row as the web's code selects read it. */
export const codeRowSchema = z.strictObject({ code: z.string(), zh: z.string(), en: z.string(), extra: z.record(z.string(), z.unknown()).nullable() });
export type CodeRow = z.infer<typeof codeRowSchema>;

// ---- sysadmin editing (sys.dict.manage) ----

const domain = z.string().refine((d) => DICT_DOMAINS.includes(d), { message: 'dict.unknown_domain' });
const text = (max = 60) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long');
const extra = z
  .record(z.string().max(60, 'validation.too_long'), z.unknown())
  .nullable()
  .refine((v) => v === null || JSON.stringify(v).length <= 2000, { message: 'validation.too_long' });

/** One domain in the maintenance list. */
export const dictDomainSummarySchema = z.strictObject({
  domain: z.string(),
  kind: z.enum(['tc', 'code']),
  zh: z.string(),
  en: z.string(),
  total: z.number().int(),
  enabled: z.number().int(),
});
export type DictDomainSummary = z.infer<typeof dictDomainSummarySchema>;

/** GET /api/admin/dict/items */
export const adminItemsQuerySchema = z.strictObject({
  domain: domain.optional(),
  q: z.string().trim().max(60, 'validation.too_long').optional(),
  enabled: z.enum(['true', 'false'], { error: 'validation.invalid_enum' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(100).default(20),
});
export type AdminItemsQuery = z.infer<typeof adminItemsQuerySchema>;

/** POST /api/admin/dict/items */
export const createItemSchema = z.strictObject({
  domain,
  value: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(60, 'validation.too_long')
    .regex(/^[\w.+\-/ %]+$/, 'validation.invalid'),
  textZh: text(),
  textEn: text(),
  sort: z.number({ error: 'validation.invalid_type' }).int().min(0).max(99999).optional(),
  enabled: z.boolean({ error: 'validation.invalid_type' }).optional(),
  extra: extra.optional(),
});
export type CreateItemInput = z.infer<typeof createItemSchema>;

/** PUT /api/admin/dict/items/:id (the value is fixed: records keep referring to it). */
export const updateItemSchema = z.strictObject({
  textZh: text().optional(),
  textEn: text().optional(),
  sort: z.number({ error: 'validation.invalid_type' }).int().min(0).max(99999).optional(),
  enabled: z.boolean({ error: 'validation.invalid_type' }).optional(),
  extra: extra.optional(),
});
export type UpdateItemInput = z.infer<typeof updateItemSchema>;

export const itemIdParamsSchema = idParams;

/** A dictionary item on the maintenance screen, with the actions the sysadmin may take. */
export const dictItemViewSchema = z.strictObject({
  id: z.number().int(),
  domain: z.string(),
  value: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  extra: z.record(z.string(), z.unknown()).nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** True for items that come with the product (re-created at start if deleted, so they are disabled instead). */
  builtin: z.boolean(),
  updatedAt: timestamp,
  actions: actionsOf(['edit', 'delete', 'disable', 'enable']),
});
export type DictItemView = z.infer<typeof dictItemViewSchema>;

export const dictItemPageSchema = pageOf(dictItemViewSchema);

/** DELETE answer: TC_* and built-in items are disabled rather than deleted (records refer to them). */
export const deleteItemResultSchema = z.strictObject({ id: z.number().int(), deleted: z.boolean(), disabled: z.boolean() });
export type DeleteItemResult = z.infer<typeof deleteItemResultSchema>;
