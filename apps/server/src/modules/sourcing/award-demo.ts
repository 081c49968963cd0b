/**
 * Demo data of the award (issue 13 item 7): the buyer reviews awards of the P100 purchasing
 * organisation for any category (the supplier-review demo's P100 approver is for category A10 and
 * aircraft suppliers only, which the demo RFx items do not carry), so the opened demo RFx can be awarded.
 * Limited to aircraft suppliers, the approver does not make every P100 RFx need approval before release (D-261).
 */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';

export async function seedAwardDemo(trx: Database, ids: DemoIds): Promise<void> {
  const buyer = ids.users['20000001'];
  if (buyer === undefined) return;
  await trx
    .insertInto('inquiry_approvers')
    .values({ user_id: buyer, purchase_org: 'P100', category1: null, category2: null, supplier_type: 'aircraft', remarks: '询价定标审批 RFx award review', created_by: buyer })
    .execute();
}
