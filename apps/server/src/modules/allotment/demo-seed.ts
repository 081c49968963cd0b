/**
 * Demo allotments (issue 17 item 1): one in every status of D-391 — a draft, a committed demand
 * awaiting instruction, one rejected with a reason, one instructed (its domestic shipment created),
 * one picked up, one in transit with waybill and carrier, one received with a difference, one
 * voided. Each walks its steps with the module's repo and logistics' index (the shipment and its
 * milestones), and leaves its timeline. Actors: 王磊 Wang Lei (20000001, a buyer holding the base's demand permission) asks, 刘洋 Liu Yang
 * (20000004, logistics) instructs and carries.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { ALLOT_BASES } from '@aerosupply/shared/allotment/codes';
import { SHIPMENT_ACTION_OF, type AllotAction, type AllotStatus } from '@aerosupply/shared/allotment/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import type { Actor } from '../../platform/context';
import { recordTimeline } from '../../platform/timeline';
import { applyTransition } from '../../platform/workflow/status-writer';
import { allotmentShipment, moveAllotmentShipment, openAllotmentShipment } from '../logistics';
import * as repo from './repo';
import { ALLOT_SUBJECT } from './service';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface DemoAllot {
  from: string;
  to: string;
  priority: 'aog' | 'urgent' | 'routine';
  reason: string;
  required: number;
  lines: { partNumber: string; description: string; quantity: number; unit: string }[];
  /** The steps walked, in order. */
  path: AllotStatus[];
  note?: string;
  received?: number[];
}

const DEMO: DemoAllot[] = [
  { from: 'PVG', to: 'PEK', priority: 'routine', reason: '北京基地周转件补充 Rotable stock top-up', required: 14, lines: [{ partNumber: '3214552-4', description: 'Starter generator 起动发电机', quantity: 1, unit: 'EA' }], path: ['draft'] },
  { from: 'CAN', to: 'CTU', priority: 'aog', reason: 'B-6543 AOG 主轮更换 Main wheel change', required: 1, lines: [{ partNumber: '2-1588-3', description: 'Main wheel assembly 主轮组件', quantity: 2, unit: 'EA' }, { partNumber: 'MS28775-228', description: 'O-ring 密封圈', quantity: 10, unit: 'EA' }], path: ['draft', 'submitted'] },
  { from: 'XIY', to: 'PEK', priority: 'urgent', reason: 'A 检消耗 A-check consumables', required: 5, lines: [{ partNumber: 'BACB30LH3-4', description: 'Bolt 螺栓', quantity: 50, unit: 'EA' }], path: ['draft', 'submitted', 'rejected'], note: '西安基地库存不足，请改从上海调拨 Xi’an has no stock; ask Shanghai' },
  { from: 'PVG', to: 'CAN', priority: 'urgent', reason: '发动机孔探 Borescope inspection', required: 3, lines: [{ partNumber: 'BS-6200', description: 'Borescope kit 孔探仪', quantity: 1, unit: 'KIT' }], path: ['draft', 'submitted', 'instructed'] },
  { from: 'CTU', to: 'PEK', priority: 'routine', reason: '定检备件 Scheduled check spares', required: 7, lines: [{ partNumber: '066-50008-0101', description: 'Transponder 应答机', quantity: 1, unit: 'EA' }], path: ['draft', 'submitted', 'instructed', 'picked_up'] },
  { from: 'PEK', to: 'SZX', priority: 'aog', reason: 'B-1234 AOG 刹车更换 Brake change', required: 1, lines: [{ partNumber: '2-1577-1', description: 'Brake assembly 刹车组件', quantity: 1, unit: 'EA' }], path: ['draft', 'submitted', 'instructed', 'picked_up', 'in_transit'] },
  { from: 'SZX', to: 'PVG', priority: 'routine', reason: '客舱件周转 Cabin spares', required: -3, lines: [{ partNumber: 'C12345-01', description: 'Seat cushion 座椅垫', quantity: 6, unit: 'EA' }, { partNumber: 'C55555-02', description: 'Armrest 扶手', quantity: 4, unit: 'EA' }], path: ['draft', 'submitted', 'instructed', 'picked_up', 'in_transit', 'received'], received: [5, 4], note: '一件座椅垫运输破损，已拒收 One cushion damaged in transit, refused' },
  { from: 'CAN', to: 'XIY', priority: 'routine', reason: '工具借用 Tool loan', required: 10, lines: [{ partNumber: 'T-7788', description: 'Torque wrench 力矩扳手', quantity: 1, unit: 'EA' }], path: ['draft', 'submitted', 'voided'], note: '需求已取消 Demand withdrawn' },
];

const STEP_ACTION: Partial<Record<AllotStatus, AllotAction>> = { submitted: 'commit', rejected: 'reject', instructed: 'instruct', picked_up: 'pickUp', in_transit: 'dispatch', received: 'receive', voided: 'void' };

export async function seedAllotmentDemo(trx: Database, ids: DemoIds): Promise<void> {
  const base = { companyId: STAFF_COMPANY_ID, companyName: '', companyNameEn: null, companyType: 'staff' as const, isCompanyAdmin: false, roles: [], permissions: new Set<string>(), language: null, sessionId: 0, avatar: null };
  const asker: Actor = { ...base, userId: ids.users['20000001'] ?? 0, account: '20000001', realName: '王磊 Wang Lei' };
  const logistics: Actor = { ...base, userId: ids.users['20000004'] ?? 0, account: '20000004', realName: '刘洋 Liu Yang' };
  const ref = (a: Actor) => ({ userId: a.userId || null, realName: a.realName, companyId: a.companyId });
  const start = Date.now() - 6 * 3_600_000;
  for (const [n, d] of DEMO.entries()) {
    let at = new Date(start + n * 60_000);
    const number = await repo.nextNumber(trx, at);
    const id = await repo.insertAllotment(trx, {
      number, status: 'draft', from_base: d.from, to_base: d.to, required_date: day(d.required), priority: d.priority, reason: d.reason, remark: null,
      created_by: asker.userId || null, created_by_name: asker.realName, created_at: at, updated_at: at,
    });
    await repo.replaceLines(trx, id, d.lines.map((l, i) => ({ line_no: i + 1, part_number: l.partNumber, description: l.description, quantity: l.quantity, unit: l.unit })));
    await recordTimeline(trx, { subject: { type: ALLOT_SUBJECT, id }, action: 'create', toStatus: 'draft', actor: ref(asker), at });
    let shipmentId: number | null = null;
    let prev: AllotStatus = 'draft';
    for (const status of d.path.slice(1)) {
      at = new Date(at.getTime() + 20 * 60_000);
      const actor = status === 'submitted' ? asker : logistics;
      const note = status === 'rejected' || status === 'voided' || status === 'received' ? (d.note ?? null) : null;
      const values: Parameters<typeof repo.updateAllotment>[2] = { updated_at: at, last_note: note };
      if (status === 'instructed') {
        shipmentId = await openAllotmentShipment(trx, logistics, {
          allotmentNumber: number,
          from: { code: d.from, city: ALLOT_BASES.find((b) => b.code === d.from)!.city },
          to: { code: d.to, city: ALLOT_BASES.find((b) => b.code === d.to)!.city },
          priority: d.priority,
          lines: d.lines,
        }, null, at);
        values.shipment_id = shipmentId;
        values.shipment_number = (await allotmentShipment(trx, shipmentId))?.number ?? null;
      } else if (shipmentId !== null && SHIPMENT_ACTION_OF[status] !== null) {
        const dispatch = status === 'in_transit' ? { waybill: `SF${1000 + n}88${n}`, carrier: '顺丰速运 SF Express', transportType: 'land' as const, etd: day(0) } : undefined;
        await moveAllotmentShipment(trx, logistics, shipmentId, SHIPMENT_ACTION_OF[status], { action: `allotment.${STEP_ACTION[status]}`, note: note ?? number, at, dispatch });
      }
      if (status === 'picked_up') {
        await repo.setPicked(trx, id, true);
        values.picker = '王强 Wang Qiang';
      }
      if (status === 'in_transit') Object.assign(values, { waybill: `SF${1000 + n}88${n}`, carrier: '顺丰速运 SF Express', transport_type: 'land', etd: day(0) });
      if (status === 'received') {
        const lines = await repo.listLines(trx, id);
        for (const [i, l] of lines.entries()) await repo.setReceived(trx, l.id, d.received?.[i] ?? Number(l.quantity));
      }
      await applyTransition(trx, repo.ALLOT_STATUS, { id, action: STEP_ACTION[status]!, set: values });
      await recordTimeline(trx, { subject: { type: ALLOT_SUBJECT, id }, action: STEP_ACTION[status]!, fromStatus: prev, toStatus: status, note, actor: ref(actor), at });
      prev = status;
    }
  }
}
