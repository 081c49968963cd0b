import { translate, type Lang } from '@aerosupply/shared';
import type { PreferenceKind, PreferencesAnswer, ProfileInfo } from '@aerosupply/shared/profile/schemas';
import { STAFF_PREFERENCE_FIELDS, SUPPLIER_PREFERENCE_FIELDS } from '@aerosupply/shared/profile/schemas';
import type { OwnProfileRow } from './repo';

export function presentProfileInfo(row: OwnProfileRow, roles: { name_zh: string; name_en: string }[], lang: Lang): ProfileInfo {
  const names = roles.map((r) => (lang === 'zh' ? r.name_zh : r.name_en || r.name_zh));
  // A supplier's first registrant administers the company without a post (spec 001 §6).
  if (row.company_type === 'supplier' && row.is_company_admin) names.unshift(translate('profile.company_admin', lang));
  return {
    account: row.account,
    realName: row.real_name,
    roles: names,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    language: row.language === 'zh' || row.language === 'en' ? row.language : null,
    country: row.country,
    timeZone: row.time_zone,
    companyId: row.company_id,
    companyName: lang === 'zh' ? row.company_name : row.company_name_en || row.company_name,
  };
}

export const preferenceFieldsOf = (kind: PreferenceKind): readonly string[] => (kind === 'staff' ? STAFF_PREFERENCE_FIELDS : SUPPLIER_PREFERENCE_FIELDS);

/** Every field of the kind, null when unset; language, country and time zone live in user columns. */
export function presentPreferences(row: OwnProfileRow, kind: PreferenceKind): PreferencesAnswer {
  const stored = (row.preferences ?? {}) as Record<string, unknown>;
  const columns: Record<string, string | null> = { language: row.language, country: row.country, timeZone: row.time_zone };
  const values: Record<string, string | null> = {};
  for (const field of preferenceFieldsOf(kind)) {
    if (field in columns) values[field] = columns[field] ?? null;
    else {
      const v = stored[field];
      values[field] = typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
    }
  }
  return { kind, values };
}
