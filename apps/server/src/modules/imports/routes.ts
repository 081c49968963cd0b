/**
 * The routes of every registered import, under `/api/imports/<key>`, each with the import's
 * permission: template (GET /template?lang), upload + preview (POST, multipart field "file", the
 * import's options in the query), preview (GET /:id), rows (GET /:id/rows), commit
 * (POST /:id/commit), cancel (POST /:id/cancel) and the history (GET): the contracts of
 * `@aerosupply/shared/imports/routes`, generated per import key.
 */
import { translate } from '@aerosupply/shared';
import { IMPORTS, importRoutesOf, type ImportRouteSpec } from '@aerosupply/shared/imports/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition } from '../files';
import { moduleImports } from '../../platform/modules/manifest';
import type { ImportDefinition } from './define';
import * as service from './service';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function partsOf(req: FastifyRequest, maxBytes: number): AsyncIterable<service.ImportPart> {
  if (!req.isMultipart()) throw new AppError(415, 'upload.not_multipart');
  return req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } }) as AsyncIterable<service.ImportPart>;
}

/**
 * The shared declaration of an import: one that differs fails at start-up. An import missing there
 * (a test's probe import) gets its routes from the same generator; a product import missing there
 * fails the route-contracts test, as its routes are then not in the route table.
 */
function specOf(def: ImportDefinition): ImportRouteSpec {
  const spec = (IMPORTS as Record<string, ImportRouteSpec>)[def.key];
  if (!spec) return { permission: def.permission, params: def.params as ImportRouteSpec['params'] };
  if (JSON.stringify(spec.permission) !== JSON.stringify(def.permission) || spec.params !== def.params) {
    throw new Error(`Import "${def.key}" differs from its shared declaration (permission or upload options)`);
  }
  return spec;
}

function registerImport(app: FastifyInstance, def: ImportDefinition): void {
  const r = importRoutesOf(def.key, specOf(def));

  defineRoute(app, {
    ...r.template,
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
    ...r.upload,
    handler: async ({ req, deps, actor, lang, query }) => service.upload(deps, actor, lang, def, partsOf(req, deps.config.importMaxBytes), query),
  });
  defineRoute(app, { ...r.history, handler: async ({ deps, actor, query }) => service.history(deps, actor, def, query) });
  defineRoute(app, { ...r.preview, handler: async ({ deps, actor, lang, params }) => service.preview(deps, actor, lang, def, params.id) });
  defineRoute(app, { ...r.rows, handler: async ({ deps, actor, lang, params, query }) => service.rowsOf(deps, actor, lang, def, params.id, query) });
  defineRoute(app, { ...r.commit, handler: async ({ deps, actor, params }) => service.commit(deps, actor, def, params.id) });
  defineRoute(app, { ...r.cancel, handler: async ({ deps, actor, params }) => service.cancel(deps, actor, def, params.id) });
}

/** Serves every import the installed manifests list. */
export function registerImportRoutes(app: FastifyInstance): void {
  for (const def of moduleImports()) registerImport(app, def);
}
