/**
 * Demo purchase orders (issue 14 item 9): supplier A (Skywing) has orders in every state, supplier B
 * (Pacific Rotables) two, so both sides' screens are populated. Written with the module's repo inside
 * the demo transaction (no mail: the demo has no recipients to tell).
 */
import { itemAmounts, orderAmounts } from '@aerosupply/shared/orders/amounts';
import type { OrderItemStatus, OrderStatus } from '@aerosupply/shared/orders/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import { agreementLinesToDraw, drawKey, type DrawableLine } from '../agreements';
import * as repo from './repo';
import * as requestsRepo from './requests-repo';
import { seedOrderHistory } from './demo-history';

interface DemoLine {
  pn: string;
  desc: string;
  qty: number;
  unit: string;
  price: number;
  vat: number;
  ship: string;
  status?: OrderItemStatus;
  /** Delivery lines as [ship-to, quantity] when the item is split (one PVG1 line otherwise). */
  split?: [string, number][];
  /** The demo agreement line the item draws on (D-614). */
  draw?: { agreementNo: string; lineNo: number };
}

interface DemoOrder {
  no: string;
  companyId: number;
  status: OrderStatus;
  daysAgo: number;
  currency: string;
  dept: string;
  lines: DemoLine[];
  ackNo?: string;
  request?: { kind: 'change' | 'rejection' | 'cancellation'; reason: string; after?: { unitPrice?: number; shipDate?: string } };
}

function drawColumns(drawn: Map<string, DrawableLine>, ref: { agreementNo: string; lineNo: number }) {
  const line = drawn.get(drawKey(ref.agreementNo, ref.lineNo));
  if (!line?.line) throw new Error(`demo agreement line ${ref.agreementNo}/${ref.lineNo} is missing`);
  return { agreement_id: line.agreementId, agreement_no: line.agreementNo, agreement_line_no: ref.lineNo };
}

const day = (n: number) => new Date(Date.now() - n * 86_400_000);

async function demoOrder(trx: Database, ids: DemoIds, o: DemoOrder): Promise<void> {
  // The agreements' demo records come first (orders depend on agreements, so their seed runs before, D-842).
  const drawn = await agreementLinesToDraw(trx, o.lines.flatMap((l) => (l.draw ? [l.draw] : [])), false);
  const released = day(o.daysAgo);
  const totals = orderAmounts(o.lines.map((l) => ({ quantity: l.qty, unitPrice: l.price, vatRate: l.vat / 100 })));
  const cn = o.currency === 'CNY';
  const id = (await repo.insertOrderIfAbsent(trx, {
    order_no: o.no,
    version: 1,
    company_id: o.companyId,
    source: 'erp',
    content_hash: `demo-${o.no}`,
    purchase_dept: o.dept,
    order_type: 'standard',
    order_date: released.toISOString().slice(0, 10),
    buyer_user_id: ids.users['20000001'] ?? null,
    buyer_name: '王磊 Wang Lei',
    salesman: cn ? '孙丽' : 'John Miller',
    tel: cn ? '028-85123456' : '+1 415 555 0123',
    email: cn ? 'sun.li@skywing-aero.cn' : 'john.miller@pacificrotables.com',
    currency: o.currency,
    payment_terms: cn ? 'N60' : 'N30',
    incoterms: cn ? 'DAP' : 'FCA',
    delivery_address: '上海市浦东新区机场大道100号 航材库 / Materials store, 100 Airport Ave, Pudong, Shanghai',
    invoice_address: '上海市浦东新区机场大道100号 财务部 / Finance, 100 Airport Ave, Pudong, Shanghai',
    remark: cn ? '请随货附适航标签（CAAC AAC-038）。Please ship with the airworthiness tag.' : 'Ship with FAA 8130-3 / EASA Form 1.',
    vat_company: cn ? '航材采购与维修有限公司' : null,
    vat_tax_id: cn ? '91310115MA1K4XYZ8Q' : null,
    vat_address: cn ? '上海市浦东新区机场大道100号' : null,
    vat_tel: cn ? '021-68880000' : null,
    vat_bank: cn ? '中国银行上海浦东支行' : null,
    vat_account: cn ? '4365 0123 4567 8901' : null,
    net_amount: totals.netAmount,
    vat_amount: totals.vatAmount,
    fee: 0,
    total_amount: totals.totalAmount,
    item_count: o.lines.length,
    status: o.status,
    status_before_request: o.status === 'cancellation_requested' ? 'acknowledged' : o.status === 'rejection_requested' ? 'new' : null,
    supplier_note: o.ackNo ? '按期交货 Will ship on time' : null,
    acknowledgement_no: o.ackNo ?? null,
    acknowledged_at: o.ackNo ? day(o.daysAgo - 1) : null,
    released_at: released,
    created_at: released,
    updated_at: o.ackNo ? day(o.daysAgo - 1) : released,
  }))!;
  await repo.insertItems(
    trx,
    id,
    o.lines.map((l, n) => {
      const a = itemAmounts(l.qty, l.price, l.vat / 100);
      return {
        item_no: (n + 1) * 10,
        part_number: l.pn,
        description: l.desc,
        quantity: l.qty,
        unit: l.unit,
        unit_price: l.price,
        vat_rate: l.vat,
        net_amount: a.net,
        vat_amount: a.vat,
        total: a.total,
        status: l.status ?? 'open',
        ...(l.draw ? drawColumns(drawn, l.draw) : {}),
        status_before_request: l.status === 'change_requested' ? 'open' : null,
        original_ship_date: l.ship,
        requested_ship_date: l.ship,
        confirmed_ship_date: l.status === 'acknowledged' ? l.ship : null,
        lines: (l.split ?? [['PVG1', l.qty]]).map(([code, quantity]) => ({
          ship_to_code: code,
          delivery_address: code === 'PVG1' ? '浦东航材库 Pudong materials store' : code === 'CTU1' ? '双流航材库 Shuangliu materials store' : null,
          quantity,
          need_by_date: l.ship,
          original_need_by_date: l.ship,
          confirmed_ship_date: l.status === 'acknowledged' ? l.ship : null,
        })),
      };
    }),
  );
  await recordTimeline(trx, { subject: { type: 'purchase_order', id }, kind: 'order', action: 'received', toStatus: 'new', note: 'v1', actor: null, at: released });
  const supplierUser = o.companyId === ids.supplierA ? ids.users.supa_clerk! : ids.users.supb_admin!;
  const supplierName = o.companyId === ids.supplierA ? '孙丽 Sun Li' : 'John Miller';
  if (o.ackNo) await recordTimeline(trx, { subject: { type: 'purchase_order', id }, kind: 'order', action: 'acknowledge', fromStatus: 'new', toStatus: 'acknowledged', note: o.ackNo, actor: { userId: supplierUser, realName: supplierName, companyId: o.companyId }, at: day(o.daysAgo - 1) });
  if (o.request) {
    const items = await repo.listItems(trx, id);
    const item = o.request.kind === 'change' ? items.find((i) => i.status === 'change_requested')! : null;
    const before = item ? { partNumber: item.part_number, unitPrice: Number(item.unit_price), quantity: Number(item.quantity), shipDate: item.requested_ship_date } : null;
    const after = before ? { ...before, ...o.request.after } : null;
    await requestsRepo.insertRequest(trx, { orderId: id, itemId: item?.id ?? null, itemNo: item?.item_no ?? null, kind: o.request.kind, version: 1, before, after, reason: o.request.reason, userId: supplierUser, userName: supplierName, now: day(0) });
    await recordTimeline(trx, { subject: { type: 'purchase_order', id }, kind: item ? 'item' : 'order', action: item ? 'request_change' : `request_${o.request.kind}`, fromStatus: 'new', toStatus: o.status, note: o.request.reason, actor: { userId: supplierUser, realName: supplierName, companyId: o.companyId } });
  }
}

const BRAKE: DemoLine = { pn: '2-1587-3', desc: '刹车组件 Brake assembly A320', qty: 2, unit: 'EA', price: 86500, vat: 13, ship: '2026-12-20' };
const FILTER: DemoLine = { pn: 'QA06753', desc: '液压油滤芯 Hydraulic filter element', qty: 24, unit: 'EA', price: 1280.5, vat: 13, ship: '2026-12-15' };
const SEAL: DemoLine = { pn: 'MS29513-228', desc: 'O型密封圈 O-ring packing', qty: 500, unit: 'PC', price: 3.26, vat: 13, ship: '2026-12-10' };
const SEALANT: DemoLine = { pn: 'PR-1422B2', desc: '密封胶 Sealant (1 qt kit)', qty: 6, unit: 'KIT', price: 1890, vat: 13, ship: '2027-01-08' };

export async function seedOrdersDemo(trx: Database, ids: DemoIds): Promise<void> {
  const a = ids.supplierA;
  const b = ids.supplierB;
  const dept = '航材采购部 Materials Purchasing';
  await demoOrder(trx, ids, { no: '4500010001', companyId: a, status: 'new', daysAgo: 6, currency: 'CNY', dept, lines: [FILTER, SEAL] });
  // Brakes drawn on the confirmed brake supplement AG2026000903 line 10 (6 agreed): 2 here and 2 in 4500010008 (D-614).
  const onAgreement = { agreementNo: 'AG2026000903', lineNo: 10 };
  await demoOrder(trx, ids, { no: '4500010002', companyId: a, status: 'new', daysAgo: 1, currency: 'CNY', dept, lines: [{ ...BRAKE, draw: onAgreement }, SEALANT, SEAL] });
  await demoOrder(trx, ids, { no: '4500010003', companyId: a, status: 'acknowledged', daysAgo: 9, currency: 'CNY', dept, ackNo: 'SKY-OA-26118', lines: [{ ...FILTER, status: 'acknowledged' }] });
  await demoOrder(trx, ids, {
    no: '4500010004',
    companyId: a,
    status: 'change_requested',
    daysAgo: 4,
    currency: 'CNY',
    dept: '发动机部 Engine Shop',
    lines: [{ ...SEALANT, status: 'change_requested', split: [['PVG1', 4], ['CTU1', 2]] }, SEAL],
    request: { kind: 'change', reason: '原材料到货延迟，交期顺延两周 Raw material delayed, ship two weeks later', after: { shipDate: '2027-01-22' } },
  });
  await demoOrder(trx, ids, { no: '4500010005', companyId: a, status: 'cancellation_requested', daysAgo: 12, currency: 'CNY', dept, ackNo: 'SKY-OA-26102', lines: [{ ...SEAL, status: 'acknowledged' }], request: { kind: 'cancellation', reason: '该件号已停产 The part is discontinued' } });
  await demoOrder(trx, ids, { no: '4500010006', companyId: a, status: 'closed', daysAgo: 40, currency: 'CNY', dept, ackNo: 'SKY-OA-25987', lines: [{ ...FILTER, status: 'acknowledged' }] });
  await demoOrder(trx, ids, { no: '4500010007', companyId: a, status: 'cancelled', daysAgo: 30, currency: 'CNY', dept, lines: [{ ...SEAL, status: 'cancelled' }] });
  await demoOrder(trx, ids, { no: '4500010008', companyId: a, status: 'rejection_requested', daysAgo: 3, currency: 'CNY', dept, lines: [{ ...BRAKE, draw: onAgreement }], request: { kind: 'rejection', reason: '无法满足交期 Cannot meet the date' } });
  await demoOrder(trx, ids, { no: '4500010009', companyId: a, status: 'rejected', daysAgo: 20, currency: 'CNY', dept, lines: [{ ...SEALANT, status: 'cancelled' }] });
  await demoOrder(trx, ids, { no: '4500020001', companyId: b, status: 'new', daysAgo: 2, currency: 'USD', dept: 'Rotables Purchasing', lines: [{ ...BRAKE, price: 12150, vat: 0 }] });
  // Consignment stock (issue 14 item 7): supplier A's stock at two plants; supplier B has none (the empty message).
  const at = new Date(Date.now() - 3_600_000).toISOString();
  await repo.replaceConsignment(trx, a, at, [
    { materialPn: 'QA06753', description: '液压油滤芯 Hydraulic filter element', plant: '1000', storageLocation: 'PVG-C01', batch: 'B2611-01', stockQty: 36, unit: 'EA' },
    { materialPn: 'MS29513-228', description: 'O型密封圈 O-ring packing', plant: '1000', storageLocation: 'PVG-C01', batch: 'B2610-07', stockQty: 1200, unit: 'PC' },
    { materialPn: 'PR-1422B2', description: '密封胶 Sealant (1 qt kit)', plant: '1000', storageLocation: 'PVG-C02', batch: 'L26-0915', stockQty: 8, unit: 'KIT' },
    { materialPn: '2-1587-3', description: '刹车组件 Brake assembly A320', plant: '2000', storageLocation: 'CTU-R01', stockQty: 2, unit: 'EA' },
    { materialPn: 'QA06753', description: '液压油滤芯 Hydraulic filter element', plant: '2000', storageLocation: 'CTU-C01', batch: 'B2611-02', stockQty: 0, unit: 'EA' },
  ]);
  await demoOrder(trx, ids, { no: '4500020002', companyId: b, status: 'acknowledged', daysAgo: 8, currency: 'USD', dept: 'Rotables Purchasing', ackNo: 'PR-SO-77120', lines: [{ ...FILTER, price: 180, vat: 0, status: 'acknowledged' }] });
  // A year of delivered orders for the supplier scorecard (issue 31 item 4).
  const official = await trx.selectFrom('companies').select('id').where('type', '=', 'supplier').where('vendor_code', 'is not', null).orderBy('id').execute();
  await seedOrderHistory(trx, ids, official);
}
