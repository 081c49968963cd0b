/** The agreements module's workbench counters (issue 28 item 2, D-580): sent agreements the supplier confirms, refused ones the buyer reworks. */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countAgreementsIn } from './repo';

export const supplierAgreementTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('sup.purchaseOrder')) return [];
  const n = await countAgreementsIn(db, scopeOf(actor), 'sent');
  return n > 0 ? [{ key: 'agreementsToConfirm', count: n, url: 'sup/agreements?status=sent' }] : [];
};

export const buyerAgreementTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('agreements.manage')) return [];
  const n = await countAgreementsIn(db, scopeOf(actor), 'refused');
  return n > 0 ? [{ key: 'agreementsRefused', count: n, url: 'agreements?status=refused' }] : [];
};
