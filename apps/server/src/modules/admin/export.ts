/**
 * Excel exports of the operation and account logs (exceljs streaming writer): the filtered rows,
 * newest first, read in keyset batches and written as they come, at most LOG_EXPORT_CAP rows.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { translate, type Lang } from '@aerosupply/shared';
import { LOG_EXPORT_CAP, type AccountLogQuery, type OperationLogQuery } from '@aerosupply/shared/admin/schemas';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { AppDeps } from '../../platform/context';
import { presentLoginLog, presentOperationLog } from './presenter';
import * as repo from './repo';
import { accountLogFilter, operationLogFilter } from './service';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BATCH = 2000;

interface Column {
  key: string;
  header: string;
  width: number;
}

export interface ExportFile {
  filename: string;
  stream: PassThrough;
}

/** Streams a one-sheet workbook; `next` answers the next batch of rows (empty when done). */
function streamWorkbook(sheetName: string, columns: Column[], next: () => Promise<Record<string, string | number | null>[]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  const run = async () => {
    let written = 0;
    while (written < LOG_EXPORT_CAP) {
      const rows = await next();
      if (rows.length === 0) break;
      for (const row of rows.slice(0, LOG_EXPORT_CAP - written)) sheet.addRow(row).commit();
      written += rows.length;
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** Next-batch reader over a keyset-paged log search: remembers the cursor and stops after a short batch. */
function keysetBatches<R extends { cursor_ts: repo.LogCursor['ts']; id: number }>(search: (after: repo.LogCursor | null) => Promise<R[]>) {
  let after: repo.LogCursor | null = null;
  let done = false;
  return async (): Promise<R[]> => {
    if (done) return [];
    const rows = await search(after);
    if (rows.length < BATCH) done = true;
    const last = rows[rows.length - 1];
    if (last) after = { ts: last.cursor_ts, id: last.id };
    return rows;
  };
}

const stamp = (now: Date, timeZone: string) => formatDateTime(now, timeZone).replace(/[-: ]/g, '').slice(0, 12);

export function exportOperationLogs(deps: AppDeps, lang: Lang, q: OperationLogQuery): ExportFile {
  const tz = deps.config.companyTimeZone;
  const filter = operationLogFilter(q, tz);
  const t = (k: string) => translate(k, lang);
  const columns: Column[] = [
    { key: 'time', header: t('admin.col.time'), width: 20 },
    { key: 'account', header: t('admin.col.account'), width: 16 },
    { key: 'userName', header: t('admin.col.userName'), width: 20 },
    { key: 'company', header: t('admin.col.company'), width: 32 },
    { key: 'opType', header: t('admin.col.opType'), width: 10 },
    { key: 'description', header: t('admin.col.description'), width: 48 },
    { key: 'ip', header: t('admin.col.ip'), width: 16 },
    { key: 'mac', header: t('admin.col.mac'), width: 20 },
  ];
  const nextOp = keysetBatches((after) => repo.searchOperationLogs(deps.db, filter, after, BATCH));
  const stream = streamWorkbook(t('admin.sheet.operationLog'), columns, async () => {
    return (await nextOp()).map((r) => {
      const p = presentOperationLog(r, lang);
      return { time: formatDateTime(r.created_at, tz), account: p.account, userName: p.userName, company: p.companyName, opType: p.opTypeText, description: p.description, ip: p.ip, mac: p.mac };
    });
  });
  return { filename: `operation-log-${stamp(deps.now(), tz)}.xlsx`, stream };
}

export function exportAccountLogs(deps: AppDeps, lang: Lang, q: AccountLogQuery): ExportFile {
  const tz = deps.config.companyTimeZone;
  const filter = accountLogFilter(q, tz);
  const t = (k: string) => translate(k, lang);
  const columns: Column[] = [
    { key: 'time', header: t('admin.col.time'), width: 20 },
    { key: 'account', header: t('admin.col.account'), width: 16 },
    { key: 'userName', header: t('admin.col.userName'), width: 20 },
    { key: 'company', header: t('admin.col.company'), width: 32 },
    { key: 'event', header: t('admin.col.event'), width: 14 },
    { key: 'reason', header: t('admin.col.reason'), width: 20 },
    { key: 'ip', header: t('admin.col.ip'), width: 16 },
    { key: 'mac', header: t('admin.col.mac'), width: 20 },
    { key: 'userAgent', header: t('admin.col.userAgent'), width: 40 },
  ];
  const nextLogin = keysetBatches((after) => repo.searchLoginLogs(deps.db, filter, after, BATCH));
  const stream = streamWorkbook(t('admin.sheet.accountLog'), columns, async () => {
    return (await nextLogin()).map((r) => {
      const p = presentLoginLog(r, lang);
      return { time: formatDateTime(r.created_at, tz), account: p.account, userName: p.userName, company: p.companyName, event: p.eventText, reason: p.reasonText, ip: p.ip, mac: p.mac, userAgent: p.userAgent };
    });
  });
  return { filename: `account-log-${stamp(deps.now(), tz)}.xlsx`, stream };
}
