/** Who sees supplier scores (issue 31, D-636): staff who keep the criteria, read suppliers, handle orders or run RFx. */
import type { PermissionKey } from '../permissions';

export const SCORECARD_MANAGE = 'supplier.scorecard.manage' as const;
export const SCORECARD_VIEW_PERMISSIONS: readonly PermissionKey[] = ['supplier.scorecard.manage', 'supplier.info.view', 'po.view', 'sourcing.rfx.manage'];
/** The supplier's own scorecard: the order-collaboration function. */
export const SCORECARD_SUPPLIER_PERMISSION = 'sup.purchaseOrder' as const;
