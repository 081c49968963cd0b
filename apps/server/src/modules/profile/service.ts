/**
 * Personal settings of the signed-in user (spec 000 §3, §5, §7): info and preferences saved as a
 * `dataJson` string, the language, and the password change that ends every session.
 */
import { STAFF_COMPANY_ID, type Lang } from '@aerosupply/shared';
import {
  PREFERENCE_DICTIONARIES,
  profileInfoData,
  staffPreferencesData,
  supplierPreferencesData,
  type DictionaryPreferenceField,
  type PasswordChangeBody,
  type PreferenceKind,
  type PreferencesAnswer,
  type ProfileInfo,
} from '@aerosupply/shared/profile/schemas';
import { checkPassword, containsCompanyName, PASSWORD_RULES, passwordPolicyFor, type PasswordRule } from '@aerosupply/shared/validation/password';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import { clearActorCache } from '../../platform/auth/actor-repo';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hitRateLimit } from '../../platform/auth/rate-limit';
import { revokeSessions } from '../../platform/auth/sign-in';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, type AppFieldError } from '../../platform/errors';
import { issueKey } from '../../platform/http/error-handler';
import { mustFind } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { presentPreferences, presentProfileInfo } from './presenter';
import * as repo from './repo';

const validationError = (fields: AppFieldError[]) => new AppError(400, 'common.validation', undefined, fields);

/** Parses `dataJson` into a plain object and validates it; errors name `dataJson.<field>`. */
export function parseDataJson<T extends z.ZodType>(dataJson: string, schema: T): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(dataJson);
  } catch {
    throw fieldError('dataJson', 'profile.data_json_invalid');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fieldError('dataJson', 'profile.data_json_invalid');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: AppFieldError[] = [];
  for (const issue of result.error.issues) {
    const errorKey = issueKey(issue as Parameters<typeof issueKey>[0]);
    const base = ['dataJson', ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) fields.push({ path: `${base}.${k}`, errorKey });
    else fields.push({ path: base, errorKey });
  }
  throw validationError(fields);
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** '' and null clear a field (stored as null); absent fields stay as they are. */
const cleared = (v: unknown) => v === '' || v === null;

/** Checks country codes and time-zone names beyond their shape. */
function checkPlaces(data: { country?: string | null; timeZone?: string | null }, fields: AppFieldError[]) {
  if (typeof data.country === 'string' && data.country !== '' && !countries.isValid(data.country)) fields.push({ path: 'dataJson.country', errorKey: 'profile.country_invalid' });
  if (typeof data.timeZone === 'string' && data.timeZone !== '' && !isTimeZone(data.timeZone)) fields.push({ path: 'dataJson.timeZone', errorKey: 'profile.time_zone_invalid' });
}

const kindOf = (actor: Actor): PreferenceKind => (actor.companyId === STAFF_COMPANY_ID ? 'staff' : actor.companyType === 'forwarder' ? 'forwarder' : 'supplier');

/** The personal-info list (spec 000 §7: a list whose first item is used). */
export async function getProfileInfo(deps: AppDeps, actor: Actor, lang: Lang): Promise<ProfileInfo[]> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findOwnProfile(trx, actor.userId));
    return [presentProfileInfo(row, await repo.roleNamesOf(trx, actor.userId), lang)];
  });
}

/** Saves name, phone, mobile, email, country and time zone from `dataJson`. */
export async function saveProfileInfo(deps: AppDeps, actor: Actor, lang: Lang, dataJson: string): Promise<ProfileInfo[]> {
  const data = parseDataJson(dataJson, profileInfoData);
  const fields: AppFieldError[] = [];
  checkPlaces(data, fields);
  if (fields.length) throw validationError(fields);
  const now = deps.now();
  const text = (v: string | null | undefined) => (v === undefined ? undefined : cleared(v) ? null : v);
  const result = await deps.db.transaction().execute(async (trx) => {
    const values = {
      ...(data.realName !== undefined ? { real_name: data.realName } : {}),
      ...(data.phone !== undefined ? { phone: text(data.phone) } : {}),
      ...(data.mobile !== undefined ? { mobile: text(data.mobile) } : {}),
      ...(data.email !== undefined ? { email: text(data.email) } : {}),
      ...(data.country !== undefined ? { country: text(data.country) } : {}),
      ...(data.timeZone !== undefined ? { time_zone: text(data.timeZone) } : {}),
    };
    await users.updateUser(trx, actor.userId, values, now);
    const row = mustFind(await repo.findOwnProfile(trx, actor.userId));
    return [presentProfileInfo(row, await repo.roleNamesOf(trx, actor.userId), lang)];
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

export async function getPreferences(deps: AppDeps, actor: Actor): Promise<PreferencesAnswer> {
  return deps.db.transaction().execute(async (trx) => presentPreferences(mustFind(await repo.findOwnProfile(trx, actor.userId)), kindOf(actor)));
}

/**
 * Saves the preference record of the user's side (staff: company 2; others: the supplier set).
 * Dictionary-backed values must be enabled items of their dictionary; the language also becomes
 * the user's saved language (server messages follow it).
 */
export async function savePreferences(deps: AppDeps, actor: Actor, dataJson: string): Promise<PreferencesAnswer> {
  const kind = kindOf(actor);
  const data: Record<string, string | null | undefined> = parseDataJson(dataJson, kind === 'staff' ? staffPreferencesData : supplierPreferencesData);
  const fields: AppFieldError[] = [];
  checkPlaces(data, fields);
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const dictFields = (Object.keys(PREFERENCE_DICTIONARIES) as DictionaryPreferenceField[]).filter((f) => typeof data[f] === 'string' && data[f] !== '');
    const pairs = dictFields.map((f) => ({ domain: PREFERENCE_DICTIONARIES[f], value: data[f] as string }));
    const known = await repo.existingDictValues(trx, pairs);
    for (const p of pairs) {
      const field = dictFields[pairs.indexOf(p)]!;
      if (!known.has(`${p.domain}\u0000${p.value}`)) fields.push({ path: `dataJson.${field}`, errorKey: 'profile.dict_value_invalid' });
    }
    if (fields.length) throw validationError(fields);

    const row = mustFind(await repo.findOwnProfile(trx, actor.userId));
    const stored: Record<string, unknown> = { ...((row.preferences ?? {}) as Record<string, unknown>) };
    const columns: { language?: string | null; country?: string | null; time_zone?: string | null } = {};
    for (const [field, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const v = cleared(value) ? null : value;
      if (field === 'language') columns.language = v;
      else if (field === 'country') columns.country = v;
      else if (field === 'timeZone') columns.time_zone = v;
      else if (v === null) delete stored[field];
      else stored[field] = v;
    }
    await users.updateUser(trx, actor.userId, { ...columns, preferences: JSON.stringify(stored) }, now);
    return presentPreferences(mustFind(await repo.findOwnProfile(trx, actor.userId)), kind);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** Saves the interface language (zh or en); later server messages use it. */
export async function setLanguage(deps: AppDeps, actor: Actor, language: Lang): Promise<{ language: Lang }> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, actor.userId, { language }, now);
    return { language };
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** The rule codes `newPwd` breaks (spec 000 §5), with the company name checked in zh and en. */
export function passwordViolations(newPwd: string, company: { name: string; nameEn: string | null }, strictLength: boolean): PasswordRule[] {
  const rules = new Set(checkPassword(newPwd, { ...passwordPolicyFor(strictLength), companyName: company.name }));
  if (newPwd !== '' && containsCompanyName(newPwd, company.nameEn)) rules.add('contains_company');
  return PASSWORD_RULES.filter((r) => rules.has(r));
}

/**
 * Changes the password (spec 000 §5, §7): every violated rule is a field error on newPwd; the
 * current password must match; then every session of the user ends (spec 000 §4), so the
 * current token answers 401 and the user signs in again.
 */
export async function changePassword(deps: AppDeps, actor: Actor, body: PasswordChangeBody): Promise<void> {
  const now = deps.now();
  // A budget of attempts per user, kept outside the transaction so a refusal still counts.
  await hitRateLimit(deps.db, `pwdchange:user:${actor.userId}`, deps.config.loginRateLimitPerAccount, now);
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findOwnProfile(trx, actor.userId));
    const fields: AppFieldError[] = passwordViolations(body.newPwd, { name: row.company_name, nameEn: row.company_name_en }, deps.config.strictPasswordLength).map((code) => ({
      path: 'newPwd',
      errorKey: `password.${code}`,
    }));
    if (body.confirmPwd !== undefined && body.confirmPwd !== body.newPwd) fields.push({ path: 'confirmPwd', errorKey: 'password.mismatch' });
    if (fields.length) throw validationError(fields);
    if (body.newPwd === body.oldPwd) throw fieldError('newPwd', 'password.same_as_old');
    if (!(await verifyPassword(row.password_hash, body.oldPwd))) throw fieldError('oldPwd', 'auth.old_password_wrong');
    await users.setUserPassword(trx, actor.userId, await hashPassword(body.newPwd), now, { clearLock: false });
    await revokeSessions(trx, { userId: actor.userId }, now);
  });
  clearActorCache();
}
