/**
 * Uploads received by other modules' own routes (through index.ts): a signed-in user's multipart
 * request checked and stored as the upload routes do (rate limit, quotas, extension, size, content
 * sniffing), and an integration client's (the ERP, no user: D-550).
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { FastifyRequest } from 'fastify';
import { hitRateLimit } from '../../platform/auth/rate-limit';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { admitUpload } from './quota';
import { receiveUploads, type UploadPart } from './service';

/** The multipart parts of a request, with the file size and count limits. */
export function partsOf(req: FastifyRequest, maxBytes: number, maxFiles: number): AsyncIterable<UploadPart> {
  if (!req.isMultipart()) throw new AppError(415, 'upload.not_multipart');
  return req.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 10, parts: maxFiles + 10 } }) as AsyncIterable<UploadPart>;
}

/**
 * The files of a user's multipart request (field "file"), stored unattached: the caller binds them
 * to its record in its transaction (`attachFiles`); what it never binds the clean-up removes.
 */
export async function receiveRequestUploads(deps: AppDeps, actor: Actor, req: FastifyRequest, maxFiles = 1): Promise<FileItem[]> {
  await admitUpload(deps, actor, req.headers['content-length'], false);
  return receiveUploads(deps, actor, partsOf(req, deps.config.maxUploadBytes, maxFiles), {});
}

/**
 * The files of an integration client's multipart request (D-550): recorded in the operator's
 * company with no uploading user, rate limited per client like a user's uploads.
 */
export async function receiveClientUploads(deps: AppDeps, client: { id: number; name: string }, req: FastifyRequest, maxFiles = 1): Promise<FileItem[]> {
  try {
    await hitRateLimit(deps.db, `upload:client:${client.id}`, deps.config.uploadRateLimitPerUser, deps.now());
  } catch (err) {
    if (err instanceof AppError && err.status === 429) throw new AppError(429, 'upload.rate_limited', undefined, undefined, err.headers);
    throw err;
  }
  const system: Actor = {
    userId: 0,
    sessionId: 0,
    account: `integration:${client.id}`,
    realName: client.name,
    avatar: null,
    companyId: STAFF_COMPANY_ID,
    companyName: '',
    companyNameEn: null,
    companyType: 'staff',
    isCompanyAdmin: false,
    roles: [],
    permissions: new Set(),
    language: null,
  };
  return receiveUploads(deps, system, partsOf(req, deps.config.maxUploadBytes, maxFiles), {});
}
