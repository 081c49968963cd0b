/**
 * Demo electronic bills and rate cards (issue 17 item 5): the demo forwarder (East Asia Logistics,
 * fwd_admin) has rate cards on three routes and a bill in every state — one submitted bill matches
 * its card, one bills more than its card gives (the reviewer's difference), one was returned with a
 * reason, one approved. Written with the module's repo inside the demo transaction.
 */
import type { BillBody } from '@aerosupply/shared/freight-bills/schemas';
import type { BillStatus } from '@aerosupply/shared/freight-bills/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import * as repo from './repo';
import { BILL_SUBJECT, billValues } from './service';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type DemoBill = Omit<BillBody, 'currency' | 'waybillNos' | 'fileKeys' | 'invoiceAmount'> & { currency?: BillBody['currency']; waybillNos: string[]; status: BillStatus; reason?: string };

const fees = (operation: number, level: number, billing: number, route: number, additional: number) => ({
  feeOperation: operation,
  feeLevel: level,
  feeBilling: billing,
  feeRoute: route,
  feeAdditional: additional,
});

export async function seedFreightBillsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const fwd = ids.forwarder;
  const staff = ids.users['20000004'] ?? null;
  const now = new Date();
  const cards = [
    { origin: 'FRA', destination: 'PVG', transport_mode: 'air', currency: 'CNY', rate_per_kg: 18.5, min_charge: 500, effective_from: day(-365), effective_to: null, remark: '法兰克福-上海浦东 空运 Frankfurt-Shanghai air' },
    { origin: 'LAX', destination: 'PEK', transport_mode: 'air', currency: 'USD', rate_per_kg: 4.2, min_charge: 120, effective_from: day(-365), effective_to: day(365), remark: null },
    { origin: 'PVG', destination: 'CTU', transport_mode: 'road', currency: 'CNY', rate_per_kg: 2.8, min_charge: 200, effective_from: day(-180), effective_to: null, remark: null },
  ];
  for (const c of cards) await repo.insertRateCard(trx, { ...c, company_id: fwd, created_by: staff, created_at: now, updated_at: now });

  const base = { materialLevel: 'routine', transportLevel: 'standard', billingMode: 'weight', weightUnit: 'kg', remark: undefined } as const;
  const bills: DemoBill[] = [
    { ...base, invoiceNo: 'EAL-INV-26001', invoiceDate: day(-3), transportMode: 'air', origin: 'FRA', destination: 'PVG', netWeight: 120, ...fees(100, 0, 2220, 0, 0), waybillNos: ['020-12345675'], status: 'draft' },
    { ...base, invoiceNo: 'EAL-INV-26002', invoiceDate: day(-10), transportMode: 'air', origin: 'FRA', destination: 'PVG', netWeight: 200, ...fees(0, 0, 3700, 0, 0), waybillNos: ['784-10000025'], status: 'submitted' },
    { ...base, invoiceNo: 'EAL-INV-26003', invoiceDate: day(-12), transportMode: 'air', origin: 'FRA', destination: 'PVG', netWeight: 150, materialLevel: 'aog', transportLevel: 'urgent', ...fees(0, 300, 2900, 0, 150), waybillNos: ['020-12345690', '020-12345701'], status: 'submitted' },
    { ...base, invoiceNo: 'EAL-INV-26004', invoiceDate: day(-20), transportMode: 'road', origin: 'PVG', destination: 'CTU', netWeight: 800, ...fees(0, 0, 2500, 0, 0), waybillNos: ['SH-CTU-0001'], status: 'returned', reason: '重量与运单不符，请按运单重量 800 kg 以运价 2.8/kg 重新计费 Weight billed does not match the rate card' },
    { ...base, invoiceNo: 'EAL-INV-26005', invoiceDate: day(-30), transportMode: 'air', origin: 'LAX', destination: 'PEK', netWeight: 50, currency: 'USD', ...fees(0, 0, 210, 0, 0), waybillNos: ['176-55501234'], status: 'approved' },
  ];
  const numbers = await repo.nextBillNumbers(trx, bills.length, now);
  for (const [i, b] of bills.entries()) {
    const total = b.feeOperation + b.feeLevel + b.feeBilling + b.feeRoute + b.feeAdditional;
    const body: BillBody = { ...b, currency: b.currency ?? 'CNY', invoiceAmount: total, fileKeys: [] };
    const reviewed = b.status === 'approved' || b.status === 'returned';
    const id = await repo.insertBill(trx, {
      ...billValues(body),
      company_id: fwd,
      number: numbers[i]!,
      status: b.status,
      source: 'manual',
      submitted_at: b.status === 'draft' ? null : now,
      feedback_date: reviewed ? day(-1) : null,
      review_comment: b.reason ?? null,
      reviewer_user_id: reviewed ? staff : null,
      reviewer_name: reviewed ? '刘洋 Liu Yang' : null,
      created_by: ids.users['fwd_admin'] ?? null,
      created_at: now,
      updated_at: now,
    });
    const fwdActor = { userId: ids.users['fwd_admin'] ?? null, realName: '周杰 Zhou Jie', companyId: fwd };
    await recordTimeline(trx, { subject: { type: BILL_SUBJECT, id }, action: 'create', toStatus: 'draft', actor: fwdActor, at: now });
    if (b.status !== 'draft') await recordTimeline(trx, { subject: { type: BILL_SUBJECT, id }, action: 'submit', fromStatus: 'draft', toStatus: 'submitted', actor: fwdActor, at: now });
    if (reviewed) {
      await recordTimeline(trx, {
        subject: { type: BILL_SUBJECT, id },
        action: b.status === 'approved' ? 'approve' : 'return',
        fromStatus: 'submitted',
        toStatus: b.status,
        note: b.reason ?? null,
        actor: { userId: staff, realName: '刘洋 Liu Yang', companyId: 2 },
        at: now,
      });
    }
  }
}
