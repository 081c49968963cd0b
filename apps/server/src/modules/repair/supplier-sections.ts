/** The supplier-360 section of repair (D-346): the shop's repair orders; the web loads the list itself (`/api/repair/orders?companyId=`). */
import type { SupplierSection } from '../../platform/modules/manifest';

export const repairSupplierSections: SupplierSection[] = [
  {
    key: 'repair',
    order: 57,
    visible: ({ actor }) => ['repair.order.view', 'repair.order.manage', 'repair.bill.review'].some((p) => actor.permissions.has(p)),
  },
];
