/**
 * Outside flow demo data (issue 17 item 2): a repair shop's returns and a customer's parts in
 * every status — a hand-typed draft, an instruction built from a shipment notice's cargo, flows
 * picked up, dispatched, cleared and received (one received short), with their timelines.
 * Seeded after logistics (its ports and forwarder entries, read through logistics/index.ts).
 */
import type { OutsideStatus } from '@aerosupply/shared/outside-flows/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import { findOutsideForwarder, outsideMasterOptions } from '../logistics';
import * as repo from './repo';
import { FLOW_SUBJECT } from './service';

interface DemoFlow {
  status: OutsideStatus;
  direction: 'inbound' | 'outbound';
  scope: 'domestic' | 'international';
  shipper: string;
  consignee: string;
  from: string;
  to: string;
  mode: 'air' | 'road' | 'express';
  forwarder: 'EAL-INTL' | 'EAL-DOM' | null;
  lines: { pn: string; desc: string; qty: number; unit: string; kg: number; dg?: boolean }[];
  received?: number;
}

const SHOP = 'Lufthansa Technik Component Services, Hamburg';
const BASE_PVG = '东方航空上海浦东维修基地 MU Pudong base';
const BASE_PEK = '东方航空北京维修基地 MU Beijing base';
const CUSTOMER = '吉祥航空 Juneyao Airlines (customer)';

export const DEMO_FLOWS: DemoFlow[] = [
  { status: 'draft', direction: 'outbound', scope: 'international', shipper: BASE_PVG, consignee: SHOP, from: 'PVG', to: 'FRA', mode: 'air', forwarder: 'EAL-INTL', lines: [{ pn: '3214552-4', desc: 'Starter generator (repair)', qty: 1, unit: 'EA', kg: 23.5 }] },
  { status: 'instructed', direction: 'inbound', scope: 'international', shipper: SHOP, consignee: BASE_PVG, from: 'FRA', to: 'PVG', mode: 'air', forwarder: 'EAL-INTL', lines: [{ pn: '2117942-5', desc: 'Fuel pump (repaired)', qty: 2, unit: 'EA', kg: 8.2 }, { pn: 'S1820-612', desc: 'Oxygen generator', qty: 4, unit: 'EA', kg: 3.1, dg: true }] },
  { status: 'picked_up', direction: 'outbound', scope: 'domestic', shipper: BASE_PVG, consignee: BASE_PEK, from: 'PVG', to: 'PEK', mode: 'road', forwarder: 'EAL-DOM', lines: [{ pn: '066-50008-0202', desc: 'Brake assembly', qty: 2, unit: 'EA', kg: 95 }] },
  { status: 'dispatched', direction: 'inbound', scope: 'international', shipper: SHOP, consignee: BASE_PVG, from: 'FRA', to: 'PVG', mode: 'air', forwarder: 'EAL-INTL', lines: [{ pn: '1152682-2', desc: 'Air cycle machine', qty: 1, unit: 'EA', kg: 41 }] },
  { status: 'cleared', direction: 'inbound', scope: 'international', shipper: 'Honeywell Aerospace, Phoenix', consignee: BASE_PVG, from: 'LAX', to: 'PVG', mode: 'air', forwarder: 'EAL-INTL', lines: [{ pn: '3800454-6', desc: 'APU starter', qty: 1, unit: 'EA', kg: 12 }] },
  { status: 'received', direction: 'inbound', scope: 'domestic', shipper: CUSTOMER, consignee: BASE_PVG, from: 'SHA', to: 'PVG', mode: 'road', forwarder: null, lines: [{ pn: 'MS21042L3', desc: 'Self-locking nut', qty: 500, unit: 'EA', kg: 1.5 }, { pn: 'NAS1149F0363P', desc: 'Washer', qty: 1000, unit: 'EA', kg: 0.8 }], received: 1480 },
  { status: 'received', direction: 'outbound', scope: 'international', shipper: BASE_PVG, consignee: SHOP, from: 'PVG', to: 'FRA', mode: 'air', forwarder: 'EAL-INTL', lines: [{ pn: '3291238-1', desc: 'Hydraulic pump (repair)', qty: 1, unit: 'EA', kg: 18 }] },
];

const ORDER: OutsideStatus[] = ['draft', 'instructed', 'picked_up', 'dispatched', 'cleared', 'received'];
const HOUR = 3_600_000;

export async function seedOutsideFlowsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const { forwarders } = await outsideMasterOptions(trx);
  const byCode = new Map(forwarders.map((f) => [f.code, f.id]));
  const staff = { userId: ids.users['20000004'] ?? null, realName: '刘洋 Liu Yang', companyId: 2 };
  const fwdActor = { userId: ids.users['fwd_admin'] ?? null, realName: '周杰 Zhou Jie', companyId: ids.forwarder };
  let k = 0;
  for (const f of DEMO_FLOWS) {
    k += 1;
    const forwarderId = f.forwarder ? (byCode.get(f.forwarder) ?? null) : null;
    const forwarder = forwarderId === null ? null : await findOutsideForwarder(trx, forwarderId);
    const start = new Date(Date.now() - (10 - k) * 24 * HOUR);
    const at = (i: number) => new Date(start.getTime() + i * 6 * HOUR);
    const reached = (s: OutsideStatus) => ORDER.indexOf(f.status) >= ORDER.indexOf(s) && (s !== 'cleared' || f.scope === 'international');
    const total = f.lines.reduce((s, l) => s + l.qty, 0);
    const id = await repo.insertFlow(trx, {
      number: await repo.nextFlowNumber(trx, start),
      status: f.status,
      direction: f.direction,
      scope: f.scope,
      shipper: f.shipper,
      consignee: f.consignee,
      origin_port: f.from,
      destination_port: f.to,
      transport_mode: f.mode,
      forwarder_id: forwarder?.id ?? null,
      forwarder_company_id: forwarder?.companyId ?? null,
      source: 'manual',
      remark: null,
      total_qty: total,
      ...(reached('picked_up') ? { pickup_qty: total, picker: '王强 Wang Qiang', picked_at: at(1) } : {}),
      ...(reached('dispatched') ? { waybill_no: `112-${String(40000000 + k * 1117).slice(0, 8)}`, carrier: f.mode === 'air' ? 'China Eastern MU' : '东航物流车队 EAL trucking', flight_no: f.mode === 'air' ? `MU${500 + k}` : null, etd: at(2) } : {}),
      ...(reached('cleared') ? { declaration_no: `2233202600${String(k).padStart(8, '0')}`, cleared_at: at(3), duties: 1280.5, duties_currency: 'CNY' } : {}),
      ...(reached('received') ? { received_qty: f.received ?? total, receiver: '刘洋 Liu Yang', received_at: at(4) } : {}),
      created_by: staff.userId,
      created_at: start,
      updated_at: at(4),
    });
    await repo.replaceLines(trx, id, f.lines.map((l, i) => ({ line_no: i + 1, part_number: l.pn, description: l.desc, quantity: l.qty, unit: l.unit, weight_kg: l.kg, dangerous: l.dg ?? false })));
    const subject = { type: FLOW_SUBJECT, id };
    await recordTimeline(trx, { subject, action: 'create', toStatus: 'draft', actor: staff, at: start });
    const steps: [OutsideStatus, string, OutsideStatus][] = [
      ['instructed', 'commit', 'draft'],
      ['picked_up', 'pickup', 'instructed'],
      ['dispatched', 'dispatch', 'picked_up'],
      ['cleared', 'clear', 'dispatched'],
      ['received', 'receive', f.scope === 'international' ? 'cleared' : 'dispatched'],
    ];
    for (const [i, [to, action, from]] of steps.entries()) {
      if (!reached(to)) continue;
      const byForwarder = forwarder !== null && ['pickup', 'dispatch', 'clear'].includes(action);
      await recordTimeline(trx, { subject, action, fromStatus: from, toStatus: to, actor: byForwarder ? fwdActor : staff, at: i === 0 ? new Date(start.getTime() + HOUR) : at(i) });
    }
  }
}
