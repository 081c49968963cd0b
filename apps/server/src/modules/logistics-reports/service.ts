/**
 * Logistics reports (issue 17 item 5; D-370): report A, the milestone status per waybill (the report
 * row of 001 §3) with shipments per status as its chart and a streamed Excel export of the same
 * filtered rows; throughput per base and month with its export; report D, cost per kg per forwarder
 * and month from electronic bills (D-371). Shipments and bills are read only through the logistics
 * and freight-bills modules' index.ts. Staff only ('logistics.report.view').
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import type { ReportAChart, ReportAQuery, ReportARow, ReportDAnswer, ReportDQuery, ThroughputAnswer, ThroughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { formatDate } from '@aerosupply/shared/format/dates';
import type { AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { costPerKgRows } from '../freight-bills';
import { reportABatch, reportAByStatus, reportARows, throughputRows, type ReportADbRow } from '../logistics';

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
