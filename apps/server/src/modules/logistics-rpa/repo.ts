/** SQL of the RPA results (issue 17 item 7, D-422): one row per shipment and task, the latest result. */
import type { RpaResultQuery, RpaTask } from '@aerosupply/shared/logistics-rpa/schemas';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import type { RpaResultsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
const TZ = 'Asia/Shanghai';

const SORT = { processedAt: 'r.processed_at', uploadedAt: 'r.uploaded_at', shipmentNumber: 'r.shipment_number' } as const;

/** The shipments whose latest result of the task is `result`. */
export async function shipmentIdsWith(db: Database, task: RpaTask, result: string): Promise<number[]> {
  const rows = await db.selectFrom('rpa_results').select('shipment_id').where('task', '=', task).where('result', '=', result).execute();
  return rows.map((r) => r.shipment_id);
}

/** The latest results of the task for these shipments. */
export function resultsOf(db: Database, task: RpaTask, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rpa_results')
    .select(['shipment_id', 'task', 'result', 'document_no', 'message'])
    .where('task', '=', task)
    .where(sql<boolean>`shipment_id = any(${[...shipmentIds]}::int[])`)
    .execute();
}

/** The successful results of these shipments (any task). */
export function successesOf(db: Database, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rpa_results')
    .select(['shipment_id', 'task', 'document_no'])
    .where('result', '=', 'success')
    .where(sql<boolean>`shipment_id = any(${[...shipmentIds]}::int[])`)
    .execute();
}

export function listResults(db: Database, q: RpaResultQuery) {
  let qb = db.selectFrom('rpa_results as r').selectAll('r');
  if (q.task) qb = qb.where('r.task', '=', q.task);
  if (q.result) qb = qb.where('r.result', '=', q.result);
  if (q.direction) qb = qb.where('r.direction', '=', q.direction);
  if (q.shipmentNumber) qb = qb.where('r.shipment_number', 'ilike', like(q.shipmentNumber));
  if (q.documentNo) qb = qb.where('r.document_no', 'ilike', like(q.documentNo));
  if (q.from) qb = qb.where(sql<boolean>`r.processed_at >= (${q.from}::date)::timestamp at time zone ${TZ}`);
  if (q.to) qb = qb.where(sql<boolean>`r.processed_at < (${q.to}::date + 1)::timestamp at time zone ${TZ}`);
  return pageQuery(db, qb.orderBy(sql.ref(SORT[q.sort]), q.order).orderBy('r.id', q.order), { page: q.page, pageSize: q.pageSize });
}
export type RpaResultDbRow = Awaited<ReturnType<typeof listResults>>['rows'][number];

export type RpaResultValues = Omit<Insertable<RpaResultsTable>, 'id' | 'attempts'>;

/**
 * Stores each result as the latest of its shipment and task (attempts counted), never over a
 * success: answers the rows written, fewer than given when another upload booked one meanwhile.
 */
export async function upsertResults(trx: Database, values: RpaResultValues[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500);
    const rows = await trx
      .insertInto('rpa_results')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['shipment_id', 'task'])
          .doUpdateSet((eb) => ({
            result: eb.ref('excluded.result'),
            document_no: eb.ref('excluded.document_no'),
            processed_at: eb.ref('excluded.processed_at'),
            message: eb.ref('excluded.message'),
            attempts: sql<number>`rpa_results.attempts + 1`,
            uploaded_by: eb.ref('excluded.uploaded_by'),
            uploaded_by_name: eb.ref('excluded.uploaded_by_name'),
            uploaded_at: eb.ref('excluded.uploaded_at'),
          }))
          .where('rpa_results.result', '<>', 'success'),
      )
      .returning('id')
      .execute();
    written += rows.length;
  }
  return written;
}
