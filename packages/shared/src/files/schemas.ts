/**
 * Uploads and downloads (spec 000 §3 file item, §5 upload check, §7 help manual; spec 001 §7
 * upload endpoints and download links with an access token).
 */
import { z } from 'zod';
import { fileItemSchema, type FileItem } from '../validation/upload';

export { fileItemSchema, type FileItem };

/** Extensions refused even when a caller lists them: programs and scripts never belong in a record. */
export const NEVER_ALLOWED_EXTENSIONS: readonly string[] = [
  'exe', 'dll', 'com', 'scr', 'msi', 'msp', 'bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'wsf', 'wsh', 'hta',
  'cpl', 'jar', 'apk', 'app', 'dmg', 'pkg', 'deb', 'rpm', 'sh', 'bash', 'zsh', 'csh', 'elf', 'bin', 'run', 'so', 'dylib',
  'lnk', 'reg', 'inf', 'sys', 'drv', 'ocx', 'gadget', 'msc', 'pif', 'class', 'wasm', 'php', 'phtml', 'asp', 'aspx', 'jsp',
  'cgi', 'pl', 'py', 'rb', 'html', 'htm', 'xhtml', 'svg', 'shtml', 'mht', 'mhtml',
];

const ext = z.string().trim().regex(/^\.?[A-Za-z0-9]{1,10}$/, 'upload.bad_allowed');

/**
 * Options of an upload, as multipart fields before the file part(s) or as query parameters:
 * `allowed` is the caller's own comma-separated extension list (spec 000 §5), replacing the
 * default; `ownerType`/`ownerId` bind the file to a record of a module that accepts uploads for it.
 */
export const uploadOptionsSchema = z.strictObject({
  allowed: z
    .string()
    .max(300, 'validation.too_long')
    .transform((v) => v.split(',').map((e) => e.trim()).filter(Boolean))
    .pipe(z.array(ext).min(1, 'validation.required').max(30, 'validation.too_long'))
    .optional(),
  ownerType: z.string().trim().regex(/^[a-zA-Z][\w.-]{0,39}$/, 'validation.invalid').optional(),
  ownerId: z.string().trim().min(1, 'validation.required').max(60, 'validation.too_long').optional(),
});
export type UploadOptions = z.infer<typeof uploadOptionsSchema>;

/** Upload options may also come as query parameters (strings, validated with the multipart fields). */
export const uploadQuerySchema = z.strictObject({
  allowed: z.string().max(300, 'validation.too_long').optional(),
  ownerType: z.string().max(60, 'validation.too_long').optional(),
  ownerId: z.string().max(60, 'validation.too_long').optional(),
});

/** Files one multi-file upload takes at most. */
export const MAX_UPLOAD_FILES = 20;

/** Seconds a one-time download link stays valid (D-94). */
export const DOWNLOAD_TOKEN_SECONDS = 60;

/** A file key: the random id of a stored file (never the client's name, never guessable). */
export const fileKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'upload.not_uploaded');

/** Download path parameter; a malformed key answers 404 like an unknown one (checked by the service). */
export const fileKeyParamsSchema = z.strictObject({ fileKey: z.string().max(200, 'validation.too_long') });

/** Download query: `dt`, a one-time download token (D-94); a bad one answers 404 like an unknown file. */
export const downloadQuerySchema = z.strictObject({ dt: z.string().max(200, 'validation.too_long').optional() });

/** Answer of POST /api/files/:fileKey/download-token: a one-time link, valid `expiresIn` seconds (D-94). */
export const downloadTokenSchema = z.strictObject({ token: z.string(), url: z.string(), expiresIn: z.number().int() });
export type DownloadToken = z.infer<typeof downloadTokenSchema>;

/** Spec 000 §7: the help manual is obj 1 type 33; obj 1 type 34 is the purchase policy and terms. */
export const HELP_DOCUMENTS = {
  '1:33': { slug: 'help-manual', zh: '供应商门户帮助手册', en: 'Supplier portal help manual' },
  '1:34': { slug: 'purchase-terms', zh: '采购政策与条款', en: 'Purchase policy and terms' },
} as const;

export const helpManualQuerySchema = z.strictObject({
  obj: z.coerce.number({ error: 'validation.invalid_type' }).int().min(0).max(9999),
  type: z.coerce.number({ error: 'validation.invalid_type' }).int().min(0).max(9999),
});
