/**
 * Demo records of sourcing: purchase requirements of aircraft parts (two already in an RFx) and
 * one released RFx inviting supplier A, so a buyer and supplier A see the module working at once;
 * then the RFx with quotations below (draft, open with a sealed quotation, opened).
 * The demo RFx's opening password is DEMO_OPENING_PASSWORD (held by the buyer 20000001).
 */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { hashPassword } from '../../platform/auth/passwords';
import { loadConfig } from '../../config';
import { answerInvitation, participateBySubmitting } from './bidder-repo';
import { openQuotations } from './quotation-opening';
import * as qrepo from './quotation-repo';
import { moveRfx } from './repo';
import { seal, type SealedItem } from './sealing';

export const DEMO_OPENING_PASSWORD = 'Kp7RxW2mNa';
const DAY = 86_400_000;

const REQUIREMENTS = [
  { pn: '2314-0011-501', desc: 'Fuel pump seal kit 燃油泵密封件', type: '4', qty: 24, unit: 'EA', plant: '1300', org: 'P100', group: 'A02', price: 85.5, cur: 'USD', mfr: ['81205', 'Boeing'], inRfx: true },
  { pn: 'MS29513-228', desc: 'Packing, preformed O-ring O形密封圈', type: '1', qty: 500, unit: 'EA', plant: '1300', org: 'P100', group: 'A03', price: 0.42, cur: 'USD', mfr: ['96906', 'DLA'], inRfx: true },
  { pn: '3214552-3', desc: 'Starter generator (overhauled) 起动发电机（翻修件）', type: '5', qty: 2, unit: 'EA', plant: '1100', org: 'P100', group: 'A01', price: 48000, cur: 'USD', mfr: ['99193', 'Honeywell'], inRfx: false },
  { pn: 'BACB30LH3-4', desc: 'Bolt, hex head 六角头螺栓', type: '1', qty: 200, unit: 'EA', plant: '1200', org: 'P100', group: 'A03', price: 1.8, cur: 'USD', mfr: ['81205', 'Boeing'], inRfx: false },
  { pn: 'AMS-2770', desc: 'Aluminium alloy sheet 2024-T3 铝合金板材', type: '2', qty: 40, unit: 'KG', plant: '2000', org: 'P300', group: 'A03', price: 32, cur: 'CNY', mfr: ['', ''], inRfx: false },
];

export async function seedSourcingDemo(trx: Database, ids: DemoIds): Promise<void> {
  const buyer = ids.users['20000001'];
  if (buyer === undefined) return;
  const buyerName = (await trx.selectFrom('users').select('real_name').where('id', '=', buyer).executeTakeFirstOrThrow()).real_name;
  const now = new Date();
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  const passwordHash = await hashPassword(DEMO_OPENING_PASSWORD);
  const rfxId = (
    await trx
      .insertInto('sourcing_rfx')
      .values({
        number: `RFX${stamp}-0001`,
        type: 'RFQ',
        description: 'B737NG 燃油系统密封件询价 Fuel system seals, B737NG',
        purchase_org: 'P100',
        purchase_group: 'A02',
        plant: '1300',
        status: 'open',
        released_at: new Date(now.getTime() - DAY),
        deadline_at: new Date(now.getTime() + 7 * DAY),
        opening_at: new Date(now.getTime() + 8 * DAY),
        bid_validity_days: 90,
        incoterms: 'FCA',
        delivery_location: 'CTU',
        delivery_address: '成都双流国际机场航材库 Chengdu Shuangliu Airport parts store',
        payment_term: 'N60',
        delivery_type: 'one_time',
        allow_revision: true,
        must_quote_all: false,
        show_budget_price: false,
        consignment: false,
        must_reply: true,
        accept_alternatives: true,
        texts: JSON.stringify([
          { kind: 'question', type: 'quality', text: '请说明适航证书类型（FAA 8130-3 / EASA Form 1）Which airworthiness certificate comes with the parts (FAA 8130-3 / EASA Form 1)?' },
          { kind: 'note', type: 'logistics', text: '交货须附装箱单与合格证 Deliveries need a packing list and certificate of conformity.' },
        ]),
        password_holder_id: buyer,
        password_hash: passwordHash,
        item_count: 2,
        bidder_count: 1,
        created_by: buyer,
        created_by_name: buyerName,
        created_at: new Date(now.getTime() - 2 * DAY),
        updated_at: new Date(now.getTime() - DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  let line = 0;
  for (const [n, r] of REQUIREMENTS.entries()) {
    const reqId = (
      await trx
        .insertInto('sourcing_requirements')
        .values({
          number: `REQ${stamp}-${String(n + 1).padStart(4, '0')}`,
          status: r.inRfx ? 'in_rfx' : 'open',
          material_type: r.type,
          material_pn: r.pn,
          description: r.desc,
          quantity: r.qty,
          unit: r.unit,
          required_date: new Date(now.getTime() + (30 + n * 7) * DAY).toISOString().slice(0, 10),
          plant: r.plant,
          purchase_org: r.org,
          purchase_group: r.group,
          budget_price: r.price,
          currency: r.cur,
          manufacturer_code: r.mfr[0] || null,
          manufacturer_name: r.mfr[1] || null,
          rfx_id: r.inRfx ? rfxId : null,
          requester_id: buyer,
          requester_name: buyerName,
          created_at: new Date(now.getTime() - (5 - n) * DAY),
          updated_at: new Date(now.getTime() - (5 - n) * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    if (!r.inRfx) continue;
    line += 10;
    await trx
      .insertInto('sourcing_rfx_items')
      .values({
        rfx_id: rfxId,
        line_no: line,
        requirement_id: reqId,
        material_type: r.type,
        material_pn: r.pn,
        description: r.desc,
        quantity: r.qty,
        unit: r.unit,
        budget_price: r.price,
        budget_currency: r.cur,
        show_budget_price: false,
        consignment: false,
        accept_replacement: true,
        incoterms: 'FCA',
        delivery_location: 'CTU',
        detailed_requirements: '新件（NE）或翻修件（OH），附 FAA 8130-3 / New (NE) or overhauled (OH), with FAA 8130-3',
        manufacturer_code: r.mfr[0] || null,
        manufacturer_name: r.mfr[1] || null,
        clauses: JSON.stringify(line === 10 ? [{ contractType: 'framework', contractNo: 'FA-2026-017', contractName: '航材框架协议 Parts framework agreement', clauseNo: '7.2', clauseText: '质保期12个月 Warranty 12 months from delivery' }] : []),
      })
      .execute();
  }
  await trx.insertInto('sourcing_rfx_team').values({ rfx_id: rfxId, user_id: buyer }).execute();
  await trx.insertInto('sourcing_rfx_bidders').values({ rfx_id: rfxId, company_id: ids.supplierA, invited_at: new Date(now.getTime() - DAY) }).execute();
  await seedQuotationDemo(trx, ids, buyer, buyerName, passwordHash);
}

// ---- quotations ----

/**
 * Demo RFx with quotations (issue 12 item 8): an unreleased draft, an open RFx where supplier A has
 * submitted a sealed quotation and supplier B keeps a draft, and an opened RFx (opened early by
 * buyer 20000001) with A's opened quotation, B's declined answer and its opening-log entry.
 * Submissions are sealed with the server's SEALING_SECRET, as the app seals them (D-257).
 */


interface DemoItem { pn: string; desc: string; qty: number; unit: string; budget: number; mfr: [string, string]; req: string }

const A320_ITEMS: DemoItem[] = [
  { pn: '201587001', desc: 'Bushing, MLG side stay 主起落架侧撑杆衬套', qty: 8, unit: 'EA', budget: 1260, mfr: ['F6117', 'Safran Landing Systems'], req: 'NE 新件，附 EASA Form 1 / New, with EASA Form 1' },
  { pn: 'D23190000-5', desc: 'Pin, MLG retraction actuator 收放作动筒销', qty: 4, unit: 'EA', budget: 3480, mfr: ['F6117', 'Safran Landing Systems'], req: 'NE or OH，附 FAA 8130-3 / NE or OH, with FAA 8130-3' },
  { pn: 'NAS6204-12', desc: 'Bolt, close tolerance 精密螺栓', qty: 120, unit: 'EA', budget: 6.8, mfr: ['80205', 'NAS'], req: 'CoC 合格证 / Certificate of conformity' },
];

const ATR_ITEMS: DemoItem[] = [
  { pn: 'C20225000', desc: 'Brake assembly, ATR72-600 刹车组件', qty: 2, unit: 'EA', budget: 28500, mfr: ['F0216', 'Safran Landing Systems'], req: 'OH 翻修件，附 EASA Form 1 / Overhauled, with EASA Form 1' },
  { pn: 'MS28775-228', desc: 'Packing, preformed O-ring O形密封圈', qty: 300, unit: 'EA', budget: 0.55, mfr: ['96906', 'DLA'], req: 'CoC 合格证 / Certificate of conformity' },
];

async function insertRfx(trx: Database, passwordHash: string, buyer: number, buyerName: string, o: { n: number; desc: string; status: 'not_released' | 'open' | 'completed'; released?: number; deadline: number; opening: number; items: DemoItem[]; bidders: number[]; now: Date }) {
  const stamp = o.now.toISOString().slice(0, 10).replaceAll('-', '');
  const at = (d: number) => new Date(o.now.getTime() + d * DAY);
  const id = (
    await trx
      .insertInto('sourcing_rfx')
      .values({
        number: `RFX${stamp}-${String(o.n).padStart(4, '0')}`,
        type: 'RFQ',
        description: o.desc,
        purchase_org: 'P100',
        purchase_group: 'A01',
        plant: '1300',
        status: o.status,
        released_at: o.released === undefined ? null : at(o.released),
        deadline_at: at(o.deadline),
        opening_at: at(o.opening),
        bid_validity_days: 90,
        incoterms: 'FCA',
        delivery_location: 'CTU',
        delivery_address: '成都双流国际机场航材库 Chengdu Shuangliu Airport parts store',
        payment_term: 'N60',
        delivery_type: 'one_time',
        allow_revision: true,
        must_quote_all: false,
        show_budget_price: false,
        consignment: false,
        must_reply: true,
        accept_alternatives: true,
        texts: JSON.stringify([{ kind: 'question', type: 'quality', text: '请说明适航证书类型与件的状态代码（NE/NS/OH/SV）Which certificate and condition code (NE/NS/OH/SV)?' }]),
        password_holder_id: buyer,
        password_hash: o.status === 'not_released' ? null : passwordHash,
        item_count: o.items.length,
        bidder_count: o.bidders.length,
        created_by: buyer,
        created_by_name: buyerName,
        created_at: at((o.released ?? 0) - 1),
        updated_at: at(o.released ?? 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const itemIds: number[] = [];
  for (const [n, it] of o.items.entries()) {
    const row = await trx
      .insertInto('sourcing_rfx_items')
      .values({
        rfx_id: id, line_no: (n + 1) * 10, material_type: '4', material_pn: it.pn, description: it.desc, quantity: it.qty, unit: it.unit,
        budget_price: it.budget, budget_currency: 'USD', show_budget_price: false, consignment: false, accept_replacement: true,
        incoterms: 'FCA', delivery_location: 'CTU', detailed_requirements: it.req, manufacturer_code: it.mfr[0], manufacturer_name: it.mfr[1], clauses: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(row.id);
  }
  await trx.insertInto('sourcing_rfx_team').values({ rfx_id: id, user_id: buyer }).execute();
  for (const companyId of o.bidders) {
    await trx.insertInto('sourcing_rfx_bidders').values({ rfx_id: id, company_id: companyId, invited_at: o.released === undefined ? null : at(o.released) }).execute();
  }
  return { id, itemIds };
}

const quoteItems = (items: DemoItem[], itemIds: number[], factor: number, currency: string): SealedItem[] =>
  items.map((it, n) => ({
    rfxItemId: itemIds[n]!, lineNo: (n + 1) * 10, noBid: false, quoteQty: it.qty, unitPrice: Math.round(it.budget * factor * 100) / 100, currency, priceUnit: 1, vatRate: 13,
    otherFees: n === 0 ? [{ name: '运费 Freight', amount: 180 }] : [], leadTimeDays: 30 + n * 15,
    conditionCode: n === 0 ? 'NE' : factor < 1 ? 'OH' : 'SV', certificate: n === 0 ? 'FAA_8130_3' : 'EASA_FORM_1', postponed: false, postponedDate: null, alternativePn: null,
    manufacturerPn: it.pn, manufacturerCode: it.mfr[0], manufacturerName: it.mfr[1], specialNotes: n === 0 ? 'NE, FAA 8130-3 随货 / NE, FAA 8130-3 with the parts' : null,
  }));

async function submitted(trx: Database, secret: string, rfxId: number, companyId: number, userId: number, name: string, items: SealedItem[], at: Date) {
  const id = await qrepo.insertQuotation(trx, {
    number: await qrepo.nextQuotationNumber(trx, at), rfx_id: rfxId, company_id: companyId, status: 'submitted', version: 1, validity_days: 90, currency: 'USD',
    incoterms: 'FCA', delivery_location: 'CTU', payment_term: 'N60', payment_note: null, remark: null,
    answers: JSON.stringify([{ textIndex: 0, answer: 'FAA 8130-3, NE' }]), supplier_questions: '[]', item_count: items.length,
    submitted_at: at, submitted_by_name: name, created_by: userId, created_at: at, updated_at: at,
  });
  const payload = { validityDays: 90, currency: 'USD', incoterms: 'FCA', deliveryLocation: 'CTU', paymentTerm: 'N60', paymentNote: null, remark: null, answers: [{ textIndex: 0, answer: 'FAA 8130-3, NE' }], supplierQuestions: [], items };
  const sealed = seal(secret, rfxId, id, payload);
  await qrepo.insertVersion(trx, { quotation_id: id, version: 1, sealed: sealed.sealed, seal_hash: sealed.hash, submitted_at: at, submitted_by_name: name });
  await participateBySubmitting(trx, rfxId, companyId, { decline_reason: null, answered_at: at, answered_by_name: name });
}

/** `passwordHash`: the hash of the demo opening password (D-245), held by the buyer. */
export async function seedQuotationDemo(trx: Database, ids: DemoIds, buyer: number, buyerName: string, passwordHash: string): Promise<void> {
  const secret = loadConfig(process.env).sealingSecret;
  const now = new Date();
  const supA = ids.users['supa_admin'];
  const supB = ids.users['supb_admin'];
  if (supA === undefined || supB === undefined) return;
  const nameA = '赵强 Zhao Qiang';

  await insertRfx(trx, passwordHash, buyer, buyerName, { n: 2, desc: 'A330 液压管路接头询价（草稿）Hydraulic fittings, A330 (draft)', status: 'not_released', deadline: 10, opening: 11, items: [A320_ITEMS[2]!], bidders: [ids.supplierA], now });

  const open = await insertRfx(trx, passwordHash, buyer, buyerName, { n: 3, desc: 'A320 主起落架衬套与销询价 MLG bushings and pins, A320', status: 'open', released: -2, deadline: 5, opening: 6, items: A320_ITEMS, bidders: [ids.supplierA, ids.supplierB], now });
  await submitted(trx, secret, open.id, ids.supplierA, supA, nameA, quoteItems(A320_ITEMS, open.itemIds, 0.96, 'USD'), new Date(now.getTime() - DAY));
  await answerInvitation(trx, open.id, ids.supplierB, 'participate', { decline_reason: null, answered_at: new Date(now.getTime() - DAY), answered_by_name: 'John Miller' });
  const draftId = await qrepo.insertQuotation(trx, {
    number: await qrepo.nextQuotationNumber(trx, now), rfx_id: open.id, company_id: ids.supplierB, status: 'draft', validity_days: 60, currency: 'USD', incoterms: 'EXW',
    delivery_location: null, payment_term: null, payment_note: null, remark: 'Pricing for OH units pending shop quote', answers: '[]', supplier_questions: JSON.stringify([{ type: 'commercial', text: 'Are partial shipments acceptable?' }]),
    item_count: 1, created_by: supB, created_at: now, updated_at: now,
  });
  await qrepo.replaceQuotationItems(trx, draftId, [{ rfx_item_id: open.itemIds[1]!, line_no: 20, no_bid: false, quote_qty: 4, unit_price: 3390, currency: 'USD', price_unit: 1, vat_rate: null, other_fees: '[]', lead_time_days: 45, postponed: false, postponed_date: null, alternative_pn: null, manufacturer_pn: 'D23190000-5', manufacturer_code: 'F6117', manufacturer_name: 'Safran Landing Systems', special_notes: 'OH, FAA 8130-3' }]);

  const done = await insertRfx(trx, passwordHash, buyer, buyerName, { n: 4, desc: 'ATR72-600 刹车组件询价（已开标）Brake assemblies, ATR72-600 (opened)', status: 'open', released: -9, deadline: -2, opening: 3, items: ATR_ITEMS, bidders: [ids.supplierA, ids.supplierB], now });
  await submitted(trx, secret, done.id, ids.supplierA, supA, nameA, quoteItems(ATR_ITEMS, done.itemIds, 1.02, 'USD'), new Date(now.getTime() - 4 * DAY));
  await answerInvitation(trx, done.id, ids.supplierB, 'decline', { decline_reason: '该件号暂无可用翻修件 No overhauled units available', answered_at: new Date(now.getTime() - 5 * DAY), answered_by_name: 'John Miller' });
  const openedAt = new Date(now.getTime() - DAY);
  await moveRfx(trx, done.id, 'open_early', { opened_at: openedAt, updated_at: openedAt });
  await openQuotations(secret, trx, done.id, { userId: buyer, realName: buyerName }, 'early', openedAt);
}
