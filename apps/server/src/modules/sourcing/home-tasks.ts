/** The sourcing module's workbench counter (issue 28 item 2, D-580): open RFx invitations the supplier answers. */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { countSupplierRfxIn } from './repo';

export const supplierRfxTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('sup.quotation')) return [];
  const n = await countSupplierRfxIn(db, actor.companyId, 'open');
  return n > 0 ? [{ key: 'rfxToAnswer', count: n, url: 'sup/rfx?status=open' }] : [];
};
