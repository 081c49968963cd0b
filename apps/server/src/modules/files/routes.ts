/**
 * Upload and download routes (spec 000 §3, §5, §7; spec 001 §7 "upload endpoints for common, file
 * and multiple files" and download links carrying the access token in the query).
 */
import { MAX_UPLOAD_FILES } from '@aerosupply/shared/files/schemas';
import { fileRoutes as r } from '@aerosupply/shared/files/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition, dispositionFor } from './content-disposition';
import { issueDownloadToken, openFileByToken } from './download-tokens';
import { helpDocument } from './help-documents';
import { admitUpload } from './quota';
import { partsOf } from './request-uploads';
import { openFile, receiveUploads } from './service';

const queryFields = (q: Record<string, string | undefined>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;

export function registerFilesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    ...r.upload,
    handler: async ({ req, query, actor, deps }) => {
      await admitUpload(deps, actor, req.headers['content-length'], query.ownerType !== undefined);
      const [item] = await receiveUploads(deps, actor, partsOf(req, deps.config.maxUploadBytes, 1), queryFields(query));
      return item;
    },
  });

  defineRoute(app, {
    ...r.uploads,
    handler: async ({ req, query, actor, deps }) => {
      await admitUpload(deps, actor, req.headers['content-length'], query.ownerType !== undefined);
      return receiveUploads(deps, actor, partsOf(req, deps.config.maxUploadBytes, MAX_UPLOAD_FILES), queryFields(query));
    },
  });

  // Spec 000 §7: the help manual (obj 1, type 33) and the purchase terms (obj 1, type 34), before sign-in too.
  defineRoute(app, {
    ...r.helpManual,
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
    ...r.download,
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

  defineRoute(app, { ...r.downloadToken, handler: async ({ params, actor, deps }) => issueDownloadToken(deps, actor, params.fileKey) });
}
