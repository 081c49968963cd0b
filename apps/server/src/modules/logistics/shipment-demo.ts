/**
 * Demo shipments at several milestones (issue 16 item 8): one per status from "notice created" to
 * "delivered", international and domestic, assigned to the demo forwarder company's entries.
 */
import { MILESTONE_OF, MILESTONES, MILESTONE_STATUSES as SHIPMENT_STATUSES, type Direction, type MilestoneStatus as ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import * as repo from './repo';

interface DemoShipment {
  status: ShipmentStatus;
  direction: Direction;
  pl: string;
  pn: string;
  desc: string;
  qty: number;
  from: [string, string, string];
  to: [string, string, string];
  awb?: string;
}

const DEMO: DemoShipment[] = [
  { status: 'created', direction: 'intl_in', pl: 'PL-DEMO-001', pn: 'QA06753', desc: '液压油滤芯 Hydraulic filter element', qty: 6, from: ['US', 'Los Angeles', 'LAX'], to: ['CN', '上海 Shanghai', 'PVG'] },
  { status: 'notified', direction: 'intl_out', pl: 'PL-DEMO-002', pn: '2117802-2', desc: '刹车组件（送修）Brake assembly (repair)', qty: 2, from: ['CN', '上海 Shanghai', 'PVG'], to: ['DE', 'Frankfurt', 'FRA'] },
  { status: 'picked_up', direction: 'dom_out', pl: 'PL-DEMO-003', pn: 'MS29513-228', desc: 'O型密封圈 O-ring packing', qty: 200, from: ['CN', '上海 Shanghai', 'PVG'], to: ['CN', '北京 Beijing', 'PEK'] },
  { status: 'shipped', direction: 'intl_in', pl: 'PL-DEMO-004', pn: 'S9413-112', desc: '燃油喷嘴密封件 Seal, fuel nozzle', qty: 12, from: ['US', 'Los Angeles', 'LAX'], to: ['CN', '上海 Shanghai', 'PVG'], awb: '784-10000014' },
  { status: 'cleared', direction: 'intl_in', pl: 'PL-DEMO-005', pn: 'QA06753', desc: '液压油滤芯 Hydraulic filter element', qty: 4, from: ['DE', 'Frankfurt', 'FRA'], to: ['CN', '上海 Shanghai', 'PVG'], awb: '784-10000025' },
  { status: 'delivered', direction: 'dom_in', pl: 'PL-DEMO-006', pn: 'MS29513-228', desc: 'O型密封圈 O-ring packing', qty: 100, from: ['CN', '北京 Beijing', 'PEK'], to: ['CN', '上海 Shanghai', 'PVG'], awb: '784-10000036' },
];

export async function seedShipmentsDemo(trx: Database, ids: DemoIds, forwarders: { domestic: number; international: number }): Promise<void> {
  const staffUser = ids.users['20000004'] ?? null;
  const fwdUser = ids.users.fwd_admin ?? null;
  for (const [n, s] of DEMO.entries()) {
    const reached = SHIPMENT_STATUSES.indexOf(s.status);
    const created = new Date(Date.now() - (10 - n) * 86_400_000);
    const assigned = reached >= 1;
    const picked = reached >= 2;
    const id = await repo.insertShipment(trx, {
      number: `TN${created.toISOString().slice(0, 10).replaceAll('-', '')}-DEMO${n + 1}`,
      direction: s.direction,
      status: s.status,
      transport_type: 'air',
      service_mode: 'PAID_AIR',
      trade_term: 'FCA',
      packing_list_no: s.pl,
      master_waybill: null,
      awb: reached >= 3 ? (s.awb ?? null) : null,
      pieces: 1,
      dangerous: false,
      dry_ice: false,
      gross_weight: 12.5,
      length_cm: 60,
      width_cm: 40,
      height_cm: 30,
      chargeable_weight: 12.5,
      shipper_country: s.from[0],
      shipper_city: s.from[1],
      consignee_country: s.to[0],
      consignee_city: s.to[1],
      consignee_company: '航材库 Stores',
      origin_port: s.from[2],
      destination_port: s.to[2],
      carrier: reached >= 3 ? 'China Eastern MU' : null,
      flight_no: reached >= 3 ? 'MU586' : null,
      forwarder_id: assigned ? forwarders.domestic : null,
      forwarder_company_id: assigned ? ids.forwarder : null,
      supplier_company_id: ids.supplierA,
      created_by: staffUser,
      created_by_name: '刘洋 Liu Yang',
      created_at: created,
      updated_at: created,
    });
    await repo.replaceCargo(trx, id, [{ line_no: 1, part_number: s.pn, description: s.desc, quantity: s.qty, picked_qty: picked ? s.qty : 0, unit: 'EA', business_type: s.desc.includes('repair') ? '2' : '1', receiving_place: s.to[2] }]);
    await repo.replaceNumbers(trx, id, [
      { value: `TN${created.toISOString().slice(0, 10).replaceAll('-', '')}-DEMO${n + 1}`, kind: 'notice' },
      { value: s.pl, kind: 'packingList' },
      { value: s.pn, kind: 'partNumber' },
      ...(reached >= 3 && s.awb ? [{ value: s.awb, kind: 'waybill' }] : []),
    ]);
    const international = s.direction.startsWith('intl');
    const path = SHIPMENT_STATUSES.slice(0, reached + 1).filter((st) => international || !['cleared', 'intl_notified', 'intl_picked_up'].includes(st));
    for (const [k, st] of path.entries()) {
      const at = new Date(created.getTime() + k * 6 * 3_600_000);
      const byForwarder = !['created', 'notified', 'intl_notified'].includes(st);
      const m = MILESTONE_OF[st];
      await repo.insertMilestone(trx, {
        shipment_id: id, milestone: m, seq: MILESTONES.indexOf(m) + 1, at,
        actor_user_id: byForwarder ? fwdUser : staffUser, actor_name: byForwarder ? '周杰 Zhou Jie' : '刘洋 Liu Yang', actor_side: byForwarder ? 'forwarder' : 'staff',
      });
      await recordTimeline(trx, {
        subject: { type: 'shipment', id }, action: st === 'created' ? 'create' : `reach:${st}`, toStatus: st,
        actor: byForwarder ? { userId: fwdUser, realName: '周杰 Zhou Jie', companyId: ids.forwarder } : { userId: staffUser, realName: '刘洋 Liu Yang', companyId: 2 }, at,
      });
    }
  }
}
