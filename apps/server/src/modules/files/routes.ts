/**
 * Upload and download routes (spec 000 §3, §5, §7; spec 001 §7 "upload endpoints for common, file
 * and multiple files" and download links carrying the access token in the query).
 */
import { downloadQuerySchema, downloadTokenSchema, fileItemSchema, fileKeyParamsSchema, helpManualQuerySchema } from '@aerosupply/shared/files/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition, dispositionFor } from './content-disposition';
import { DOWNLOAD_TOKEN_SECONDS, issueDownloadToken, openFileByToken } from './download-tokens';
import { helpDocument } from './help-documents';
import { admitUpload } from './quota';
import { partsOf } from './request-uploads';
import { openFile, receiveUploads } from './service';

const tags = ['files'];
/** Upload options may also come as query parameters (strings, validated with the multipart fields). */
const uploadQuerySchema = z.strictObject({
  allowed: z.string().max(300, 'validation.too_long').optional(),
  ownerType: z.string().max(60, 'validation.too_long').optional(),
  ownerId: z.string().max(60, 'validation.too_long').optional(),
});
const MAX_FILES = 20;

const queryFields = (q: Record<string, string | undefined>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;

export function registerFilesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/files/upload',
    permission: 'file.upload',
    summary: 'Upload one file (multipart field "file"; options allowed, ownerType, ownerId)',
    tags,
    query: uploadQuerySchema,
    response: fileItemSchema,
    handler: async ({ req, query, actor, deps }) => {
      await admitUpload(deps, actor, req.headers['content-length'], query.ownerType !== undefined);
      const [item] = await receiveUploads(deps, actor, partsOf(req, deps.config.maxUploadBytes, 1), queryFields(query));
      return item;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/files/uploads',
    permission: 'file.upload',
    summary: `Upload several files (up to ${MAX_FILES}) in one multipart request`,
    tags,
    query: uploadQuerySchema,
    response: z.array(fileItemSchema),
    handler: async ({ req, query, actor, deps }) => {
      await admitUpload(deps, actor, req.headers['content-length'], query.ownerType !== undefined);
      return receiveUploads(deps, actor, partsOf(req, deps.config.maxUploadBytes, MAX_FILES), queryFields(query));
    },
  });

  // Spec 000 §7: the help manual (obj 1, type 33) and the purchase terms (obj 1, type 34), before sign-in too.
  defineRoute(app, {
    method: 'GET',
    url: '/api/files/help-manual',
    permission: 'public',
    summary: 'Help manual (obj 1, type 33) or purchase terms (obj 1, type 34) as PDF',
    tags,
    query: helpManualQuerySchema,
    raw: true,
    handler: async ({ deps, query, reply }) => {
      const doc = helpDocument(query.obj, query.type, deps.now(), deps.config.companyTimeZone);
      if (!doc) throw new AppError(404, 'files.no_such_document');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', doc.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=3600')
        .send(doc.pdf);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/files/:fileKey',
    // Signed in (Bearer, or access_token for API clients: D-08) or a one-time `dt` link (D-94); 401 without either.
    permission: 'public',
    summary: 'Download a file (Bearer token, or dt: a one-time download token)',
    tags,
    params: fileKeyParamsSchema,
    query: downloadQuerySchema,
    raw: true,
    handler: async (ctx) => {
      const { req, params, query, deps, reply } = ctx;
      const { row, stream } =
        query.dt !== undefined ? await openFileByToken(deps, params.fileKey, query.dt, req.method !== 'HEAD') : await openFile(deps, ctx.actor, params.fileKey);
      reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(dispositionFor(row.content_type), row.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      // Nothing in a stored file may run scripts; PDFs are left alone (a CSP would block the browser's PDF viewer).
      if (row.content_type !== 'application/pdf') reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      return reply.send(stream);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/files/:fileKey/download-token',
    permission: 'signedIn',
    summary: `A one-time download link for a file the caller may read, valid ${DOWNLOAD_TOKEN_SECONDS} s (GET /api/files/:fileKey?dt=...)`,
    tags,
    params: fileKeyParamsSchema,
    opType: false,
    response: downloadTokenSchema,
    handler: async ({ params, actor, deps }) => issueDownloadToken(deps, actor, params.fileKey),
  });
}
