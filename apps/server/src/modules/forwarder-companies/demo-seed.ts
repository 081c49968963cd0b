/** The demo forwarder's profile: it works both scopes' demo routes; `fwd_admin` is its administrator. */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { insertProfile } from './repo';

export async function seedForwarderCompaniesDemo(trx: Database, ids: DemoIds): Promise<void> {
  await insertProfile(trx, ids.forwarder, {
    scope: 'international',
    service_modes: ['DOOR_DOOR', 'PAID_AIR'],
    contacts: [{ name: '周杰 Zhou Jie', role: null, phone: '13700000001', email: 'zhou.jie@eal-forwarding.cn' }],
    admin_user_id: ids.users.fwd_admin ?? null,
  });
}
