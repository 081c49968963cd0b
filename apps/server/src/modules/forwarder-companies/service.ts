/**
 * Forwarder onboarding use cases (issue 26 item 2, D-490..D-494): logistics staff list, create or
 * invite, edit, freeze and restore forwarder companies. The company's first account is its
 * administrator (`is_company_admin`), who holds every forwarder function and manages the
 * company's employees and posts through supplier-accounts' /api/fwd routes.
 */
import type { Page } from '@aerosupply/shared';
import type {
  ForwarderCompanyCreateBody,
  ForwarderCompanyCreated,
  ForwarderCompanyListQuery,
  ForwarderCompanyUpdateBody,
  ForwarderCompanyView,
} from '@aerosupply/shared/forwarder-companies/schemas';
import type { Database } from '../../db/database';
import { clearActorCache } from '../../platform/auth/actor-repo';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeSessions } from '../../platform/auth/sign-in';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { fieldError } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { generateTemporaryPassword } from '../admin';
import { langOfCountry, notify } from '../notifications';
import { assertMayOnForwarderCompany } from './policy';
import { presentCompany } from './presenter';
import * as repo from './repo';

export async function listCompanies(deps: AppDeps, actor: Actor, q: ForwarderCompanyListQuery): Promise<Page<ForwarderCompanyView>> {
  return mapPage(await repo.listCompanies(deps.db, q), (r) => presentCompany(r, actor));
}

export async function getCompany(deps: AppDeps, actor: Actor, id: number): Promise<ForwarderCompanyView> {
  return presentCompany(mustFind(await repo.findCompany(deps.db, id)), actor);
}

const valuesOf = (b: ForwarderCompanyUpdateBody): repo.CompanyValues => ({
  name: b.name,
  name_en: b.nameEn ?? null,
  country: b.country,
  scope: b.scope,
  service_modes: [...new Set(b.serviceModes)],
  contacts: b.contacts.map((c) => ({ name: c.name, role: c.role ?? null, phone: c.phone, email: c.email })),
  remark: b.remark ?? null,
});

async function refuseTakenName(db: Database, b: ForwarderCompanyUpdateBody, exceptId?: number): Promise<void> {
  const field = await repo.nameTaken(db, { name: b.name, nameEn: b.nameEn }, exceptId);
  if (field) throw fieldError(field, 'forwarderCompanies.name_taken', 409);
}

/**
 * Creates the company, its profile and its administrator with a generated temporary password.
 * Invited: the password goes to the administrator by mail only; created: it is answered once,
 * for the staff user to hand over (D-491).
 */
export async function createCompany(deps: AppDeps, actor: Actor, body: ForwarderCompanyCreateBody): Promise<ForwarderCompanyCreated> {
  const now = deps.now();
  const password = generateTemporaryPassword([body.name, body.nameEn ?? null], deps.config.strictPasswordLength);
  const passwordHash = await hashPassword(password);
  const id = await deps.db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, body);
    if (await repo.accountTaken(trx, body.admin.account)) throw fieldError('admin.account', 'supplierAccounts.account_in_use', 409);
    const companyId = await repo.insertCompany(trx, valuesOf(body), actor.userId, deps.config.companyTimeZone, now);
    const lang = langOfCountry(body.country);
    const adminId = await users.insertUser(trx, {
      company_id: companyId,
      account: body.admin.account,
      real_name: body.admin.realName,
      email: body.admin.email,
      mobile: body.admin.phone,
      password_hash: passwordHash,
      is_company_admin: true,
      language: lang,
      created_by: actor.userId,
      password_changed_at: null,
      created_at: now,
      updated_at: now,
    });
    await repo.setAdmin(trx, companyId, adminId);
    if (body.invite) {
      await notify(deps, trx, 'forwarder.invited', [{ email: body.admin.email, lang, userId: adminId, companyId }], {
        name: body.admin.realName,
        inviter: actor.realName,
        company: body.name,
        account: body.admin.account,
        password,
        link: deps.config.publicUrl.replace(/\/$/, '') + '/login',
      });
    }
    return companyId;
  });
  return { company: await getCompany(deps, actor, id), temporaryPassword: body.invite ? null : password, mailed: body.invite };
}

export async function updateCompany(deps: AppDeps, actor: Actor, id: number, body: ForwarderCompanyUpdateBody): Promise<ForwarderCompanyView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockCompany(trx, id));
    assertMayOnForwarderCompany(row.status, actor, 'edit');
    await refuseTakenName(trx, body, id);
    await repo.updateCompany(trx, id, valuesOf(body), deps.now());
  });
  return getCompany(deps, actor, id);
}

/** Freezing ends every session of the company's users at once; none signs in until it is restored (D-494). */
export async function freezeCompany(deps: AppDeps, actor: Actor, id: number, reason: string): Promise<ForwarderCompanyView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockCompany(trx, id));
    assertMayOnForwarderCompany(row.status, actor, 'freeze');
    const now = deps.now();
    await repo.moveStatus(trx, id, 'freeze', reason, now);
    for (const userId of await repo.companyUserIds(trx, id)) await revokeSessions(trx, { userId }, now);
  });
  clearActorCache();
  return getCompany(deps, actor, id);
}

export async function restoreCompany(deps: AppDeps, actor: Actor, id: number): Promise<ForwarderCompanyView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockCompany(trx, id));
    assertMayOnForwarderCompany(row.status, actor, 'restore');
    await repo.moveStatus(trx, id, 'restore', null, deps.now());
  });
  clearActorCache();
  return getCompany(deps, actor, id);
}
