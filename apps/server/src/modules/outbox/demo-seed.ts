/** Demo outbox: a few messages held in embedded mode, so the sysadmin's outbox viewer has something to show. */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

export async function seedOutboxDemo(trx: Database, ids: DemoIds): Promise<void> {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await trx
    .insertInto('outbox')
    .values([
      {
        channel: 'mail',
        recipient: 'zhao.qiang@skywing-aero.cn',
        subject: '【航材供应商门户】供应商资料审核通过 / Supplier data approved',
        body: '赵强您好：\n\n贵司（成都天翼航空器材有限公司）的供应商资料已审核通过，并已同步至SAP，供应商编码 10000001。\n\nDear Zhao Qiang,\nThe supplier data of Chengdu Skywing Aero Parts Co., Ltd. has been approved and synchronised to SAP (vendor code 10000001).\n\n航材采购与维修有限公司 供应商门户',
        status: 'held',
        company_id: ids.supplierA,
        user_id: ids.users.supa_admin ?? null,
        created_at: hoursAgo(30),
      },
      {
        channel: 'sms',
        recipient: '13900000002',
        subject: '短信验证码 / SMS code',
        body: '【航材供应商门户】您的验证码为 Rk7mQ2，5分钟内有效，区分大小写。如非本人操作请忽略。',
        status: 'held',
        company_id: ids.supplierA,
        user_id: ids.users.supa_clerk ?? null,
        created_at: hoursAgo(6),
      },
      {
        channel: 'mail',
        recipient: 'john.miller@pacificrotables.com',
        subject: 'Purchase order 4500012345 awaits your acknowledgement',
        body: 'Dear John Miller,\n\nPurchase order 4500012345 (2 x P/N 2314-2 brake assembly, CNY 186,000.00, DAP Chengdu) was issued to Pacific Rotables Inc.\nPlease acknowledge it, or propose changes, in the supplier portal.\n\nAeroSupply Maintenance & Procurement Co., Ltd.',
        status: 'held',
        company_id: ids.supplierB,
        user_id: ids.users.supb_admin ?? null,
        created_at: hoursAgo(2),
      },
    ])
    .execute();
}
