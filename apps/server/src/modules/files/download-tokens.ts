/**
 * One-time download links (issue 9 item 4; spec-decisions D-94). A signed-in user asks for a token
 * for a file it may read (`POST /api/files/:fileKey/download-token`); the browser then fetches
 * `/api/files/:fileKey?dt=<token>` as a plain link, so the download streams to disk and no access
 * token ever appears in a URL. A token is 32 random bytes, stored only as its SHA-256 (several
 * processes agree through the database), valid DOWNLOAD_TOKEN_SECONDS and used at most once: the
 * download deletes it in the same statement that reads it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DOWNLOAD_TOKEN_SECONDS, type DownloadToken } from '@aerosupply/shared/files/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { fileUrl } from './presenter';
import * as repo from './repo';
import { findReadableFile, openRow } from './service';

export { DOWNLOAD_TOKEN_SECONDS };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh one-time token for a file the actor may read (404 otherwise, as for the download). */
export async function issueDownloadToken(deps: AppDeps, actor: Actor, fileKey: string): Promise<DownloadToken> {
  const row = await findReadableFile(deps, actor, fileKey);
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertDownloadToken(trx, { tokenHash: hashOf(token), fileId: row.id, userId: actor.userId, expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_SECONDS * 1000), now });
  });
  return { token, url: `${fileUrl(row.id)}?dt=${token}`, expiresIn: DOWNLOAD_TOKEN_SECONDS };
}

/** Uses the token up (a HEAD request only checks it) and answers the file id it was issued for, if still valid. */
async function redeem(db: Database, token: string, now: Date, consume: boolean): Promise<string | undefined> {
  const hash = hashOf(token);
  const row = await repo.takeDownloadToken(db, hash, consume);
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row.file_id : undefined;
}

/** The file of a download token: 404 for an unknown, used, expired or other file's token. */
export async function openFileByToken(deps: AppDeps, fileKey: string, token: string, consume: boolean): Promise<{ row: repo.FileRow; stream: Readable }> {
  if (!TOKEN.test(token)) throw notFound();
  const fileId = await redeem(deps.db, token, deps.now(), consume);
  if (fileId === undefined || fileId !== fileKey) throw notFound();
  const row = await repo.findFileUnscoped(deps.db, fileId);
  if (!row) throw notFound();
  return openRow(deps, row);
}
