/** Upload and download routes (spec 000 §3, §5, §7; spec 001 §7). */
import { z } from 'zod';
import { route } from '../http/contract';
import {
  DOWNLOAD_TOKEN_SECONDS, MAX_UPLOAD_FILES, downloadQuerySchema, downloadTokenSchema, fileItemSchema, fileKeyParamsSchema, helpManualQuerySchema, uploadQuerySchema,
} from './schemas';

const tags = ['files'];

export const fileRoutes = {
  upload: route({
    method: 'POST', url: '/api/files/upload', permission: 'file.upload', tags,
    summary: 'Upload one file (multipart field "file"; options allowed, ownerType, ownerId)', query: uploadQuerySchema, response: fileItemSchema,
  }),
  uploads: route({
    method: 'POST', url: '/api/files/uploads', permission: 'file.upload', tags,
    summary: `Upload several files (up to ${MAX_UPLOAD_FILES}) in one multipart request`, query: uploadQuerySchema, response: z.array(fileItemSchema),
  }),
  helpManual: route({
    method: 'GET', url: '/api/files/help-manual', permission: 'public', tags,
    summary: 'Help manual (obj 1, type 33) or purchase terms (obj 1, type 34) as PDF', query: helpManualQuerySchema, raw: true,
  }),
  download: route({
    // Signed in (Bearer, or access_token for API clients: D-08) or a one-time `dt` link (D-94); 401 without either.
    method: 'GET', url: '/api/files/:fileKey', permission: 'public', tags,
    summary: 'Download a file (Bearer token, or dt: a one-time download token)', params: fileKeyParamsSchema, query: downloadQuerySchema, raw: true,
  }),
  downloadToken: route({
    method: 'POST', url: '/api/files/:fileKey/download-token', permission: 'signedIn', tags,
    summary: `A one-time download link for a file the caller may read, valid ${DOWNLOAD_TOKEN_SECONDS} s (GET /api/files/:fileKey?dt=...)`,
    params: fileKeyParamsSchema, opType: false, response: downloadTokenSchema,
  }),
};
