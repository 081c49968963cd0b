/**
 * Import routes (issue 10 item 6): every Excel import the modules declare (server: `defineImport` in
 * a module's imports.ts, listed in its manifest's `imports`) is served under `/api/imports/<key>`
 * with the import's permission. The contracts are generated here per import key from IMPORTS, so
 * that a key, permission or upload option cannot differ between the server and its callers; the
 * server refuses to start when a declared import differs, and the route-contracts test fails when
 * one is missing here.
 */
import { z, type ZodType } from 'zod';
import { DICT_ITEMS_IMPORT, dictImportParams } from '../dict/import';
import { FREIGHT_BILL_IMPORT } from '../freight-bills/import';
import { route, type RouteContract } from '../http/contract';
import { RPA_RESULT_IMPORT } from '../logistics-rpa/import';
import { CONSIGNMENT_IMPORT, consignmentImportParams } from '../orders/consignment';
import { ORDER_IMPORT } from '../orders/import';
import type { PermissionKey } from '../permissions';
import { REQUIREMENTS_IMPORT } from '../sourcing/import';
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
} from './schemas';

/** What the routes of an import depend on: its permission and its upload options (the upload's query). */
export interface ImportRouteSpec {
  permission: PermissionKey | readonly PermissionKey[];
  params?: ZodType<Record<string, string>>;
}

/** Every import the portal serves, by key. */
export const IMPORTS = {
  [DICT_ITEMS_IMPORT]: { permission: 'sys.dict.manage', params: dictImportParams },
  [FREIGHT_BILL_IMPORT]: { permission: 'fwd.bill' },
  [RPA_RESULT_IMPORT]: { permission: 'logistics.rpa' },
  [ORDER_IMPORT]: { permission: 'po.manage' },
  [CONSIGNMENT_IMPORT]: { permission: 'po.manage', params: consignmentImportParams },
  [REQUIREMENTS_IMPORT]: { permission: 'sourcing.requirement.manage' },
} as const satisfies Record<string, ImportRouteSpec>;

export type ImportKey = keyof typeof IMPORTS;

const tags = ['imports'];
/** An import without options still reads a (strictly empty) query on upload. */
const noOptions = z.strictObject({});

/** The seven routes of one import: template, upload + preview, history, preview, rows, commit, cancel. */
export function importRoutesOf(key: string, spec: ImportRouteSpec) {
  const base = importUrl(key);
  const { permission } = spec;
  return {
    template: route({
      method: 'GET', url: `${base}/template`, permission, tags,
      summary: `Excel template of the ${key} import (zh or en header)`, query: importTemplateQuery, raw: true,
    }),
    upload: route({
      method: 'POST', url: base, permission, tags,
      summary: `Upload a workbook for the ${key} import and check every row (preview)`,
      query: (spec.params ?? noOptions) as ZodType<Record<string, string>>, response: importPreviewSchema,
    }),
    history: route({
      method: 'GET', url: base, permission, tags,
      summary: `History of the ${key} import`, query: importHistoryQuery, response: importHistoryPageSchema,
    }),
    preview: route({
      method: 'GET', url: `${base}/:id`, permission, tags,
      summary: `Preview of a ${key} import: counts, columns, every row error`, params: importIdParams, response: importPreviewSchema,
    }),
    rows: route({
      method: 'GET', url: `${base}/:id/rows`, permission, tags,
      summary: `Rows of a ${key} import with their errors`, params: importIdParams, query: importRowsQuery, response: importRowsPageSchema,
    }),
    commit: route({
      method: 'POST', url: `${base}/:id/commit`, permission, tags,
      summary: `Commit a ${key} import (all rows or none, once)`, params: importIdParams, response: importSummarySchema, opType: 'modify',
    }),
    cancel: route({
      method: 'POST', url: `${base}/:id/cancel`, permission, tags,
      summary: `Cancel a ${key} import that was not committed`, params: importIdParams, response: importSummarySchema, opType: 'modify',
    }),
  };
}

export type ImportRoutes = ReturnType<typeof importRoutesOf>;

const byKey = Object.fromEntries(Object.entries(IMPORTS).map(([key, spec]) => [key, importRoutesOf(key, spec)])) as Record<ImportKey, ImportRoutes>;

/** The routes of the import `key`. */
export const importRoutes = (key: ImportKey): ImportRoutes => byKey[key];

/** Every import route, flat (`<key>.<route>`), for the route table. */
export const importsRoutes: Record<string, RouteContract> = Object.fromEntries(
  Object.entries(byKey).flatMap(([key, group]) => Object.entries(group).map(([name, contract]) => [`${key}.${name}`, contract])),
);
