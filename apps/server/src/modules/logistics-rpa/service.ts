/**
 * RPA (issue 17 item 7; old `/logistics/rpa/index`; D-420..D-423): the Excel download of the
 * shipments a robot should process for a task (one row per cargo line, the columns of D-421), the
 * counters of what is due, and the latest results with their export. The results come in through
 * the import pipeline (imports.ts). Shipments are read only through the logistics module's index.ts.
 * Staff only ('logistics.rpa').
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import { formatDate } from '@aerosupply/shared/format/dates';
import { RPA_TASK_MILESTONE, RPA_TASKS, type RpaDownloadQuery, type RpaPending, type RpaResultQuery, type RpaResultRow } from '@aerosupply/shared/logistics-rpa/schemas';
import type { AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { countRpaShipments, rpaShipmentLines, type RpaShipmentFilters } from '../logistics';
import * as repo from './repo';

/** Most lines one download writes. */
export const RPA_DOWNLOAD_CAP = 100_000;
/** Most results one export writes. */
export const RPA_EXPORT_CAP = 100_000;
const TZ = 'Asia/Shanghai';

const iso = (d: Date | string) => new Date(d).toISOString();
const when = (d: Date | string | null) => (d === null ? '' : formatDate(new Date(d), true, TZ));
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The task's shipments for the download: `todo` leaves out the booked ones, `failed` lists only the failed ones. */
async function filtersOf(deps: AppDeps, q: RpaDownloadQuery): Promise<RpaShipmentFilters> {
  const base = { milestone: RPA_TASK_MILESTONE[q.task], direction: q.direction, from: q.from, to: q.to };
  if (q.scope === 'failed') return { ...base, onlyIds: await repo.shipmentIdsWith(deps.db, q.task, 'failed'), excludeIds: [] };
  return { ...base, onlyIds: null, excludeIds: await repo.shipmentIdsWith(deps.db, q.task, 'success') };
}

export async function pending(deps: AppDeps): Promise<RpaPending> {
  const tasks = [];
  for (const task of RPA_TASKS) {
    const milestone = RPA_TASK_MILESTONE[task];
    const success = await repo.shipmentIdsWith(deps.db, task, 'success');
    const failed = await repo.shipmentIdsWith(deps.db, task, 'failed');
    const todo = await countRpaShipments(deps.db, { milestone, onlyIds: null, excludeIds: success });
    const failedDue = failed.length === 0 ? 0 : await countRpaShipments(deps.db, { milestone, onlyIds: failed, excludeIds: [] });
    tasks.push({ task, todo, failed: failedDue });
  }
  return { tasks };
}

const DOWNLOAD_COLUMNS: ColumnDef[] = [
  ['task', 'logisticsRpa.col.task', 14],
  ['shipmentNumber', 'logisticsRpa.col.shipmentNumber', 22],
  ['direction', 'logisticsRpa.col.direction', 14],
  ['packingListNo', 'logisticsRpa.col.packingListNo', 16],
  ['masterWaybill', 'logisticsRpa.col.masterWaybill', 16],
  ['houseWaybill', 'logisticsRpa.col.houseWaybill', 16],
  ['awb', 'logisticsRpa.col.awb', 16],
  ['lineNo', 'logisticsRpa.col.lineNo', 6],
  ['orderNo', 'logisticsRpa.col.orderNo', 16],
  ['itemNo', 'logisticsRpa.col.itemNo', 8],
  ['partNumber', 'logisticsRpa.col.partNumber', 18],
  ['batch', 'logisticsRpa.col.batch', 12],
  ['description', 'logisticsRpa.col.description', 30],
  ['quantity', 'logisticsRpa.col.quantity', 10],
  ['unit', 'logisticsRpa.col.unit', 6],
  ['receivingPlace', 'logisticsRpa.col.receivingPlace', 12],
  ['pieces', 'logisticsRpa.col.pieces', 8],
  ['grossWeight', 'logisticsRpa.col.grossWeight', 12],
  ['chargeableWeight', 'logisticsRpa.col.chargeableWeight', 12],
  ['forwarder', 'logisticsRpa.col.forwarder', 26],
  ['origin', 'logisticsRpa.col.origin', 8],
  ['destination', 'logisticsRpa.col.destination', 8],
  ['atd', 'logisticsRpa.col.atd', 17],
  ['ata', 'logisticsRpa.col.ata', 17],
  ['milestoneAt', 'logisticsRpa.col.milestoneAt', 17],
  ['lastResult', 'logisticsRpa.col.lastResult', 10],
  ['lastMessage', 'logisticsRpa.col.lastMessage', 30],
];

/** The download (D-421): the task's due shipments, one row per cargo line, streamed in batches of 1,000. */
export async function download(deps: AppDeps, q: RpaDownloadQuery, lang: Lang): Promise<ExportFile> {
  const filters = await filtersOf(deps, q);
  let after: [number, number] = [0, 0];
  const next = async () => {
    const lines = await rpaShipmentLines(deps.db, filters, after, 1000);
    const last = lines.at(-1);
    if (last) after = [last.id, Number(last.cargo_id)];
    const previous = await repo.resultsOf(deps.db, q.task, [...new Set(lines.map((l) => l.id))]);
    const prev = new Map(previous.map((r) => [r.shipment_id, r]));
    return lines.map((l) => {
      const p = prev.get(l.id);
      return {
        task: translate(`logisticsRpa.task.${q.task}`, lang),
        shipmentNumber: l.number,
        direction: translate(`logisticsRpa.direction.${l.direction}`, lang),
        packingListNo: l.packing_list_no ?? '',
        masterWaybill: l.master_waybill ?? '',
        houseWaybill: l.house_waybill ?? '',
        awb: l.awb ?? '',
        lineNo: l.line_no,
        orderNo: l.order_no ?? '',
        itemNo: l.item_no,
        partNumber: l.part_number ?? '',
        batch: l.batch ?? '',
        description: l.description ?? '',
        quantity: num(l.quantity),
        unit: l.unit ?? '',
        receivingPlace: l.receiving_place ?? '',
        pieces: l.pieces,
        grossWeight: num(l.gross_weight),
        chargeableWeight: num(l.chargeable_weight),
        forwarder: (lang === 'en' ? (l.forwarder_name_en ?? l.forwarder_name) : l.forwarder_name) ?? '',
        origin: l.origin_port,
        destination: l.destination_port,
        atd: when(l.atd),
        ata: when(l.ata),
        milestoneAt: when(l.milestone_at),
        lastResult: p ? translate(`logisticsRpa.result.${p.result}`, lang) : '',
        lastMessage: p?.message ?? '',
      };
    });
  };
  const stream = streamWorkbook(translate('logisticsRpa.download.sheet', lang), columnsIn(DOWNLOAD_COLUMNS, lang), next, RPA_DOWNLOAD_CAP);
  return { filename: `${translate('logisticsRpa.download.file', lang)}.xlsx`, stream };
}

const present = (r: repo.RpaResultDbRow): RpaResultRow => ({
  id: r.id,
  shipmentId: r.shipment_id,
  shipmentNumber: r.shipment_number,
  direction: r.direction as RpaResultRow['direction'],
  task: r.task as RpaResultRow['task'],
  result: r.result as RpaResultRow['result'],
  documentNo: r.document_no,
  processedAt: iso(r.processed_at),
  message: r.message,
  attempts: r.attempts,
  uploadedByName: r.uploaded_by_name,
  uploadedAt: iso(r.uploaded_at),
});

export async function results(deps: AppDeps, q: RpaResultQuery): Promise<Page<RpaResultRow>> {
  return mapPage(await repo.listResults(deps.db, q), present);
}

const RESULT_COLUMNS: ColumnDef[] = [
  ['shipmentNumber', 'logisticsRpa.col.shipmentNumber', 22],
  ['direction', 'logisticsRpa.col.direction', 14],
  ['task', 'logisticsRpa.col.task', 14],
  ['result', 'logisticsRpa.col.result', 10],
  ['documentNo', 'logisticsRpa.col.documentNo', 18],
  ['processedAt', 'logisticsRpa.col.processedAt', 17],
  ['message', 'logisticsRpa.col.message', 40],
  ['attempts', 'logisticsRpa.col.attempts', 8],
  ['uploadedBy', 'logisticsRpa.col.uploadedBy', 16],
  ['uploadedAt', 'logisticsRpa.col.uploadedAt', 17],
];

/** The results list's rows with its filters and order. */
export function exportResults(deps: AppDeps, q: RpaResultQuery, lang: Lang): ExportFile {
  const next = pagedRows(
    (page, pageSize) => repo.listResults(deps.db, { ...q, page, pageSize }),
    (r) => ({
      shipmentNumber: r.shipment_number,
      direction: translate(`logisticsRpa.direction.${r.direction}`, lang),
      task: translate(`logisticsRpa.task.${r.task}`, lang),
      result: translate(`logisticsRpa.result.${r.result}`, lang),
      documentNo: r.document_no ?? '',
      processedAt: when(r.processed_at),
      message: r.message ?? '',
      attempts: r.attempts,
      uploadedBy: r.uploaded_by_name,
      uploadedAt: when(r.uploaded_at),
    }),
    500,
  );
  const stream = streamWorkbook(translate('logisticsRpa.results.sheet', lang), columnsIn(RESULT_COLUMNS, lang), next, RPA_EXPORT_CAP);
  return { filename: `${translate('logisticsRpa.results.file', lang)}.xlsx`, stream };
}
