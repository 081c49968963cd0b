/**
 * The robot's result upload (issue 17 item 7, D-423): one row per shipment and task; task and
 * result are taken as the code or its label in either language. A success names the ERP document
 * (goods receipt or customs entry number), a failure says why.
 */
import { z } from 'zod';
import { cellText } from '../imports/schemas';
import { RPA_RESULTS, RPA_TASKS, type RpaResult, type RpaTask } from './schemas';
import { LOGISTICS_RPA_MESSAGES } from './messages';

export const RPA_RESULT_IMPORT = 'logistics-rpa-results';
/** Results one workbook may hold (as the bill upload: 10,000 rows). */
export const RPA_RESULT_IMPORT_MAX_ROWS = 10_000;

/** `YYYY-MM-DD HH:mm[:ss]` or a date cell with its time (China time). */
export const PROCESSED_AT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** Processing time: China time, seconds optional; null when no such moment. */
export function processedAtOf(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  if (Number.isNaN(at.getTime())) return null;
  // 2026-02-30 rolls over: refuse a day or time that does not exist.
  const china = new Date(at.getTime() + 8 * 3_600_000);
  const same = china.getUTCFullYear() === Number(y) && china.getUTCMonth() + 1 === Number(mo) && china.getUTCDate() === Number(d) && china.getUTCHours() === Number(h);
  return same ? at : null;
}

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/** The code of a task or result: the code itself or its zh or en label (any case). */
function codeCell<T extends string>(codes: readonly T[], prefix: string) {
  const byWord = new Map<string, T>();
  for (const c of codes) {
    byWord.set(c.toLowerCase(), c);
    const label = LOGISTICS_RPA_MESSAGES[`${prefix}.${c}`];
    if (label) {
      byWord.set(label.zh.toLowerCase(), c);
      byWord.set(label.en.toLowerCase(), c);
    }
  }
  return z.preprocess(
    blankToNull,
    z
      .string({ error: (i) => (i.input === null || i.input === undefined ? 'validation.required' : 'validation.invalid_type') })
      .transform((v, ctx) => {
        const code = byWord.get(v.toLowerCase());
        if (code === undefined) ctx.addIssue({ code: 'custom', message: 'logisticsRpa.unknown_code' });
        return code ?? (v as T);
      }),
  );
}

const col = (key: string) => `logisticsRpa.import.col.${key}`;

export const RPA_RESULT_IMPORT_COLUMNS = [
  { key: 'shipmentNumber', titleKey: col('shipmentNumber'), schema: cellText({ max: 30, required: true }), hintKey: 'logisticsRpa.import.hint.shipmentNumber', example: 'TN20261120-0001' },
  { key: 'task', titleKey: col('task'), schema: codeCell(RPA_TASKS, 'logisticsRpa.task'), hintKey: 'logisticsRpa.import.hint.task', example: 'Goods receipt' },
  { key: 'result', titleKey: col('result'), schema: codeCell(RPA_RESULTS, 'logisticsRpa.result'), hintKey: 'logisticsRpa.import.hint.result', example: 'Success' },
  { key: 'documentNo', titleKey: col('documentNo'), schema: cellText({ max: 40 }), hintKey: 'logisticsRpa.import.hint.documentNo', example: '5000012345' },
  { key: 'processedAt', titleKey: col('processedAt'), schema: cellText({ max: 19, required: true, pattern: PROCESSED_AT }), hintKey: 'logisticsRpa.import.hint.processedAt', example: '2026-11-20 14:30' },
  { key: 'message', titleKey: col('message'), schema: cellText({ max: 500 }), hintKey: 'logisticsRpa.import.hint.message', example: '' },
] as const;

/** The row after the column rules: a success needs the document number, a failure its message. */
export const rpaResultImportRow = z
  .object({
    shipmentNumber: z.string(),
    task: z.custom<RpaTask>((v) => typeof v === 'string'),
    result: z.custom<RpaResult>((v) => typeof v === 'string'),
    documentNo: z.string().nullable(),
    processedAt: z.string(),
    message: z.string().nullable(),
  })
  .superRefine((r, ctx) => {
    if (r.result === 'success' && !r.documentNo) ctx.addIssue({ code: 'custom', path: ['documentNo'], message: 'logisticsRpa.document_required' });
    if (r.result === 'failed' && !r.message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'logisticsRpa.message_required' });
  });
export type RpaResultImportRow = z.infer<typeof rpaResultImportRow>;
