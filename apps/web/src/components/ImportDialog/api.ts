/** Calls of the import pipeline (the contracts of `@aerosupply/shared/imports/routes`), shared by the import dialog and the history. */
import { importRoutes, type ImportKey } from '@aerosupply/shared/imports/routes';
import { call } from '../../lib/api/call';
import { saveFrom } from '../../lib/download';

export const importKeys = {
  all: (key: string) => ['imports', key] as const,
  rows: (key: string, id: number) => ['imports', key, id, 'rows'] as const,
};

export const importsApi = {
  /** Uploads the workbook and answers its preview (every row checked). */
  upload: (key: ImportKey, file: File, params: Record<string, string>, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return call(importRoutes(key).upload, { query: params }, { multipart: body, background: true, silent: true, onUploadProgress: onProgress });
  },
  rows: (key: ImportKey, id: number, query: { page: number; pageSize: number; onlyErrors: boolean }) =>
    call(importRoutes(key).rows, { params: { id }, query: { ...query, onlyErrors: query.onlyErrors ? 'true' : 'false' } }, { background: true }),
  commit: (key: ImportKey, id: number) => call(importRoutes(key).commit, { params: { id } }),
  cancel: (key: ImportKey, id: number) => call(importRoutes(key).cancel, { params: { id } }, { silent: true, background: true }),
  template: (key: ImportKey, lang: 'zh' | 'en') => saveFrom(importRoutes(key).template, { query: { lang } }, `${key}-${lang}.xlsx`),
};
