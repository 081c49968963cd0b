/**
 * The demo dataset loaded on first start outside production: the demo accounts of the README
 * (password `Demo@Pass2026`) and each module's realistic bilingual records.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../database';
import { hashPassword } from '../../platform/auth/passwords';
import { FORWARDER_ROLE_CODE } from './base';

export const DEMO_PASSWORD = 'Demo@Pass2026';

export interface DemoIds {
  supplierA: number;
  supplierB: number;
  forwarder: number;
  users: Record<string, number>;
  passwordHash: string;
}

/** Adds a module's demo records inside the demo transaction (a module manifest's `demoSeed`). */
export type DemoSeed = (trx: Database, ids: DemoIds) => Promise<void>;

/**
 * Loads the demo data once (when the `admin` account does not exist yet), then each module's
 * records in the order given (the manifests' `demoSeed`); true if it did.
 */
export async function seedDemo(db: Database, moduleSeeds: readonly DemoSeed[]): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const company = async (values: { type: 'supplier' | 'forwarder'; name: string; name_en: string; country: string; tax_system: string; tax_id: string; supplier_type?: string; vendor_code?: string }) =>
      (await trx.insertInto('companies').values({ ...values, time_zone: 'Asia/Shanghai', status: 'active' }).returning('id').executeTakeFirstOrThrow()).id;
    const supplierA = await company({ type: 'supplier', name: '成都天翼航空器材有限公司', name_en: 'Chengdu Skywing Aero Parts Co., Ltd.', country: 'CN', tax_system: 'USCC', tax_id: '91510100MA61AB2C3D', supplier_type: 'aircraft', vendor_code: '10000001' });
    const supplierB = await company({ type: 'supplier', name: 'Pacific Rotables Inc.', name_en: 'Pacific Rotables Inc.', country: 'US', tax_system: 'EIN', tax_id: '94-3126789', supplier_type: 'aircraft', vendor_code: '10000002' });
    const forwarder = await company({ type: 'forwarder', name: '上海东航物流货运代理有限公司', name_en: 'Shanghai Eastern Air Logistics Forwarding Co., Ltd.', country: 'CN', tax_system: 'USCC', tax_id: '91310000MA1FL3XY7K' });

    // Suppliers A and B are official (approved, synchronised) suppliers in the demo.
    for (const companyId of [supplierA, supplierB]) {
      await trx
        .insertInto('supplier_profiles')
        .values({ company_id: companyId, supplier_type: 'aircraft', review_status: 'synchronized_to_sap', control_status: 'normal', wizard: '{}', approved_at: new Date() })
        .execute();
    }

    const roleId = async (companyId: number, code: string) =>
      (await trx.selectFrom('roles').select('id').where('company_id', '=', companyId).where('code', '=', code).executeTakeFirstOrThrow()).id;
    const post = async (companyId: number, code: string, zh: string, en: string, permissions: string[]) =>
      (await trx.insertInto('roles').values({ company_id: companyId, kind: 'post', code, name_zh: zh, name_en: en, permissions }).returning('id').executeTakeFirstOrThrow()).id;

    const poPostA = await post(supplierA, 'po_collab', '订单协同专员', 'PO collaboration clerk', ['sup.purchaseOrder']);
    await post(supplierA, 'sales', '销售报价', 'Sales and quotation', ['sup.quotation', 'sup.consignment']);
    await post(supplierB, 'po_collab', '订单协同专员', 'PO collaboration clerk', ['sup.purchaseOrder']);

    const users: Record<string, number> = {};
    const user = async (account: string, companyId: number, realName: string, email: string, mobile: string, roleIds: number[], extra: { is_company_admin?: boolean; language?: string } = {}) => {
      const row = await trx
        .insertInto('users')
        .values({ company_id: companyId, account, real_name: realName, email, mobile, password_hash: passwordHash, preferences: '{}', language: extra.language ?? null, is_company_admin: extra.is_company_admin ?? false })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const r of roleIds) await trx.insertInto('user_roles').values({ user_id: row.id, role_id: r }).execute();
      users[account] = row.id;
    };
    await user('admin', STAFF_COMPANY_ID, '系统管理员 System Admin', 'admin@aerosupply.local', '13800000000', [await roleId(STAFF_COMPANY_ID, 'admin')]);
    await user('20000001', STAFF_COMPANY_ID, '王磊 Wang Lei', 'wang.lei@aerosupply.local', '13800000001', [await roleId(STAFF_COMPANY_ID, 'buyer')]);
    await user('20000002', STAFF_COMPANY_ID, '李娜 Li Na', 'li.na@aerosupply.local', '13800000002', [await roleId(STAFF_COMPANY_ID, 'auditor')]);
    await user('20000003', STAFF_COMPANY_ID, '张敏 Zhang Min', 'zhang.min@aerosupply.local', '13800000003', [await roleId(STAFF_COMPANY_ID, 'finance')]);
    await user('20000004', STAFF_COMPANY_ID, '刘洋 Liu Yang', 'liu.yang@aerosupply.local', '13800000004', [await roleId(STAFF_COMPANY_ID, 'logistics')]);
    await user('20000005', STAFF_COMPANY_ID, '陈静 Chen Jing', 'chen.jing@aerosupply.local', '13800000005', [await roleId(STAFF_COMPANY_ID, 'masterdata')]);
    await user('supa_admin', supplierA, '赵强 Zhao Qiang', 'zhao.qiang@skywing-aero.cn', '13900000001', [], { is_company_admin: true });
    await user('supa_clerk', supplierA, '孙丽 Sun Li', 'sun.li@skywing-aero.cn', '13900000002', [poPostA]);
    await user('supb_admin', supplierB, 'John Miller', 'john.miller@pacificrotables.com', '14155550123', [], { is_company_admin: true, language: 'en' });
    // The demo forwarder's administrator (issue 26 item 2, D-492): manages its employees and posts.
    await user('fwd_admin', forwarder, '周杰 Zhou Jie', 'zhou.jie@eal-forwarding.cn', '13700000001', [await roleId(STAFF_COMPANY_ID, FORWARDER_ROLE_CODE)], { is_company_admin: true });

    await trx
      .insertInto('notices')
      .values([
        { side: 'all', company_id: null, user_id: null, title_zh: '欢迎使用航材供应商门户', title_en: 'Welcome to the AeroSupply supplier portal', body_zh: '门户全天候开放，服务台工作日10:00-17:00在线。', body_en: 'The portal is open around the clock; the helpdesk answers on working days 10:00-17:00.', link: null },
        { side: 'supplier', company_id: null, user_id: null, title_zh: '请及时更新资质证书', title_en: 'Keep your certificates up to date', body_zh: '资质证书到期前30天、7天和当天系统会提醒您。', body_en: 'The portal reminds you 30 days, 7 days and on the day before a certificate expires.', link: null },
      ])
      .execute();

    const ids: DemoIds = { supplierA, supplierB, forwarder, users, passwordHash };
    for (const seed of moduleSeeds) await seed(trx, ids);
  });
  return true;
}
