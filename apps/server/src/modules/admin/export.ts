/**
 * Excel exports (through platform/export/xlsx.ts) of the operation and account logs, newest first in
 * keyset batches, and of the users search in its chosen order; rows are written as they come, at
 * most LOG_EXPORT_CAP.
 */
import { translate, type Lang } from '@aerosupply/shared';
import { LOG_EXPORT_CAP, type AccountLogQuery, type OperationLogQuery, type UserSearchQuery } from '@aerosupply/shared/admin/schemas';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, streamWorkbook as streamSheet, type Column, type ColumnDef, type ExportFile, type ExportRow } from '../../platform/export/xlsx';
import { scopeOf } from '../../platform/tenancy/scope';
import { presentLoginLog, presentOperationLog, presentUser } from './presenter';
import * as repo from './repo';
import { accountLogFilter, operationLogFilter } from './log-search';
import { userFilter } from './service';

const BATCH = 2000;

/** A one-sheet workbook of at most LOG_EXPORT_CAP rows (platform/export/xlsx.ts writes every cell safely). */
const streamWorkbook = (sheetName: string, columns: Column[], next: () => Promise<ExportRow[]>) => streamSheet(sheetName, columns, next, LOG_EXPORT_CAP);

/** Next-batch reader over a paged search: `read` gets the position after the previous batch; stops after a short batch. */
function batches<R, P>(read: (after: P | null) => Promise<R[]>, positionAfter: (rows: R[], previous: P | null) => P) {
  let after: P | null = null;
  let done = false;
  return async (): Promise<R[]> => {
    if (done) return [];
    const rows = await read(after);
    if (rows.length < BATCH) done = true;
    if (rows.length > 0) after = positionAfter(rows, after);
    return rows;
  };
}

/** Keyset batches of a log search (newest first): the position is the last row's time and id. */
const keysetBatches = <R extends { cursor_ts: repo.LogCursor['ts']; id: number }>(search: (after: repo.LogCursor | null) => Promise<R[]>) =>
  batches(search, (rows): repo.LogCursor => ({ ts: rows[rows.length - 1]!.cursor_ts, id: rows[rows.length - 1]!.id }));

const stamp = (now: Date, timeZone: string) => formatDateTime(now, timeZone).replace(/[-: ]/g, '').slice(0, 12);

/** The columns both logs start with; each log adds its own after them. */
const LEADING_COLUMNS: ColumnDef[] = [
  ['time', 'admin.col.time', 20],
  ['account', 'admin.col.account', 16],
  ['userName', 'admin.col.userName', 20],
  ['company', 'admin.col.company', 32],
];

interface LogExport<R, P> {
  sheetKey: string;
  filePrefix: string;
  columns: ColumnDef[];
  search: (after: repo.LogCursor | null) => Promise<R[]>;
  present: (row: R) => P & { account: string | null; userName: string | null; companyName: string | null };
  cells: (p: P) => ExportRow;
}

function exportLog<R extends { cursor_ts: repo.LogCursor['ts']; id: number; created_at: Date }, P>(deps: AppDeps, lang: Lang, spec: LogExport<R, P>): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = keysetBatches(spec.search);
  const stream = streamWorkbook(translate(spec.sheetKey, lang), columnsIn([...LEADING_COLUMNS, ...spec.columns], lang), async () =>
    (await next()).map((r) => {
      const p = spec.present(r);
      return { time: formatDateTime(r.created_at, tz), account: p.account, userName: p.userName, company: p.companyName, ...spec.cells(p) };
    }),
  );
  return { filename: `${spec.filePrefix}-${stamp(deps.now(), tz)}.xlsx`, stream };
}

export function exportOperationLogs(deps: AppDeps, lang: Lang, q: OperationLogQuery): ExportFile {
  const filter = operationLogFilter(q, deps.config.companyTimeZone);
  return exportLog(deps, lang, {
    sheetKey: 'admin.sheet.operationLog',
    filePrefix: 'operation-log',
    columns: [
      ['opType', 'admin.col.opType', 10],
      ['description', 'admin.col.description', 48],
      ['ip', 'admin.col.ip', 16],
      ['mac', 'admin.col.mac', 20],
    ],
    search: (after) => repo.searchOperationLogs(deps.db, filter, after, BATCH),
    present: (r) => presentOperationLog(r, lang),
    cells: (p) => ({ opType: p.opTypeText, description: p.description, ip: p.ip, mac: p.mac }),
  });
}

export function exportAccountLogs(deps: AppDeps, lang: Lang, q: AccountLogQuery): ExportFile {
  const filter = accountLogFilter(q, deps.config.companyTimeZone);
  return exportLog(deps, lang, {
    sheetKey: 'admin.sheet.accountLog',
    filePrefix: 'account-log',
    columns: [
      ['event', 'admin.col.event', 14],
      ['reason', 'admin.col.reason', 20],
      ['ip', 'admin.col.ip', 16],
      ['mac', 'admin.col.mac', 20],
      ['factor', 'admin.col.factor', 24],
      ['userAgent', 'admin.col.userAgent', 40],
    ],
    search: (after) => repo.searchLoginLogs(deps.db, filter, after, BATCH),
    present: (r) => presentLoginLog(r, lang),
    cells: (p) => ({ event: p.eventText, reason: p.reasonText, ip: p.ip, mac: p.mac, factor: p.factorText, userAgent: p.userAgent }),
  });
}

/** The users search (same filters and order as the list) with roles, status and last sign-in. */
export function exportUsers(deps: AppDeps, actor: Actor, lang: Lang, q: UserSearchQuery): ExportFile {
  const tz = deps.config.companyTimeZone;
  const now = deps.now();
  const filter = userFilter(q, now);
  const sort = q.sort ?? 'account';
  const order = q.order ?? 'asc';
  const columns = columnsIn(
    [
      ['account', 'admin.col.account', 16],
      ['realName', 'admin.col.realName', 20],
      ['company', 'admin.col.company', 32],
      ['roles', 'admin.col.roles', 28],
      ['email', 'admin.col.email', 28],
      ['mobile', 'admin.col.mobile', 16],
      ['phone', 'admin.col.phone', 16],
      ['status', 'admin.col.status', 10],
      ['hardwareKey', 'admin.col.hardwareKey', 20],
      ['lastLogin', 'admin.col.lastLogin', 20],
      ['createdAt', 'admin.col.createdAt', 20],
    ],
    lang,
  );
  const next = batches(
    (offset: number | null) => repo.listUsers(deps.db, scopeOf(actor), filter, { offset: offset ?? 0, limit: BATCH, sort, order }),
    (rows, offset) => (offset ?? 0) + rows.length,
  );
  const stream = streamWorkbook(translate('admin.sheet.users', lang), columns, async () => {
    const rows = await next();
    const roles = await repo.rolesOfUsers(deps.db, rows.map((r) => r.id));
    return rows.map((r) => {
      const u = presentUser(r, roles.get(r.id) ?? [], { lang, now, actorUserId: actor.userId });
      return {
        account: u.account,
        realName: u.realName,
        company: u.companyName,
        roles: u.roles.map((role) => role.name).join(', '),
        email: u.email,
        mobile: u.mobile,
        phone: u.phone,
        status: translate(`admin.userStatus.${u.status}`, lang),
        hardwareKey: u.hardwareKey,
        lastLogin: r.last_login_at ? formatDateTime(r.last_login_at, tz) : null,
        createdAt: formatDateTime(r.created_at, tz),
      };
    });
  });
  return { filename: `users-${stamp(now, tz)}.xlsx`, stream };
}
