/** Calls of the import pipeline (`/api/imports/<key>`), shared by the import dialog and the history. */
import type { Page } from '@aerosupply/shared';
import type { ImportPreview, ImportPreviewRow, ImportSummary } from '@aerosupply/shared/imports/schemas';
import { api, request } from '../../lib/api/client';
import { saveDownload } from '../../lib/download';

export const importUrl = (key: string) => `/api/imports/${key}`;

export const importKeys = {
  all: (key: string) => ['imports', key] as const,
  rows: (key: string, id: number) => ['imports', key, id, 'rows'] as const,
};

export const importsApi = {
  /** Uploads the workbook and answers its preview (every row checked). */
  upload: (key: string, file: File, params: Record<string, string>, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return request<ImportPreview>('POST', importUrl(key), { params, multipart: body, background: true, silent: true, onUploadProgress: onProgress });
  },
  rows: (key: string, id: number, query: { page: number; pageSize: number; onlyErrors: boolean }) =>
    api.get<Page<ImportPreviewRow>>(`${importUrl(key)}/${id}/rows`, { ...query, onlyErrors: String(query.onlyErrors) }, { background: true }),
  commit: (key: string, id: number) => api.post<ImportSummary>(`${importUrl(key)}/${id}/commit`),
  cancel: (key: string, id: number) => api.post<ImportSummary>(`${importUrl(key)}/${id}/cancel`, undefined, { silent: true, background: true }),
  template: (key: string, lang: 'zh' | 'en') => saveDownload(`${importUrl(key)}/template?lang=${lang}`, `${key}-${lang}.xlsx`),
};
