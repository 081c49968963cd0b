/** Demo invitations of the buyer 20000001: one sent and still open, one that led to supplier A's registration. */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

const DAY_MS = 86_400_000;

export async function seedInvitationsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const buyer = ids.users['20000001'];
  if (!buyer) return;
  const now = Date.now();
  await trx
    .insertInto('invitations')
    .values({
      company_id: STAFF_COMPANY_ID,
      company_name: '西安蓝天航空机轮刹车有限公司',
      country: 'CN',
      tax_system: 'USCC',
      tax_id: '91610131MA6U8K2P4X',
      email: 'sales@bluesky-wheels.cn',
      validity_days: 30,
      code: 'XaWh7Kp3',
      comments: '机轮刹车组件送修供应商候选 / Candidate repair shop for wheel and brake assemblies',
      status: 'sent',
      sent_at: new Date(now - 3 * DAY_MS),
      expires_at: new Date(now + 27 * DAY_MS),
      inviter_user_id: buyer,
      created_at: new Date(now - 3 * DAY_MS),
      updated_at: new Date(now - 3 * DAY_MS),
    })
    .execute();
  const registered = await trx
    .insertInto('invitations')
    .values({
      company_id: STAFF_COMPANY_ID,
      company_name: '成都天翼航空器材有限公司',
      country: 'CN',
      tax_system: 'USCC',
      tax_id: '91510100MA61AB2C3D',
      email: 'zhao.qiang@skywing-aero.cn',
      validity_days: 15,
      code: 'CdSw4Mq9',
      comments: 'A320 起落架及旋转件供应 / A320 landing gear and rotables supply',
      status: 'registered',
      sent_at: new Date(now - 120 * DAY_MS),
      expires_at: new Date(now - 105 * DAY_MS),
      inviter_user_id: buyer,
      registered_company_id: ids.supplierA,
      registered_at: new Date(now - 118 * DAY_MS),
      created_at: new Date(now - 120 * DAY_MS),
      updated_at: new Date(now - 118 * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('supplier_profiles')
    .set({ invitation_id: registered.id, inviting_user_id: buyer })
    .where('company_id', '=', ids.supplierA)
    .execute();
}
