/**
 * Supplier registration use cases (spec 001 §2 'Supplier registration', §5, §6, §8; spec 000 §2,
 * §5): the administrator lookup of the registration choice, duplicate checks, the SMS code, the
 * registration itself (company + supplier profile + administrator, one transaction) and the
 * correction and resubmission of a registration staff returned (/supRegisterEdit).
 */
import type { Lang } from '@aerosupply/shared';
import { maskEmail, maskMobile, RESEND_COOLDOWN_SECONDS, type CodeSentAnswer } from '@aerosupply/shared/account-recovery/schemas';
import { matchesTaxSystem, taxSystemsFor } from '@aerosupply/shared/dict/tax-systems';
import type {
  AdminLookupAnswer,
  AdminLookupInput,
  DuplicateCheckAnswer,
  DuplicateCheckInput,
  DuplicateProblem,
  InvitationPrefill,
  RegistrationAnswer,
  RegistrationEditInput,
  RegistrationInput,
  RegistrationRecord,
} from '@aerosupply/shared/registration/schemas';
import countriesAndTimezones from 'countries-and-timezones';
import isoCountries from 'i18n-iso-countries';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, notFound, wrongState } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { checkCode, consumeCode, issueCode, limitPublicCalls } from '../account-recovery';
import { claimInvitation, findUsableInvitation } from '../invitations';
import { addSupplierEvent, createSupplierProfile, listSupplierEvents, moveSupplierReview, setSupplierType } from '../supplier-profile';
import { companyDuplicateProblems } from '../../platform/companies';
import { presentRegistration } from './presenter';
import * as repo from './repo';

/** Registration choice, employee branch: who administers the company (masked contacts). */
export async function lookupAdmin(deps: AppDeps, input: AdminLookupInput, ip: string): Promise<AdminLookupAnswer> {
  await limitPublicCalls(deps, 'lookup', ip);
  const found = await repo.findCompanyAdmin(deps.db, input.vendorCode.trim(), input.companyName.trim());
  if (!found) throw notFound('registration.admin_not_found');
  if (!found.admin) throw notFound('registration.no_admin');
  return {
    companyName: found.company.name,
    adminName: found.admin.real_name,
    maskedEmail: maskEmail(found.admin.email),
    maskedMobile: maskMobile(found.admin.mobile),
  };
}

/** The duplication check button of the registration form. */
export async function checkDuplicates(deps: AppDeps, input: DuplicateCheckInput, lang: Lang): Promise<DuplicateCheckAnswer> {
  const problems = await companyDuplicateProblems(deps.db, input, lang);
  return { ok: problems.length === 0, problems };
}

/** Public: a 6-character, case-sensitive SMS code for the registration form (resend after 60 s). */
export async function sendRegistrationSms(deps: AppDeps, mobile: string, ip: string, lang: Lang): Promise<CodeSentAnswer> {
  await limitPublicCalls(deps, 'send-code', ip);
  const issued = await deps.db.transaction().execute((trx) => issueCode(deps, trx, { purpose: 'register', channel: 'sms', target: mobile, userId: null }, lang));
  return { channel: 'sms', maskedTarget: maskMobile(mobile) ?? '', validMinutes: issued.validMinutes, resendAfter: RESEND_COOLDOWN_SECONDS };
}

/** Public "find invite info": what a valid invitation code pre-fills. */
export async function getInvitationPrefill(deps: AppDeps, code: string, ip: string): Promise<InvitationPrefill> {
  await limitPublicCalls(deps, 'lookup', ip);
  const row = await findUsableInvitation(deps.db, code, deps.now());
  return {
    code: row.code,
    companyName: row.company_name,
    country: row.country,
    taxSystem: row.tax_system,
    taxId: row.tax_id,
    email: row.email,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/** Country, time zone of that country, tax system offered there and the tax ID's format. */
function checkCompanyBasics(input: { country: string; timeZone: string; taxSystem: string; taxId: string }): void {
  if (!isoCountries.isValid(input.country)) throw fieldError('country', 'registration.country_invalid');
  const zones = countriesAndTimezones.getTimezonesForCountry(input.country) ?? [];
  if (!zones.some((z) => z.name === input.timeZone)) throw fieldError('timeZone', 'registration.time_zone_invalid');
  if (!taxSystemsFor(input.country).some((s) => s.code === input.taxSystem)) throw fieldError('taxSystem', 'validation.invalid_enum');
  if (!matchesTaxSystem(input.taxSystem, input.taxId)) throw fieldError('taxId', 'registration.tax_id_format');
}

function refuseDuplicates(problems: DuplicateProblem[]): void {
  if (problems.length === 0) return;
  throw new AppError(409, problems[0]!.errorKey, undefined, problems.map((p) => ({ path: p.field, errorKey: p.errorKey })));
}

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * Registers a new supplier: the company (type supplier), its supplier profile (review status
 * draft, linked to the invitation when a code is given) and the first registrant as the company's
 * system administrator (spec 001 §1, §6), all in one transaction.
 */
export async function registerSupplier(deps: AppDeps, input: RegistrationInput, lang: Lang, ip: string): Promise<Omit<RegistrationAnswer, 'message'>> {
  await limitPublicCalls(deps, 'register', ip);
  const now = deps.now();
  checkCompanyBasics(input);
  const code = input.invitationCode?.trim();
  const invitation = code ? await findUsableInvitation(deps.db, code, now) : null;
  if (!invitation && deps.config.invitationRequired) throw fieldError('invitationCode', 'invitation.required');
  refuseDuplicates(await companyDuplicateProblems(deps.db, input, lang));
  if (await repo.accountTaken(deps.db, input.account)) throw fieldError('account', 'registration.account_in_use', 409);
  const codeId = await checkCode(deps, { purpose: 'register', target: input.mobile, code: input.smsCode, userId: null, field: 'smsCode' });
  const passwordHash = await hashPassword(input.password);

  try {
    return await deps.db.transaction().execute(async (trx) => {
      await consumeCode(deps, trx, codeId, 'smsCode');
      const companyId = await repo.insertCompany(
        trx,
        {
          name: input.companyName.trim(),
          name_en: input.companyNameEn?.trim() || null,
          country: input.country,
          tax_system: input.taxSystem,
          tax_id: input.taxId.trim().toUpperCase(),
          supplier_type: input.supplierType,
          time_zone: input.timeZone,
        },
        now,
      );
      await createSupplierProfile(trx, {
        companyId,
        supplierType: input.supplierType,
        invitationId: invitation?.id ?? null,
        invitingUserId: invitation?.inviter_user_id ?? null,
        now,
      });
      // The inactivity clock starts at registration (last_login_at stays null).
      const userId = await users.insertUser(trx, {
        company_id: companyId,
        account: input.account.trim(),
        real_name: input.contactName.trim(),
        email: input.email,
        mobile: input.mobile,
        password_hash: passwordHash,
        is_company_admin: true,
        country: input.country,
        time_zone: input.timeZone,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      });
      if (invitation) await claimInvitation(trx, invitation.id, companyId, now);
      await addSupplierEvent(trx, {
        companyId,
        kind: 'review',
        action: 'register',
        fromStatus: null,
        toStatus: 'draft',
        comment: invitation ? `invitation ${invitation.code}` : null,
        actor: { userId, realName: input.contactName.trim(), companyId },
        at: now,
      });
      return { companyId, userId, account: input.account.trim(), reviewStatus: 'draft' };
    });
  } catch (err) {
    // Two registrations with the same login name at once: the unique index decides.
    if (isUniqueViolation(err)) throw fieldError('account', 'registration.account_in_use', 409);
    throw err;
  }
}

/** /supRegisterEdit: the own company's registration data and whether it can be resubmitted. */
export async function getMyRegistration(deps: AppDeps, actor: Actor): Promise<RegistrationRecord> {
  const row = mustFind(await repo.findRegistration(deps.db, scopeOf(actor), actor.companyId));
  const [ret, email] = await Promise.all([lastReturn(deps.db, actor.companyId), repo.findUserEmail(deps.db, actor.userId)]);
  return presentRegistration(row, ret, email);
}

/** The latest return of the company's review (the reason shown on /supRegisterEdit). */
async function lastReturn(db: Database, companyId: number) {
  return (await listSupplierEvents(db, companyId, ['review'], 1, 'returned'))[0] ?? null;
}

/**
 * Correct and resubmit a registration staff returned: company basics and the registrant's email;
 * the review status goes back to 'to_be_evaluated' with a 'resubmit' review event.
 */
export async function resubmitRegistration(deps: AppDeps, actor: Actor, input: RegistrationEditInput, lang: Lang): Promise<RegistrationRecord> {
  const now = deps.now();
  checkCompanyBasics(input);
  refuseDuplicates(await companyDuplicateProblems(deps.db, input, lang, actor.companyId));
  await deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findRegistration(trx, scopeOf(actor), actor.companyId));
    const status = await repo.lockProfileStatus(trx, actor.companyId);
    if (status !== 'returned') throw wrongState('registration.not_returned');
    await repo.updateCompanyBasics(
      trx,
      actor.companyId,
      {
        name: input.companyName.trim(),
        name_en: input.companyNameEn?.trim() || null,
        country: input.country,
        tax_system: input.taxSystem,
        tax_id: input.taxId.trim().toUpperCase(),
        time_zone: input.timeZone,
      },
      now,
    );
    await users.updateUser(trx, actor.userId, { email: input.email }, now);
    await setSupplierType(trx, actor.companyId, input.supplierType, now);
    await moveSupplierReview(trx, actor.companyId, 'resubmit', now, { submittedAt: now });
    await addSupplierEvent(trx, {
      companyId: actor.companyId,
      kind: 'review',
      action: 'resubmit',
      fromStatus: 'returned',
      toStatus: 'to_be_evaluated',
      comment: input.comment?.trim() || null,
      actor: { userId: actor.userId, realName: actor.realName, companyId: actor.companyId },
      at: now,
    });
  });
  return getMyRegistration(deps, actor);
}

