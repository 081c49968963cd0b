/**
 * The signed-in user's second factors (issue 32 item 2, D-601, D-602): set up an authenticator app
 * (secret and otpauth URI, confirmed by a code, which answers the recovery codes once), disable it
 * with the password; a company administrator's requirement for its employees.
 */
import type { CompanySecondFactor, MfaStatus, RecoveryCodes, TotpSetup } from '@aerosupply/shared';
import type { Actor, AppDeps } from '../context';
import { AppError, badRequest } from '../errors';
import {
  companyRequiresSecondFactor,
  confirmTotp,
  countRecoveryCodesLeft,
  deleteSecondFactors,
  findTotp,
  replaceRecoveryCodes,
  savePendingTotp,
  setCompanySecondFactor,
} from './mfa-repo';
import { verifyPassword } from './passwords';
import { hitRateLimit } from './rate-limit';
import { findSignInUser } from './sign-in';
import { matchTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp';

export async function secondFactorStatus(deps: AppDeps, actor: Actor): Promise<MfaStatus> {
  const totp = await findTotp(deps.db, actor.userId);
  return {
    totp: Boolean(totp?.confirmed_at),
    recoveryCodesLeft: totp?.confirmed_at ? await countRecoveryCodesLeft(deps.db, actor.userId) : 0,
    required: await companyRequiresSecondFactor(deps.db, actor.companyId),
  };
}

export async function startTotpSetup(deps: AppDeps, actor: Actor): Promise<TotpSetup> {
  const setup = newTotpSecret(actor.account);
  if (!(await savePendingTotp(deps.db, actor.userId, setup.secret, deps.now()))) throw new AppError(409, 'auth.mfa_already_enrolled');
  return setup;
}

/** The first matching code confirms the secret; the recovery codes are answered this once. */
export async function confirmTotpSetup(deps: AppDeps, actor: Actor, code: string): Promise<RecoveryCodes> {
  const now = deps.now();
  await hitRateLimit(deps.db, `mfa:setup:${actor.userId}`, deps.config.loginRateLimitPerAccount, now);
  const totp = await findTotp(deps.db, actor.userId);
  if (!totp) throw badRequest('auth.mfa_setup_missing');
  if (totp.confirmed_at) throw new AppError(409, 'auth.mfa_already_enrolled');
  const step = matchTotp(totp.secret, code, now);
  if (step === null) throw badRequest('auth.mfa_code_wrong');
  const codes = newRecoveryCodes();
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, actor.userId, step, now))) return false;
    await replaceRecoveryCodes(trx, actor.userId, codes.map(recoveryCodeHash));
    return true;
  });
  if (!confirmed) throw new AppError(409, 'auth.mfa_already_enrolled');
  return { recoveryCodes: codes };
}

/** Disabling needs the password (rate limited like sign-in); a company's requirement makes the next sign-in enrol again. */
export async function disableTotp(deps: AppDeps, actor: Actor, password: string): Promise<void> {
  const now = deps.now();
  await hitRateLimit(deps.db, `login:account:${actor.account.toLowerCase()}`, deps.config.loginRateLimitPerAccount, now);
  const user = await findSignInUser(deps.db, { id: actor.userId });
  if (!user || !(await verifyPassword(user.password_hash, password))) throw badRequest('auth.old_password_wrong');
  if (!(await findTotp(deps.db, actor.userId))?.confirmed_at) throw badRequest('auth.mfa_not_enrolled');
  await deps.db.transaction().execute((trx) => deleteSecondFactors(trx, actor.userId));
}

export async function companySecondFactor(deps: AppDeps, actor: Actor): Promise<CompanySecondFactor> {
  return { required: await companyRequiresSecondFactor(deps.db, actor.companyId) };
}

/** Only a supplier's or forwarder's company administrator sets the rule for the company (D-602). */
export async function setCompanySecondFactorRule(deps: AppDeps, actor: Actor, required: boolean): Promise<CompanySecondFactor> {
  if (actor.companyType === 'staff' || !actor.isCompanyAdmin) throw new AppError(403, 'auth.mfa_company_admin_only');
  await setCompanySecondFactor(deps.db, actor.companyId, required, actor.userId, deps.now());
  return { required };
}
