/** The supplier-360 scorecard tab (issue 31): the web loads the scorecard itself from `/api/supplier-scorecard/suppliers/:companyId`. */
import type { SupplierSection } from '../../platform/modules/manifest';
import { maySeeSupplier } from './policy';

export const scorecardSupplierSections: SupplierSection[] = [{ key: 'scorecard', order: 57, visible: ({ actor, companyId }) => maySeeSupplier(actor, companyId) }];
