/**
 * Personal settings of every signed-in user (spec 000 §3 'Personal info form', 'Preference record',
 * §5, §7): info and preferences travel as a JSON string `dataJson`, as the old portal sent them;
 * the server parses it and validates it with the schemas below (errors on `dataJson.<field>`).
 */
import { z } from 'zod';
import { LANGS } from '../i18n/lang';
import { PASSWORD_POLICY } from '../validation/password';
import { decimalDigits, email, MOBILE_MAX, text as fieldText } from '../validation/fields';

/** A trimmed text of at most `max` characters; NUL characters (which PostgreSQL refuses) are invalid. */
const text = (max = 60) => fieldText(max).refine((v) => !v.includes('\u0000'), { error: 'validation.invalid' });

/** Longest accepted `dataJson` string. */
export const DATA_JSON_MAX = 4000;

/** POST /api/profile/info and /api/profile/preferences: `{dataJson: '<JSON object>'}`. */
export const dataJsonBody = z.strictObject({
  dataJson: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid_type') })
    .min(1, { error: 'validation.required' })
    .max(DATA_JSON_MAX, { error: 'validation.too_long' }),
});

/** '' or null clears an optional field (both arrive as null); absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

/** Phone (landline): at most 20 characters of digits, spaces and + - ( ) ext. */
export const PHONE_MAX = 20;

const mobileDigits = z
  .string({ error: 'validation.invalid_type' })
  .trim()
  .regex(/^\d*$/, { error: 'validation.mobile' })
  .max(MOBILE_MAX, { error: 'validation.mobile' });

/** ISO 3166-1 alpha-2 code; the server checks it names a real country. */
export const countryCode = z.string({ error: 'validation.invalid_type' }).trim().regex(/^[A-Z]{2}$/, { error: 'profile.country_invalid' });

/** IANA zone name (e.g. Asia/Shanghai); the server checks the zone exists. */
export const timeZoneName = z.string({ error: 'validation.invalid_type' }).trim().max(60, { error: 'validation.too_long' }).regex(/^[A-Za-z0-9_+\-/]+$/, { error: 'profile.time_zone_invalid' });

/** The object inside `dataJson` of POST /api/profile/info; absent fields stay as they are. */
export const profileInfoData = z.strictObject({
  realName: text(60).min(1, { error: 'validation.required' }).optional(),
  phone: clearable(text(PHONE_MAX).regex(/^[\d\s+\-()#*a-zA-Z.]*$/, { error: 'validation.invalid' })),
  mobile: clearable(mobileDigits),
  email: clearable(email),
  country: clearable(countryCode),
  timeZone: clearable(timeZoneName),
});
export type ProfileInfoData = z.infer<typeof profileInfoData>;

/** Item of GET /api/profile/info (the answer is a list; the first item is used, spec 000 §7). */
export const profileInfoSchema = z.strictObject({
  account: z.string(),
  realName: z.string(),
  /** Role (or post) display names in the user's language, read-only. */
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(LANGS).nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

/** Answer of GET and POST /api/profile/info: a list, as the old portal sent it. */
export const profileInfoListSchema = z.array(profileInfoSchema);

// ---- preferences ----

/** Staff preference fields (companyId 2), exactly as spec 000 §3 lists them. */
export const STAFF_PREFERENCE_FIELDS = [
  'language',
  'country',
  'timeZone',
  'rfxType',
  'companyName',
  'purchaseOrg',
  'purchaseGroup',
  'bidValidDay',
  'ict',
  'placeDelivery',
  'deliveryAddress',
  'paymentCycle',
  'paymentCommont',
] as const;

/** Supplier preference fields, exactly as spec 000 §3 lists them (forwarders use the same set). */
export const SUPPLIER_PREFERENCE_FIELDS = [
  'language',
  'country',
  'timeZone',
  'bidValidDay',
  'offerCurrency',
  'ict',
  'placeDelivery',
  'deliveryAddress',
  'paymentCycle',
  'paymentCommont',
  'cnAddPrice',
] as const;

/** Preference fields whose values must be items of a dictionary (spec 000 §3). */
export const PREFERENCE_DICTIONARIES = {
  rfxType: 'TC_IQ_TYPE',
  companyName: 'TC_FACTORY_TYPE',
  purchaseOrg: 'TC_SUPPLIER_ORG',
  purchaseGroup: 'TC_GROUP_TYPE',
  ict: 'TC_ICT_TYPE',
  placeDelivery: 'TC_SITE_TYPE',
  paymentCycle: 'TC_PAY_PERIOD',
  offerCurrency: 'TC_CURRENCY',
  cnAddPrice: 'TC_TAX_RATE',
} as const;
export type DictionaryPreferenceField = keyof typeof PREFERENCE_DICTIONARIES;

export const PREFERENCE_KINDS = ['staff', 'supplier', 'forwarder'] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

const dictValue = clearable(text(60));

const commonPreferenceFields = {
  language: clearable(z.enum(LANGS, { error: 'validation.invalid_enum' })),
  country: clearable(countryCode),
  timeZone: clearable(timeZoneName),
  bidValidDay: clearable(decimalDigits.pipe(z.string().max(10, { error: 'validation.too_long' }))),
  ict: dictValue,
  placeDelivery: dictValue,
  deliveryAddress: clearable(text(60)),
  paymentCycle: dictValue,
  paymentCommont: clearable(text(60)),
};

/** The object inside `dataJson` of POST /api/profile/preferences for staff. */
export const staffPreferencesData = z.strictObject({
  ...commonPreferenceFields,
  rfxType: dictValue,
  companyName: dictValue,
  purchaseOrg: dictValue,
  purchaseGroup: dictValue,
});

/** The object inside `dataJson` of POST /api/profile/preferences for suppliers and forwarders. */
export const supplierPreferencesData = z.strictObject({
  ...commonPreferenceFields,
  offerCurrency: dictValue,
  cnAddPrice: dictValue,
});

export type StaffPreferences = Record<(typeof STAFF_PREFERENCE_FIELDS)[number], string | null>;
export type SupplierPreferences = Record<(typeof SUPPLIER_PREFERENCE_FIELDS)[number], string | null>;

/** GET /api/profile/preferences */
export const preferencesAnswerSchema = z.strictObject({ kind: z.enum(PREFERENCE_KINDS), values: z.record(z.string(), z.string().nullable()) });
export type PreferencesAnswer = z.infer<typeof preferencesAnswerSchema>;

/** POST /api/profile/language */
export const languageBody = z.strictObject({ language: z.enum(LANGS, { error: 'validation.invalid_enum' }) });
export const languageAnswerSchema = z.strictObject({ language: z.enum(LANGS) });
export type LanguageAnswer = z.infer<typeof languageAnswerSchema>;

/**
 * POST /api/profile/password. The §5 rules need the company name and the length setting, so the
 * server checks them and answers one field error per violated rule on `newPwd`.
 */
export const passwordChangeBody = z.strictObject({
  oldPwd: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'password.required' : 'validation.invalid_type') })
    .min(1, { error: 'password.required' })
    .max(PASSWORD_POLICY.currentPasswordMax, { error: 'password.too_long' }),
  // Long enough that the length rule, not the schema, reports an over-long password.
  newPwd: z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'password.required' : 'validation.invalid_type') }).max(200, { error: 'password.too_long' }),
  confirmPwd: z.string({ error: 'validation.invalid_type' }).max(200, { error: 'password.too_long' }).optional(),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const passwordChangeAnswerSchema = z.strictObject({ mustSignInAgain: z.literal(true) });
export type PasswordChangeAnswer = z.infer<typeof passwordChangeAnswerSchema>;
