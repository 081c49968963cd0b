/**
 * Searches of the operation and account logs (spec 001 §2 'operation log screens', §6): filters read
 * in the company time zone, newest first, by keyset pages (the tables grow without bound).
 */
import type { CursorPage, Lang } from '@aerosupply/shared';
import type { AccountLogQuery, AccountLogRow, OperationLogQuery, OperationLogRow } from '@aerosupply/shared/admin/schemas';
import { nextLocalMidnight, toDate } from '@aerosupply/shared/format/dates';
import type { AppDeps } from '../../platform/context';
import { decodeKeyset, encodeKeyset, keysetPage } from '../../platform/db/paging';
import { fieldError } from '../../platform/errors';
import { presentLoginLog, presentOperationLog } from './presenter';
import * as repo from './repo';

const DEFAULT_PAGE_SIZE = 20;
const blank = (s: string | undefined | null) => (s === undefined || s === null || s.trim() === '' ? undefined : s.trim());

/** Reads the `from`/`to` filters in the company time zone; a date-only `to` includes that whole day. */
export function logRange(q: { from?: string; to?: string }, timeZone: string): Pick<repo.LogFilter, 'from' | 'toExclusive' | 'toInclusive'> {
  const parse = (field: 'from' | 'to', value: string) => {
    let date: Date;
    try {
      date = toDate(value, timeZone);
    } catch {
      throw fieldError(field, 'admin.date_invalid');
    }
    // Keep to years the database and the company care about (far dates overflow timestamptz).
    const year = date.getUTCFullYear();
    if (year < 1900 || year > 9999) throw fieldError(field, 'admin.date_invalid');
    return date;
  };
  const fromText = blank(q.from);
  const toText = blank(q.to);
  const from = fromText ? parse('from', fromText) : undefined;
  let toExclusive: Date | undefined;
  let toInclusive: Date | undefined;
  if (toText) {
    const to = parse('to', toText);
    if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(toText)) toExclusive = nextLocalMidnight(to, timeZone);
    else toInclusive = to;
  }
  const empty = from && ((toExclusive && from.getTime() >= toExclusive.getTime()) || (toInclusive && from.getTime() > toInclusive.getTime()));
  if (empty) throw fieldError('to', 'admin.range_invalid');
  return { from, toExclusive, toInclusive };
}

export function decodeCursor(cursor: string | undefined): repo.LogCursor | null {
  const text = blank(cursor);
  if (!text) return null;
  const value = decodeKeyset(text);
  if (value && value.length === 2 && typeof value[0] === 'string' && Number.isSafeInteger(value[1])) {
    const [ts, id] = value as [string, number];
    const parsed = new Date(ts.slice(0, 23) + 'Z');
    const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === ts.slice(0, 23);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(ts) && real && id > 0 && id <= 2_147_483_647) return { ts, id };
  }
  throw fieldError('cursor', 'admin.cursor_invalid');
}

export const encodeCursor = (row: { cursor_ts: string; id: number }) => encodeKeyset([row.cursor_ts, row.id]);

export function operationLogFilter(q: OperationLogQuery, timeZone: string) {
  return { account: blank(q.account), companyId: q.companyId, company: blank(q.company), userName: blank(q.userName), opType: q.opType, ...logRange(q, timeZone) };
}

export function accountLogFilter(q: AccountLogQuery, timeZone: string) {
  return { account: blank(q.account), companyId: q.companyId, company: blank(q.company), userName: blank(q.userName), event: q.event, ...logRange(q, timeZone) };
}

/** Operation log, newest first, by keyset pages (the table grows without bound). */
export async function searchOperationLogs(deps: AppDeps, lang: Lang, q: OperationLogQuery): Promise<CursorPage<OperationLogRow>> {
  const filter = operationLogFilter(q, deps.config.companyTimeZone);
  const after = decodeCursor(q.cursor);
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.transaction().execute(async (trx) => {
    const page = keysetPage(await repo.searchOperationLogs(trx, filter, after, pageSize + 1), pageSize, encodeCursor);
    return { rows: page.rows.map((r) => presentOperationLog(r, lang)), nextCursor: page.nextCursor };
  });
}

/** Account (sign-in) log, newest first, by keyset pages. */
export async function searchAccountLogs(deps: AppDeps, lang: Lang, q: AccountLogQuery): Promise<CursorPage<AccountLogRow>> {
  const filter = accountLogFilter(q, deps.config.companyTimeZone);
  const after = decodeCursor(q.cursor);
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.transaction().execute(async (trx) => {
    const page = keysetPage(await repo.searchLoginLogs(trx, filter, after, pageSize + 1), pageSize, encodeCursor);
    return { rows: page.rows.map((r) => presentLoginLog(r, lang)), nextCursor: page.nextCursor };
  });
}
