/**
 * Demo records of repair: inquiries to supplier A (Skywing, a CAAC/FAA repair station) and B in each
 * list group, and repair orders of A in many of the 18 maintenance statuses with their history,
 * certificates and bills, so the buyer, finance and both shops see the module working at once.
 */
import { ORDER_STATUSES, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const PARTS = [
  { pn: '60-5064-1', desc: 'Engine driven hydraulic pump 发动机驱动液压泵', group: 'components', type: 'rotable_10y', prio: 'AOG', cond: 'US', cert: 'CAAC_AAC_038', level: 'O', fault: 'Low output pressure, internal leakage 输出压力低，内漏' },
  { pn: '3214552-3', desc: 'Starter generator 起动发电机', group: 'components', type: 'rotable_15y', prio: 'WSP', cond: 'US', cert: 'FAA_8130_3', level: 'R', fault: 'Brush wear beyond limit 碳刷磨损超限' },
  { pn: '2-1589-3', desc: 'Main wheel assembly 主轮组件', group: 'landing_gear', type: 'rotable_3y', prio: 'RTN', cond: 'AR', cert: 'EASA_FORM_1', level: 'T', fault: 'Tyre change and bead seat inspection 更换轮胎及轮缘检查' },
  { pn: '822-1468-002', desc: 'VHF transceiver 甚高频收发机', group: 'spare_parts', type: 'repairable_ordered', prio: 'USR', cond: 'US', cert: 'DUAL_FAA_EASA', level: 'R', fault: 'No transmit on COM2 无法发射' },
] as const;

/** The path an order took to reach each demo status (the state table's shop path, then payment). */
const PATH: RepairOrderStatus[] = ['to_be_updated', 'received', 'entry_test', 'troubleshooting', 'prepare_quotation', 'quotation_to_be_approved', 'under_repair', 'repair_finished', 'factory_test', 'shipped', 'bill_to_be_updated', 'payment_agreed', 'contractor_completed', 'closed'];
const DEMO_ORDER_STATUSES: RepairOrderStatus[] = ['to_be_updated', 'received', 'entry_test', 'troubleshooting', 'quotation_to_be_approved', 'under_repair', 'factory_test', 'shipped', 'bill_to_be_updated', 'payment_agreed', 'closed'];

export async function seedRepairDemo(trx: Database, ids: DemoIds): Promise<void> {
  const buyer = ids.users['20000001'];
  const shopUser = ids.users['supa_admin'];
  if (buyer === undefined || shopUser === undefined) return;
  const now = Date.now();
  const stamp = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  let seq = 0;
  const inquiry = async (part: (typeof PARTS)[number], deadlineDays: number, created: number, status: 'sent' | 'awarded' | 'closed', serials: string[], exchange = false) =>
    (
      await trx
        .insertInto('repair_inquiries')
        .values({
          number: `RRQ${stamp}-D${String(++seq).padStart(3, '0')}`,
          status,
          pn: part.pn,
          description: part.desc,
          mpn: part.pn,
          manufacturer: null,
          ata_chapter: null,
          quantity: Math.max(1, serials.length),
          unit: 'EA',
          serial_numbers: JSON.stringify(serials),
          material_group: part.group,
          equipment_type: part.type,
          priority: part.prio,
          condition_code: part.cond,
          certificate_requirement: part.cert,
          demand_date: new Date(now + 30 * DAY).toISOString().slice(0, 10),
          arrival_place: '成都双流 CTU',
          repair_level: part.level,
          pricing_method: exchange ? 'flat_rate_exchange' : 'fixed_price',
          serial_return_code: exchange ? 'E' : 'P',
          fault_content: part.fault,
          job_requirements: 'Per CMM latest revision; return with release certificate 按最新CMM修理并随附适航标签',
          quotation_deadline: new Date(now + deadlineDays * DAY),
          created_by: buyer,
          created_by_name: '王磊 Wang Lei',
          created_at: new Date(now - created * DAY),
          updated_at: new Date(now - created * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const quote = async (inquiryId: number, companyId: number, status: 'not_filled' | 'hold' | 'submitted' | 'no_offer', price: number, awarded = false) =>
    (
      await trx
        .insertInto('repair_quotes')
        .values({
          inquiry_id: inquiryId,
          company_id: companyId,
          status,
          ...(status === 'submitted' || status === 'hold'
            ? {
                test_fee: 380, repair_fee: price, fixed_repair_price: price + 380, cap_fee: Math.round(price * 1.3), handling_rate: 8,
                claim_days: 30, liability_shelf_days: 365, liability_flight_hours: 1000, liability_flight_cycles: 800,
                warranty_code: 'DR', warranty_value: 365, lead_time_days: 21, certificate_type: 'CAAC_AAC_038', process_code: 'R', currency: 'USD',
                valid_until: new Date(now + 60 * DAY).toISOString().slice(0, 10),
                tiers: JSON.stringify([
                  { startQty: 1, price: price + 380, deliveryDays: 21, currency: 'USD', unit: 'EA', manufacturerCode: null, factoryPrice: null, alternativePn: null },
                  { startQty: 3, price: price + 200, deliveryDays: 28, currency: 'USD', unit: 'EA', manufacturerCode: null, factoryPrice: null, alternativePn: null },
                ]),
              }
            : {}),
          no_offer_reason: status === 'no_offer' ? 'No capability for this dash number 无该构型修理能力' : null,
          awarded,
          submitted_at: status === 'submitted' ? new Date(now - 2 * DAY) : null,
          updated_at: new Date(now - 2 * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  // Open inquiries: pending for A (not filled, on hold), answered by B (submitted, no offer), one expired.
  const open1 = await inquiry(PARTS[0], 5, 1, 'sent', ['HP1021', 'HP1187']);
  await quote(open1, ids.supplierA, 'not_filled', 0);
  await quote(open1, ids.supplierB, 'submitted', 4200);
  const open2 = await inquiry(PARTS[3], 3, 2, 'sent', ['VT55012']);
  await quote(open2, ids.supplierA, 'hold', 1650);
  await quote(open2, ids.supplierB, 'no_offer', 0);
  const expired = await inquiry(PARTS[2], -1, 9, 'sent', ['MW7720']);
  await quote(expired, ids.supplierA, 'not_filled', 0);
  await quote(expired, ids.supplierB, 'submitted', 900);

  // Awarded inquiries with an order of A in each demo status.
  for (const [n, target] of DEMO_ORDER_STATUSES.entries()) {
    const part = PARTS[n % PARTS.length]!;
    const serial = `SN${String(4100 + n)}`;
    const ageDays = 3 + n * 3;
    const inq = await inquiry(part, -ageDays + 2, ageDays + 4, 'awarded', [serial]);
    const price = 2000 + n * 350;
    const quoteId = await quote(inq, ids.supplierA, 'submitted', price, true);
    await quote(inq, ids.supplierB, 'no_offer', 0);
    const created = now - ageDays * DAY;
    const steps = PATH.slice(0, PATH.indexOf(target) + 1);
    const stepHours = (ageDays * 24 * 0.8) / Math.max(1, steps.length - 1);
    const at = (i: number) => new Date(created + i * stepHours * HOUR);
    const shippedAt = steps.includes('shipped') ? at(steps.indexOf('shipped')) : null;
    const orderId = (
      await trx
        .insertInto('repair_orders')
        .values({
          order_no: `RO${stamp}-D${String(n + 1).padStart(3, '0')}`,
          inquiry_id: inq,
          pn: part.pn,
          quote_id: quoteId,
          company_id: ids.supplierA,
          status: target,
          status_since: at(steps.length - 1),
          quoted_lead_days: 21,
          due_at: new Date(created + 21 * DAY),
          quoted_amount: price + 380,
          cap_fee: Math.round(price * 1.3),
          currency: 'USD',
          process_code: steps.includes('repair_finished') || steps.includes('shipped') ? 'R' : null,
          warranty_code: 'DR',
          warranty_value: 365,
          quotation_date: new Date(created - 2 * DAY).toISOString().slice(0, 10),
          approval_date: new Date(created).toISOString().slice(0, 10),
          planned_completion_date: new Date(created + 21 * DAY).toISOString().slice(0, 10),
          receipt_date: steps.includes('received') ? at(steps.indexOf('received')).toISOString().slice(0, 10) : null,
          supplier_issue_date: shippedAt ? shippedAt.toISOString().slice(0, 10) : null,
          return_waybill_no: shippedAt ? `784-${String(20_000_000 + n)}` : null,
          shipped_at: shippedAt,
          outcome: shippedAt ? 'repaired' : null,
          created_at: new Date(created),
          updated_at: at(steps.length - 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const [i, s] of steps.entries()) {
      const staffSide = i === 0 || ['under_repair', 'payment_agreed', 'contractor_completed', 'closed'].includes(s) && !(s === 'under_repair' && steps[i - 1] !== 'quotation_to_be_approved');
      await trx
        .insertInto('repair_status_changes')
        .values({
          order_id: orderId,
          from_status: i === 0 ? null : steps[i - 1]!,
          to_status: s,
          at: at(i),
          actor_id: staffSide ? buyer : shopUser,
          actor_name: staffSide ? '王磊 Wang Lei' : '赵强 Zhao Qiang',
          actor_side: staffSide ? 'staff' : 'supplier',
          note: null,
        })
        .execute();
    }
    if (ORDER_STATUSES.indexOf(target) >= ORDER_STATUSES.indexOf('shipped') && target !== 'shipped') {
      const subtotal = price + 380;
      const tax = Math.round(subtotal * 13) / 100;
      await trx
        .insertInto('repair_bills')
        .values({
          order_id: orderId,
          company_id: ids.supplierA,
          status: target === 'bill_to_be_updated' ? 'pending_review' : 'approved',
          invoice_no: `INV-R${String(9000 + n)}`,
          invoice_amount: subtotal + tax,
          tax_rate: 13,
          fixed_price: subtotal,
          equipment_cost: 0,
          man_hour_fee: 0,
          tax_amount: tax,
          total: subtotal + tax,
          currency: 'USD',
          over_quotation: false,
          over_cap: false,
          submitted_at: at(steps.indexOf('bill_to_be_updated')),
          reviewed_at: target === 'bill_to_be_updated' ? null : at(steps.indexOf('payment_agreed')),
          reviewer_name: target === 'bill_to_be_updated' ? null : '张敏 Zhang Min',
        })
        .execute();
    }
  }
  // Exchanges (D-456): one unit still to ship from stock, one shipped whose core is five days overdue at 50 USD a day.
  for (const [n, shipped] of [false, true].entries()) {
    const part = PARTS[(n + 1) % PARTS.length]!;
    const inq = await inquiry(part, -6, 12, 'awarded', [`CORE${7700 + n}`], true);
    const quoteId = await quote(inq, ids.supplierA, 'submitted', 6400, true);
    await trx.updateTable('repair_quotes').set({ exchange_fee: 6400, core_return_days: 20, core_overdue_fee: 50, serial_return_code: 'E' }).where('id', '=', quoteId).execute();
    const created = now - (shipped ? 25 : 2) * DAY;
    const shippedAt = shipped ? new Date(created + DAY) : null;
    const orderId = (
      await trx
        .insertInto('repair_orders')
        .values({
          order_no: `RO${stamp}-X${String(n + 1).padStart(3, '0')}`, inquiry_id: inq, pn: part.pn, quote_id: quoteId, company_id: ids.supplierA, kind: 'exchange',
          status: shipped ? 'shipped' : 'to_ship', status_since: shippedAt ?? new Date(created), quoted_lead_days: 3, due_at: new Date(created + 3 * DAY),
          quoted_amount: 6400, currency: 'USD', process_code: 'X', warranty_code: 'DR', warranty_value: 180, serial_return_code: 'E',
          core_return_days: 20, core_overdue_fee: 50, approval_date: new Date(created).toISOString().slice(0, 10),
          ...(shippedAt ? { shipped_at: shippedAt, supplier_issue_date: shippedAt.toISOString().slice(0, 10), return_waybill_no: `SF${String(88_000_000 + n)}`, core_status: 'due' as const, core_due_date: new Date(shippedAt.getTime() + 20 * DAY).toISOString().slice(0, 10) } : {}),
          created_at: new Date(created), updated_at: shippedAt ?? new Date(created),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const changes: [RepairOrderStatus, Date, number, string, 'staff' | 'supplier'][] = [['to_ship', new Date(created), buyer, '王磊 Wang Lei', 'staff']];
    if (shippedAt) changes.push(['shipped', shippedAt, shopUser, '赵强 Zhao Qiang', 'supplier']);
    for (const [i, [to, at, actor, name, side]] of changes.entries()) {
      await trx.insertInto('repair_status_changes').values({ order_id: orderId, from_status: i === 0 ? null : changes[i - 1]![0], to_status: to, at, actor_id: actor, actor_name: name, actor_side: side, note: null }).execute();
    }
  }
  await seedPriceRounds(trx, ids, buyer, now, stamp);
}

/** Price rounds (D-342): an open landing-gear round A has answered (its prices are the list price) and B not yet, and one for engine parts still open to both. */
async function seedPriceRounds(trx: Database, ids: DemoIds, buyer: number, now: number, stamp: string): Promise<void> {
  const day = (d: number) => new Date(now + d * DAY);
  const round = async (n: number, title: string, group: string, lines: { pn: string; description: string; unit: string }[]) =>
    (
      await trx
        .insertInto('repair_price_rounds')
        .values({
          number: `WPR${stamp}-D${String(n).padStart(3, '0')}`, title, material_group: group, valid_from: day(-10).toISOString().slice(0, 10), valid_to: day(170).toISOString().slice(0, 10),
          quotation_deadline: day(5), lines: JSON.stringify(lines), created_by: buyer, created_by_name: '王磊 Wang Lei', created_at: day(-10), updated_at: day(-10),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const wheels = await round(1, '机轮刹车年度价格 Wheels and brakes 2027', 'landing_gear', [
    { pn: '2-1589-3', description: 'Main wheel assembly 主轮组件', unit: 'EA' },
    { pn: '2-1577-2', description: 'Brake assembly 刹车组件', unit: 'EA' },
  ]);
  const tier = (startQty: number, price: number) => ({ startQty, price, deliveryDays: 10, currency: 'USD', unit: 'EA', manufacturerCode: null, factoryPrice: null, alternativePn: null });
  await trx
    .insertInto('repair_price_answers')
    .values([
      { round_id: wheels, company_id: ids.supplierA, status: 'submitted', lines: JSON.stringify([{ pn: '2-1589-3', tiers: [tier(1, 1850), tier(10, 1700)] }, { pn: '2-1577-2', tiers: [tier(1, 4200)] }]), submitted_at: day(-8), updated_at: day(-8) },
      { round_id: wheels, company_id: ids.supplierB, status: 'not_filled', updated_at: day(-10) },
    ])
    .execute();
  const engine = await round(2, '发动机附件季度价格 Engine accessories Q1', 'engine', [{ pn: '3214552-3', description: 'Starter generator 起动发电机', unit: 'EA' }]);
  await trx.insertInto('repair_price_answers').values([ids.supplierA, ids.supplierB].map((company_id) => ({ round_id: engine, company_id, status: 'not_filled' as const, updated_at: day(-10) }))).execute();
}
