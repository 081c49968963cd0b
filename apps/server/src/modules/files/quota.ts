/**
 * Upload quotas and rate limit (issue 9 §6, decisions D-100..D-102):
 * - requests: `UPLOAD_RATE_LIMIT_PER_USER` per minute and user (DB-backed limiter, 429);
 * - bytes per user and per company in a rolling 24 h (staff exempt from the company quota), 429;
 * - bytes a user holds in uploads never attached to a record ("pending"), 413.
 *
 * Checked twice: before the body is read, with the request's declared length (a full quota costs no
 * bandwidth), and authoritatively when the upload is recorded, with the exact sizes, in the same
 * transaction as the insert and under a per-company advisory lock, so parallel uploads of one user
 * or company are counted one after the other and never overshoot.
 */
import type { Database } from '../../db/database';
import { hitRateLimit } from '../../platform/auth/rate-limit';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

const DAY_MS = 24 * 3600 * 1000;
/** First key of the advisory lock pair (the second is the company id): "uploads". */
const LOCK_NAMESPACE = 9151;
/** Multipart framing allowed for in the declared length before it counts as file bytes. */
const FRAMING_BYTES = 8 * 1024;

/** The bytes of a quota for the message: "500 MB", "1 GB", "1.5 GB", "9.8 KB". */
export function formatBytes(bytes: number): string {
  const [size, unit] = bytes >= 1024 ** 3 ? [bytes / 1024 ** 3, 'GB'] : bytes >= 1024 ** 2 ? [bytes / 1024 ** 2, 'MB'] : [bytes / 1024, 'KB'];
  return `${Number(size.toFixed(1))} ${unit}`;
}

/** 429 with Retry-After: when the oldest upload of the window leaves it. */
function dayQuotaReached(key: string, limit: number, oldest: Date | null, now: Date): AppError {
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000)) : 60;
  return new AppError(429, key, { limit: formatBytes(limit) }, undefined, { 'Retry-After': String(retryAfter) });
}

/** Staff belong to the operator: one company for all buyers, so no company quota (D-101). */
const companyQuotaApplies = (deps: AppDeps, actor: Actor) => deps.config.uploadQuotaCompanyBytesPerDay > 0 && actor.companyType !== 'staff';

/**
 * Refuses `bytes` more (of which `pendingBytes` stay unattached) when a quota would be passed.
 * `now` is the clock of the check.
 */
async function checkQuotas(db: Database, deps: AppDeps, actor: Actor, bytes: number, pendingBytes: number, now: Date): Promise<void> {
  const { uploadQuotaUserBytesPerDay: userDay, uploadQuotaUserPendingBytes: userPending, uploadQuotaCompanyBytesPerDay: companyDay } = deps.config;
  const since = new Date(now.getTime() - DAY_MS);
  if (userDay > 0 || userPending > 0) {
    const u = await repo.userUploadUsage(db, actor.userId, since);
    if (userDay > 0 && u.day + bytes > userDay) throw dayQuotaReached('upload.quota_user', userDay, u.oldest, now);
    if (userPending > 0 && pendingBytes > 0 && u.pending + pendingBytes > userPending) throw new AppError(413, 'upload.quota_pending', { limit: formatBytes(userPending) });
  }
  if (companyQuotaApplies(deps, actor)) {
    const c = await repo.companyUploadUsage(db, actor.companyId, since);
    if (c.day + bytes > companyDay) throw dayQuotaReached('upload.quota_company', companyDay, c.oldest, now);
  }
}

/**
 * Before the body is read: the per-minute rate limit, then the quotas against the declared length
 * (less the multipart framing). `attachOnUpload`: the query names a record, so the bytes will not
 * be pending.
 */
export async function admitUpload(deps: AppDeps, actor: Actor, contentLength: string | undefined, attachOnUpload: boolean): Promise<void> {
  const now = deps.now();
  try {
    await hitRateLimit(deps.db, `upload:user:${actor.userId}`, deps.config.uploadRateLimitPerUser, now);
  } catch (err) {
    if (err instanceof AppError && err.status === 429) throw new AppError(429, 'upload.rate_limited', undefined, undefined, err.headers);
    throw err;
  }
  const declared = Math.max(0, (Number(contentLength) || 0) - FRAMING_BYTES);
  await checkQuotas(deps.db, deps, actor, declared, attachOnUpload ? 0 : declared, now);
}

/**
 * When the stored uploads are recorded (inside that transaction): takes the company's upload lock
 * until commit, then checks the exact sizes against every quota.
 */
export async function reserveQuota(trx: Database, deps: AppDeps, actor: Actor, bytes: number, pendingBytes: number, now: Date): Promise<void> {
  await repo.lockCompanyUploads(trx, LOCK_NAMESPACE, actor.companyId);
  await checkQuotas(trx, deps, actor, bytes, pendingBytes, now);
}
