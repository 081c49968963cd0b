/**
 * Demo records of the staff supplier lifecycle: suppliers spread over the review chain, master
 * data of the official suppliers, auditors, inquiry approvers, a blacklist entry (an outside
 * trader) and a blacklisted portal supplier, a pending freeze request and SAP sync records.
 */
import type { ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { addSupplierEvent, type SupplierEventInput } from './timeline';

const DAY = 86_400_000;

interface DemoSupplier {
  name: string;
  nameEn: string;
  country: string;
  taxSystem: string;
  taxId: string;
  type: 'aircraft' | 'general';
  status: ReviewStatus;
  stage?: 'prequalification' | 'assessment';
  control?: 'normal' | 'suspended' | 'frozen';
  vendorCode?: string;
  purchaseOrg: string;
  categories: { level1: string; level2: string }[];
  daysAgo: number;
}

const SUPPLIERS: DemoSupplier[] = [
  { name: '西安秦岭航空精密部件有限公司', nameEn: "Xi'an Qinling Aero Precision Components Co., Ltd.", country: 'CN', taxSystem: 'USCC', taxId: '91610131MA6TX8K21Q', type: 'aircraft', status: 'to_be_evaluated', stage: 'prequalification', purchaseOrg: 'P100', categories: [{ level1: 'A10', level2: 'A1002' }], daysAgo: 2 },
  { name: '厦门蓝天航空技术服务有限公司', nameEn: 'Xiamen Blue Sky Aviation Technical Services Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91350200MA2XN4QF5B', type: 'aircraft', status: 'to_be_evaluated', stage: 'assessment', purchaseOrg: 'P200', categories: [{ level1: 'A10', level2: 'A1001' }], daysAgo: 6 },
  { name: 'AeroTech Components GmbH', nameEn: 'AeroTech Components GmbH', country: 'DE', taxSystem: 'VAT', taxId: 'DE298765432', type: 'aircraft', status: 'pending_business_review', purchaseOrg: 'P100', categories: [{ level1: 'A20', level2: 'A2003' }], daysAgo: 10 },
  { name: '上海申航地面设备有限公司', nameEn: 'Shanghai Shenhang Ground Equipment Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91310115MA1K4B7C2X', type: 'general', status: 'approved', purchaseOrg: 'P400', categories: [{ level1: 'G10', level2: 'G1001' }], daysAgo: 14 },
  { name: 'Pacific Avionics Repair LLC', nameEn: 'Pacific Avionics Repair LLC', country: 'US', taxSystem: 'EIN', taxId: '91-2345678', type: 'aircraft', status: 'oa_under_review', purchaseOrg: 'P200', categories: [{ level1: 'A10', level2: 'A1001' }], daysAgo: 18 },
  { name: '天津滨海航材物流有限公司', nameEn: 'Tianjin Binhai Aero Material Logistics Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91120116MA06F3LW8R', type: 'aircraft', status: 'qaudit_under_review', purchaseOrg: 'P100', categories: [{ level1: 'A50', level2: 'A5001' }], daysAgo: 22 },
  { name: '成都蓉航工装设备有限公司', nameEn: 'Chengdu Ronghang Tooling Equipment Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91510116MA6CK2PJ4N', type: 'general', status: 'qaudit_passed', purchaseOrg: 'P500', categories: [{ level1: 'G10', level2: 'G1002' }], daysAgo: 25 },
  { name: '广州穗航化工材料有限公司', nameEn: 'Guangzhou Suihang Chemical Materials Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91440101MA5CQ9DT1H', type: 'general', status: 'returned', purchaseOrg: 'P400', categories: [{ level1: 'A50', level2: 'A5001' }], daysAgo: 9 },
  { name: '深圳速达航空配件贸易有限公司', nameEn: 'Shenzhen Suda Aviation Parts Trading Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91440300MA5FX7RT6K', type: 'aircraft', status: 'rejected', purchaseOrg: 'P100', categories: [{ level1: 'A40', level2: 'A4001' }], daysAgo: 30 },
  { name: 'Singapore Aero Engine Services Pte. Ltd.', nameEn: 'Singapore Aero Engine Services Pte. Ltd.', country: 'SG', taxSystem: 'UEN', taxId: '201912345K', type: 'aircraft', status: 'synchronized_to_sap', control: 'suspended', vendorCode: '10000021', purchaseOrg: 'P300', categories: [{ level1: 'A20', level2: 'A2001' }], daysAgo: 120 },
  { name: '北京京航标准件有限公司', nameEn: 'Beijing Jinghang Standard Parts Co., Ltd.', country: 'CN', taxSystem: 'USCC', taxId: '91110113MA01R5GH3U', type: 'aircraft', status: 'synchronized_to_sap', control: 'frozen', vendorCode: '10000022', purchaseOrg: 'P100', categories: [{ level1: 'A40', level2: 'A4001' }], daysAgo: 200 },
];

/** The review steps a supplier in `status` has been through, in order (for its timeline). */
const PATH: { action: string; from: ReviewStatus; to: ReviewStatus; actor: string }[] = [
  { action: 'prequalify_pass', from: 'to_be_evaluated', to: 'to_be_evaluated', actor: '20000002' },
  { action: 'assess_pass', from: 'to_be_evaluated', to: 'pending_business_review', actor: '20000002' },
  { action: 'business_approve', from: 'pending_business_review', to: 'approved', actor: '20000001' },
  { action: 'submit_oa', from: 'approved', to: 'oa_under_review', actor: '20000001' },
  { action: 'oa_approve', from: 'oa_under_review', to: 'oa_approved', actor: '20000002' },
  { action: 'submit_qaudit', from: 'oa_approved', to: 'qaudit_under_review', actor: '20000002' },
  { action: 'qaudit_pass', from: 'qaudit_under_review', to: 'qaudit_passed', actor: '20000002' },
  { action: 'sync_sap', from: 'qaudit_passed', to: 'synchronized_to_sap', actor: '20000005' },
];

export async function seedSupplierLifecycleDemo(trx: Database, ids: DemoIds): Promise<void> {
  const now = Date.now();
  const names: Record<string, string> = {};
  for (const [account, id] of Object.entries(ids.users)) {
    const u = await trx.selectFrom('users').select('real_name').where('id', '=', id).executeTakeFirst();
    if (u) names[account] = u.real_name;
  }
  const buyer = ids.users['20000001'] ?? null;
  const event = async (companyId: number, at: Date, action: string, from: string | null, to: string | null, account: string, comment: string, kind = 'review') => {
    await addSupplierEvent(trx, { companyId, kind: kind as SupplierEventInput['kind'], action, fromStatus: from, toStatus: to, comment, actor: { userId: ids.users[account] ?? null, realName: names[account] ?? null, companyId: account ? 2 : companyId }, at });
  };

  // Official suppliers A and B: master data and their first SAP sync.
  for (const [companyId, org, cats] of [
    [ids.supplierA, 'P100', [{ level1: 'A10', level2: 'A1002' }, { level1: 'A50', level2: 'A5001' }]],
    [ids.supplierB, 'P200', [{ level1: 'A10', level2: 'A1001' }]],
  ] as const) {
    await trx
      .insertInto('supplier_master_data')
      .values({ company_id: companyId, purchase_org: org, purchase_group: 'A01', payment_terms: 'N60', incoterms: companyId === ids.supplierB ? 'FCA' : 'DAP', currency: companyId === ids.supplierB ? 'USD' : 'CNY', categories: JSON.stringify(cats), updated_by: buyer })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
    const code = (await trx.selectFrom('companies').select('vendor_code').where('id', '=', companyId).executeTakeFirstOrThrow()).vendor_code;
    const at = new Date(now - 400 * DAY);
    const rec = await trx
      .insertInto('sap_sync_records')
      .values({ company_id: companyId, kind: 'create', status: 'synchronized', adapter: 'builtin', payload: JSON.stringify({ portalId: companyId, vendorCode: code }), vendor_code: code, attempts: 1, requested_by: ids.users['20000005'] ?? null, requested_by_name: names['20000005'] ?? null, created_at: at, updated_at: at, synced_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sap_sync_logs').values({ record_id: rec.id, attempt: 1, ok: true, http_status: null, message: `built-in adapter: vendor code ${code}`, created_at: at }).execute();
  }

  let seq = 1;
  const companyIds: number[] = [];
  for (const s of SUPPLIERS) {
    const submitted = new Date(now - s.daysAgo * DAY);
    const company = await trx
      .insertInto('companies')
      .values({ type: 'supplier', name: s.name, name_en: s.nameEn, country: s.country, tax_system: s.taxSystem, tax_id: s.taxId, supplier_type: s.type, vendor_code: s.vendorCode ?? null, time_zone: 'Asia/Shanghai', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = company.id;
    companyIds.push(id);
    const wizard = {
      general: { organizationName: s.name, organizationNameEn: s.nameEn, country: s.country, taxSystem: s.taxSystem, taxId: s.taxId },
      supply: { categories: s.categories.map((c, i) => ({ ...c, main: i === 0 })) },
    };
    await trx
      .insertInto('supplier_profiles')
      .values({ company_id: id, supplier_type: s.type, review_status: s.status, control_status: s.control ?? 'normal', wizard: JSON.stringify(wizard), inviting_user_id: buyer, submitted_at: submitted, approved_at: s.status === 'synchronized_to_sap' ? new Date(submitted.getTime() + 20 * DAY) : null, updated_at: new Date(submitted.getTime() + DAY) })
      .execute();
    await trx.insertInto('supplier_master_data').values({ company_id: id, purchase_org: s.purchaseOrg, categories: JSON.stringify(s.categories), updated_by: buyer }).execute();
    await event(id, submitted, 'submit', 'draft', 'to_be_evaluated', '', '提交准入申请 Application submitted', 'review');

    // Walk the chain up to the supplier's status.
    const stepsDone =
      s.status === 'to_be_evaluated' ? (s.stage === 'assessment' ? 1 : 0) : s.status === 'returned' ? 2 : s.status === 'rejected' ? 1 : PATH.findIndex((p) => p.to === s.status) + 1;
    const day = (i: number) => new Date(submitted.getTime() + (i + 1) * 2 * DAY);
    const dateKey = submitted.toISOString().slice(0, 10).replaceAll('-', '');
    const no = (prefix: string) => `${prefix}${dateKey}-${String(900 + seq++).padStart(4, '0')}`;
    const prequalDone = stepsDone >= 1;
    const assessed = stepsDone >= 2;
    const form = (q: number) => JSON.stringify({ quality: q, technical: q - 4, delivery: q - 2, price: q - 6, service: q - 3, conclusion: '符合准入条件 Meets the admittance criteria' });
    await trx
      .insertInto('supplier_reviews')
      .values({
        company_id: id,
        stage: s.status === 'to_be_evaluated' ? (s.stage ?? 'prequalification') : 'assessment',
        cycle_submitted_at: submitted,
        application_no: no('SA'),
        preaudit_no: prequalDone ? no('PQ') : null,
        audit_no: assessed ? no('AU') : null,
        prequal_form: prequalDone ? form(88) : null,
        assessment_form: assessed ? form(91) : null,
        prequal_by: prequalDone ? (names['20000002'] ?? null) : null,
        prequal_at: prequalDone ? day(0) : null,
        assessed_by: assessed ? (names['20000002'] ?? null) : null,
        assessed_at: assessed ? day(1) : null,
      })
      .execute();
    for (let i = 0; i < Math.min(stepsDone, PATH.length); i++) {
      const p = PATH[i]!;
      await event(id, day(i), p.action, p.from, p.to, p.actor, i === 7 ? `SAP vendor code ${s.vendorCode ?? ''}` : '同意 Agreed');
      if (p.action === 'submit_oa' || p.action === 'submit_qaudit') {
        const system = p.action === 'submit_oa' ? 'OA' : 'QAUDIT';
        const decided = i + 1 < stepsDone;
        await trx
          .insertInto('supplier_approval_tasks')
          .values({ company_id: id, system, status: decided ? 'approved' : 'pending', adapter: 'portal', submitted_by: ids.users[p.actor] ?? null, submitted_at: day(i), decided_by: decided ? (ids.users['20000002'] ?? null) : null, decided_at: decided ? day(i + 1) : null, comment: null })
          .execute();
      }
    }
    if (s.status === 'returned') await event(id, day(2), 'business_return', 'pending_business_review', 'returned', '20000001', '请补充AS9120证书扫描件 Please add the AS9120 certificate scan');
    if (s.status === 'rejected') await event(id, day(1), 'assess_reject', 'to_be_evaluated', 'rejected', '20000002', '现场审核发现质量体系缺陷 On-site audit found quality system gaps');
    if (s.vendorCode) {
      const at = day(7);
      await trx
        .insertInto('sap_sync_records')
        .values({ company_id: id, kind: 'create', status: 'synchronized', adapter: 'builtin', payload: JSON.stringify({ portalId: id, vendorCode: s.vendorCode }), vendor_code: s.vendorCode, attempts: 1, requested_by: ids.users['20000005'] ?? null, requested_by_name: names['20000005'] ?? null, created_at: at, updated_at: at, synced_at: at })
        .execute();
    }
    if (s.control === 'suspended') await event(id, new Date(now - 10 * DAY), 'suspend', 'normal', 'suspended', '20000001', '连续两批交付延误，暂停合作待整改 Two late deliveries in a row: suspended pending corrective action', 'control');
    if (s.control === 'frozen') {
      const at = new Date(now - 20 * DAY);
      await trx
        .insertInto('supplier_freeze_requests')
        .values({ request_no: `FR${at.toISOString().slice(0, 10).replaceAll('-', '')}-0801`, company_id: id, kind: 'freeze', status: 'approved', reason: '发票与合同金额不符，暂停付款 Invoices do not match the contract: payments on hold', attachments: '[]', status_before: 'normal', requested_by: buyer ?? 0, requested_by_name: names['20000001'] ?? '', requested_at: at, finance_user_id: ids.users['20000003'] ?? null, finance_user_name: names['20000003'] ?? null, finance_comment: '同意冻结 Freeze approved', finance_attachments: '[]', decided_at: new Date(at.getTime() + DAY), updated_at: new Date(at.getTime() + DAY) })
        .execute();
      await event(id, at, 'freeze_requested', 'normal', 'normal', '20000001', '发票与合同金额不符 Invoices do not match the contract', 'freeze');
      await event(id, new Date(at.getTime() + DAY), 'freeze_approved', 'normal', 'frozen', '20000003', '同意冻结 Freeze approved', 'freeze');
    }
  }

  // A pending freeze request on supplier B, awaiting finance.
  const reqAt = new Date(now - 2 * DAY);
  await trx
    .insertInto('supplier_freeze_requests')
    .values({ request_no: `FR${reqAt.toISOString().slice(0, 10).replaceAll('-', '')}-0802`, company_id: ids.supplierB, kind: 'freeze', reason: '质量索赔未结清，申请冻结付款 Open quality claim: please freeze payments', attachments: '[]', status_before: 'normal', requested_by: buyer ?? 0, requested_by_name: names['20000001'] ?? '', requested_at: reqAt, finance_attachments: '[]', updated_at: reqAt })
    .execute();
  await event(ids.supplierB, reqAt, 'freeze_requested', 'normal', 'normal', '20000001', '质量索赔未结清 Open quality claim', 'freeze');

  // Blacklist: an outside trader (counterfeit parts) and the rejected portal supplier.
  const blAt = new Date(now - 60 * DAY);
  const outside = await trx
    .insertInto('blacklist_entries')
    .values({ company_id: null, supplier_code: null, name: '东莞鑫源航空零件贸易行', tax_id: '92441900MA4W8KX13P', source: 'quality', reason: '提供伪造8130-3适航标签的零件 Supplied parts with forged FAA 8130-3 tags', attachments: '[]', created_by: buyer, created_by_name: names['20000001'] ?? null, created_at: blAt, updated_by_name: names['20000001'] ?? null, updated_at: blAt, finance_handler_id: ids.users['20000003'] ?? null, finance_handler_name: names['20000003'] ?? null, finance_handled_at: new Date(blAt.getTime() + DAY) })
    .returningAll()
    .executeTakeFirstOrThrow();
  const rejected = companyIds[8]!;
  const listed = await trx
    .insertInto('blacklist_entries')
    .values({ company_id: rejected, supplier_code: null, name: SUPPLIERS[8]!.name, tax_id: SUPPLIERS[8]!.taxId, source: 'contract_breach', reason: '投标中提供虚假资质文件 False qualification documents in a bid', attachments: '[]', created_by: buyer, created_by_name: names['20000001'] ?? null, created_at: new Date(now - 5 * DAY), updated_by_name: names['20000001'] ?? null, updated_at: new Date(now - 5 * DAY) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('supplier_profiles').set({ blacklisted: true }).where('company_id', '=', rejected).execute();
  await event(rejected, new Date(now - 5 * DAY), 'blacklisted', null, 'blacklisted', '20000001', listed.reason, 'blacklist');
  for (const e of [outside, listed]) {
    await trx
      .insertInto('blacklist_history')
      .values({ entry_id: e.id, action: 'insert', snapshot: JSON.stringify({ name: e.name, taxId: e.tax_id, source: e.source, reason: e.reason, status: 'active' }), comment: e.reason, actor_user_id: buyer, actor_name: names['20000001'] ?? null, created_at: e.created_at })
      .execute();
  }
  await trx
    .insertInto('blacklist_history')
    .values({ entry_id: outside.id, action: 'finance', snapshot: JSON.stringify({ name: outside.name, status: 'active', financeHandler: names['20000003'] }), comment: '已在SAP中冻结付款 Payments blocked in SAP', actor_user_id: ids.users['20000003'] ?? null, actor_name: names['20000003'] ?? null, created_at: new Date(blAt.getTime() + DAY) })
    .execute();

  // Auditors: Li Na pre-qualifies every supplier and examines aircraft-material suppliers.
  const liNa = ids.users['20000002'];
  if (liNa) {
    const base = { user_id: liNa, employee_id: '20000002', name: names['20000002'] ?? '李娜 Li Na', telephone: '13800000002' };
    await trx
      .insertInto('auditors')
      .values([
        { ...base, auditor_type: 'prequalification', purchase_org: null, category1: null, category2: null, vendor_type: null },
        { ...base, auditor_type: 'examination', purchase_org: null, category1: null, category2: null, vendor_type: 'aircraft' },
        { ...base, auditor_type: 'examination', purchase_org: 'P400', category1: null, category2: null, vendor_type: 'general' },
      ])
      .execute();
  }
  // Inquiry approvers by purchasing organisation.
  if (buyer) {
    await trx
      .insertInto('inquiry_approvers')
      .values([
        { user_id: buyer, purchase_org: 'P100', category1: 'A10', category2: null, supplier_type: 'aircraft', remarks: '周转件询价审批 Rotables inquiries', created_by: buyer },
        { user_id: buyer, purchase_org: 'P400', category1: null, category2: null, supplier_type: 'general', remarks: '通用采购询价审批 General procurement inquiries', created_by: buyer },
        // The RFx award of any category (D-282), so the opened demo RFx can be awarded; limited to
        // aircraft suppliers, so a P100 RFx inviting one needs an approval before release (D-563).
        { user_id: buyer, purchase_org: 'P100', category1: null, category2: null, supplier_type: 'aircraft', remarks: '询价定标审批 RFx award review', created_by: buyer },
        // Release approval of P100 RFx inviting aircraft suppliers by the administrator, so the buyer's
        // own RFx (the buyer is an approver too) has someone else to approve it (D-563).
        ...(ids.users['admin'] ? [{ user_id: ids.users['admin'], purchase_org: 'P100', category1: null, category2: null, supplier_type: 'aircraft' as const, remarks: '询价发布审批 RFx release approval', created_by: buyer }] : []),
      ])
      .execute();
  }
}
