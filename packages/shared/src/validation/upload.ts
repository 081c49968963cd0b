/** Upload, empty-value and file-list checks of spec 000 §3/§5 and spec 001 §5. */
import { z } from 'zod';

/** Extensions accepted when a caller gives no list (spec 000 §5). */
export const DEFAULT_UPLOAD_EXTENSIONS: readonly string[] = [
  'xls', 'xlsx', 'gif', 'jpg', 'png', 'jpeg', 'bmp', 'rar', 'zip', 'txt', 'doc', 'ppt', 'pptx', 'pdf', 'docx', 'msg',
];

/** Upload size limit: a file must be smaller than 100 MB (spec 000 §5/§9). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Error keys of the upload check ('Please upload a file of the correct format', 'File size must not exceed 100MB'). */
export const UPLOAD_ERROR_KEYS = ['upload.bad_format', 'upload.too_large'] as const;
export type UploadErrorKey = (typeof UPLOAD_ERROR_KEYS)[number];

/** Lower-cased text after the last dot of the file name ('' when there is none). Paths are ignored. */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file before upload (spec 000 §5): extension in `allowed` (default list; the caller's
 * list is compared case-insensitively, a leading dot allowed), then size under 100 MB.
 */
export function checkUpload(
  file: { name: string; size: number },
  allowed: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS,
): UploadErrorKey | null {
  const ext = fileExtension(file.name);
  const normalised = allowed.map((e) => e.trim().replace(/^\./, '').toLowerCase());
  if (ext === '' || !normalised.includes(ext)) return 'upload.bad_format';
  if (!Number.isFinite(file.size) || file.size < 0 || file.size >= MAX_UPLOAD_BYTES) return 'upload.too_large';
  return null;
}

/** Empty check (spec 000 §5): null, undefined and '' are empty; anything else (0, false, ' ') is not. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A file list is complete only if every file has a url (spec 000 §5); an empty list is complete. */
export function isFileListComplete(list: readonly { url?: string | null }[]): boolean {
  return list.every((f) => typeof f.url === 'string' && f.url !== '');
}

/** A stored file as the server describes it (spec 000 §3): the type of `fileItemSchema` below. */
export type FileItem = z.infer<typeof fileItemSchema>;

/** A file as an upload control lists it (spec 000 §3); status is always success. */
export interface UploadEntry {
  key: string;
  name: string;
  url: string;
  type: string;
  status: 'success';
  size: number;
  contentType: string;
}

/** zod schema of a FileItem. */
export const fileItemSchema = z.strictObject({
  uid: z.string(),
  fileKey: z.string(),
  filename: z.string(),
  url: z.string(),
  type: z.string(),
  fileSize: z.number().int().nonnegative(),
  fileContentType: z.string(),
});

/** Turns a stored file into an upload entry (spec 000 §3): key = fileKey, status 'success'. */
export function toUploadEntry(item: FileItem): UploadEntry {
  return {
    key: item.fileKey,
    name: item.filename,
    url: item.url,
    type: item.type,
    status: 'success',
    size: item.fileSize,
    contentType: item.fileContentType,
  };
}
