/**
 * Demo agreements and exchange rates (issue 13 item 7): rates USD/EUR -> CNY over the last months;
 * supplier A (Skywing) has agreements in every state, supplier B (Pacific Rotables) a few, so both
 * sides' screens and the report are populated. Written with the module's repo in the demo transaction.
 */
import type { AgreementCategory, AgreementStatus } from '@aerosupply/shared/agreements/schemas';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import * as repo from './repo';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface DemoLine {
  pn: string;
  desc: string;
  cat: AgreementCategory;
  qty: number;
  price: number;
}

interface DemoAgreement {
  no: string;
  companyId: number;
  status: AgreementStatus;
  title: string;
  currency: string;
  from: number;
  to: number;
  version?: number;
  lines: DemoLine[];
  reason?: string;
}

const CLAUSES = [
  { contract_type: 'framework', contract_no: 'FA-2026-01', contract_name: '航材框架采购协议 Material framework agreement', clause_no: '5.1', clause_text: '交付件须随附适航批准标签（CAAC AAC-038 / FAA 8130-3 / EASA Form 1）。Parts ship with an airworthiness release (CAAC AAC-038 / FAA 8130-3 / EASA Form 1).' },
  { contract_type: 'framework', contract_no: 'FA-2026-01', contract_name: '航材框架采购协议 Material framework agreement', clause_no: '7.2', clause_text: '协议价格在有效期内固定。Prices are fixed for the validity of the agreement.' },
];

async function demoAgreement(trx: Database, ids: DemoIds, a: DemoAgreement): Promise<void> {
  const lines = a.lines.map((l, i) => ({ line_no: (i + 1) * 10, part_number: l.pn, description: l.desc, category: l.cat, quantity: l.qty, unit: 'EA', unit_price: l.price, amount: Math.round(l.qty * l.price * 100) / 100, lead_time_days: 30 + i * 15 }));
  const sent = a.status !== 'draft';
  const answered = ['confirmed', 'refused', 'active', 'expired'].includes(a.status);
  const id = await repo.insertAgreement(trx, {
    agreement_no: a.no,
    version: a.version ?? 1,
    company_id: a.companyId,
    title: a.title,
    status: a.status,
    currency: a.currency,
    incoterms: a.currency === 'CNY' ? 'DAP' : 'FCA',
    incoterms_place: a.currency === 'CNY' ? '上海浦东 Shanghai Pudong' : 'Los Angeles',
    payment_terms: a.currency === 'CNY' ? 'N60' : 'N30',
    valid_from: day(a.from),
    valid_to: day(a.to),
    remark: null,
    source: 'manual',
    source_ref: null,
    buyer_user_id: ids.users['20000001'] ?? null,
    buyer_name: '王磊 Wang Lei',
    total_amount: lines.reduce((s, l) => s + l.amount, 0),
    total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
    line_count: lines.length,
    refuse_reason: a.status === 'refused' ? (a.reason ?? null) : null,
    cancel_reason: a.status === 'cancelled' ? (a.reason ?? null) : null,
    sent_at: sent ? new Date(Date.now() - 10 * 86_400_000) : null,
    answered_at: answered ? new Date(Date.now() - 8 * 86_400_000) : null,
    updated_at: new Date(),
  });
  if (id === null) return;
  await repo.replaceContent(trx, id, lines, CLAUSES.map((c, i) => ({ ...c, seq: i + 1 })), []);
  const snapshot = (ls: typeof lines) => ({
    header: { companyId: String(a.companyId), title: a.title, currency: a.currency, incoterms: a.currency === 'CNY' ? 'DAP' : 'FCA', incotermsPlace: a.currency === 'CNY' ? '上海浦东 Shanghai Pudong' : 'Los Angeles', paymentTerms: a.currency === 'CNY' ? 'N60' : 'N30', validFrom: day(a.from), validTo: day(a.to), remark: null },
    lines: ls.map((l) => ({ lineNo: String(l.line_no), partNumber: l.part_number, description: l.description, category: l.category, quantity: String(l.quantity), unit: l.unit, unitPrice: String(l.unit_price), leadTimeDays: String(l.lead_time_days) })),
    clauses: CLAUSES.map((c) => ({ contractType: c.contract_type, contractNo: c.contract_no, contractName: c.contract_name, clauseNo: c.clause_no, clauseText: c.clause_text })),
  });
  const version = a.version ?? 1;
  if (version > 1) await repo.insertVersion(trx, id, version - 1, snapshot(lines.map((l, i) => (i === 0 ? { ...l, unit_price: Math.round(l.unit_price * 1.08 * 100) / 100 } : l))));
  await repo.insertVersion(trx, id, version, snapshot(lines));
  const actor = { userId: ids.users['20000001'] ?? null, realName: '王磊 Wang Lei', companyId: 2 };
  await recordTimeline(trx, { subject: { type: 'agreement', id }, kind: 'agreement', action: 'create', toStatus: 'draft', actor });
  if (sent) await recordTimeline(trx, { subject: { type: 'agreement', id }, kind: 'agreement', action: 'send', fromStatus: 'draft', toStatus: 'sent', note: `v${version}`, actor });
}

export async function seedAgreementsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const rates: [string, string, number, number][] = [
    ['USD', 'CNY', 7.1234, -120],
    ['USD', 'CNY', 7.2456, -30],
    ['EUR', 'CNY', 7.7351, -120],
    ['EUR', 'CNY', 7.8012, -30],
    ['USD', 'EUR', 0.9288, -30],
  ];
  for (const [from, to, rate, d] of rates) await repo.insertRate(trx, { from_currency: from, to_currency: to, rate, valid_from: day(d), note: null, updated_by: '系统管理员 System Admin', updated_at: new Date() });

  const A = ids.supplierA;
  const B = ids.supplierB;
  const brake: DemoLine[] = [
    { pn: '2-1587-3', desc: 'Brake assembly 刹车组件', cat: 'rotable', qty: 6, price: 98_500 },
    { pn: 'QA06753', desc: 'Seal kit 密封件包', cat: 'expendable', qty: 200, price: 36.5 },
  ];
  const oil: DemoLine[] = [
    { pn: 'MOBILJET-II', desc: 'Turbine oil 滑油', cat: 'consumable', qty: 480, price: 152 },
    { pn: 'AMS3276', desc: 'Sealant 密封胶', cat: 'consumable', qty: 60, price: 880 },
  ];
  const usd: DemoLine[] = [
    { pn: '3214552-4', desc: 'Starter generator', cat: 'rotable', qty: 2, price: 41_800 },
    { pn: 'MS21042L3', desc: 'Nut', cat: 'expendable', qty: 5000, price: 0.42 },
    { pn: 'RPR-APU-131', desc: 'APU repair (flat rate)', cat: 'repair', qty: 1, price: 96_000 },
  ];
  const list: DemoAgreement[] = [
    { no: 'AG2026000901', companyId: A, status: 'draft', title: '刹车组件年度协议 Brake assemblies 2027', currency: 'CNY', from: 30, to: 395, lines: brake },
    { no: 'AG2026000902', companyId: A, status: 'sent', title: '航空油料及化工品协议 Oils and chemicals', currency: 'CNY', from: 0, to: 365, lines: oil, version: 2 },
    { no: 'AG2026000903', companyId: A, status: 'confirmed', title: '刹车组件补充协议 Brake supplement', currency: 'CNY', from: 20, to: 200, lines: brake },
    { no: 'AG2026000904', companyId: A, status: 'refused', title: '密封件协议 Seal kits', currency: 'CNY', from: 0, to: 180, lines: [brake[1]!], reason: '价格低于成本，请重新报价。The price is below our cost; please re-quote.' },
    { no: 'AG2026000905', companyId: A, status: 'active', title: '化工品框架协议 Chemicals framework', currency: 'CNY', from: -60, to: 300, lines: oil },
    { no: 'AG2026000906', companyId: A, status: 'expired', title: '2025 刹车组件协议 Brakes 2025', currency: 'CNY', from: -400, to: -35, lines: brake },
    { no: 'AG2026000907', companyId: A, status: 'cancelled', title: '工具租赁协议 Tool rental', currency: 'CNY', from: -10, to: 90, lines: [{ pn: 'TQ-WRENCH-200', desc: 'Torque wrench 扭力扳手', cat: 'tooling', qty: 4, price: 5600 }], reason: '需求取消 Requirement withdrawn' },
    { no: 'AG2026000908', companyId: B, status: 'active', title: 'Starter generators and APU repair', currency: 'USD', from: -20, to: 345, lines: usd },
    { no: 'AG2026000909', companyId: B, status: 'sent', title: 'Hardware kit 2027', currency: 'USD', from: 10, to: 375, lines: [usd[1]!] },
    { no: 'AG2026000910', companyId: B, status: 'confirmed', title: 'Galley parts (EUR)', currency: 'EUR', from: 15, to: 380, lines: [{ pn: 'GAL-INS-7', desc: 'Galley insert', cat: 'rotable', qty: 3, price: 12_400 }] },
  ];
  for (const a of list) await demoAgreement(trx, ids, a);
}
