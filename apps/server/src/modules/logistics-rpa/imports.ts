/**
 * The robot's result upload (issue 17 item 7, D-423): one row per shipment and task through the
 * import pipeline, up to 10,000 rows. A row names a shipment that exists, whose task is due (its
 * milestone reached, not voided) and not yet booked successfully, once per file. Any error: nothing
 * is stored. Committed rows become the latest result of their shipment and task.
 */
import { processedAtOf, RPA_RESULT_IMPORT, RPA_RESULT_IMPORT_COLUMNS, RPA_RESULT_IMPORT_MAX_ROWS, rpaResultImportRow, type RpaResultImportRow } from '@aerosupply/shared/logistics-rpa/import';
import { RPA_TASK_MILESTONE } from '@aerosupply/shared/logistics-rpa/schemas';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { defineImport, type ParsedRow, type RowIssue } from '../imports';
import { shipmentsByNumbers } from '../logistics';
import * as repo from './repo';

/** Five minutes of clock difference between the robot and the server are tolerated. */
const CLOCK_SLACK_MS = 5 * 60_000;

interface Checked {
  issues: RowIssue[];
  /** The shipment of each row number (rows without issues). */
  shipments: Map<number, { id: number; number: string; direction: string }>;
}

async function checkRows(db: Database, rows: ParsedRow<RpaResultImportRow>[], now: Date): Promise<Checked> {
  const issues: RowIssue[] = [];
  const shipments = new Map<number, { id: number; number: string; direction: string }>();
  const found = await shipmentsByNumbers(db, rows.map((r) => r.value.shipmentNumber));
  const byNumber = new Map(found.map((s) => [s.number.toUpperCase(), s]));
  const done = await repo.successesOf(db, found.map((s) => s.id));
  const doneBy = new Map(done.map((d) => [`${d.shipment_id}:${d.task}`, d.document_no ?? '']));
  const firstRow = new Map<string, number>();
  for (const { row, value } of rows) {
    const before = issues.length;
    const at = processedAtOf(value.processedAt);
    if (!at) issues.push({ row, column: 'processedAt', key: 'validation.invalid' });
    else if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) issues.push({ row, column: 'processedAt', key: 'logisticsRpa.processed_in_future' });
    const key = `${value.shipmentNumber.toUpperCase()}:${value.task}`;
    const first = firstRow.get(key);
    if (first !== undefined) {
      issues.push({ row, column: 'shipmentNumber', key: 'logisticsRpa.duplicate_in_file', params: { number: value.shipmentNumber, first } });
      continue;
    }
    firstRow.set(key, row);
    const s = byNumber.get(value.shipmentNumber.toUpperCase());
    if (!s) {
      issues.push({ row, column: 'shipmentNumber', key: 'logisticsRpa.unknown_shipment', params: { number: value.shipmentNumber } });
      continue;
    }
    if (s.status === 'voided' || !s.milestones.includes(RPA_TASK_MILESTONE[value.task])) {
      issues.push({ row, column: 'task', key: 'logisticsRpa.not_due', params: { number: s.number } });
      continue;
    }
    const booked = doneBy.get(`${s.id}:${value.task}`);
    if (booked !== undefined) {
      issues.push({ row, column: 'shipmentNumber', key: 'logisticsRpa.already_done', params: { number: s.number, documentNo: booked } });
      continue;
    }
    if (issues.length === before) shipments.set(row, { id: s.id, number: s.number, direction: s.direction });
  }
  return { issues: issues.sort((a, b) => a.row - b.row), shipments };
}

export const rpaResultImport = defineImport<RpaResultImportRow>({
  key: RPA_RESULT_IMPORT,
  permission: 'logistics.rpa',
  titleKey: 'logisticsRpa.import.title',
  columns: RPA_RESULT_IMPORT_COLUMNS,
  rowSchema: rpaResultImportRow,
  maxRows: RPA_RESULT_IMPORT_MAX_ROWS,
  check: async (db, rows, { deps }) => (await checkRows(db, rows, deps.now())).issues,
  commit: async (trx, rows, { actor, deps }) => {
    const now = deps.now();
    const { issues, shipments } = await checkRows(trx, rows, now);
    if (issues.length > 0) throw conflict('imports.has_errors');
    const written = await repo.upsertResults(trx, rows.map(({ row, value }) => valuesOf(row, value, shipments, actor, now)));
    if (written !== rows.length) throw conflict('logisticsRpa.processed_meanwhile');
    return written;
  },
});

function valuesOf(row: number, v: RpaResultImportRow, shipments: Checked['shipments'], actor: Actor, now: Date): repo.RpaResultValues {
  const s = shipments.get(row)!;
  return {
    shipment_id: s.id,
    shipment_number: s.number,
    direction: s.direction,
    task: v.task,
    result: v.result,
    document_no: v.documentNo,
    processed_at: processedAtOf(v.processedAt)!,
    message: v.message,
    uploaded_by: actor.userId,
    uploaded_by_name: actor.realName,
    uploaded_at: now,
  };
}
