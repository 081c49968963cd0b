/** Demo records of staff administration: a custom role, a frozen and a disabled staff account, a staff notice. */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

export async function seedAdminDemo(trx: Database, ids: DemoIds): Promise<void> {
  const role = await trx
    .insertInto('roles')
    .values({
      company_id: STAFF_COMPANY_ID,
      kind: 'staff',
      code: 'quality_engineer',
      name_zh: '质量工程师',
      name_en: 'Quality engineer',
      description: '负责供应商质量审核与能力清单审核 / Supplier quality audits and capability reviews',
      permissions: ['supplier.info.view', 'supplier.review.quality', 'supplier.capability.review', 'supplier.official.view'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const buyer = await trx.selectFrom('roles').select('id').where('company_id', '=', STAFF_COMPANY_ID).where('code', '=', 'buyer').executeTakeFirstOrThrow();
  const longAgo = new Date(Date.now() - 45 * 86_400_000);
  const user = async (account: string, realName: string, email: string, roleId: number, extra: { frozen?: boolean; frozen_reason?: 'admin' | 'inactivity'; enabled?: boolean; hardware_key?: string }) => {
    const row = await trx
      .insertInto('users')
      .values({ company_id: STAFF_COMPANY_ID, account, real_name: realName, email, mobile: null, password_hash: ids.passwordHash, preferences: '{}', last_login_at: longAgo, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: row.id, role_id: roleId }).execute();
  };
  // Not signed in for 45 days: frozen for inactivity (spec 001 §4, D-105); it may unlock itself or wait for an administrator.
  await user('20000101', '黄磊 Huang Lei', 'huang.lei@aerosupply.local', role.id, { frozen: true, frozen_reason: 'inactivity', hardware_key: 'UKEY-CN-0101' });
  // Left the purchasing department: disabled.
  await user('20000102', '吴芳 Wu Fang', 'wu.fang@aerosupply.local', buyer.id, { enabled: false });

  await trx
    .insertInto('notices')
    .values({
      side: 'staff',
      company_id: null,
      user_id: null,
      title_zh: '季度供应商复评启动',
      title_en: 'Quarterly supplier re-evaluation starts',
      body_zh: '请采购与质量部门在本月25日前完成负责供应商的复评。',
      body_en: 'Purchasing and quality teams: please finish the re-evaluation of your suppliers by the 25th of this month.',
      link: null,
    })
    .execute();
}
