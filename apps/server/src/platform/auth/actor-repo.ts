import { sql } from 'kysely';
import { pickLang, type CompanyType } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import type { Actor } from '../context';
import { effectivePermissions } from './permissions';
import { tokenHash } from './tokens';

interface ActorRow {
  session_id: number;
  access_expires_at: Date;
  user_id: number;
  account: string;
  real_name: string;
  avatar: string | null;
  company_id: number;
  company_name: string;
  company_name_en: string | null;
  company_type: CompanyType;
  is_company_admin: boolean;
  language: string | null;
  roles: string[] | null;
  permissions: string[] | null;
  password_since: Date;
  role_names: { zh: string; en: string | null }[] | null;
}

/**
 * A short-lived per-process cache of resolved tokens: the database stays the source of truth
 * (several processes share it), this only spares the lookup on bursts of calls. Revocations in
 * this process clear it at once; other processes see them within ACTOR_CACHE_MS.
 */
export const ACTOR_CACHE_MS = 2000;
const actorCache = new Map<string, { actor: Actor; cachedAt: number; expiresAt: number }>();

/** Forget every cached token (called when sessions are revoked or permissions change). */
export function clearActorCache(): void {
  actorCache.clear();
}

/** The signed-in user behind an access token, or null when the token is unknown, expired or revoked. */
export async function findActorByAccessToken(db: Database, token: string, now: Date): Promise<Actor | null> {
  const hash = tokenHash(token);
  const hit = actorCache.get(hash);
  // Wall-clock time on purpose: the cache's age must not move with the application clock (tests move deps.now).
  const wall = Date.now();
  if (hit && wall - hit.cachedAt < ACTOR_CACHE_MS && now.getTime() < hit.expiresAt) return hit.actor;
  const actor = await loadActor(db, hash, now);
  if (actor) {
    if (actorCache.size > 10_000) actorCache.clear();
    actorCache.set(hash, { actor: actor.actor, cachedAt: wall, expiresAt: actor.expiresAt });
  } else {
    actorCache.delete(hash);
  }
  return actor?.actor ?? null;
}

async function loadActor(db: Database, hash: string, now: Date): Promise<{ actor: Actor; expiresAt: number } | null> {
  const { rows } = await sql<ActorRow>`
    select s.id as session_id, s.access_expires_at, u.id as user_id, u.account, u.real_name, u.avatar, u.company_id, u.is_company_admin, u.language,
           c.name as company_name, c.name_en as company_name_en, c.type as company_type,
           (select array_agg(r.code order by r.code) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
           (select array_agg(distinct p) from user_roles ur join roles r on r.id = ur.role_id cross join unnest(r.permissions) p where ur.user_id = u.id) as permissions,
           coalesce(u.password_changed_at, u.created_at) as password_since,
           (select json_agg(json_build_object('zh', r.name_zh, 'en', r.name_en) order by r.id) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as role_names
      from sessions s
      join users u on u.id = s.user_id
      join companies c on c.id = u.company_id
     where s.access_hash = ${hash}
       and s.revoked_at is null
       and s.access_expires_at > ${now}
       and u.enabled and not u.frozen
       and c.status <> 'frozen'
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const actor: Actor = {
    userId: row.user_id,
    sessionId: row.session_id,
    account: row.account,
    realName: row.real_name,
    avatar: row.avatar,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameEn: row.company_name_en,
    companyType: row.company_type,
    isCompanyAdmin: row.is_company_admin,
    roles: row.roles ?? [],
    permissions: effectivePermissions(row.company_type, row.is_company_admin, row.permissions ?? []),
    language: row.language ? pickLang(row.language) : null,
    profile: { passwordSince: new Date(row.password_since), roleNames: row.role_names ?? [] },
  };
  return { actor, expiresAt: new Date(row.access_expires_at).getTime() };
}

/** Names of the user's roles (staff) or posts (suppliers) in `lang`, for screens that list them. */
export async function roleNamesOf(db: Database, userId: number, lang: 'zh' | 'en'): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.name_zh', 'roles.name_en'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  return rows.map((r) => (lang === 'en' && r.name_en ? r.name_en : r.name_zh));
}
