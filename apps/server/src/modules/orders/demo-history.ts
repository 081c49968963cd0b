/**
 * A year of delivered purchase orders for every official demo supplier (issue 31 item 4, D-639):
 * three orders a month of two lines each, acknowledged, received and completed, so the supplier
 * scorecard computes a year of scores from transactions. Each supplier behaves in its own way
 * (how often and how late it delivers, how fast it acknowledges, how often it asks to change),
 * varied per month by a fixed pseudo-random sequence: the figures come out of these rows, none is
 * typed in. Lines whose receipt day would be after today stay open.
 */
import { itemAmounts, orderAmounts } from '@aerosupply/shared/orders/amounts';
import { dayIn } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import { insertReceipts } from './receipts-repo';
import * as repo from './repo';
import * as requestsRepo from './requests-repo';

/** Per supplier profile: chance a line is late, its most days late, most days to acknowledge, chance of a change request, of a pushed confirmation. */
const PROFILES = [
  { late: 0.06, maxLate: 4, ack: 2, change: 0.1, pushed: 0.1 },
  { late: 0.3, maxLate: 15, ack: 6, change: 0.45, pushed: 0.4 },
  { late: 0.15, maxLate: 8, ack: 3, change: 0.2, pushed: 0.2 },
  { late: 0.4, maxLate: 20, ack: 8, change: 0.5, pushed: 0.5 },
  { late: 0.2, maxLate: 6, ack: 4, change: 0.3, pushed: 0.25 },
] as const;

const PARTS = [
  { pn: 'QA06753', desc: '液压油滤芯 Hydraulic filter element', qty: 12, unit: 'EA', price: 1280.5 },
  { pn: 'MS29513-228', desc: 'O型密封圈 O-ring packing', qty: 200, unit: 'PC', price: 3.26 },
  { pn: 'PR-1422B2', desc: '密封胶 Sealant (1 qt kit)', qty: 4, unit: 'KIT', price: 1890 },
  { pn: 'NAS1149F0363P', desc: '垫圈 Washer', qty: 500, unit: 'PC', price: 0.42 },
] as const;

/** A fixed sequence in [0, 1) per supplier, month and draw. */
const draw = (k: number, m: number, j: number) => (Math.abs(Math.sin(k * 12.9898 + m * 78.233 + j * 37.719) * 43758.5453) % 1);

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 09:00 in Shanghai of a day. */
const at = (date: string) => new Date(`${date}T01:00:00Z`);

function monthStart(today: string, back: number): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - back;
  const d = new Date(Date.UTC(y, m - 1, 1));
  return d.toISOString().slice(0, 10);
}

export async function seedOrderHistory(trx: Database, ids: DemoIds, suppliers: readonly { id: number }[]): Promise<void> {
  const today = dayIn(new Date(), 'Asia/Shanghai');
  const buyer = ids.users['20000001'] ?? null;
  for (const [k, s] of suppliers.entries()) {
    const p = PROFILES[k % PROFILES.length]!;
    for (let back = 12; back >= 1; back--) {
      const first = monthStart(today, back);
      for (let n = 0; n < 3; n++) {
        const r = (j: number) => draw(k, back * 3 + n, j);
        const releasedOn = addDays(first, 2 + n * 8);
        const ackOn = addDays(releasedOn, Math.floor(r(1) * (p.ack + 1)));
        const original = addDays(releasedOn, 10);
        const confirmed = r(2) < p.pushed ? addDays(original, 7) : original;
        const parts = [PARTS[(k + n) % PARTS.length]!, PARTS[(k + n + 1) % PARTS.length]!];
        const lines = parts.map((part, i) => {
          const late = r(3 + i) < p.late;
          const receivedOn = late ? addDays(confirmed, 1 + Math.floor(r(5 + i) * p.maxLate)) : addDays(confirmed, -Math.floor(r(7 + i) * 3));
          return { part, itemNo: (i + 1) * 10, receivedOn: receivedOn <= today ? receivedOn : null };
        });
        const allReceived = lines.every((l) => l.receivedOn !== null);
        const totals = orderAmounts(parts.map((x) => ({ quantity: x.qty, unitPrice: x.price, vatRate: 0.13 })));
        const orderNo = `47${String(s.id).padStart(4, '0')}${first.slice(2, 4)}${first.slice(5, 7)}${n}`;
        const lastReceipt = lines.map((l) => l.receivedOn ?? '').sort().at(-1) || ackOn;
        const id = await repo.insertOrderIfAbsent(trx, {
          order_no: orderNo,
          version: 1,
          company_id: s.id,
          source: 'erp',
          content_hash: `demo-history-${orderNo}`,
          purchase_dept: '航材采购部 Materials Purchasing',
          order_type: 'standard',
          order_date: releasedOn,
          buyer_user_id: buyer,
          buyer_name: '王磊 Wang Lei',
          salesman: null,
          tel: null,
          email: null,
          currency: 'CNY',
          payment_terms: 'N60',
          incoterms: 'DAP',
          delivery_address: '上海市浦东新区机场大道100号 航材库 / Materials store, 100 Airport Ave, Pudong, Shanghai',
          invoice_address: null,
          remark: null,
          vat_company: null,
          vat_tax_id: null,
          vat_address: null,
          vat_tel: null,
          vat_bank: null,
          vat_account: null,
          net_amount: totals.netAmount,
          vat_amount: totals.vatAmount,
          fee: 0,
          total_amount: totals.totalAmount,
          item_count: parts.length,
          status: allReceived ? 'completed' : 'acknowledged',
          status_before_request: null,
          supplier_note: null,
          acknowledgement_no: `ACK-${orderNo}`,
          acknowledged_at: at(ackOn),
          released_at: at(releasedOn),
          created_at: at(releasedOn),
          updated_at: at(allReceived ? lastReceipt : ackOn),
        });
        if (id === null) continue;
        await repo.insertItems(
          trx,
          id,
          lines.map((l) => {
            const a = itemAmounts(l.part.qty, l.part.price, 0.13);
            return {
              item_no: l.itemNo,
              part_number: l.part.pn,
              description: l.part.desc,
              quantity: l.part.qty,
              unit: l.part.unit,
              unit_price: l.part.price,
              vat_rate: 13,
              net_amount: a.net,
              vat_amount: a.vat,
              total: a.total,
              status: l.receivedOn ? 'received' : 'acknowledged',
              status_before_request: null,
              original_ship_date: original,
              requested_ship_date: original,
              confirmed_ship_date: confirmed,
              lines: [{ ship_to_code: 'PVG1', delivery_address: '浦东航材库 Pudong materials store', quantity: l.part.qty, need_by_date: original, original_need_by_date: original, confirmed_ship_date: confirmed }],
            };
          }),
        );
        await insertReceipts(
          trx,
          lines.flatMap((l) =>
            l.receivedOn
              ? [{ order_id: id, item_no: l.itemNo, shipment_id: null, shipment_number: `SN-${orderNo}-${l.itemNo}`, quantity: l.part.qty, received_on: l.receivedOn, received_at: at(l.receivedOn), recorded_at: at(l.receivedOn), recorded_by: null, recorded_by_name: 'demo' }]
              : [],
          ),
        );
        await recordTimeline(trx, { subject: { type: 'purchase_order', id }, kind: 'order', action: 'received', toStatus: 'new', note: 'v1', actor: null, at: at(releasedOn) });
        if (r(9) < p.change) {
          const part = parts[0]!;
          const before = { partNumber: part.pn, unitPrice: part.price, quantity: part.qty, shipDate: original };
          const after = r(10) < 0.5 ? { ...before, unitPrice: Math.round(part.price * 108) / 100 } : { ...before, shipDate: addDays(original, 14) };
          const reqId = await requestsRepo.insertRequest(trx, { orderId: id, itemId: null, itemNo: 10, kind: 'change', version: 1, before, after, reason: '原材料涨价或交期顺延 Material cost or lead time changed', userId: buyer ?? 0, userName: 'demo supplier', now: at(addDays(ackOn, 1)) });
          await requestsRepo.answerRequest(trx, reqId, { action: 'refuse', comment: '按原订单执行 Keep the order as placed', userId: buyer ?? 0, userName: '王磊 Wang Lei', now: at(addDays(ackOn, 2)) });
        }
      }
    }
  }
}
