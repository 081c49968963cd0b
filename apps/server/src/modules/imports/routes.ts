/**
 * The routes of every registered import, under `/api/imports/<key>`, each with the import's
 * permission: template (GET /template?lang), upload + preview (POST, multipart field "file", the
 * import's options in the query), preview (GET /:id), rows (GET /:id/rows), commit
 * (POST /:id/commit), cancel (POST /:id/cancel) and the history (GET).
 */
import { translate } from '@aerosupply/shared';
import {
  importHistoryPageSchema,
  importHistoryQuery,
  importIdParams,
  importPreviewSchema,
  importRowsPageSchema,
  importRowsQuery,
  importSummarySchema,
  importTemplateQuery,
  importUrl,
} from '@aerosupply/shared/imports/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition } from '../files';
import { moduleImports } from '../../platform/modules/manifest';
import type { ImportDefinition } from './define';
import * as service from './service';
const tags = ['imports'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function partsOf(req: FastifyRequest, maxBytes: number): AsyncIterable<service.ImportPart> {
  if (!req.isMultipart()) throw new AppError(415, 'upload.not_multipart');
  return req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } }) as AsyncIterable<service.ImportPart>;
}

function registerImport(app: FastifyInstance, def: ImportDefinition): void {
  const base = importUrl(def.key);
  const permission = def.permission;
  const paramsSchema = (def.params ?? z.strictObject({})) as ZodType<Record<string, string>>;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/template`,
    permission,
    summary: `Excel template of the ${def.key} import (zh or en header)`,
    tags,
    query: importTemplateQuery,
    raw: true,
    handler: async ({ deps, lang, query, reply }) => {
      const templateLang = query.lang ?? lang;
      const file = await service.template(deps, def, templateLang);
      const name = `${translate(def.titleKey, templateLang)}.xlsx`;
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', name))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: base,
    permission,
    summary: `Upload a workbook for the ${def.key} import and check every row (preview)`,
    tags,
    query: paramsSchema,
    response: importPreviewSchema,
    handler: async ({ req, deps, actor, lang, query }) => service.upload(deps, actor, lang, def, partsOf(req, deps.config.importMaxBytes), query),
  });

  defineRoute(app, {
    method: 'GET',
    url: base,
    permission,
    summary: `History of the ${def.key} import`,
    tags,
    query: importHistoryQuery,
    response: importHistoryPageSchema,
    handler: async ({ deps, actor, query }) => service.history(deps, actor, def, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission,
    summary: `Preview of a ${def.key} import: counts, columns, every row error`,
    tags,
    params: importIdParams,
    response: importPreviewSchema,
    handler: async ({ deps, actor, lang, params }) => service.preview(deps, actor, lang, def, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/rows`,
    permission,
    summary: `Rows of a ${def.key} import with their errors`,
    tags,
    params: importIdParams,
    query: importRowsQuery,
    response: importRowsPageSchema,
    handler: async ({ deps, actor, lang, params, query }) => service.rowsOf(deps, actor, lang, def, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/commit`,
    permission,
    summary: `Commit a ${def.key} import (all rows or none, once)`,
    tags,
    params: importIdParams,
    opType: 'modify',
    response: importSummarySchema,
    handler: async ({ deps, actor, params }) => service.commit(deps, actor, def, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/cancel`,
    permission,
    summary: `Cancel a ${def.key} import that was not committed`,
    tags,
    params: importIdParams,
    opType: 'modify',
    response: importSummarySchema,
    handler: async ({ deps, actor, params }) => service.cancel(deps, actor, def, params.id),
  });
}

/** Serves every import the installed manifests list. */
export function registerImportRoutes(app: FastifyInstance): void {
  for (const def of moduleImports()) registerImport(app, def);
}
