/**
 * Sign-in use cases (spec 000 §4, §5, §8; spec 001 §4, §8): password grant with captcha, lockout
 * after consecutive wrong passwords, freeze after inactivity, rate limits; refresh-token rotation;
 * log-out.
 */
import { nextLocalMidnight } from '@aerosupply/shared/format/dates';
import type { MfaRequired, TokenResponse } from '@aerosupply/shared';
import { sql, type Expression } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AppDeps } from '../context';
import { AppError, badRequest } from '../errors';
import { clearActorCache } from './actor-repo';
import { checkCaptcha } from './captcha';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';
import { hitRateLimit } from './rate-limit';
import { secondStepFor } from './second-step';
import { staffPasswordRefused } from './sso-rule';
import { newToken, tokenHash } from './tokens';
import { failUnknownAccount } from './unknown-accounts';
import type { Database } from '../../db/database';
import { countFailedLogin, freezeForInactivity, signedInUpdate } from '../users';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

type LoginEvent = {
  userId: number | null;
  account: string;
  companyId: number | null;
  event: 'login' | 'login_failed' | 'logout' | 'client_log';
  reason?: string | null;
  mac?: string | null;
  /** The factors of a sign-in or of its failed step (D-603). */
  factor?: string | null;
};

function loginLogRow(entry: LoginEvent, client: ClientInfo) {
  return {
    user_id: entry.userId,
    account: entry.account.slice(0, 60),
    company_id: entry.companyId,
    event: entry.event,
    reason: entry.reason ?? null,
    ip: client.ip,
    mac: entry.mac ?? null,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    factor: entry.factor ?? null,
  };
}

export async function recordLoginEvent(db: Database, entry: LoginEvent, client: ClientInfo): Promise<void> {
  await db.insertInto('login_logs').values(loginLogRow(entry, client)).execute();
}

/** A new session's row; a sign-in starts a new family (the column default), a refresh passes its family on. */
function newSessionRow(deps: AppDeps, userId: number, client: ClientInfo, now: Date, familyId?: string) {
  const access = newToken();
  const refresh = newToken();
  const { config } = deps;
  return {
    tokens: { access, refresh },
    row: {
      user_id: userId,
      access_hash: tokenHash(access),
      refresh_hash: tokenHash(refresh),
      access_expires_at: new Date(now.getTime() + config.accessTokenTtlSeconds * 1000),
      refresh_expires_at: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ...(familyId ? { family_id: familyId } : {}),
    },
  };
}

async function issueSession(db: Database, deps: AppDeps, userId: number, client: ClientInfo, now: Date, familyId: string) {
  const { tokens, row } = newSessionRow(deps, userId, client, now, familyId);
  const session = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return { sessionId: session.id, ...tokens };
}

const columnsOf = <R extends object>(row: R) => Object.keys(row) as Array<keyof R & string>;

/** `select <row's values> from signed_in`: the insert happens only when the sign-in's update did. */
const selectFromSignedIn = (row: object) => sql`select ${sql.join(Object.values(row))} from signed_in`;

/** The user's role codes, sorted: part of the token answer. */
const roleCodes = (db: Database, userId: Expression<number>) =>
  jsonArrayFrom(
    db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.code').where('user_roles.user_id', '=', userId).orderBy('roles.code'),
  );

function tokenAnswer(deps: AppDeps, user: { id: number; account: string; roles: Array<{ code: string }> }, tokens: { access: string; refresh: string }): TokenResponse {
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    token_type: 'bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    user_id: user.id,
    account: user.account,
    roles: user.roles.map((r) => r.code),
  };
}

/** The account row a sign-in step reads, by its name (any case) or id. */
export function findSignInUser(db: Database, by: { account: string } | { id: number }) {
  let q = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select((eb) => [
      'users.id',
      'users.account',
      'users.company_id',
      'users.password_hash',
      'users.enabled',
      'users.frozen',
      'users.frozen_reason',
      'users.failed_logins',
      'users.locked_until',
      'users.last_login_at',
      'users.created_at',
      'companies.time_zone',
      'companies.status as company_status',
      roleCodes(db, eb.ref('users.id')).as('roles'),
    ]);
  q = 'id' in by ? q.where('users.id', '=', by.id) : q.where(sql`lower(users.account)`, '=', by.account.toLowerCase());
  return q.executeTakeFirst();
}
export type SignInUser = NonNullable<Awaited<ReturnType<typeof findSignInUser>>>;

/**
 * Counts a wrong answer (password or second factor) and sets the lock in one atomic statement
 * (D-05, D-89); true when the account is locked now.
 */
export async function countWrongAnswer(deps: AppDeps, user: Pick<SignInUser, 'id' | 'time_zone'>, now: Date): Promise<boolean> {
  const lockAt = nextLocalMidnight(now, user.time_zone ?? deps.config.companyTimeZone);
  const lockedUntil = await countFailedLogin(deps.db, user.id, now, deps.config.lockThreshold, lockAt);
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * Opens the session of a sign-in whose every factor is checked, in one statement (data-modifying
 * CTEs run exactly once, atomically): reset the failure count, record the sign-in with its factors
 * and open the session; null when concurrent wrong answers have locked the account since (D-89).
 */
export async function completeSignIn(
  deps: AppDeps,
  user: Pick<SignInUser, 'id' | 'account' | 'company_id' | 'roles'>,
  account: string,
  client: ClientInfo,
  factor: string,
  upgradedHash?: string,
): Promise<TokenResponse | null> {
  const now = deps.now();
  const { tokens, row } = newSessionRow(deps, user.id, client, now);
  const logRow = loginLogRow({ userId: user.id, account, companyId: user.company_id, event: 'login', factor }, client);
  const opened = await deps.db
    .with('signed_in', (q) => signedInUpdate(q, user.id, now, upgradedHash))
    .with('logged', (q) => q.insertInto('login_logs').columns(columnsOf(logRow)).expression(selectFromSignedIn(logRow)).returning('id'))
    .insertInto('sessions')
    .columns(columnsOf(row))
    .expression(selectFromSignedIn(row))
    .returning('id')
    .executeTakeFirst();
  return opened ? tokenAnswer(deps, user, tokens) : null;
}

/**
 * What refuses a known account whatever proved who it is (password or identity provider): disabled,
 * its company frozen, frozen by an administrator or for inactivity (the latter set here). Null when none.
 */
export async function accountRefusal(deps: AppDeps, user: SignInUser, now: Date): Promise<{ reason: string; error: AppError } | null> {
  if (!user.enabled) return { reason: 'disabled', error: new AppError(403, 'auth.account_disabled') };
  // A frozen company (a forwarder frozen by logistics staff, D-494): none of its users signs in.
  if (user.company_status === 'frozen') return { reason: 'company_frozen', error: new AppError(403, 'auth.company_frozen') };
  const lastUse = user.last_login_at ?? user.created_at;
  const idleDays = (now.getTime() - lastUse.getTime()) / 86_400_000;
  if (user.frozen || (deps.config.freezeAfterDays > 0 && idleDays > deps.config.freezeAfterDays)) {
    if (!user.frozen) await freezeForInactivity(deps.db, user.id);
    // Only an inactivity freeze may be unlocked by the owner; an administrator's stays (D-105).
    const byAdmin = user.frozen && user.frozen_reason !== 'inactivity';
    return { reason: 'frozen', error: new AppError(403, byAdmin ? 'auth.account_frozen_by_admin' : 'auth.account_frozen') };
  }
  return null;
}

/** grant_type=password. An unknown user and a wrong password get the same answer. */
export async function signInWithPassword(
  deps: AppDeps,
  input: { username: string; password: string; captchaKey?: string; captchaCode?: string },
  client: ClientInfo,
): Promise<TokenResponse | MfaRequired> {
  const { db, config } = deps;
  const now = deps.now();
  const account = input.username.trim();
  await hitRateLimit(db, `login:ip:${client.ip}`, config.loginRateLimitPerIp, now);
  await hitRateLimit(db, `login:account:${account.toLowerCase()}`, config.loginRateLimitPerAccount, now);
  if (config.captchaMode !== 'off') await checkCaptcha(db, input.captchaKey, input.captchaCode, now);

  const user = await findSignInUser(db, { account });

  if (!user) {
    // An unknown name answers as a real account would (D-06, D-104): the same argon2 time, and
    // after LOCK_THRESHOLD wrong passwords the same lock.
    await burnPasswordCheck(input.password);
    const locked = await failUnknownAccount(db, account, now, { lockThreshold: config.lockThreshold, timeZone: config.companyTimeZone });
    await recordLoginEvent(db, { userId: null, account, companyId: null, event: 'login_failed', reason: locked ? 'locked' : 'bad_credentials' }, client);
    throw locked ? new AppError(403, 'auth.account_locked') : badRequest('auth.bad_credentials');
  }
  const fail = async (reason: string, error: AppError): Promise<never> => {
    await recordLoginEvent(db, { userId: user.id, account, companyId: user.company_id, event: 'login_failed', reason, factor: 'password' }, client);
    throw error;
  };
  if (user.locked_until && user.locked_until.getTime() > now.getTime()) {
    await burnPasswordCheck(input.password); // as long as an unknown name's answer (D-104)
    await fail('locked', new AppError(403, 'auth.account_locked'));
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    // Count and lock in one atomic statement (D-05, D-89): concurrent wrong passwords, in this
    // process or another, each add one; the one reaching LOCK_THRESHOLD sets the lock, and a lock
    // already in force is kept.
    const locks = await countWrongAnswer(deps, user, now);
    await fail(locks ? 'locked' : 'bad_credentials', locks ? new AppError(403, 'auth.account_locked') : badRequest('auth.bad_credentials'));
  }
  // Staff sign in at the company's identity provider when the administrator turned the password off (D-623).
  if (await staffPasswordRefused(deps, user)) await fail('password_off', new AppError(403, 'auth.password_sign_in_off'));
  const refusal = await accountRefusal(deps, user, now);
  if (refusal) await fail(refusal.reason, refusal.error);

  // A second factor, or one the company requires (D-600, D-602): no session before it is checked.
  const second = await secondStepFor(deps, user.id, user.company_id, now);
  if (second === 'key_missing') return fail('key_missing', new AppError(403, 'auth.security_key_missing'));
  if (second) return second;
  // Hashed before writing, so the write never waits on argon2.
  const upgradedHash = needsRehash(user.password_hash) ? await hashPassword(input.password) : undefined;
  const answer = await completeSignIn(deps, user, account, client, 'password', upgradedHash);
  if (!answer) return fail('locked', new AppError(403, 'auth.account_locked'));
  return answer;
}

/**
 * grant_type=refresh_token: a new pair in the same family; the used refresh token dies. Re-using a
 * rotated refresh token revokes its whole family, every session descended from the same sign-in
 * (OAuth 2.0 Security BCP, RFC 9700 §4.14.2; D-90).
 */
export async function refreshSession(deps: AppDeps, refreshToken: string, client: ClientInfo): Promise<TokenResponse> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select((eb) => [
        'sessions.id',
        'sessions.user_id',
        'sessions.revoked_at',
        'sessions.replaced_by',
        'sessions.family_id',
        'sessions.refresh_expires_at',
        'users.account',
        'users.enabled',
        'users.frozen',
        'companies.status as company_status',
        roleCodes(trx, eb.ref('users.id')).as('roles'),
      ])
      .where('sessions.refresh_hash', '=', tokenHash(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!session) return { refused: true as const };
    if (session.revoked_at) {
      // Reuse of a rotated token: it was stolen or copied, and which holder is genuine is unknown,
      // so every token of the family ends (a logged-out or revoked session was not rotated).
      if (session.replaced_by !== null) {
        await trx.updateTable('sessions').set({ revoked_at: now }).where('family_id', '=', session.family_id).where('revoked_at', 'is', null).execute();
        clearActorCache();
      }
      return { refused: true as const };
    }
    if (session.refresh_expires_at.getTime() < now.getTime() || !session.enabled || session.frozen || session.company_status === 'frozen') return { refused: true as const };
    const tokens = await issueSession(trx, deps, session.user_id, client, now, session.family_id);
    await trx.updateTable('sessions').set({ revoked_at: now, replaced_by: tokens.sessionId }).where('id', '=', session.id).execute();
    clearActorCache();
    return { refused: false as const, answer: tokenAnswer(deps, { id: session.user_id, account: session.account, roles: session.roles }, tokens) };
  });
  if (outcome.refused) throw new AppError(400, 'auth.refresh_invalid');
  return outcome.answer;
}

/** Ends one session (log-out) or every session of a user (password change, disable, freeze). */
export async function revokeSessions(db: Database, where: { sessionId: number } | { userId: number }, now: Date): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
  q = 'sessionId' in where ? q.where('id', '=', where.sessionId) : q.where('user_id', '=', where.userId);
  await q.execute();
  clearActorCache();
}
