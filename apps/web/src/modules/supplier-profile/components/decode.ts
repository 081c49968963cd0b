/**
 * Decoding of the supplier's data for reading (issue 11 item 1): each value of a field spec as the
 * text a person reads - code lists, dictionaries, code tables, countries, categories (code and
 * name), tax systems, numbers, dates - or as its files with name and size. Pure: the look-ups come
 * in `DataLookups` (built from the web's dictionary hooks by useDataLookups), so a unit test can
 * check that no field key, code or storage key reaches the screen.
 */
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { FieldSpec } from '@aerosupply/shared/supplier-profile/fields';

export interface DataLookups {
  t: (key: string, opts?: Record<string, unknown>) => string;
  /** Country name by ISO alpha-2 code. */
  country: (code: string) => string | undefined;
  /** Dictionary text (TC_* domains) in the UI language. */
  dict: (domain: string, value: string) => string | undefined;
  /** Code-table label in the UI language. */
  codeTable: (table: string, code: string) => string | undefined;
  /** Supply category name in the UI language. */
  category: (code: string) => string | undefined;
  /** Tax numbering system name in the UI language. */
  taxSystem: (code: string) => string | undefined;
  /** A number in the UI language's grouping. */
  number: (n: number) => string;
  /** Metadata of the files the data names, by file key. */
  files: Record<string, FileItem>;
}

export type Shown =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'files'; files: FileItem[]; missing: number }
  | { type: 'list'; rows: Record<string, unknown>[] };

/** The text of an empty value (an empty cell reads as this). */
export const EMPTY_TEXT = '-';

export const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Label key of a field (the category pair has one label). */
export const fieldLabelKey = (spec: Pick<FieldSpec, 'name' | 'kind'>) => (spec.kind === 'category' ? 'supplierProfile.fields.category' : `supplierProfile.fields.${spec.name}`);

/** `1.2 MB`, `340 KB`, `87 B`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 10 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** A date value as the user reads it: `YYYY-MM-DD` (spec 000 §9); a timestamp becomes its date. */
export function formatDateValue(v: unknown): string {
  const s = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s : d.toISOString().slice(0, 10);
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** One code as text: the looked-up label, else the translated code-list entry. */
function codeText(spec: FieldSpec, code: string, lk: DataLookups): string {
  switch (spec.kind) {
    case 'code':
      return lk.t(`supplierProfile.codes.${spec.list}.${code}`, { defaultValue: code });
    case 'table':
      return lk.codeTable(spec.table, code) ?? code;
    case 'dict':
      return lk.dict(spec.domain, code) ?? code;
    case 'country':
      return lk.country(code.toUpperCase()) ?? code;
    default:
      return code;
  }
}

/** A category code as `code name`. */
export function categoryText(code: unknown, lk: DataLookups): string {
  if (isEmptyValue(code)) return EMPTY_TEXT;
  const c = String(code);
  const name = lk.category(c);
  return name ? `${c} ${name}` : c;
}

/** The value of `spec` in `row` as it is shown. */
export function decodeField(spec: FieldSpec, row: Record<string, unknown>, lk: DataLookups): Shown {
  if (spec.kind === 'category') {
    if (isEmptyValue(row.level1) && isEmptyValue(row.level2)) return { type: 'empty' };
    return { type: 'text', text: `${categoryText(row.level1, lk)} / ${categoryText(row.level2, lk)}` };
  }
  const v = row[spec.name];
  if (spec.kind === 'bool') {
    if (typeof v !== 'boolean') return { type: 'empty' };
    return { type: 'text', text: lk.t(v ? 'supplierProfile.values.yes' : 'supplierProfile.values.no') };
  }
  if (isEmptyValue(v)) return { type: 'empty' };
  switch (spec.kind) {
    case 'list':
      return { type: 'list', rows: list(v).filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) };
    case 'files': {
      const keys = list(v).map(String);
      const files = keys.flatMap((k) => (lk.files[k] ? [lk.files[k]] : []));
      return { type: 'files', files, missing: keys.length - files.length };
    }
    case 'code':
    case 'table':
    case 'dict':
    case 'country':
      return { type: 'text', text: list(v).map((c) => codeText(spec, String(c), lk)).join(', ') };
    case 'number':
      return { type: 'text', text: typeof v === 'number' ? lk.number(v) : String(v) };
    case 'date':
      return { type: 'text', text: formatDateValue(v) };
    case 'timezone':
      return { type: 'text', text: String(v).replaceAll('_', ' ') };
    default:
      if (spec.decode === 'taxSystem') return { type: 'text', text: lk.taxSystem(String(v)) ?? String(v) };
      return { type: 'text', text: typeof v === 'object' ? EMPTY_TEXT : String(v) };
  }
}

/**
 * Everything a value shows as plain text (file names with sizes, list rows' cells), for tests and
 * for places that need one string.
 */
export function shownText(spec: FieldSpec, row: Record<string, unknown>, lk: DataLookups): string {
  const shown = decodeField(spec, row, lk);
  switch (shown.type) {
    case 'empty':
      return EMPTY_TEXT;
    case 'text':
      return shown.text;
    case 'files':
      return [...shown.files.map((f) => `${f.filename} (${formatFileSize(f.fileSize)})`), ...(shown.missing ? [lk.t('supplierProfile.values.fileMissing', { count: shown.missing })] : [])].join(', ');
    case 'list':
      return spec.kind === 'list' ? shown.rows.map((r) => spec.item.map((s) => `${lk.t(fieldLabelKey(s))}: ${shownText(s, r, lk)}`).join('; ')).join(' | ') : '';
  }
}
