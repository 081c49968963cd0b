/**
 * The Excel import pipeline (issue 10 item 6): request and response shapes shared by every import
 * (upload -> preview -> commit, template, history), and the cell rules an import's columns use.
 *
 * A cell reaches a column schema as `string | number | boolean | null` (null: blank; text trimmed;
 * dates as `YYYY-MM-DD`). A column is required when its schema refuses `null`.
 */
import { z } from 'zod';
import { actionsOf, pageOf } from '../contracts';

/** `invalid`: some row has an error (nothing may be committed); `ready`: every row is valid. */
export const IMPORT_STATUSES = ['invalid', 'ready', 'committed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the user may do with an import now. */
export const IMPORT_ACTIONS = ['commit', 'cancel'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A cell as read from the workbook. */
export type CellValue = string | number | boolean | null;

// ---- cell rules for column schemas ----

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** Text: numbers are taken as their digits ("12" for 12); `required` refuses a blank cell. */
export function cellText(opts: { max?: number; required?: boolean; pattern?: RegExp } = {}) {
  let text = z
    .string({ error: (i) => (i.input === null || i.input === undefined ? 'validation.required' : 'validation.invalid_type') })
    .max(opts.max ?? 60, 'validation.too_long');
  if (opts.pattern) text = text.regex(opts.pattern, 'validation.invalid');
  const toText = (v: unknown) => {
    const b = blankToNull(v);
    return typeof b === 'number' ? String(b) : typeof b === 'string' ? b.trim() : b;
  };
  return opts.required ? z.preprocess(toText, text) : z.preprocess(toText, text.nullable());
}

/** A whole number between min and max ("12" and 12 alike). */
export function cellInt(opts: { min?: number; max?: number; required?: boolean } = {}) {
  const int = z
    .number({ error: (i) => (i.input === null ? 'validation.required' : 'imports.cell.int') })
    .int('imports.cell.int')
    .min(opts.min ?? 0, 'validation.too_small')
    .max(opts.max ?? 2147483647, 'validation.too_big');
  const toNumber = (v: unknown) => {
    const b = blankToNull(v);
    if (typeof b !== 'string') return b;
    const n = Number(b.trim());
    return /^[-+]?\d+(\.0*)?$/.test(b.trim()) && Number.isFinite(n) ? n : b;
  };
  return opts.required ? z.preprocess(toNumber, int) : z.preprocess(toNumber, int.nullable());
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', '是', '启用', 'enabled', '√', '✓']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '否', '停用', '禁用', 'disabled', '×', '✗']);

/** Yes/no: TRUE/FALSE cells, 1/0, yes/no, 是/否, 启用/停用, enabled/disabled. */
export function cellBool(opts: { required?: boolean } = {}) {
  const bool = z.boolean({ error: (i) => (i.input === null ? 'validation.required' : 'imports.cell.bool') });
  const toBool = (v: unknown) => {
    const b = blankToNull(v);
    if (b === 1 || b === 0) return b === 1;
    if (typeof b !== 'string') return b;
    const word = b.trim().toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : b;
  };
  return opts.required ? z.preprocess(toBool, bool) : z.preprocess(toBool, bool.nullable());
}

// ---- requests ----

/** Strict path ids (D-99). */
export { idParams as importIdParams } from '../validation/ids';

/** GET .../template?lang=zh|en (default: the user's language). */
export const importTemplateQuery = z.strictObject({ lang: z.enum(['zh', 'en'], { error: 'validation.invalid_enum' }).optional() });

/** GET .../imports/<key> (the import history). */
export const importHistoryQuery = z.strictObject({
  status: z.enum(IMPORT_STATUSES, { error: 'validation.invalid_enum' }).optional(),
  fileName: z.string().trim().max(100, 'validation.too_long').optional(),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(100).default(20),
});
export type ImportHistoryQuery = z.infer<typeof importHistoryQuery>;

/** GET .../imports/<key>/:id/rows (the preview table). */
export const importRowsQuery = z.strictObject({
  onlyErrors: z.enum(['true', 'false'], { error: 'validation.invalid_enum' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(200).default(50),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuery>;

// ---- responses ----

export const importColumnSchema = z.strictObject({ key: z.string(), title: z.string(), required: z.boolean() });
export type ImportColumnView = z.infer<typeof importColumnSchema>;

/** One problem of one row: the Excel row number, the column's title in the user's language, the message. */
export const importRowErrorSchema = z.strictObject({
  row: z.number().int(),
  columnKey: z.string().nullable(),
  column: z.string().nullable(),
  errorKey: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importSummarySchema = z.strictObject({
  id: z.number().int(),
  importKey: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  params: z.record(z.string(), z.string()),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errorRows: z.number().int(),
  committedRows: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  committedBy: z.string().nullable(),
  committedAt: z.string().nullable(),
  actions: actionsOf(['commit', 'cancel']),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The upload's answer and GET .../:id: the summary, the columns and every row error. */
export const importPreviewSchema = importSummarySchema.extend({
  columns: z.array(importColumnSchema),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importPreviewRowSchema = z.strictObject({
  row: z.number().int(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importHistoryPageSchema = pageOf(importSummarySchema);
export const importRowsPageSchema = pageOf(importPreviewRowSchema);

/** The base url of an import's routes. */
export const importUrl = (key: string) => `/api/imports/${key}`;
