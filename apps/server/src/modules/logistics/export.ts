/**
 * The shipment notice list as Excel (issue 29 item 4, D-527): the list's own search (filters, flow
 * lists and scope: a forwarder its own shipments), streamed over its keyset pages (at most COUNT_CAP
 * rows), labels, directions and statuses in the reader's language, times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { ShipmentListQuery } from '@aerosupply/shared/logistics/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, cursorRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listShipments } from './service';

const col = (key: string, width: number): ColumnDef => [key, `logistics.export.col.${key}`, width];
const COLUMNS = [
  col('number', 18), col('direction', 12), col('status', 14), col('transportType', 8), col('packingListNo', 16), col('awb', 16), col('originPort', 10),
  col('destinationPort', 10), col('pieces', 8), col('grossWeight', 10), col('chargeableWeight', 10), col('forwarder', 24), col('etd', 18), col('eta', 18),
  col('createdBy', 14), col('createdAt', 18),
];

export function exportShipments(deps: AppDeps, actor: Actor, q: ShipmentListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const at = (v: string | null) => (v ? formatDateTime(v, tz) : '');
  const next = cursorRows(
    (cursor, pageSize) => listShipments(deps, actor, { ...q, cursor, pageSize }),
    (s) => ({
      number: s.number, direction: translate(`logistics.export.direction.${s.direction}`, lang), status: translate(`logistics.export.status.${s.status}`, lang),
      transportType: translate(`logistics.export.transport.${s.transportType}`, lang), packingListNo: s.packingListNo ?? '', awb: s.awb ?? s.masterWaybill ?? '',
      originPort: s.originPort, destinationPort: s.destinationPort, pieces: s.pieces, grossWeight: s.grossWeight, chargeableWeight: s.chargeableWeight,
      forwarder: s.forwarder ? (lang === 'en' && s.forwarder.nameEn ? s.forwarder.nameEn : s.forwarder.name) : '', etd: at(s.etd), eta: at(s.eta),
      createdBy: s.createdBy, createdAt: at(s.createdAt),
    }),
  );
  return { filename: `${translate('logistics.export.file', lang)}.xlsx`, stream: streamWorkbook(translate('logistics.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP) };
}
