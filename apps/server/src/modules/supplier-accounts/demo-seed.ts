/** Demo records of employee accounts: one pending sign-up request for supplier A's administrator (supa_admin). */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

export async function seedSupplierAccountsDemo(trx: Database, ids: DemoIds): Promise<void> {
  await trx
    .insertInto('employee_requests')
    .values({
      company_id: ids.supplierA,
      real_name: '孙八 Sun Ba',
      account: 'supa_sunba',
      email: 'sun.ba@skywing-aero.cn',
      mobile: '13900000088',
      password_hash: ids.passwordHash,
      lang: 'zh',
      note: '新入职销售部，负责报价 / New in sales, handling quotations',
    })
    .execute();
}
