/**
 * Logistics reports (issue 17 item 5; D-370): report A, the milestone status per waybill (the report
 * row of 001 §3) with shipments per status as its chart and a streamed Excel export of the same
 * filtered rows; throughput per base and month with its export; report D, cost per kg per forwarder
 * and month from electronic bills (D-371). Shipments and bills are read only through the logistics
 * and freight-bills modules' index.ts. Staff only ('logistics.report.view').
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import { CYCLE_LEGS, type LegStat, type ReportAChart, type ReportAQuery, type ReportARow, type ReportBAnswer, type ReportBQuery, type ReportBRow, type ReportCAnswer, type ReportCQuery, type ReportDAnswer, type ReportDQuery, type ReportEAnswer, type ReportEQuery, type ThroughputAnswer, type ThroughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { formatDate } from '@aerosupply/shared/format/dates';
import type { AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { billAccuracyRows, costPerKgRows } from '../freight-bills';
import { cycleTimeRows, onTimeRows, reportABatch, reportAByStatus, reportARows, throughputRows, type CycleTimeDbRow, type ReportADbRow } from '../logistics';

/** Most rows one export writes (issue 17 figures: 100,000 rows). */
export const REPORT_EXPORT_CAP = 200_000;
/** Most base-and-month rows throughput answers (the newest months first). */
export const THROUGHPUT_CAP = 2_000;
const TZ = 'Asia/Shanghai';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const presentA = (r: ReportADbRow): ReportARow => ({
  shipmentId: r.id,
  number: r.number,
  direction: r.direction as ReportARow['direction'],
  masterWaybill: r.master_waybill,
  houseWaybill: r.house_waybill,
  awb: r.awb,
  contractNo: r.external_contract_no,
  partNumbers: r.part_numbers,
  cargoLines: Number(r.cargo_lines),
  forwarderName: r.forwarder_name ?? null,
  forwarderNameEn: r.forwarder_name_en ?? null,
  status: r.status as ReportARow['status'],
  lastMilestone: (r.last_milestone ?? null) as ReportARow['lastMilestone'],
  lastAt: iso(r.last_at ?? null),
  pickedUp: r.picked_up ?? false,
  dispatched: r.dispatched ?? false,
  cleared: r.cleared ?? false,
  lastLegPickedUp: r.last_leg_picked_up ?? false,
  delivered: r.delivered ?? false,
  createdAt: iso(r.created_at)!,
});

export async function reportA(deps: AppDeps, q: ReportAQuery): Promise<Page<ReportARow>> {
  return mapPage(await reportARows(deps.db, q), presentA);
}

export async function reportAChart(deps: AppDeps, q: ReportAQuery): Promise<ReportAChart> {
  const rows = await reportAByStatus(deps.db, q);
  return { byStatus: rows.map((r) => ({ status: r.status as ReportAChart['byStatus'][number]['status'], count: Number(r.count) })) };
}

const A_COLUMNS: ColumnDef[] = [
  ['number', 'logisticsReports.col.number', 20],
  ['direction', 'logisticsReports.col.direction', 14],
  ['masterWaybill', 'logisticsReports.col.masterWaybill', 18],
  ['houseWaybill', 'logisticsReports.col.houseWaybill', 18],
  ['awb', 'logisticsReports.col.awb', 16],
  ['contractNo', 'logisticsReports.col.contractNo', 18],
  ['partNumbers', 'logisticsReports.col.partNumbers', 30],
  ['forwarder', 'logisticsReports.col.forwarder', 28],
  ['status', 'logisticsReports.col.status', 14],
  ['lastMilestone', 'logisticsReports.col.lastMilestone', 18],
  ['lastAt', 'logisticsReports.col.lastAt', 18],
  ['pickedUp', 'logisticsReports.col.pickedUp', 10],
  ['dispatched', 'logisticsReports.col.dispatched', 10],
  ['cleared', 'logisticsReports.col.cleared', 10],
  ['lastLegPickedUp', 'logisticsReports.col.lastLegPickedUp', 12],
  ['delivered', 'logisticsReports.col.delivered', 10],
];

/** Report A's rows with its filters, streamed in batches of 1,000 by descending id. */
export function exportReportA(deps: AppDeps, q: ReportAQuery, lang: Lang): ExportFile {
  let before = 2_147_483_647;
  const yes = (v: boolean | null | undefined) => translate(v ? 'logisticsReports.yes' : 'logisticsReports.no', lang);
  const next = async () => {
    const rows = await reportABatch(deps.db, q, before, 1000);
    before = rows.at(-1)?.id ?? before;
    return rows.map((r) => ({
      number: r.number,
      direction: translate(`logisticsReports.direction.${r.direction}`, lang),
      masterWaybill: r.master_waybill ?? '',
      houseWaybill: r.house_waybill ?? '',
      awb: r.awb ?? '',
      contractNo: r.external_contract_no ?? '',
      partNumbers: r.part_numbers,
      forwarder: (lang === 'en' ? (r.forwarder_name_en ?? r.forwarder_name) : r.forwarder_name) ?? '',
      status: translate(`logisticsReports.status.${r.status}`, lang),
      lastMilestone: r.last_milestone ? translate(`logisticsReports.milestone.${r.last_milestone}`, lang) : '',
      lastAt: r.last_at ? formatDate(new Date(r.last_at), true, TZ) : '',
      pickedUp: yes(r.picked_up),
      dispatched: yes(r.dispatched),
      cleared: yes(r.cleared),
      lastLegPickedUp: yes(r.last_leg_picked_up),
      delivered: yes(r.delivered),
    }));
  };
  const stream = streamWorkbook(translate('logisticsReports.a.sheet', lang), columnsIn(A_COLUMNS, lang), next, REPORT_EXPORT_CAP);
  return { filename: `${translate('logisticsReports.a.file', lang)}.xlsx`, stream };
}

export async function throughput(deps: AppDeps, q: ThroughputQuery): Promise<ThroughputAnswer> {
  const rows = await throughputRows(deps.db, q, THROUGHPUT_CAP + 1);
  return {
    rows: rows.slice(0, THROUGHPUT_CAP).map((r) => ({ month: r.month, base: r.base, shipments: Number(r.shipments), delivered: Number(r.delivered), grossKg: Math.round(Number(r.gross_kg) * 1000) / 1000 })),
    capped: rows.length > THROUGHPUT_CAP,
  };
}

const T_COLUMNS: ColumnDef[] = [
  ['month', 'logisticsReports.col.month', 10],
  ['base', 'logisticsReports.col.base', 12],
  ['shipments', 'logisticsReports.col.shipments', 12],
  ['delivered', 'logisticsReports.col.deliveredCount', 12],
  ['grossKg', 'logisticsReports.col.grossKg', 14],
];

export function exportThroughput(deps: AppDeps, q: ThroughputQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await throughput(deps, q)).rows;
  };
  const stream = streamWorkbook(translate('logisticsReports.throughput.sheet', lang), columnsIn(T_COLUMNS, lang), next, THROUGHPUT_CAP);
  return { filename: `${translate('logisticsReports.throughput.file', lang)}.xlsx`, stream };
}

export async function reportD(deps: AppDeps, q: ReportDQuery): Promise<ReportDAnswer> {
  const rows = await costPerKgRows(deps.db, q, THROUGHPUT_CAP + 1);
  return {
    rows: rows.slice(0, THROUGHPUT_CAP).map((r) => {
      const kg = Math.round(Number(r.weight_kg) * 1000) / 1000;
      const total = Math.round(Number(r.total_freight) * 100) / 100;
      return { month: r.month, forwarderId: r.company_id, forwarderName: r.company_name, forwarderNameEn: r.company_name_en, currency: q.currency, bills: Number(r.bills), weightKg: kg, totalFreight: total, costPerKg: kg > 0 ? Math.round((total / kg) * 100) / 100 : 0 };
    }),
    capped: rows.length > THROUGHPUT_CAP,
  };
}

const D_COLUMNS: ColumnDef[] = [
  ['month', 'logisticsReports.col.month', 10],
  ['forwarder', 'logisticsReports.col.forwarder', 28],
  ['bills', 'logisticsReports.col.bills', 10],
  ['weightKg', 'logisticsReports.col.weightKg', 14],
  ['totalFreight', 'logisticsReports.col.totalFreight', 16],
  ['currency', 'logisticsReports.col.currency', 8],
  ['costPerKg', 'logisticsReports.col.costPerKg', 12],
];

export function exportReportD(deps: AppDeps, q: ReportDQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await reportD(deps, q)).rows.map((r) => ({
      month: r.month,
      forwarder: lang === 'en' ? (r.forwarderNameEn ?? r.forwarderName) : r.forwarderName,
      bills: r.bills,
      weightKg: r.weightKg,
      totalFreight: r.totalFreight,
      currency: r.currency,
      costPerKg: r.costPerKg,
    }));
  };
  const stream = streamWorkbook(translate('logisticsReports.d.sheet', lang), columnsIn(D_COLUMNS, lang), next, THROUGHPUT_CAP);
  return { filename: `${translate('logisticsReports.d.file', lang)}.xlsx`, stream };
}

// ---- report B: cycle times (D-372) ----

const oneDecimal = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const LEG_COLUMN = { response: 'response', pickUp: 'pick_up', dispatch: 'dispatch', clearance: 'clearance', lastLegPickUp: 'last_leg_pick_up', delivery: 'delivery', total: 'total' } as const;

function legOf(r: CycleTimeDbRow, leg: keyof typeof LEG_COLUMN): LegStat {
  const c = LEG_COLUMN[leg];
  const row = r as unknown as Record<string, string | number | null>;
  return { count: Number(row[`${c}_n`] ?? 0), avgHours: oneDecimal(row[`${c}_avg`]), medianHours: oneDecimal(row[`${c}_median`]) };
}

export async function reportB(deps: AppDeps, q: ReportBQuery): Promise<ReportBAnswer> {
  const rows = await cycleTimeRows(deps.db, q, THROUGHPUT_CAP + 1);
  return {
    rows: rows.slice(0, THROUGHPUT_CAP).map(
      (r): ReportBRow => ({
        month: r.month,
        forwarderId: r.company_id!,
        forwarderName: r.company_name,
        forwarderNameEn: r.company_name_en,
        shipments: Number(r.shipments),
        response: legOf(r, 'response'),
        pickUp: legOf(r, 'pickUp'),
        dispatch: legOf(r, 'dispatch'),
        clearance: legOf(r, 'clearance'),
        lastLegPickUp: legOf(r, 'lastLegPickUp'),
        delivery: legOf(r, 'delivery'),
        total: legOf(r, 'total'),
      }),
    ),
    capped: rows.length > THROUGHPUT_CAP,
  };
}

const B_COLUMNS: ColumnDef[] = [
  ['month', 'logisticsReports.col.month', 10],
  ['forwarder', 'logisticsReports.col.forwarder', 28],
  ['shipments', 'logisticsReports.col.shipments', 10],
  ...CYCLE_LEGS.flatMap((leg): ColumnDef[] => [
    [`${leg}Count`, `logisticsReports.col.${leg}Count`, 12],
    [`${leg}Avg`, `logisticsReports.col.${leg}Avg`, 14],
    [`${leg}Median`, `logisticsReports.col.${leg}Median`, 14],
  ]),
];

export function exportReportB(deps: AppDeps, q: ReportBQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await reportB(deps, q)).rows.map((r) => {
      const out: Record<string, string | number> = { month: r.month, forwarder: lang === 'en' ? (r.forwarderNameEn ?? r.forwarderName) : r.forwarderName, shipments: r.shipments };
      for (const leg of CYCLE_LEGS) {
        out[`${leg}Count`] = r[leg].count;
        out[`${leg}Avg`] = r[leg].avgHours ?? '';
        out[`${leg}Median`] = r[leg].medianHours ?? '';
      }
      return out;
    });
  };
  const stream = streamWorkbook(translate('logisticsReports.b.sheet', lang), columnsIn(B_COLUMNS, lang), next, THROUGHPUT_CAP);
  return { filename: `${translate('logisticsReports.b.file', lang)}.xlsx`, stream };
}

// ---- report C: on-time rate (D-373) ----

export async function reportC(deps: AppDeps, q: ReportCQuery): Promise<ReportCAnswer> {
  const rows = await onTimeRows(deps.db, q, THROUGHPUT_CAP + 1);
  return {
    rows: rows.slice(0, THROUGHPUT_CAP).map((r) => {
      const withEta = Number(r.with_eta);
      const onTime = Number(r.on_time);
      return { month: r.month, forwarderId: r.company_id!, forwarderName: r.company_name, forwarderNameEn: r.company_name_en, delivered: Number(r.delivered), withEta, onTime, late: withEta - onTime, onTimeRate: withEta > 0 ? Math.round((onTime / withEta) * 1000) / 10 : null };
    }),
    capped: rows.length > THROUGHPUT_CAP,
  };
}

const C_COLUMNS: ColumnDef[] = [
  ['month', 'logisticsReports.col.month', 10],
  ['forwarder', 'logisticsReports.col.forwarder', 28],
  ['delivered', 'logisticsReports.col.deliveredCount', 12],
  ['withEta', 'logisticsReports.col.withEta', 12],
  ['onTime', 'logisticsReports.col.onTime', 12],
  ['late', 'logisticsReports.col.late', 10],
  ['onTimeRate', 'logisticsReports.col.onTimeRate', 14],
];

export function exportReportC(deps: AppDeps, q: ReportCQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await reportC(deps, q)).rows.map((r) => ({ month: r.month, forwarder: lang === 'en' ? (r.forwarderNameEn ?? r.forwarderName) : r.forwarderName, delivered: r.delivered, withEta: r.withEta, onTime: r.onTime, late: r.late, onTimeRate: r.onTimeRate ?? '' }));
  };
  const stream = streamWorkbook(translate('logisticsReports.c.sheet', lang), columnsIn(C_COLUMNS, lang), next, THROUGHPUT_CAP);
  return { filename: `${translate('logisticsReports.c.file', lang)}.xlsx`, stream };
}

// ---- report E: bill accuracy (D-374) ----

export async function reportE(deps: AppDeps, q: ReportEQuery): Promise<ReportEAnswer> {
  const { rows, truncated } = await billAccuracyRows(deps.db, q, deps.config.freightMatchStrict, THROUGHPUT_CAP + 1);
  return {
    rows: rows.slice(0, THROUGHPUT_CAP).map((r) => ({
      month: r.month,
      forwarderId: r.companyId,
      forwarderName: r.companyName,
      forwarderNameEn: r.companyNameEn,
      currency: q.currency,
      bills: r.bills,
      returned: r.returned,
      returnedShare: r.bills > 0 ? Math.round((r.returned / r.bills) * 1000) / 10 : 0,
      withDifferences: r.withDifferences,
      amountAtStake: r.amountAtStake,
      totalFreight: r.totalFreight,
    })),
    capped: rows.length > THROUGHPUT_CAP,
    truncated,
  };
}

const E_COLUMNS: ColumnDef[] = [
  ['month', 'logisticsReports.col.month', 10],
  ['forwarder', 'logisticsReports.col.forwarder', 28],
  ['bills', 'logisticsReports.col.bills', 10],
  ['returned', 'logisticsReports.col.returned', 10],
  ['returnedShare', 'logisticsReports.col.returnedShare', 14],
  ['withDifferences', 'logisticsReports.col.withDifferences', 16],
  ['amountAtStake', 'logisticsReports.col.amountAtStake', 16],
  ['totalFreight', 'logisticsReports.col.totalFreight', 16],
  ['currency', 'logisticsReports.col.currency', 8],
];

export function exportReportE(deps: AppDeps, q: ReportEQuery, lang: Lang): ExportFile {
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return (await reportE(deps, q)).rows.map((r) => ({ ...r, forwarder: lang === 'en' ? (r.forwarderNameEn ?? r.forwarderName) : r.forwarderName }));
  };
  const stream = streamWorkbook(translate('logisticsReports.e.sheet', lang), columnsIn(E_COLUMNS, lang), next, THROUGHPUT_CAP);
  return { filename: `${translate('logisticsReports.e.file', lang)}.xlsx`, stream };
}
