/**
 * Demo RPA results (issue 17 item 7): the robot booked the customs entry of the demo shipment that
 * cleared customs, and failed the goods receipt of the delivered one (so it is downloaded again).
 */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { rpaShipmentLines } from '../logistics';
import * as repo from './repo';

export async function seedLogisticsRpaDemo(trx: Database, ids: DemoIds): Promise<void> {
  const staff = ids.users['20000004'] ?? null;
  const any = { onlyIds: null, excludeIds: [] };
  const cleared = (await rpaShipmentLines(trx, { milestone: 'customs_cleared', ...any }, [0, 0], 1))[0];
  const delivered = (await rpaShipmentLines(trx, { milestone: 'delivered', ...any }, [0, 0], 1))[0];
  const now = Date.now();
  const values: repo.RpaResultValues[] = [];
  const who = { uploaded_by: staff, uploaded_by_name: '刘洋 Liu Yang' };
  if (cleared) {
    values.push({
      shipment_id: cleared.id, shipment_number: cleared.number, direction: cleared.direction, task: 'customs_entry', result: 'success',
      document_no: '220120261000123456', processed_at: new Date(now - 2 * 3_600_000), message: null, uploaded_at: new Date(now - 3_600_000), ...who,
    });
  }
  if (delivered) {
    values.push({
      shipment_id: delivered.id, shipment_number: delivered.number, direction: delivered.direction, task: 'goods_receipt', result: 'failed',
      document_no: null, processed_at: new Date(now - 90 * 60_000), message: 'ERP：采购订单行未找到 / ERP: purchase order item not found', uploaded_at: new Date(now - 3_600_000), ...who,
    });
  }
  await repo.upsertResults(trx, values);
}
